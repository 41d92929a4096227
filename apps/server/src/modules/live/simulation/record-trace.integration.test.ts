import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import { insertLineNetwork, type LineNetworkFixture } from '../../../test/line-network-fixture';
import { createTestDatabase } from '../../../test/test-database';
import { loadTraceLines, parseDays, recordTrace, tracePoints } from './record-trace';

let handle: DatabaseHandle;
let network: LineNetworkFixture;
beforeAll(async () => {
  handle = await createTestDatabase();
  network = await insertLineNetwork(handle.db);
});
afterAll(() => handle.close());

describe('a recorded trace', () => {
  it('reads the active lines with their stops in order and their trips', async () => {
    const lines = await loadTraceLines(handle.db);
    expect(lines.map((l) => l.code).sort()).toEqual(['E201', 'M101', 'M102', 'N001', 'S301']);
    const m101 = lines.find((l) => l.code === 'M101');
    expect(m101?.stops.map((s) => s.minutesFromStart)).toEqual([0, 5, 15, 30, 40]);
    expect(m101?.stops[0]).toMatchObject({ seq: 0, stationId: network.stations.civicCentre, lng: 114.0596, lat: 22.5431 });
    expect(m101?.shape).toHaveLength(5);
    expect(m101?.trips.map((t) => t.departureMinutes)).toEqual([450, 480]);
    expect((await loadTraceLines(handle.db, ['M101', 'S301'])).map((l) => l.code)).toEqual(['M101', 'S301']);
  });

  it('simulates every trip of the lines on every day, the same way for the same seed', async () => {
    const lines = await loadTraceLines(handle.db, ['M101', 'S301']);
    const days = ['2026-06-01', '2026-06-02'];
    const trace = recordTrace({ lines, days, seed: 7 });
    expect(trace.trips).toHaveLength(2 * 3);
    expect(trace.trips.map((t) => t.key)).toEqual([
      'S301 2026-06-01 06:40',
      'M101 2026-06-01 07:30',
      'M101 2026-06-01 08:00',
      'S301 2026-06-02 06:40',
      'M101 2026-06-02 07:30',
      'M101 2026-06-02 08:00',
    ]);
    const first = trace.trips[1];
    expect(first?.departsAt).toBe('2026-05-31T23:30:00.000Z');
    expect(first?.arrivals.map((a) => a.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(first?.points[0]?.recordedAt).toBe('2026-05-31T23:30:00.000Z');
    // Plain JSON, and the same again for the same seed; another seed, another trace.
    expect(JSON.parse(JSON.stringify(trace))).toEqual(trace);
    expect(recordTrace({ lines, days, seed: 7 })).toEqual(trace);
    expect(recordTrace({ lines, days, seed: 8 }).trips[1]?.arrivals).not.toEqual(first?.arrivals);
    // Points back as the ingest takes them.
    expect(first && tracePoints(first)[0]?.recordedAt).toEqual(new Date('2026-05-31T23:30:00.000Z'));
  });

  it('reads day ranges and lists', () => {
    expect(parseDays('2026-06-01..2026-06-03')).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    expect(parseDays('2026-06-30..2026-07-01')).toEqual(['2026-06-30', '2026-07-01']);
    expect(parseDays('2026-06-01,2026-06-05')).toEqual(['2026-06-01', '2026-06-05']);
    for (const bad of ['', '2026-06-03..2026-06-01', '2026-02-30', 'yesterday', '2026-01-01..2028-01-01']) expect(parseDays(bad)).toBeNull();
  });
});
