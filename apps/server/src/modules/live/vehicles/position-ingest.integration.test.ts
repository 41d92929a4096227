import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import { createTestDatabase } from '../../../test/test-database';
import { createPositionIngest, type PositionPoint } from './position-ingest';
import { createVehiclesRepository } from './vehicles.repository';

/** The ingest both the device push and the GTFS-Realtime poller use, on its own. */

let now = new Date('2026-11-23T15:59:00Z'); // 23:59 in Shanghai
let database: DatabaseHandle;
let ingest: ReturnType<typeof createPositionIngest>;
let vehicleId: number;

/** A point `secondsAgo` before now, `metres` north of a place in Shenzhen. */
const at = (secondsAgo: number, metres = 0, speedKmh = 30): PositionPoint => ({
  lng: 114.0579,
  lat: 22.5431 + metres / 111_320,
  speedKmh,
  heading: 0,
  recordedAt: new Date(now.getTime() - secondsAgo * 1000),
});

const count = async () =>
  (
    await database.db
      .selectFrom('vehicle_positions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vehicle_id', '=', vehicleId)
      .executeTakeFirstOrThrow()
  ).n;

beforeAll(async () => {
  database = await createTestDatabase();
  const row = await database.db.insertInto('vehicles').values({ plate: '粤B·I00001', capacity: 30, line_id: null }).returning('id').executeTakeFirstOrThrow();
  vehicleId = row.id;
  ingest = createPositionIngest({ vehicles: createVehiclesRepository(database.db), now: () => now });
});
afterAll(async () => database.close());

describe('the implied speed', () => {
  it('compares each point with the one before it by time, stored or in the same batch', async () => {
    // 100 m every 10 s (36 km/h), sent newest first.
    const result = await ingest.ingest(vehicleId, [at(600, 300), at(610, 200), at(620, 100), at(630, 0)]);
    expect(result).toMatchObject({ accepted: 4, duplicates: 0 });
    // 5 km in 10 s after the batch's last point: refused; the point after it is compared with the stored one.
    expect(await ingest.ingest(vehicleId, [at(590, 5300), at(580, 400)])).toMatchObject({ accepted: 1, rejected: { impliedSpeed: 1 } });
  });

  it('compares a late point with its neighbour in time, not with the latest one', async () => {
    // 615 s ago sits between the stored points of 620 s (100 m) and 610 s (200 m).
    expect(await ingest.ingest(vehicleId, [at(615, 150)])).toMatchObject({ accepted: 1 });
    expect(await ingest.ingest(vehicleId, [at(625, 3000)])).toMatchObject({ accepted: 0, rejected: { impliedSpeed: 1 } });
  });
});

describe('batches', () => {
  it('stores 1,200 points in 500-point INSERTs, then counts every one of them as a duplicate when resent', async () => {
    const before = await count();
    // One point a second, 8 m apart (28.8 km/h), from 3 000 to 1 801 s ago.
    const points = Array.from({ length: 1200 }, (_, i) => at(3000 - i, -5000 + i * 8));
    expect(await ingest.ingest(vehicleId, points)).toMatchObject({ accepted: 1200, duplicates: 0 });
    expect(await count()).toBe(before + 1200);
    expect(await ingest.ingest(vehicleId, points)).toMatchObject({ accepted: 0, duplicates: 1200 });
    expect(await count()).toBe(before + 1200);
  });

  it('answers an empty batch with nothing done', async () => {
    expect(await ingest.ingest(vehicleId, [])).toEqual({
      accepted: 0,
      duplicates: 0,
      rejected: { badCoordinates: 0, badSpeed: 0, impliedSpeed: 0, futureTimestamp: 0, staleTimestamp: 0, unknownVehicle: 0 },
    });
  });
});

describe('refusal counts', () => {
  it('count per Shanghai day: a minute later is the next day', async () => {
    const repository = createVehiclesRepository(database.db);
    await ingest.ingest(vehicleId, [at(1, 0, 200), at(1, 0, 300)]);
    now = new Date('2026-11-23T16:00:30Z'); // 00:00:30 on the 24th in Shanghai
    await ingest.ingest(vehicleId, [at(1, 0, 400)]);
    expect((await repository.rejectionsOn('2026-11-23')).find((r) => r.reason === 'badSpeed')).toEqual({ vehicle_id: vehicleId, reason: 'badSpeed', count: 2 });
    expect(await repository.rejectionsOn('2026-11-24')).toEqual([{ vehicle_id: vehicleId, reason: 'badSpeed', count: 1 }]);
  });

  it('add up from concurrent ingests without losing any', async () => {
    const repository = createVehiclesRepository(database.db);
    const bad = { ...at(1), lng: 0 };
    await Promise.all(Array.from({ length: 8 }, () => ingest.ingest(vehicleId, [bad, bad, bad])));
    expect((await repository.rejectionsOn('2026-11-24')).find((r) => r.reason === 'badCoordinates')?.count).toBe(24);
  });
});
