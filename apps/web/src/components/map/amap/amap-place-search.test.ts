import { afterEach, describe, expect, it } from 'vitest';
import { searchAmapPlaces } from './amap-place-search';
import { installFakeAmap, removeFakeAmap } from './amap-test-kit';
import type { AmapNamespace } from './amap-types';

describe('searchAmapPlaces (on the stand-in AMap)', () => {
  afterEach(removeFakeAmap);

  it('finds 科技园 by name in the city, with its district and point', async () => {
    const places = await searchAmapPlaces(installFakeAmap(), '科技园', '深圳市');
    expect(places.map((place) => place.name)).toEqual(['科技园', '科技园地铁站']);
    expect(places[0]).toMatchObject({ detail: '深圳市南山区 深南大道', lng: 113.953, lat: 22.5405 });
  });

  it('keeps to the city when one is given, and searches everywhere when none is', async () => {
    const amap = installFakeAmap();
    expect(await searchAmapPlaces(amap, '南京南站', '深圳市')).toEqual([]);
    expect((await searchAmapPlaces(amap, '南京南站', null)).map((place) => place.name)).toEqual(['南京南站']);
  });

  it('falls back to PlaceSearch when no tip has a point', async () => {
    const amap = installFakeAmap();
    const tipsWithoutPoints = { ...amap, AutoComplete: class {
      search(_keyword: string, callback: (status: string, result: unknown) => void) {
        callback('complete', { tips: [{ name: '科技园', location: '' }] });
      }
    } } as unknown as AmapNamespace;
    expect((await searchAmapPlaces(tipsWithoutPoints, '科技园', '深圳市')).map((place) => place.name)).toEqual(['科技园', '科技园地铁站']);
  });

  it('fails on an AMap error, so the caller can ask our own search', async () => {
    const failing = { AutoComplete: class {
      search(_keyword: string, callback: (status: string, result: unknown) => void) {
        callback('error', 'INVALID_USER_SCODE');
      }
    } } as unknown as AmapNamespace;
    await expect(searchAmapPlaces(failing, '科技园', null)).rejects.toThrow('INVALID_USER_SCODE');
  });
});
