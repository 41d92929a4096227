import type { Envelope } from '@udian/contracts/envelope';
import type { LineEta } from '@udian/contracts/schemas/eta';
import { ApiPrefix } from '@udian/contracts/prefixes';
import gcoord from 'gcoord';
import type { transit_realtime } from 'gtfs-realtime-bindings';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGtfsZip } from '../../../test/gtfs-feed-check';
import { insertGroup, insertLineNetwork, keepLineForGroup, type LineNetworkFixture } from '../../../test/line-network-fixture';
import { clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';
import { shanghaiInstant } from '../../../time/shanghai-time';
import { simulateTrip, type SimulatedPoint, type SimulatedTrip } from '../simulation/simulate-trip';
import { FEED_CACHE_MS } from './gtfs-rt-feed.service';

/**
 * GTFS-Realtime out on fixture day 1 at 07:50: bus A runs M101's 07:30 (between 车公庙 and 科技园), bus B waits at
 * 市民中心 for M101's 08:00, bus C runs N001's 07:30 (Nanjing), bus F belongs to M101 and reports but runs no
 * departure. M101 has a GTFS route group; N001 has none (its route_id is its external_id).
 */

const { transit_realtime: rt } = createRequire(import.meta.url)('gtfs-realtime-bindings') as typeof import('gtfs-realtime-bindings');

let t: TestApp;
let network: LineNetworkFixture;
let clock = new Date();
let cut: Date;
let day1: string;
const bus: Record<'a' | 'b' | 'c' | 'f', { id: number; plate: string; last: SimulatedPoint }> = {} as never;
const trips: Partial<Record<'a' | 'c', SimulatedTrip>> = {};

const vehiclePositionsUrl = '/gtfs/realtime/vehicle-positions';
const tripUpdatesUrl = '/gtfs/realtime/trip-updates';

const fetchFeed = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/x-protobuf');
  return rt.FeedMessage.decode(res.rawPayload);
};
const lineEta = async (lineId: number) => {
  const res = await t.app.inject({ method: 'GET', url: `${ApiPrefix.api}/line_eta/line_vehicle_realtime_eta`, query: { lineId: String(lineId) }, headers: { ...clientHeaders } });
  return (res.json() as Envelope<LineEta>).data!;
};
const seconds = (value: number | Long | null | undefined) => (typeof value === 'number' ? value : Number(value));
const vehicleIds = (feed: transit_realtime.FeedMessage) => feed.entity.map((e) => (e.vehicle ?? e.tripUpdate)!.vehicle!.id).sort();

const insertVehicle = async (plate: string, lineId: number | null) =>
  Number((await t.database.db.insertInto('vehicles').values({ plate, capacity: 30, line_id: lineId }).returning('id').executeTakeFirstOrThrow()).id);
const assign = async (lineId: number, minutes: number, vehicleId: number) =>
  t.database.db.updateTable('departures').set({ vehicle_id: vehicleId }).where('line_id', '=', lineId).where('departs_at', '=', shanghaiInstant(day1, minutes)).execute();
const insertPoints = async (vehicleId: number, points: SimulatedPoint[]) =>
  t.database.db
    .insertInto('vehicle_positions')
    .values(points.map((p) => ({ vehicle_id: vehicleId, lng: p.lng, lat: p.lat, speed_kmh: p.speedKmh, heading: p.heading, recorded_at: p.recordedAt })))
    .execute();
const lineStops = (lineId: number) =>
  t.database.db
    .selectFrom('line_stops as ls')
    .innerJoin('stations as s', 's.id', 'ls.station_id')
    .select(['ls.seq', 's.lng', 's.lat', 's.external_id', 'ls.minutes_from_start'])
    .where('ls.line_id', '=', lineId)
    .orderBy('ls.seq')
    .execute();
/** A trip simulated from its departure, its points up to the cut. */
const runUntilCut = async (lineId: number, minutes: number, seed: number, vehicleId: number) => {
  const line = await t.database.db.selectFrom('lines').select('shape').where('id', '=', lineId).executeTakeFirstOrThrow();
  const stops = await lineStops(lineId);
  const trip = simulateTrip({
    shape: line.shape ?? [],
    stops: stops.map((s) => ({ seq: s.seq, lng: s.lng, lat: s.lat, minutesFromStart: s.minutes_from_start })),
    departsAt: shanghaiInstant(day1, minutes),
    seed,
  });
  const points = trip.points.filter((p) => p.recordedAt <= cut);
  await insertPoints(vehicleId, points);
  return { trip, last: points.at(-1)! };
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  network = await insertLineNetwork(t.database.db);
  day1 = network.day(1);
  cut = shanghaiInstant(day1, 470);
  clock = new Date(cut.getTime() + 5_000);
  const { lines } = network;
  await t.database.db.updateTable('lines').set({ route_group: 'route-M1' }).where('id', '=', lines.m101).execute();

  const a = await insertVehicle('粤B·R0001', null);
  const b = await insertVehicle('粤B·R0002', null);
  const c = await insertVehicle('苏A·R0003', null);
  const f = await insertVehicle('粤B·R0004', lines.m101);
  await assign(lines.m101, 450, a);
  await assign(lines.m101, 480, b);
  await assign(lines.n001, 450, c);

  const runA = await runUntilCut(lines.m101, 450, 11, a);
  const runC = await runUntilCut(lines.n001, 450, 12, c);
  trips.a = runA.trip;
  trips.c = runC.trip;
  // B stands at the first stop; F at 会展中心 with no run.
  const [first] = await lineStops(lines.m101);
  const standing = (lng: number, lat: number) => [60, 40, 20, 0].map((ago) => ({ lng, lat, speedKmh: 0, heading: 270, recordedAt: new Date(cut.getTime() - ago * 1000) }));
  await insertPoints(b, standing(first!.lng, first!.lat));
  await insertPoints(f, standing(114.0553, 22.537));
  Object.assign(bus, {
    a: { id: a, plate: '粤B·R0001', last: runA.last },
    b: { id: b, plate: '粤B·R0002', last: standing(first!.lng, first!.lat).at(-1)! },
    c: { id: c, plate: '苏A·R0003', last: runC.last },
    f: { id: f, plate: '粤B·R0004', last: standing(114.0553, 22.537).at(-1)! },
  });
});
afterAll(async () => t.close());

describe('GTFS-Realtime VehiclePositions', () => {
  it('names every live bus on a public line with its trip, route, service date and WGS-84 position', async () => {
    // The scenario holds: A between 车公庙 and 科技园, C short of 南京南站.
    expect(trips.a!.arrivals[2]!.at.getTime()).toBeLessThan(cut.getTime());
    expect(trips.a!.arrivals[3]!.at.getTime()).toBeGreaterThan(cut.getTime());
    expect(trips.c!.arrivals[1]!.at.getTime()).toBeGreaterThan(cut.getTime());

    const feed = await fetchFeed(vehiclePositionsUrl);
    expect(feed.header).toMatchObject({ gtfsRealtimeVersion: '2.0', incrementality: rt.FeedHeader.Incrementality.FULL_DATASET });
    expect(seconds(feed.header.timestamp)).toBe(Math.round(clock.getTime() / 1000));
    // F reports but runs nothing: not in the feed.
    expect(vehicleIds(feed)).toEqual([bus.a.id, bus.b.id, bus.c.id].map(String).sort());

    const date = day1.replaceAll('-', '');
    const expected = {
      a: { lineId: network.lines.m101, trip: { tripId: 'fixture-M101-450', routeId: 'route-M1', startDate: date, startTime: '07:30:00' } },
      b: { lineId: network.lines.m101, trip: { tripId: 'fixture-M101-480', routeId: 'route-M1', startDate: date, startTime: '08:00:00' } },
      c: { lineId: network.lines.n001, trip: { tripId: 'fixture-N001-450', routeId: 'fixture-N001', startDate: date, startTime: '07:30:00' } },
    };
    for (const [key, want] of Object.entries(expected) as [keyof typeof expected, (typeof expected)['a']][]) {
      const { id, plate, last } = bus[key];
      const vehicle = feed.entity.find((e) => e.vehicle?.vehicle?.id === String(id))!.vehicle!;
      expect(vehicle.trip).toMatchObject({ ...want.trip, scheduleRelationship: rt.TripDescriptor.ScheduleRelationship.SCHEDULED });
      expect(vehicle.vehicle).toMatchObject({ id: String(id), label: plate });
      const [lng, lat] = gcoord.transform([last.lng, last.lat], gcoord.GCJ02, gcoord.WGS84);
      expect(vehicle.position!.longitude).toBeCloseTo(lng, 5);
      expect(vehicle.position!.latitude).toBeCloseTo(lat, 5);
      // GCJ-02 is some 300-600 m off WGS-84 in Shenzhen and Nanjing: the conversion happened.
      expect(Math.abs(vehicle.position!.longitude - last.lng)).toBeGreaterThan(0.002);
      expect(vehicle.position!.bearing).toBeCloseTo(last.heading, 3);
      expect(vehicle.position!.speed).toBeCloseTo(last.speedKmh / 3.6, 1);
      expect(seconds(vehicle.timestamp)).toBe(Math.round(last.recordedAt.getTime() / 1000));
      // The stop it heads for is the ETA engine's next stop.
      const shown = (await lineEta(want.lineId)).vehicles.find((v) => v.vehicleId === String(id))!;
      const stops = await lineStops(want.lineId);
      expect(vehicle.currentStopSequence).toBe(shown.nextStopSeq);
      expect(vehicle.stopId).toBe(stops.find((s) => s.seq === shown.nextStopSeq)!.external_id);
      expect(vehicle.currentStatus).toBe(rt.VehiclePosition.VehicleStopStatus.IN_TRANSIT_TO);
    }
    expect(feed.entity.find((e) => e.vehicle?.vehicle?.id === String(bus.a.id))!.vehicle!.currentStopSequence).toBe(3);
  });
});

describe('GTFS-Realtime TripUpdates', () => {
  it('predicts each stop ahead of each live bus as the ETA engine does, and none it has passed', async () => {
    const feed = await fetchFeed(tripUpdatesUrl);
    expect(vehicleIds(feed)).toEqual([bus.a.id, bus.b.id, bus.c.id].map(String).sort());
    for (const [key, lineId, departureMinutes] of [['a', network.lines.m101, 450], ['b', network.lines.m101, 480], ['c', network.lines.n001, 450]] as const) {
      const { id } = bus[key];
      const update = feed.entity.find((e) => e.tripUpdate?.vehicle?.id === String(id))!.tripUpdate!;
      const eta = await lineEta(lineId);
      const stops = await lineStops(lineId);
      const wanted = eta.stops.flatMap((s) =>
        s.etas
          .filter((e) => e.vehicleId === String(id))
          .map((e) => {
            const time = Math.round(Date.parse(e.arrivesAt) / 1000);
            const scheduled = shanghaiInstant(day1, departureMinutes + stops.find((x) => x.seq === s.seq)!.minutes_from_start).getTime() / 1000;
            return { stopSequence: s.seq, stopId: stops.find((x) => x.seq === s.seq)!.external_id, time, delay: time - scheduled };
          }),
      );
      const ahead = stops.filter((s) => s.seq >= eta.vehicles.find((v) => v.vehicleId === String(id))!.nextStopSeq!).map((s) => s.seq);
      expect(wanted.map((w) => w.stopSequence)).toEqual(ahead);
      expect(
        update.stopTimeUpdate!.map((u) => ({ stopSequence: u.stopSequence, stopId: u.stopId, time: seconds(u.arrival!.time), delay: u.arrival!.delay })),
      ).toEqual(wanted);
      expect(update.trip!.tripId).toBe(key === 'c' ? 'fixture-N001-450' : `fixture-M101-${departureMinutes}`);
    }
    // B waits at 市民中心 for 08:00: it leaves then, so it is never shown early.
    const b = feed.entity.find((e) => e.tripUpdate?.vehicle?.id === String(bus.b.id))!.tripUpdate!;
    expect(b.stopTimeUpdate!.map((u) => u.stopSequence)).toEqual([1, 2, 3, 4]);
    for (const u of b.stopTimeUpdate!) expect(u.arrival!.delay).toBeGreaterThanOrEqual(0);
    // A has passed 市民中心, 会展中心 and 车公庙 by the simulator's own clock: only 科技园 and 深圳湾公园 are ahead.
    const a = feed.entity.find((e) => e.tripUpdate?.vehicle?.id === String(bus.a.id))!.tripUpdate!;
    expect(a.stopTimeUpdate!.map((u) => u.stopSequence)).toEqual([3, 4]);
    for (const u of a.stopTimeUpdate!) {
      const truth = trips.a!.arrivals.find((x) => x.seq === u.stopSequence)!.at.getTime() / 1000;
      expect(Math.abs(seconds(u.arrival!.time) - truth)).toBeLessThan(8 * 60);
    }
  });
});

describe('the static feed', () => {
  it('knows every route, trip and stop the realtime feeds name, with the same stop sequences and start times', async () => {
    const { tables } = readGtfsZip((await t.app.inject({ method: 'GET', url: '/gtfs/feed.zip' })).rawPayload);
    const routeIds = new Set(tables.get('routes.txt')!.map((r) => r.route_id));
    const tripsById = new Map(tables.get('trips.txt')!.map((r) => [r.trip_id!, r]));
    const stopTimes = tables.get('stop_times.txt')!;
    const positions = await fetchFeed(vehiclePositionsUrl);
    const updates = await fetchFeed(tripUpdatesUrl);
    expect(updates.entity).toHaveLength(3);
    for (const trip of [...positions.entity.map((e) => e.vehicle!.trip!), ...updates.entity.map((e) => e.tripUpdate!.trip!)]) {
      expect(routeIds).toContain(trip.routeId);
      expect(tripsById.get(trip.tripId!)?.route_id).toBe(trip.routeId);
      const first = stopTimes.filter((st) => st.trip_id === trip.tripId).sort((a, b) => Number(a.stop_sequence) - Number(b.stop_sequence))[0]!;
      expect(first.departure_time).toBe(trip.startTime);
    }
    for (const update of updates.entity.map((e) => e.tripUpdate!)) {
      for (const u of update.stopTimeUpdate!) {
        expect(stopTimes.find((st) => st.trip_id === update.trip!.tripId && st.stop_sequence === String(u.stopSequence))?.stop_id).toBe(u.stopId);
      }
    }
  });
});

describe('formats, the cache and who is in the feed', () => {
  it('answers the same message as JSON with ?format=json', async () => {
    for (const url of [vehiclePositionsUrl, tripUpdatesUrl]) {
      const binary = await fetchFeed(url);
      const res = await t.app.inject({ method: 'GET', url: `${url}?format=json` });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const json = res.json<{ header: { timestamp: number; incrementality: string }; entity: unknown[] }>();
      expect(json).toEqual(rt.FeedMessage.toObject(binary, { enums: String, longs: Number }));
      expect(json.header).toMatchObject({ incrementality: 'FULL_DATASET', timestamp: Math.round(clock.getTime() / 1000) });
      expect(json.entity).toHaveLength(3);
      expect((await t.app.inject({ method: 'GET', url: `${url}?format=protobuf` })).rawPayload).toEqual(Buffer.from(rt.FeedMessage.encode(binary).finish()));
    }
  });

  it('refuses an unknown format in the envelope, in Chinese', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${vehiclePositionsUrl}?format=xml` });
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope<unknown>>();
    expect(body.meta.code).toBe(1001);
    expect(body.meta.desc).toBe('参数 format 有误：只支持 protobuf（默认）或 json');
  });

  it('is described in the OpenAPI document with its format parameter', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> };
    for (const url of [vehiclePositionsUrl, tripUpdatesUrl]) expect(document.paths[url]?.get?.parameters?.map((p) => p.name)).toEqual(['format']);
  });

  it('leaves out the buses of a line kept for a group or a phone list, once the cache has expired', async () => {
    const db = t.database.db;
    await db.updateTable('lines').set({ is_white_list: true }).where('id', '=', network.lines.n001).execute();
    // Within the cache the feed is the one already built.
    expect(vehicleIds(await fetchFeed(vehiclePositionsUrl))).toContain(String(bus.c.id));
    clock = new Date(clock.getTime() + FEED_CACHE_MS);
    expect(vehicleIds(await fetchFeed(vehiclePositionsUrl))).toEqual([bus.a.id, bus.b.id].map(String).sort());
    expect(vehicleIds(await fetchFeed(tripUpdatesUrl))).toEqual([bus.a.id, bus.b.id].map(String).sort());

    await db.updateTable('lines').set({ is_white_list: false }).where('id', '=', network.lines.n001).execute();
    await keepLineForGroup(db, network.lines.n001, await insertGroup(db, { name: '南京测试企业', cityId: 320100 }));
    clock = new Date(clock.getTime() + FEED_CACHE_MS);
    expect(vehicleIds(await fetchFeed(vehiclePositionsUrl))).toEqual([bus.a.id, bus.b.id].map(String).sort());
    await keepLineForGroup(db, network.lines.n001, null);
    clock = new Date(clock.getTime() + FEED_CACHE_MS);
    expect(vehicleIds(await fetchFeed(vehiclePositionsUrl))).toHaveLength(3);
  });

  it('drops a bus silent for over two minutes, like the live view', async () => {
    clock = new Date(cut.getTime() + 121_000);
    expect((await fetchFeed(vehiclePositionsUrl)).entity).toEqual([]);
    expect((await fetchFeed(tripUpdatesUrl)).entity).toEqual([]);
  });
});
