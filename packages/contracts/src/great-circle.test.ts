import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, greatCircleMeters, haversineTerm, haversineTermOf, METERS_PER_DEGREE, metersOfHaversineTerm, type GeoPoint } from './great-circle';

const futian: GeoPoint = { lng: 114.05454, lat: 22.52291 };
const nanjing: GeoPoint = { lng: 118.79647, lat: 32.05838 };

/** The same haversine written another way (atan2 form), to check the module independently. */
const reference = (a: GeoPoint, b: GeoPoint): number => {
  const rad = Math.PI / 180;
  const sinLat = Math.sin(((b.lat - a.lat) * rad) / 2);
  const sinLng = Math.sin(((b.lng - a.lng) * rad) / 2);
  const h = sinLat * sinLat + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * sinLng * sinLng;
  return 2 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h)) * 6378137;
};

describe('great-circle distance on the 6378.137 km sphere (SPEC section 9)', () => {
  it('uses the equatorial radius', () => {
    expect(EARTH_RADIUS_M).toBe(6_378_137);
  });

  it.each<[string, GeoPoint, GeoPoint, number]>([
    ['identical points', futian, futian, 0],
    ['one degree of longitude on the equator', { lng: 0, lat: 0 }, { lng: 1, lat: 0 }, (2 * Math.PI * 6_378_137) / 360],
    ['one degree of latitude', { lng: 114, lat: 22 }, { lng: 114, lat: 23 }, (2 * Math.PI * 6_378_137) / 360],
    // One hundredth of a degree of latitude is R * 0.01 * π / 180 = 1113.19 m.
    ['0.01° north of Futian', futian, { lng: futian.lng, lat: futian.lat + 0.01 }, 1113.19],
    ['a quarter of the equator', { lng: 0, lat: 0 }, { lng: 90, lat: 0 }, 10_018_754.17],
    ['antipodes', { lng: 0, lat: 0 }, { lng: 180, lat: 0 }, 20_037_508.34],
  ])('%s', (_label, a, b, expected) => {
    expect(greatCircleMeters(a, b)).toBeCloseTo(expected, 1);
  });

  it.each<[string, GeoPoint, GeoPoint]>([
    ['Shenzhen to Nanjing', futian, nanjing],
    ['across a few streets', futian, { lng: 114.0601, lat: 22.5341 }],
    ['across the antimeridian', { lng: 179.9, lat: 10 }, { lng: -179.9, lat: 10 }],
    ['southern hemisphere', { lng: 151.2093, lat: -33.8688 }, { lng: 144.9631, lat: -37.8136 }],
  ])('%s matches an independent computation', (_label, a, b) => {
    expect(greatCircleMeters(a, b)).toBeCloseTo(reference(a, b), 6);
  });

  it('puts 深圳北站 to 科技园 at about 10.6 km and Shenzhen to Nanjing at about 1140 km', () => {
    expect(greatCircleMeters({ lng: 114.0295, lat: 22.6093 }, { lng: 113.953, lat: 22.5405 })).toBeGreaterThan(10_500);
    expect(greatCircleMeters({ lng: 114.0295, lat: 22.6093 }, { lng: 113.953, lat: 22.5405 })).toBeLessThan(11_200);
    expect(greatCircleMeters(futian, nanjing)).toBeGreaterThan(1_100_000);
    expect(greatCircleMeters(futian, nanjing)).toBeLessThan(1_200_000);
  });

  it('is symmetric', () => {
    expect(greatCircleMeters(nanjing, futian)).toBe(greatCircleMeters(futian, nanjing));
  });
});

describe('the haversine in two steps', () => {
  it('gives the same metres as greatCircleMeters', () => {
    const b: GeoPoint = { lng: 114.0601, lat: 22.5341 };
    expect(metersOfHaversineTerm(haversineTerm(futian, b))).toBe(greatCircleMeters(futian, b));
  });

  it('orders terms as it orders distances, and inverts its radius', () => {
    const near: GeoPoint = { lng: futian.lng + 0.001, lat: futian.lat };
    const far: GeoPoint = { lng: futian.lng + 0.01, lat: futian.lat };
    expect(haversineTerm(futian, near)).toBeLessThan(haversineTerm(futian, far));
    expect(metersOfHaversineTerm(haversineTermOf(1000))).toBeCloseTo(1000, 6);
  });

  it('measures one degree along a meridian as METERS_PER_DEGREE', () => {
    expect(greatCircleMeters({ lng: 114, lat: 22 }, { lng: 114, lat: 23 })).toBeCloseTo(METERS_PER_DEGREE, 6);
  });
});
