import { describe, expect, it } from 'vitest';
import { predictArrivals, type EtaLine } from './eta-engine';
import { buildRoute, nextStopIndex, snapToRoute, type LngLatPair } from '../../../lib/route-geometry';
import { learnedSeconds, learnSample, segmentKey, shanghaiHour, updateStat, type SegmentTable } from './segment-times';
import { advanceTrack, segmentSamples, trackOf, type TrackPoint } from './vehicle-track';

/** About 111 m per 0.001° of latitude; at 22.5° N about 102.8 m per 0.001° of longitude. */
const LAT = 22.5;
const east = (metres: number): LngLatPair => [114 + metres / (111_320 * Math.cos((LAT * Math.PI) / 180)), LAT];
const at = (iso: string) => new Date(iso);

/** A straight road 4 km east with stops every kilometre (seq 10, 20, …). */
const straightStops = [0, 1000, 2000, 3000, 4000].map((m, i) => ({ seq: (i + 1) * 10, lng: east(m)[0], lat: east(m)[1] }));
const straight = buildRoute([east(0), east(4000)], straightStops);

describe('route geometry', () => {
  it('places the stops along the shape in metres', () => {
    expect(straight.length).toBeCloseTo(4000, 0);
    straight.stopAlong.forEach((a, i) => expect(a).toBeCloseTo(i * 1000, 0));
  });

  it('uses the stops in order when the line has no shape', () => {
    const route = buildRoute(null, straightStops);
    expect(route.length).toBeCloseTo(4000, 0);
    expect(route.stopAlong[2]).toBeCloseTo(2000, 0);
  });

  it('snaps a position beside the road onto it', () => {
    const [lng] = east(1500);
    const snap = snapToRoute(straight, lng, LAT + 0.0003);
    expect(snap.along).toBeCloseTo(1500, 0);
    expect(snap.offset).toBeCloseTo(33.4, 0);
    expect(nextStopIndex(straight, snap.along)).toBe(2);
    expect(nextStopIndex(straight, 4100)).toBe(5);
  });

  it('keeps a vehicle on its own pass where the route goes along the same road twice', () => {
    // Out 2 km east and back the same way: the point at 500 m is on both passes (along 500 and 3500).
    const loopStops = [0, 2000, 0].map((m, i) => ({ seq: i, lng: east(m)[0], lat: east(m)[1] }));
    const loop = buildRoute([east(0), east(2000), east(0)], loopStops);
    expect(loop.stopAlong).toEqual([0, expect.closeTo(2000, 0), expect.closeTo(4000, 0)]);
    const [lng, lat] = east(500);
    expect(snapToRoute(loop, lng, lat, 300).along).toBeCloseTo(500, 0);
    expect(snapToRoute(loop, lng, lat, 3000).along).toBeCloseTo(3500, 0);
  });
});

const pointAt = (metres: number, iso: string): TrackPoint => ({ lng: east(metres)[0], lat: east(metres)[1], recordedAt: at(iso) });

describe('vehicle track', () => {
  it('records when each stop is reached, interpolated between points, and never goes backwards', () => {
    const track = trackOf(straight, [
      pointAt(0, '2026-01-05T00:00:00Z'),
      pointAt(480, '2026-01-05T00:01:00Z'),
      pointAt(1480, '2026-01-05T00:03:00Z'),
      pointAt(1400, '2026-01-05T00:03:30Z'),
    ])!;
    expect(track.along).toBeCloseTo(1480, 0);
    expect(track.passages.map((p) => p.index)).toEqual([0, 1]);
    // Leaves the first stop when 10 m out: 10/480 of the first minute.
    expect(track.passages[0]!.at.getTime()).toBeCloseTo(at('2026-01-05T00:00:01.250Z').getTime(), -1);
    // Reaches stop 1 when 10 m short (990 m): 51% of the way from 480 m to 1480 m, two minutes apart.
    expect(track.passages[1]!.at.getTime()).toBeCloseTo(at('2026-01-05T00:02:01.200Z').getTime(), -1);
    const [sample, ...more] = segmentSamples(track.passages);
    expect(more).toEqual([]);
    expect(sample).toMatchObject({ fromIndex: 0, startedAt: track.passages[0]!.at });
    expect(sample!.seconds).toBeCloseTo(119.95, 1);
  });

  it('does not invent passages for stops behind the first point heard', () => {
    const track = trackOf(straight, [pointAt(2500, '2026-01-05T00:00:00Z'), pointAt(3500, '2026-01-05T00:02:00Z')])!;
    expect(track.passages.map((p) => p.index)).toEqual([3]);
  });

  it('ignores a point older than the last one', () => {
    const track = trackOf(straight, [pointAt(500, '2026-01-05T00:01:00Z')])!;
    expect(advanceTrack(straight, track, pointAt(900, '2026-01-05T00:00:30Z'))).toBe(track);
  });
});

describe('segment times', () => {
  it('averages the first samples, then weighs new ones exponentially', () => {
    let stat = updateStat(undefined, 100);
    stat = updateStat(stat, 200);
    expect(stat).toEqual({ meanSeconds: 150, samples: 2 });
    for (let i = 0; i < 20; i++) stat = updateStat(stat, 150);
    stat = updateStat(stat, 250);
    expect(stat.meanSeconds).toBeCloseTo(160, 5);
  });

  it('keeps the hours apart (Asia/Shanghai), borrows from the next hour, and drops outliers', () => {
    const table: SegmentTable = new Map();
    expect(shanghaiHour(at('2026-01-05T00:30:00Z'))).toBe(8);
    for (let i = 0; i < 4; i++) learnSample(table, 10, at('2026-01-05T00:30:00Z'), 300);
    learnSample(table, 10, at('2026-01-05T00:40:00Z'), 3000);
    expect(table.get(segmentKey(10, 8))).toEqual({ meanSeconds: 300, samples: 4 });
    expect(learnedSeconds(table, 10, 8)).toBe(300);
    expect(learnedSeconds(table, 10, 9)).toBe(300);
    expect(learnedSeconds(table, 10, 12)).toBeNull();
  });
});

describe('predictions', () => {
  const line = (table: SegmentTable = new Map()): EtaLine => ({ route: straight, scheduleMinutes: [0, 2, 4, 6, 8], table });

  it('falls back to the timetable, stretched by how late the bus runs', () => {
    // Departed 08:00 (00:00Z), reached stop 1 at 08:03 where the timetable says 08:02: 1.5 times slower.
    const track = trackOf(straight, [pointAt(0, '2026-01-05T00:00:00Z'), pointAt(1000, '2026-01-05T00:03:00Z')])!;
    const predictions = predictArrivals(line(), track, at('2026-01-05T00:00:00Z'));
    expect(predictions.map((p) => p.seq)).toEqual([30, 40, 50]);
    const seconds = predictions.map((p) => (p.arrivesAt.getTime() - track.at.getTime()) / 1000);
    // Stop 1 was reached at 00:02:58.8 (20 m short); the lateness ratio is about 1.49.
    expect(seconds[0]).toBeGreaterThan(170);
    expect(seconds[0]).toBeLessThan(185);
    expect(seconds[1]! - seconds[0]!).toBeCloseTo(seconds[2]! - seconds[1]!, 0);
    for (let i = 1; i < seconds.length; i++) expect(seconds[i]).toBeGreaterThan(seconds[i - 1]!);
  });

  it('uses the learned means of the hour when there are some', () => {
    const table: SegmentTable = new Map();
    for (const seq of [10, 20, 30, 40]) for (let i = 0; i < 3; i++) learnSample(table, seq, at('2026-01-05T00:10:00Z'), 60);
    const track = trackOf(straight, [pointAt(0, '2026-01-05T00:00:00Z'), pointAt(500, '2026-01-05T00:00:30Z')])!;
    const predictions = predictArrivals(line(table), track, at('2026-01-05T00:00:00Z'));
    const seconds = predictions.map((p) => Math.round((p.arrivesAt.getTime() - track.at.getTime()) / 1000));
    expect(predictions.map((p) => p.seq)).toEqual([20, 30, 40, 50]);
    expect(seconds[1]! - seconds[0]!).toBe(60);
    expect(seconds[3]! - seconds[2]!).toBe(60);
  });

  it('lets a bus waiting at the first stop leave at its departure time, not now', () => {
    // At the first stop at 07:50 (23:50Z) for the 08:00 run: stop 1 is two timetable minutes after 08:00.
    const waiting = trackOf(straight, [pointAt(0, '2026-01-04T23:49:00Z'), pointAt(0, '2026-01-04T23:50:00Z')])!;
    const predictions = predictArrivals(line(), waiting, at('2026-01-05T00:00:00Z'));
    expect(predictions.map((p) => p.seq)).toEqual([20, 30, 40, 50]);
    expect(predictions.map((p) => p.arrivesAt.toISOString())).toEqual(['2026-01-05T00:02:00.000Z', '2026-01-05T00:04:00.000Z', '2026-01-05T00:06:00.000Z', '2026-01-05T00:08:00.000Z']);
    // Driving up to it from a depot 800 m before it: the first stop when it gets there, the rest from the departure.
    const fromDepot: EtaLine = { ...line(), route: buildRoute([east(-800), east(4000)], straightStops) };
    const [first, second] = predictArrivals(fromDepot, trackOf(fromDepot.route, [pointAt(-800, '2026-01-04T23:50:00Z')])!, at('2026-01-05T00:00:00Z'));
    expect(first!.seq).toBe(10);
    expect(first!.arrivesAt.getTime()).toBeCloseTo(at('2026-01-04T23:51:40Z').getTime(), -1);
    expect(second).toMatchObject({ seq: 20, arrivesAt: at('2026-01-05T00:02:00Z') });
    // Once the departure time has passed, waiting on changes nothing: it leaves now.
    const late = trackOf(straight, [pointAt(0, '2026-01-05T00:01:00Z')])!;
    expect(predictArrivals(line(), late, at('2026-01-05T00:00:00Z'))[0]!.arrivesAt).toEqual(at('2026-01-05T00:03:00Z'));
  });

  it('predicts nothing past the last stop', () => {
    const track = trackOf(straight, [pointAt(3900, '2026-01-05T00:00:00Z'), pointAt(4000, '2026-01-05T00:00:10Z')])!;
    expect(predictArrivals(line(), track)).toEqual([]);
  });
});
