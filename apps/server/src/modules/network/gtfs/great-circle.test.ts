import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, greatCircleMeters, pathLengthMeters } from './great-circle';

describe('great-circle distance on the 6378.137 km sphere', () => {
  it('uses the equatorial radius', () => {
    expect(EARTH_RADIUS_M).toBe(6_378_137);
  });

  it.each([
    ['one degree of longitude on the equator', [0, 0], [1, 0], (2 * Math.PI * 6_378_137) / 360],
    ['one degree of latitude', [114, 22], [114, 23], (2 * Math.PI * 6_378_137) / 360],
    ['the same point', [114.05, 22.54], [114.05, 22.54], 0],
  ] as const)('%s', (_, a, b, expected) => {
    expect(greatCircleMeters(a, b)).toBeCloseTo(expected, 3);
  });

  it('measures 深圳北站 to 科技园 at about 10.6 km', () => {
    expect(greatCircleMeters([114.0295, 22.6093], [113.953, 22.5405])).toBeGreaterThan(10_500);
    expect(greatCircleMeters([114.0295, 22.6093], [113.953, 22.5405])).toBeLessThan(11_200);
  });

  it('sums a path and rounds once, to whole metres', () => {
    const a = [0, 0] as const;
    const b = [0.001, 0] as const;
    const c = [0.002, 0] as const;
    expect(pathLengthMeters([a, b, c])).toBe(Math.round(greatCircleMeters(a, c)));
    expect(pathLengthMeters([a])).toBe(0);
    expect(pathLengthMeters([])).toBe(0);
  });
});
