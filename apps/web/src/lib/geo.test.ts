import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, greatCircleDistance, type LngLat } from './geo';

const futian: LngLat = { lng: 114.05454, lat: 22.52291 };
const nanjing: LngLat = { lng: 118.79647, lat: 32.05838 };

/** The same haversine written another way (atan2 form), to check the module independently. */
const reference = (a: LngLat, b: LngLat): number => {
  const rad = Math.PI / 180;
  const sinLat = Math.sin(((b.lat - a.lat) * rad) / 2);
  const sinLng = Math.sin(((b.lng - a.lng) * rad) / 2);
  const h = sinLat * sinLat + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * sinLng * sinLng;
  return Math.round(2 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h)) * 6378137);
};

describe('greatCircleDistance', () => {
  it('uses the 6378.137 km radius', () => {
    expect(EARTH_RADIUS_KM).toBe(6378.137);
  });

  it.each<[string, LngLat, LngLat, number]>([
    ['identical points', futian, futian, 0],
    // One hundredth of a degree of latitude is R * 0.01 * π / 180 = 1113.19 m.
    ['0.01° north of Futian', futian, { lng: futian.lng, lat: futian.lat + 0.01 }, 1113],
    ['0.01° east on the equator', { lng: 0, lat: 0 }, { lng: 0.01, lat: 0 }, 1113],
    ['a quarter of the equator', { lng: 0, lat: 0 }, { lng: 90, lat: 0 }, 10_018_754],
    ['antipodes', { lng: 0, lat: 0 }, { lng: 180, lat: 0 }, 20_037_508],
  ])('%s', (_label, a, b, expected) => {
    expect(greatCircleDistance(a, b)).toBe(expected);
  });

  it.each<[string, LngLat, LngLat]>([
    ['Shenzhen to Nanjing', futian, nanjing],
    ['across a few streets', futian, { lng: 114.0601, lat: 22.5341 }],
    ['across the antimeridian', { lng: 179.9, lat: 10 }, { lng: -179.9, lat: 10 }],
    ['southern hemisphere', { lng: 151.2093, lat: -33.8688 }, { lng: 144.9631, lat: -37.8136 }],
  ])('%s matches an independent computation', (_label, a, b) => {
    expect(greatCircleDistance(a, b)).toBe(reference(a, b));
  });

  it('puts Shenzhen to Nanjing at about 1140 km', () => {
    const meters = greatCircleDistance(futian, nanjing);
    expect(meters).toBeGreaterThan(1_100_000);
    expect(meters).toBeLessThan(1_200_000);
    expect(Number.isInteger(meters)).toBe(true);
  });

  it('is symmetric', () => {
    expect(greatCircleDistance(nanjing, futian)).toBe(greatCircleDistance(futian, nanjing));
  });
});
