import { describe, expect, it } from 'vitest';
import type { GeoPoint } from '@udian/contracts/great-circle';
import { boundingBox, distanceM, isInsideOutline, lngLatMeters, pathLengthMeters } from './geo';

const futian: GeoPoint = { lng: 114.05454, lat: 22.52291 };

describe('distanceM', () => {
  it.each([
    { name: 'the same point', b: futian, expected: 0 },
    { name: 'one thousandth of a degree of latitude', b: { lng: futian.lng, lat: futian.lat + 0.001 }, expected: 111 },
  ])('$name', ({ b, expected }) => {
    expect(distanceM(futian, b)).toBe(expected);
    expect(distanceM(b, futian)).toBe(expected);
  });

  it('measures one degree on the equator and on a meridian as 2πR/360', () => {
    expect(distanceM({ lng: 0, lat: 0 }, { lng: 1, lat: 0 })).toBe(111_319);
    expect(distanceM({ lng: 0, lat: 0 }, { lng: 0, lat: 1 })).toBe(111_319);
  });

  it('puts Nanjing about 1,160 km from Shenzhen', () => {
    const d = distanceM(futian, { lng: 118.79647, lat: 32.05838 });
    expect(d).toBeGreaterThan(1_150_000);
    expect(d).toBeLessThan(1_170_000);
  });
});

describe('boundingBox', () => {
  it.each([100, 1000, 5000, 100_000])('holds every point of a %i m circle', (radius) => {
    const box = boundingBox(futian, radius);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // Walk just inside the circle in each direction and check the box still holds the point.
      const rad = (bearing * Math.PI) / 180;
      let lo = 0;
      let hi = 2;
      for (let i = 0; i < 60; i += 1) {
        const mid = (lo + hi) / 2;
        const p = { lng: futian.lng + mid * Math.sin(rad), lat: futian.lat + mid * Math.cos(rad) };
        if (distanceM(futian, p) <= radius) lo = mid;
        else hi = mid;
      }
      const edge = { lng: futian.lng + lo * Math.sin(rad), lat: futian.lat + lo * Math.cos(rad) };
      expect(edge.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(edge.lng).toBeLessThanOrEqual(box.maxLng);
      expect(edge.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(edge.lat).toBeLessThanOrEqual(box.maxLat);
    }
  });

  it('is not much larger than the circle', () => {
    const box = boundingBox(futian, 1000);
    expect(distanceM(futian, { lng: futian.lng, lat: box.maxLat })).toBeLessThanOrEqual(1002);
    expect(distanceM(futian, { lng: box.maxLng, lat: futian.lat })).toBeLessThanOrEqual(1002);
  });

  it('spans every longitude near a pole and stays within range', () => {
    expect(boundingBox({ lng: 10, lat: 89.99 }, 5000)).toMatchObject({ minLng: -180, maxLng: 180, maxLat: 90 });
    expect(boundingBox({ lng: 179.999, lat: 0 }, 5000).maxLng).toBe(180);
  });
});

describe('isInsideOutline', () => {
  const square: [number, number][] = [
    [114, 22.5],
    [114.1, 22.5],
    [114.1, 22.6],
    [114, 22.6],
  ];
  it.each([
    { point: { lng: 114.05, lat: 22.55 }, expected: true },
    { point: { lng: 113.99, lat: 22.55 }, expected: false },
    { point: { lng: 114.05, lat: 22.61 }, expected: false },
  ])('$point.lng,$point.lat inside the square: $expected', ({ point, expected }) => {
    expect(isInsideOutline(point, square)).toBe(expected);
    expect(isInsideOutline(point, [...square, square[0] as [number, number]])).toBe(expected);
  });

  it('finds nothing inside an outline of fewer than three points', () => {
    expect(isInsideOutline({ lng: 114, lat: 22.5 }, [])).toBe(false);
  });
});

describe('[lng, lat] pairs and paths', () => {
  it('measures a pair as the contracts measure two points', () => {
    expect(lngLatMeters([114.0295, 22.6093], [113.953, 22.5405])).toBeGreaterThan(10_500);
    expect(lngLatMeters([114.0295, 22.6093], [113.953, 22.5405])).toBeLessThan(11_200);
    expect(Math.round(lngLatMeters([114.05454, 22.52291], [114.05454, 22.52391]))).toBe(distanceM(futian, { lng: 114.05454, lat: 22.52391 }));
  });

  it('sums a path and rounds once, to whole metres', () => {
    const a = [0, 0] as const;
    const b = [0.001, 0] as const;
    const c = [0.002, 0] as const;
    expect(pathLengthMeters([a, b, c])).toBe(Math.round(lngLatMeters(a, c)));
    expect(pathLengthMeters([a])).toBe(0);
    expect(pathLengthMeters([])).toBe(0);
  });
});
