import { describe, expect, it } from 'vitest';
import { AddressName, AddressText } from '@udian/contracts/schemas/accounts';
import { ADDRESS_NAME_MAX, ADDRESS_TEXT_MAX, isPointInChina, validateAddress } from './address-rules';

const shenzhen = { lng: 114.05454, lat: 22.52291 };

describe('validateAddress', () => {
  it('accepts a name and a point, the detailed address being optional', () => {
    expect(validateAddress({ name: '深圳北站', address: '', point: shenzhen })).toEqual({});
  });

  it('says what is wrong with the name: empty, or longer than 50 characters', () => {
    expect(validateAddress({ name: '  ', address: '', point: shenzhen }).name).toBe('地点名称不能为空');
    expect(validateAddress({ name: '站'.repeat(51), address: '', point: shenzhen }).name).toBe('地点名称过长：不超过 50 个字');
    expect(validateAddress({ name: '站'.repeat(50), address: '', point: shenzhen }).name).toBeUndefined();
  });

  it('limits the detailed address to 100 characters', () => {
    expect(validateAddress({ name: '家', address: '路'.repeat(101), point: shenzhen }).address).toBe('详细地址过长：不超过 100 个字');
    expect(validateAddress({ name: '家', address: '路'.repeat(100), point: shenzhen }).address).toBeUndefined();
  });

  it('needs a point, in China', () => {
    expect(validateAddress({ name: '家', address: '', point: null }).point).toBe('还没有选择位置：搜索地点或在地图上点选');
    expect(validateAddress({ name: '家', address: '', point: { lng: 2.35, lat: 48.85 } }).point).toBe('所选位置不在中国境内，请在地图上重新选择');
  });

  it('agrees with the server schema on every length, characters of two UTF-16 units included', () => {
    expect([ADDRESS_NAME_MAX, ADDRESS_TEXT_MAX]).toEqual([50, 100]);
    for (const [name, count] of [['站', 50], ['站', 51], ['𠀀', 50], ['𠀀', 51]] as const) {
      const text = name.repeat(count);
      expect(validateAddress({ name: text, address: '', point: shenzhen }).name === undefined).toBe(AddressName.safeParse(text).success);
    }
    for (const count of [100, 101]) {
      const text = '𠀀'.repeat(count);
      expect(validateAddress({ name: '家', address: text, point: shenzhen }).address === undefined).toBe(AddressText.safeParse(text).success);
    }
  });

  it.each([
    [{ lng: 114.06, lat: 22.54 }, true],
    [{ lng: 75.99, lat: 39.47 }, true],
    [{ lng: 126.98, lat: 37.57 }, false],
    [{ lng: 72.9, lat: 30 }, false],
    [{ lng: 120, lat: 54.1 }, false],
  ])('%j in China: %s', (point, expected) => {
    expect(isPointInChina(point)).toBe(expected);
  });
});
