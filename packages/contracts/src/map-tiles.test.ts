import { describe, expect, it } from 'vitest';
import { isTileTemplate, parseTileTemplate, tileOrigins } from './map-tiles';

const AMAP_TILES = 'https://webrd0{1-4}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}';

describe('map tile templates', () => {
  it('needs {z}, {x} and {y} in any order on http(s)', () => {
    expect(isTileTemplate(AMAP_TILES)).toBe(true);
    expect(isTileTemplate('https://tiles.example.cn/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileTemplate('https://tiles.example.cn/{z}/{x}.png')).toBe(false);
    expect(isTileTemplate('ftp://tiles.example.cn/{z}/{x}/{y}.png')).toBe(false);
  });

  it('turns a subdomain range into Leaflet {s} and its subdomains', () => {
    expect(parseTileTemplate(AMAP_TILES)).toEqual({
      url: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
      subdomains: ['1', '2', '3', '4'],
    });
    expect(parseTileTemplate('https://{s}.tiles.cn/{z}/{x}/{y}.png').subdomains).toEqual(['a', 'b', 'c']);
  });

  it('lists every tile origin', () => {
    expect(tileOrigins(AMAP_TILES)).toEqual([1, 2, 3, 4].map((n) => `https://webrd0${n}.is.autonavi.com`));
    expect(tileOrigins('http://10.0.0.8:8080/{z}/{x}/{y}.png')).toEqual(['http://10.0.0.8:8080']);
    expect(tileOrigins('')).toEqual([]);
  });
});
