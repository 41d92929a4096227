import { describe, expect, it } from 'vitest';
import { greatCircleDistance, type LngLat } from './geo';

// The formula and its radius are tested with @udian/contracts/great-circle; this checks the web's rounding.
const futian: LngLat = { lng: 114.05454, lat: 22.52291 };
const nanjing: LngLat = { lng: 118.79647, lat: 32.05838 };

describe('greatCircleDistance', () => {
  it.each<[string, LngLat, LngLat, number]>([
    ['identical points', futian, futian, 0],
    // One hundredth of a degree of latitude is R * 0.01 * π / 180 = 1113.19 m.
    ['0.01° north of Futian', futian, { lng: futian.lng, lat: futian.lat + 0.01 }, 1113],
    ['0.01° east on the equator', { lng: 0, lat: 0 }, { lng: 0.01, lat: 0 }, 1113],
    ['a quarter of the equator', { lng: 0, lat: 0 }, { lng: 90, lat: 0 }, 10_018_754],
    ['antipodes', { lng: 0, lat: 0 }, { lng: 180, lat: 0 }, 20_037_508],
  ])('%s, in whole metres', (_label, a, b, expected) => {
    expect(greatCircleDistance(a, b)).toBe(expected);
  });

  it('puts Shenzhen to Nanjing at about 1140 km, in whole metres', () => {
    const meters = greatCircleDistance(futian, nanjing);
    expect(meters).toBeGreaterThan(1_100_000);
    expect(meters).toBeLessThan(1_200_000);
    expect(Number.isInteger(meters)).toBe(true);
  });
});
