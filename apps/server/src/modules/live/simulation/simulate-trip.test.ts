import { describe, expect, it } from 'vitest';
import { lngLatMeters } from '../../../lib/geo';
import { measureShape, projectOnto, type LngLat } from './geometry';
import { hashSeed, mulberry32 } from './seeded-random';
import { simulateTrip, trafficFactor, TRIP_PROFILE, type SimulateTripInput } from './simulate-trip';

// M101 of the test network: 市民中心 → 会展中心 → 车公庙 → 科技园 → 深圳湾公园 (about 14 km).
const shape: [number, number][] = [[114.0596, 22.5431], [114.0553, 22.537], [114.02, 22.535], [113.9545, 22.5405], [113.95, 22.51]];
const stops = [
  { seq: 0, lng: 114.0596, lat: 22.5431, minutesFromStart: 0 },
  { seq: 1, lng: 114.0553, lat: 22.537, minutesFromStart: 5 },
  { seq: 2, lng: 114.02, lat: 22.535, minutesFromStart: 15 },
  { seq: 3, lng: 113.9545, lat: 22.5405, minutesFromStart: 30 },
  { seq: 4, lng: 113.95, lat: 22.51, minutesFromStart: 40 },
];
// 2026-06-01 11:00 in Shanghai: off-peak.
const offPeak = new Date('2026-06-01T03:00:00Z');
const input = (over: Partial<SimulateTripInput> = {}): SimulateTripInput => ({ shape, stops, departsAt: offPeak, seed: 7, ...over });

const distanceToShape = (p: LngLat): number => {
  // The nearest point on the shape, found by projection; then the straight distance to it.
  const measured = measureShape(shape);
  const meters = projectOnto(measured, p, 0);
  let i = 0;
  while (i < shape.length - 2 && (measured.cumulative[i + 1] ?? 0) < meters) i += 1;
  const a = shape[i] as LngLat;
  const b = shape[i + 1] as LngLat;
  const span = (measured.cumulative[i + 1] ?? 0) - (measured.cumulative[i] ?? 0);
  const f = span > 0 ? (meters - (measured.cumulative[i] ?? 0)) / span : 0;
  return lngLatMeters(p, [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f]);
};

describe('the seeded random generator', () => {
  it('repeats a sequence for a seed and differs between seeds', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    const c = mulberry32(2);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('hashes the same parts to the same seed', () => {
    expect(hashSeed('departure', 42)).toBe(hashSeed('departure', 42));
    expect(hashSeed('departure', 42)).not.toBe(hashSeed('departure', 43));
  });
});

describe('simulateTrip', () => {
  it('gives the same trip for the same seed', () => {
    expect(simulateTrip(input())).toEqual(simulateTrip(input()));
  });

  it('gives a different trip for a different seed', () => {
    const a = simulateTrip(input({ seed: 7 }));
    const b = simulateTrip(input({ seed: 8 }));
    expect(b.arrivals.map((x) => x.at.getTime())).not.toEqual(a.arrivals.map((x) => x.at.getTime()));
    expect(b.points[0]).not.toEqual(a.points[0]);
  });

  it('reaches every stop in order, and no earlier than a fast bus could', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const { arrivals } = simulateTrip(input({ seed }));
      expect(arrivals.map((a) => a.seq)).toEqual([0, 1, 2, 3, 4]);
      for (let i = 1; i < arrivals.length; i += 1) {
        expect((arrivals[i] as { at: Date }).at.getTime()).toBeGreaterThan((arrivals[i - 1] as { at: Date }).at.getTime());
      }
      expect((arrivals[0] as { at: Date }).at.getTime()).toBeGreaterThanOrEqual(offPeak.getTime());
    }
  });

  it('reports a point every 10 s from the departure to the arrival at the last stop', () => {
    const { points, arrivals } = simulateTrip(input());
    const last = (arrivals[arrivals.length - 1] as { at: Date }).at.getTime();
    expect(points[0]?.recordedAt.getTime()).toBe(offPeak.getTime());
    expect(points[points.length - 1]?.recordedAt.getTime()).toBe(last);
    for (let i = 1; i < points.length - 1; i += 1) {
      expect((points[i] as { recordedAt: Date }).recordedAt.getTime() - (points[i - 1] as { recordedAt: Date }).recordedAt.getTime()).toBe(10_000);
    }
    const every30 = simulateTrip(input({ pointEverySeconds: 30 }));
    expect(every30.points.length).toBeLessThan(points.length / 2);
    // The interval changes the sampling, never the trip.
    expect(every30.arrivals).toEqual(arrivals);
  });

  it('keeps the points on the shape within the GPS noise, with sane speeds and headings', () => {
    const { points } = simulateTrip(input({ seed: 3 }));
    const worst = Math.max(...points.map((p) => distanceToShape([p.lng, p.lat])));
    expect(worst).toBeLessThanOrEqual(TRIP_PROFILE.gpsSigmaMeters * 3 * Math.SQRT2 + 1);
    expect(worst).toBeGreaterThan(0.5);
    expect(points.every((p) => p.speedKmh >= 0 && p.speedKmh < 100)).toBe(true);
    expect(points.every((p) => Number.isInteger(p.heading) && p.heading >= 0 && p.heading < 360)).toBe(true);
    expect(Math.max(...points.map((p) => p.speedKmh))).toBeGreaterThan(20);
    // 会展中心 → 车公庙 runs west: headings near 270.
    const westward = points.filter((p) => p.speedKmh > 5 && p.lng < 114.05 && p.lng > 114.025);
    expect(westward.length).toBeGreaterThan(0);
    expect(westward.every((p) => Math.abs(p.heading - 270) < 15)).toBe(true);
  });

  it('dwells at intermediate stops: the bus stands still near the stop after arriving', () => {
    const { points, arrivals } = simulateTrip(input({ seed: 11, pointEverySeconds: 1 }));
    const at = (arrivals[2] as { at: Date }).at.getTime();
    const dwelling = points.filter((p) => p.recordedAt.getTime() > at && p.recordedAt.getTime() <= at + TRIP_PROFILE.dwellSeconds[0] * 1000);
    expect(dwelling.length).toBeGreaterThanOrEqual(TRIP_PROFILE.dwellSeconds[0] - 1);
    expect(dwelling.every((p) => p.speedKmh === 0)).toBe(true);
    expect(dwelling.every((p) => lngLatMeters([p.lng, p.lat], [114.02, 22.535]) < 20)).toBe(true);
    // The leg after the stop starts a dwell (20-60 s) after the arrival: the run between two stops is the
    // timetable's plus the dwell.
    const moving = points.find((p) => p.recordedAt.getTime() > at && p.speedKmh > 0);
    const dwellS = ((moving?.recordedAt.getTime() ?? 0) - at) / 1000;
    expect(dwellS).toBeGreaterThanOrEqual(TRIP_PROFILE.dwellSeconds[0]);
    expect(dwellS).toBeLessThanOrEqual(TRIP_PROFILE.dwellSeconds[1] + 1);
  });

  it('makes trips late or early around the timetable, later in the evening peak', () => {
    const peak = new Date('2026-06-01T10:00:00Z'); // 18:00 in Shanghai
    const delaysAt = (departsAt: Date) =>
      Array.from({ length: 200 }, (_, seed) => {
        const { arrivals } = simulateTrip(input({ departsAt, seed }));
        return ((arrivals[4] as { at: Date }).at.getTime() - departsAt.getTime()) / 1000 - 40 * 60;
      }).sort((a, b) => a - b);
    const offPeakDelays = delaysAt(offPeak);
    const peakDelays = delaysAt(peak);
    expect(offPeakDelays.some((d) => d < 0)).toBe(true);
    expect(offPeakDelays.some((d) => d > 180)).toBe(true);
    expect((offPeakDelays[199] ?? 0) - (offPeakDelays[0] ?? 0)).toBeGreaterThan(300);
    expect(offPeakDelays[0]).toBeGreaterThan(-0.3 * 40 * 60);
    expect(peakDelays[100]).toBeGreaterThan(120);
    expect(peakDelays[100]).toBeGreaterThan((offPeakDelays[100] ?? 0) + 300);
  });

  it('runs slower in the peaks than in the middle of the day', () => {
    expect(trafficFactor(new Date('2026-06-01T10:00:00Z'))).toBeGreaterThan(1.1); // 18:00 in Shanghai
    expect(trafficFactor(new Date('2026-06-01T00:00:00Z'))).toBeGreaterThan(1.1); // 08:00
    expect(trafficFactor(offPeak)).toBeLessThan(0.95); // 11:00
    const peak = new Date('2026-06-01T00:00:00Z');
    const total = (departsAt: Date, seed: number) => {
      const { arrivals } = simulateTrip(input({ departsAt, seed }));
      return (arrivals[4] as { at: Date }).at.getTime() - departsAt.getTime();
    };
    for (let seed = 0; seed < 20; seed += 1) expect(total(peak, seed)).toBeGreaterThan(total(offPeak, seed));
  });

  it('follows the stops when the line has no shape, and copes with a one-stop line', () => {
    const { points, arrivals } = simulateTrip(input({ shape: [] }));
    expect(arrivals).toHaveLength(5);
    expect(points.length).toBeGreaterThan(200);
    const single = simulateTrip(input({ stops: stops.slice(0, 1) }));
    expect(single.points).toEqual([]);
    expect(single.arrivals).toEqual([{ seq: 0, at: offPeak }]);
    expect(() => simulateTrip(input({ pointEverySeconds: 0 }))).toThrow(RangeError);
  });
});
