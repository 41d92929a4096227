import { ApiPrefix } from '@udian/contracts/prefixes';
import type { LineStopEtaData } from '@udian/contracts/endpoints/eta/line-eta';
import type { LineEta, LineVehicles } from '@udian/contracts/schemas/eta';
import type { Envelope } from '@udian/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { createEtaRepository } from './eta.repository';
import { createSegmentLearning, RECEIVE_LAG_MS } from './segment-learning';
import { createSegmentLearningRepository } from './segment-learning.repository';
import { clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';
import { insertLineNetwork, type LineNetworkFixture } from '../../../test/line-network-fixture';
import { simulateTrip, type SimulatedTrip } from '../simulation/simulate-trip';
import { shanghaiInstant } from '../../../time/shanghai-time';

/** Live buses on M101 (five stops, 40 minutes, a drawn route): its 08:00 departure on fixture day 1. */

let t: TestApp;
let network: LineNetworkFixture;
let clock = new Date();
let departsAt: Date;
let vehicleId: number;
let trip: SimulatedTrip;

/** One run of segment learning as live.wiring.ts builds it (what the segment-learning job runs), at `at`. */
const learnSegments = (db: Db, at: Date) => createSegmentLearning({ db, learning: createSegmentLearningRepository(db), etas: createEtaRepository(db) }).learn(at);

const get = async <T>(path: string, query: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `${ApiPrefix.api}${path}`, query, headers: { ...clientHeaders } });
  return res.json() as Envelope<T>;
};
const lineEta = (lineId: string | number = network.lines.m101) => get<LineEta>('/line_eta/line_vehicle_realtime_eta', { lineId: String(lineId) });

const insertPoints = async (points: SimulatedTrip['points']) => {
  if (points.length === 0) return;
  await t.database.db
    .insertInto('vehicle_positions')
    .values(points.map((p) => ({ vehicle_id: vehicleId, lng: p.lng, lat: p.lat, speed_kmh: p.speedKmh, heading: p.heading, recorded_at: p.recordedAt })))
    .execute();
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  network = await insertLineNetwork(t.database.db);
  const db = t.database.db;
  departsAt = shanghaiInstant(network.day(1), 480);
  const vehicle = await db
    .insertInto('vehicles')
    .values({ plate: '粤B·E7001', capacity: 30, line_id: network.lines.m101, driver_name: '王建国', driver_phone: '13920000007' })
    .returning('id')
    .executeTakeFirstOrThrow();
  vehicleId = vehicle.id;
  const departure = await db
    .selectFrom('departures')
    .select('id')
    .where('line_id', '=', network.lines.m101)
    .where('departs_at', '=', departsAt)
    .executeTakeFirstOrThrow();
  await db.updateTable('departures').set({ vehicle_id: vehicleId }).where('id', '=', departure.id).execute();
  const line = await db.selectFrom('lines').select('shape').where('id', '=', network.lines.m101).executeTakeFirstOrThrow();
  const stops = await db
    .selectFrom('line_stops as ls')
    .innerJoin('stations as s', 's.id', 'ls.station_id')
    .select(['ls.seq', 's.lng', 's.lat', 'ls.minutes_from_start'])
    .where('ls.line_id', '=', network.lines.m101)
    .orderBy('ls.seq')
    .execute();
  trip = simulateTrip({
    shape: line.shape ?? [],
    stops: stops.map((s) => ({ seq: s.seq, lng: s.lng, lat: s.lat, minutesFromStart: s.minutes_from_start })),
    departsAt,
    seed: 7,
  });
});
afterAll(async () => t.close());

describe('live buses on a line', () => {
  it('says there is no live data when no vehicle has reported', async () => {
    clock = new Date(departsAt.getTime() + 10 * 60_000);
    const answer = await lineEta();
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toMatchObject({ lineId: String(network.lines.m101), isLive: false, vehicles: [], generatedAt: clock.toISOString() });
    expect(answer.data!.stops.map((s) => s.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(answer.data!.stops.every((s) => s.etas.length === 0)).toBe(true);
  });

  it('snaps a reporting bus to the route and gives ETAs for the stops ahead, later along the line', async () => {
    // Half way between stops 1 and 2 by the simulator's own clock.
    const reached1 = trip.arrivals[1]!.at.getTime();
    const reached2 = trip.arrivals[2]!.at.getTime();
    const until = new Date(reached1 + (reached2 - reached1) / 2);
    await insertPoints(trip.points.filter((p) => p.recordedAt <= until));
    const last = trip.points.filter((p) => p.recordedAt <= until).at(-1)!;
    clock = new Date(last.recordedAt.getTime() + 5_000);

    const answer = await lineEta();
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    const data = answer.data!;
    expect(data.isLive).toBe(true);
    expect(data.vehicles).toEqual([
      expect.objectContaining({ vehicleId: String(vehicleId), plate: '粤B·E7001', lng: last.lng, lat: last.lat, recordedAt: last.recordedAt.toISOString(), nextStopSeq: 2, isStale: false }),
    ]);
    expect(data.vehicles[0]!.progressMeters).toBeGreaterThan(0);
    const withEta = data.stops.filter((s) => s.etas.length > 0);
    expect(withEta.map((s) => s.seq)).toEqual([2, 3, 4]);
    const seconds = withEta.map((s) => s.etas[0]!.etaSeconds);
    for (let i = 1; i < seconds.length; i++) expect(seconds[i]).toBeGreaterThan(seconds[i - 1]!);
    for (const stop of withEta) {
      const eta = stop.etas[0]!;
      expect(eta.vehicleId).toBe(String(vehicleId));
      expect(new Date(eta.arrivesAt).getTime() - clock.getTime()).toBeCloseTo(eta.etaSeconds * 1000, -3);
      // The timetable fallback stays near the truth (the simulator runs 0.95-1.12 × the timetable plus traffic).
      const truth = trip.arrivals.find((a) => a.seq === stop.seq)!.at.getTime();
      expect(Math.abs(new Date(eta.arrivesAt).getTime() - truth)).toBeLessThan(8 * 60_000);
    }

    const location = await get<LineVehicles>('/bus/lineDetail/location/query', { lineId: String(network.lines.m101) });
    expect(location.meta.code, location.meta.desc).toBe(1);
    expect(location.data).toEqual({ lineId: data.lineId, isLive: true, generatedAt: data.generatedAt, vehicles: data.vehicles });
  });

  it("answers the passenger's stop on its own, and refuses a stop of another line", async () => {
    const stationId = String(network.stations.techPark);
    const answer = await get<LineStopEtaData>('/line/detail/query/eta', { lineId: String(network.lines.m101), stationId });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data!.station).toMatchObject({ seq: 3, stationId, etas: [expect.objectContaining({ vehicleId: String(vehicleId) })] });
    const without = await get<LineStopEtaData>('/line/detail/query/eta', { lineId: String(network.lines.m101) });
    expect(without.data!.station).toBeNull();
    const elsewhere = await get<LineStopEtaData>('/line/detail/query/eta', { lineId: String(network.lines.m101), stationId: String(network.stations.longhua) });
    expect(elsewhere.meta).toMatchObject({ code: 3050, desc: '该站点不在这条线路上' });
  });

  it('flags a bus silent for over two minutes as stale: not live, no ETAs', async () => {
    const saved = clock;
    clock = new Date(clock.getTime() + 3 * 60_000);
    const answer = await lineEta();
    expect(answer.data!.isLive).toBe(false);
    expect(answer.data!.vehicles).toEqual([expect.objectContaining({ vehicleId: String(vehicleId), isStale: true })]);
    expect(answer.data!.stops.every((s) => s.etas.length === 0)).toBe(true);
    clock = saved;
  });

  it('answers an unknown line as not found and a malformed id as bad parameters, in Chinese', async () => {
    expect((await lineEta(999_999)).meta).toMatchObject({ code: 1004, desc: '线路不存在或已停运' });
    expect((await lineEta(network.lines.x901)).meta).toMatchObject({ code: 1004, desc: '线路不存在或已停运' });
    const bad = await get<LineEta>('/line_eta/line_vehicle_realtime_eta', { lineId: 'abc' });
    expect(bad.meta.code).toBe(1001);
    expect(bad.meta.desc).toMatch(/编号格式不正确/);
    const missing = await get<LineVehicles>('/bus/lineDetail/location/query', {});
    expect(missing.meta.code).toBe(1001);
  });
});

describe('segment learning', () => {
  it('records the stops each departure reached and learns each segment once', async () => {
    const db = t.database.db;
    // The rest of the run arrives; the job runs well after it was received.
    const reported = trip.points.filter((p) => p.recordedAt.getTime() > new Date(clock.getTime() - 5_000).getTime());
    await insertPoints(reported);
    const runAt = new Date(Date.now() + RECEIVE_LAG_MS + 1_000);
    const first = await learnSegments(db, runAt);
    expect(first).toMatchObject({ isSkipped: false, vehicles: 1, passages: 5, samples: 4 });
    const passages = await db.selectFrom('stop_passages').select(['seq', 'passed_at']).orderBy('seq').execute();
    expect(passages.map((p) => p.seq)).toEqual([0, 1, 2, 3, 4]);
    for (const passage of passages) {
      const truth = trip.arrivals.find((a) => a.seq === passage.seq)!.at.getTime();
      expect(Math.abs(passage.passed_at.getTime() - truth), `stop ${passage.seq}: ${passage.passed_at.toISOString()} vs ${new Date(truth).toISOString()}`).toBeLessThan(15_000);
    }
    const means = await db.selectFrom('segment_travel_times').selectAll().where('line_id', '=', network.lines.m101).orderBy('from_seq').execute();
    expect(means.map((m) => [m.from_seq, m.samples])).toEqual([[0, 1], [1, 1], [2, 1], [3, 1]]);
    expect(means[0]!.hour_of_day).toBe(8);
    expect(means[0]!.mean_seconds).toBeCloseTo((passages[1]!.passed_at.getTime() - passages[0]!.passed_at.getTime()) / 1000, 0);

    // Nothing new: nothing counted twice.
    expect(await learnSegments(db, new Date(runAt.getTime() + 60_000))).toMatchObject({ isSkipped: false, vehicles: 0, samples: 0 });
    const again = await db.selectFrom('segment_travel_times').select('samples').where('line_id', '=', network.lines.m101).execute();
    expect(again.every((m) => m.samples === 1)).toBe(true);
  });

  it('counts each segment once when two instances run at the same time', async () => {
    const db = t.database.db;
    await db.deleteFrom('stop_passages').execute();
    await db.deleteFrom('segment_travel_times').execute();
    await db.updateTable('segment_learning_state').set({ received_until: new Date(0) }).execute();
    const runAt = new Date(Date.now() + RECEIVE_LAG_MS + 1_000);
    const runs = await Promise.all([learnSegments(db, runAt), learnSegments(db, runAt)]);
    // One takes the cursor; the other skips (PostgreSQL) or, run after it, finds nothing new.
    expect(runs.reduce((n, r) => n + r.samples, 0)).toBe(4);
    const means = await db.selectFrom('segment_travel_times').select('samples').where('line_id', '=', network.lines.m101).execute();
    expect(means.map((m) => m.samples)).toEqual([1, 1, 1, 1]);
  });
});
