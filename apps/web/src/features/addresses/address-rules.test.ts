import { describe, expect, it } from 'vitest';
import { isPointInChina, validateAddress } from './address-rules';

const shenzhen = { lng: 114.05454, lat: 22.52291 };

describe('validateAddress', () => {
  it('accepts a name and a point, the detailed address being optional', () => {
    expect(validateAddress({ name: '深圳北站', address: '', point: shenzhen })).toEqual({});
  });

  it('needs a name of at most 50 characters', () => {
    expect(validateAddress({ name: '  ', address: '', point: shenzhen }).name).toBe('请输入地点名称（不超过 50 个字）');
    expect(validateAddress({ name: '站'.repeat(51), address: '', point: shenzhen }).name).toBeDefined();
    expect(validateAddress({ name: '站'.repeat(50), address: '', point: shenzhen }).name).toBeUndefined();
  });

  it('limits the detailed address to 100 characters', () => {
    expect(validateAddress({ name: '家', address: '路'.repeat(101), point: shenzhen }).address).toBe('详细地址不能超过 100 个字');
  });

  it('needs a point in China', () => {
    expect(validateAddress({ name: '家', address: '', point: null }).point).toBe('请在地图上选择中国境内的地点');
    expect(validateAddress({ name: '家', address: '', point: { lng: 2.35, lat: 48.85 } }).point).toBeDefined();
  });

  it.each([
    [{ lng: 73, lat: 3 }, true],
    [{ lng: 136, lat: 54 }, true],
    [{ lng: 72.9, lat: 30 }, false],
    [{ lng: 120, lat: 54.1 }, false],
  ])('%j in China: %s', (point, expected) => {
    expect(isPointInChina(point)).toBe(expected);
  });
});
