import gcoord from 'gcoord';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import { createVehiclesRepository } from './vehicles.repository';
import { encodeFeed, startFakeGtfsRtFeed, vehicleEntity } from '../../../test/fake-gtfs-rt-feed';
import { createTestDatabase } from '../../../test/test-database';
import { createGtfsRtPoller } from './gtfs-rt-poller';
import { createPositionIngest } from './position-ingest';

/** The GTFS-Realtime VehiclePositions poller against an operator's feed served on 127.0.0.1. */

const NOW = new Date('2026-11-23T01:00:00Z');
const DAY = '2026-11-23';
const s = (secondsAgo: number) => NOW.getTime() / 1000 - secondsAgo;

let database: DatabaseHandle;
let feed: Awaited<ReturnType<typeof startFakeGtfsRtFeed>>;
let poller: ReturnType<typeof createGtfsRtPoller>;
const ids: Record<string, number> = {};

const stored = (vehicleId: number) =>
  database.db
    .selectFrom('vehicle_positions')
    .select(['lng', 'lat', 'speed_kmh', 'heading', 'recorded_at'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('recorded_at')
    .execute();

const serve = (entities: Parameters<typeof encodeFeed>[0]['entity']) => {
  feed.state.answer = encodeFeed({ header: { gtfsRealtimeVersion: '2.0', timestamp: s(0) }, entity: entities });
};

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .insertInto('vehicles')
    .values([
      { plate: '粤B·G10001', capacity: 45, line_id: null },
      { plate: '粤B·G10002', capacity: 45, line_id: null },
    ])
    .returning(['id', 'plate'])
    .execute();
  for (const row of rows) ids[row.plate] = row.id;
  feed = await startFakeGtfsRtFeed();
  const vehicles = createVehiclesRepository(database.db);
  poller = createGtfsRtPoller({ vehicles, ingest: createPositionIngest({ vehicles, now: () => NOW }), url: feed.url, now: () => NOW });
});
afterAll(async () => {
  await feed.close();
  await database.close();
});

describe('polling an operator’s VehiclePositions feed', () => {
  it('stores our vehicles’ positions in GCJ-02 and km/h, matched by plate (label or id)', async () => {
    serve([
      vehicleEntity('e1', { id: 'op-7', label: '粤B·G10001' }, { latitude: 22.5431, longitude: 114.0579, speed: 12.5, bearing: 180 }, s(20)),
      vehicleEntity('e2', { id: '粤B·G10002' }, { latitude: 22.6, longitude: 114.1, speed: 0 }, s(15)),
    ]);
    const summary = await poller.pollOnce();
    expect(summary).toEqual({ vehicles: 2, accepted: 2, duplicates: 0, rejected: 0, unknownVehicles: 0 });
    const [first] = await stored(ids['粤B·G10001']!);
    const [lng, lat] = gcoord.transform([114.0579, 22.5431], gcoord.WGS84, gcoord.GCJ02);
    expect(first!.lng).toBeCloseTo(lng, 5);
    expect(first!.lat).toBeCloseTo(lat, 5);
    expect(first).toMatchObject({ speed_kmh: 45, heading: 180 });
    expect(first!.recorded_at.getTime()).toBe(s(20) * 1000);
    expect(await stored(ids['粤B·G10002']!)).toHaveLength(1);
  });

  it('polls the same feed again without storing anything twice', async () => {
    expect(await poller.pollOnce()).toEqual({ vehicles: 2, accepted: 0, duplicates: 2, rejected: 0, unknownVehicles: 0 });
    expect(await stored(ids['粤B·G10001']!)).toHaveLength(1);
  });

  it('counts a vehicle that is not ours as unknownVehicle, and refuses absurd points like the push does', async () => {
    serve([
      vehicleEntity('e1', { label: '粤B·G10001' }, { latitude: 22.5440, longitude: 114.0579, speed: 12 }, s(10)),
      vehicleEntity('e2', { label: '粤B·G10002' }, { latitude: 22.6, longitude: 114.1, speed: 60 }, s(5)), // 216 km/h
      vehicleEntity('e3', { label: '粤B·G10002' }, { latitude: 22.6, longitude: 114.1, speed: 1 }, s(-600)), // 10 min ahead
      vehicleEntity('e4', { label: '沪A·99999' }, { latitude: 31.2, longitude: 121.5 }, s(5)),
      vehicleEntity('e5', {}, { latitude: 22.6, longitude: 114.1 }, s(5)),
    ]);
    expect(await poller.pollOnce()).toEqual({ vehicles: 2, accepted: 1, duplicates: 0, rejected: 2, unknownVehicles: 2 });
    const counts = await createVehiclesRepository(database.db).rejectionsOn(DAY);
    expect(counts).toEqual(
      expect.arrayContaining([
        { vehicle_id: null, reason: 'unknownVehicle', count: 2 },
        { vehicle_id: ids['粤B·G10002'], reason: 'badSpeed', count: 1 },
        { vehicle_id: ids['粤B·G10002'], reason: 'futureTimestamp', count: 1 },
      ]),
    );
    expect(await stored(ids['粤B·G10002']!)).toHaveLength(1);
    await poller.pollOnce();
    expect((await createVehiclesRepository(database.db).rejectionsOn(DAY)).find((r) => r.vehicle_id === null)?.count).toBe(4);
  });

  it('fails a poll on an HTTP error or bytes that are not a feed, storing nothing', async () => {
    feed.state.answer = { status: 503 };
    await expect(poller.pollOnce()).rejects.toThrow('HTTP 503');
    feed.state.answer = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0x0f]);
    await expect(poller.pollOnce()).rejects.toThrow();
  });
});
