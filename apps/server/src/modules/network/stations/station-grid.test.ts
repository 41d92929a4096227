import { describe, expect, it } from 'vitest';
import { distanceM } from '../../../lib/geo';
import { createStationGrid } from './station-grid';

/** mulberry32, so that the points are the same on every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe('createStationGrid', () => {
  const random = seeded(7);
  const points = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, lng: 113.9 + random() * 0.3, lat: 22.45 + random() * 0.2 }));
  const grid = createStationGrid(points);

  it.each([100, 1000, 5000])('finds exactly what a full scan finds within %i m, nearest first then by id', (radius) => {
    for (const at of [{ lng: 114.05, lat: 22.54 }, { lng: 113.9, lat: 22.45 }, { lng: 114.2001, lat: 22.6499 }]) {
      const expected = points
        .map((item) => ({ item, distanceM: distanceM(at, item) }))
        .filter((w) => w.distanceM <= radius)
        .sort((a, b) => a.distanceM - b.distanceM || a.item.id - b.item.id);
      expect(grid.within(at, radius)).toEqual(expected);
    }
  });

  it('answers nothing far from every point, and works near a pole', () => {
    expect(grid.within({ lng: 0, lat: 0 }, 5000)).toEqual([]);
    const polar = createStationGrid([{ id: 1, lng: 170, lat: 89.99 }]);
    expect(polar.within({ lng: -10, lat: 89.99 }, 5000).map((w) => w.item.id)).toEqual([1]);
  });
});
