import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { IngestResultData } from '@udian/contracts/schemas/vehicles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createPositionIngest } from './position-ingest';
import { createVehiclesRepository } from './vehicles.repository';
import { createVehiclesService } from './vehicles.service';

/** The on-board device push: POST /ydbus-api-v2/vehicle/position/push with the vehicle's Bearer token. */

const NOW = new Date('2026-11-23T01:00:00Z'); // 09:00 in Shanghai
const DAY = '2026-11-23';
const URL = '/ydbus-api-v2/vehicle/position/push';

let t: TestApp;
let vehicleId: number;
let otherVehicleId: number;
let token: string;
let otherToken: string;

type Envelope<T> = { meta: { code: number; desc: string }; data: T | null };

const push = async (body: unknown, authorization: string | null = `Bearer ${token}`): Promise<Envelope<IngestResultData>> => {
  const response = await t.app.inject({
    method: 'POST',
    url: URL,
    headers: authorization === null ? {} : { authorization },
    payload: body as Record<string, unknown>,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** A point `secondsAgo` before now, `metresNorth` of a place in Shenzhen (0.01° of latitude ≈ 1.11 km). */
const point = (secondsAgo: number, metresNorth = 0, extra: Record<string, unknown> = {}) => ({
  lng: 114.0579,
  lat: 22.5431 + metresNorth / 111_320,
  speedKmh: 30,
  heading: 90,
  recordedAt: new Date(NOW.getTime() - secondsAgo * 1000).toISOString(),
  ...extra,
});

const stored = (id = vehicleId) =>
  t.database.db
    .selectFrom('vehicle_positions')
    .select(['lat', 'lng', 'speed_kmh', 'heading', 'recorded_at'])
    .where('vehicle_id', '=', id)
    .orderBy('recorded_at')
    .execute();

const rejections = async (id = vehicleId) =>
  Object.fromEntries(
    (await createVehiclesRepository(t.database.db).rejectionsOn(DAY)).filter((r) => r.vehicle_id === id).map((r) => [r.reason, r.count]),
  );

const noRejections = { badCoordinates: 0, badSpeed: 0, impliedSpeed: 0, futureTimestamp: 0, staleTimestamp: 0, unknownVehicle: 0 };

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  const db = t.database.db;
  const [a, b] = await db
    .insertInto('vehicles')
    .values([
      { plate: '粤B·P70001', capacity: 30, line_id: null },
      { plate: '粤B·P70002', capacity: 30, line_id: null },
    ])
    .returning('id')
    .execute();
  vehicleId = a!.id;
  otherVehicleId = b!.id;
  const vehicles = createVehiclesRepository(db);
  const service = createVehiclesService({ vehicles, ingest: createPositionIngest({ vehicles }), now: () => NOW });
  token = (await service.issueToken(vehicleId))!.token;
  otherToken = (await service.issueToken(otherVehicleId))!.token;
});
afterAll(async () => t.close());

describe('a device pushes its points', () => {
  it('stores a good batch, in GCJ-02 as sent, with its speeds and headings', async () => {
    const answer = await push({ points: [point(60, 0), point(50, 100), point(40, 200, { heading: 360 }), point(30, 300, { heading: -90 })] });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toEqual({ accepted: 4, duplicates: 0, rejected: noRejections });
    const rows = await stored();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ lng: 114.0579, lat: 22.5431, speed_kmh: 30, heading: 90 });
    expect(rows.map((r) => r.heading)).toEqual([90, 90, 0, 270]);
    expect(rows[3]!.recorded_at.toISOString()).toBe(new Date(NOW.getTime() - 30_000).toISOString());
  });

  it('takes the time as epoch milliseconds too', async () => {
    const answer = await push({ points: [{ ...point(20, 400), recordedAt: NOW.getTime() - 20_000 }] });
    expect(answer.data).toMatchObject({ accepted: 1, duplicates: 0 });
    expect((await stored()).at(-1)!.recorded_at.getTime()).toBe(NOW.getTime() - 20_000);
  });

  it('tolerates a resent batch: nothing is stored twice, the repeats are counted as duplicates', async () => {
    const before = (await stored()).length;
    const answer = await push({ points: [point(60, 0), point(50, 100), point(10, 500), point(10, 500)] });
    expect(answer.meta.code).toBe(1);
    expect(answer.data).toEqual({ accepted: 1, duplicates: 3, rejected: noRejections });
    expect(await stored()).toHaveLength(before + 1);
  });

  it('stores late points that arrive out of order; the latest by time stays the latest', async () => {
    const answer = await push({ points: [point(45, 150), point(35, 250), point(55, 50)] });
    expect(answer.data).toEqual({ accepted: 3, duplicates: 0, rejected: noRejections });
    const rows = await stored();
    const times = rows.map((r) => r.recorded_at.getTime());
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(rows.at(-1)!.recorded_at.getTime()).toBe(NOW.getTime() - 10_000);
  });
});

describe('absurd points are refused one by one, counted and never stored', () => {
  it('refuses bad coordinates, speeds and clocks, and keeps the good points of the same batch', async () => {
    const before = await stored();
    const answer = await push({
      points: [
        point(5, 600),
        point(4, 0, { lng: 0, lat: 0 }),
        point(4, 0, { lng: 22.5431, lat: 114.0579 }),
        point(4, 0, { lng: 200, lat: 95 }),
        point(3, 0, { speedKmh: -3 }),
        point(3, 0, { speedKmh: 640 }),
        point(-3600, 0), // an hour ahead of our clock
        point(-31, 0),
        point(25 * 3600, 0), // yesterday's buffer
      ],
    });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toEqual({
      accepted: 1,
      duplicates: 0,
      rejected: { ...noRejections, badCoordinates: 3, badSpeed: 2, futureTimestamp: 2, staleTimestamp: 1 },
    });
    const after = await stored();
    expect(after).toHaveLength(before.length + 1);
    expect(after.every((r) => r.lng > 100 && r.lat < 30 && r.speed_kmh <= 150 && r.recorded_at <= NOW)).toBe(true);
  });

  it('refuses a jump from the previous stored point no bus could make (the implied speed)', async () => {
    // 5 s after the last stored point (600 m north at 5 s ago) and 10 km further: 7200 km/h.
    const answer = await push({ points: [point(0, 10_600)] });
    expect(answer.data).toEqual({ accepted: 0, duplicates: 0, rejected: { ...noRejections, impliedSpeed: 1 } });
    // A refused point is no one's neighbour: the next ordinary point is compared with the stored one.
    expect((await push({ points: [point(0, 650)] })).data).toMatchObject({ accepted: 1 });
  });

  it('adds every refusal to the day’s count for the vehicle and reason', async () => {
    expect(await rejections()).toEqual({ badCoordinates: 3, badSpeed: 2, futureTimestamp: 2, staleTimestamp: 1, impliedSpeed: 1 });
    await push({ points: [point(1, 0, { lng: Number.MAX_VALUE }), point(1, 0, { speedKmh: 151 })] });
    expect(await rejections()).toMatchObject({ badCoordinates: 4, badSpeed: 3 });
    expect(await rejections(otherVehicleId)).toEqual({});
  });

  it('keeps each vehicle’s points apart: the same instant is not a duplicate for another bus', async () => {
    const answer = await push({ points: [point(60, 0)] }, `Bearer ${otherToken}`);
    expect(answer.data).toMatchObject({ accepted: 1, duplicates: 0 });
    expect(await stored(otherVehicleId)).toHaveLength(1);
  });
});

describe('a device that is not one of ours', () => {
  it.each([
    ['an unknown token', `Bearer ${'x'.repeat(43)}`],
    ['no header', null],
    ['a token without the Bearer scheme', 'not-a-bearer-token'],
    ['an empty Bearer', 'Bearer '],
  ])('gets the vehicleTokenInvalid envelope for %s and stores nothing', async (_name, authorization) => {
    const before = (await t.database.db.selectFrom('vehicle_positions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const answer = await push({ points: [point(2, 700)] }, authorization);
    expect(answer.meta).toMatchObject({ code: errorCatalogue.vehicleTokenInvalid.code, desc: errorCatalogue.vehicleTokenInvalid.desc });
    expect(answer.meta.code).toBe(3001);
    expect(answer.data).toBeNull();
    const after = (await t.database.db.selectFrom('vehicle_positions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(after).toBe(before);
  });

  it('needs no passenger login and no client headers', async () => {
    const answer = await push({ points: [point(2, 700)] });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
  });

  it('loses an old token when a new one is issued', async () => {
    const db = t.database.db;
    const vehicles = createVehiclesRepository(db);
    const service = createVehiclesService({ vehicles, ingest: createPositionIngest({ vehicles }), now: () => NOW });
    const fresh = (await service.issueToken(otherVehicleId))!.token;
    expect((await push({ points: [point(1, 0)] }, `Bearer ${otherToken}`)).meta.code).toBe(3001);
    expect((await push({ points: [point(1, 0)] }, `Bearer ${fresh}`)).meta.code).toBe(1);
    otherToken = fresh;
    const row = await db.selectFrom('vehicle_tokens').select('token_hash').where('vehicle_id', '=', otherVehicleId).executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(fresh);
  });
});

describe('a malformed push is refused whole, in Chinese', () => {
  const invalid = errorCatalogue.invalidParams.code;
  const chinese = /[\u4e00-\u9fff]/;

  it.each([
    ['no points at all', {}, '定位点列表'],
    ['an empty list', { points: [] }, '不能为空'],
    ['501 points', { points: Array.from({ length: 501 }, (_, i) => point(i)) }, '最多上报 500'],
    ['a point without a time', { points: [{ lng: 114, lat: 22.5, speedKmh: 1, heading: 0 }] }, '定位时间'],
    ['a time without a zone', { points: [point(1, 0, { recordedAt: '2026-11-23 09:00:00' })] }, '定位时间'],
    ['a time that is not one', { points: [point(1, 0, { recordedAt: '2026-13-45T99:00:00Z' })] }, '定位时间'],
    ['a longitude as text', { points: [point(1, 0, { lng: '114.05' })] }, '经度'],
    ['a missing speed', { points: [{ lng: 114, lat: 22.5, heading: 0, recordedAt: NOW.toISOString() }] }, '速度'],
  ])('%s', async (_name, body, words) => {
    const answer = await push(body);
    expect(answer.meta.code).toBe(invalid);
    expect(answer.meta.desc).toMatch(chinese);
    expect(answer.meta.desc).toContain(words);
    expect(answer.data).toBeNull();
  });

  it('a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"points": [',
    });
    const answer = response.json() as Envelope<unknown>;
    expect(answer.meta.code).not.toBe(1);
    expect(answer.meta.desc).toMatch(chinese);
  });

  it('500 points are one push', async () => {
    // Two minutes of points a quarter-second apart, 2 m apart: 28.8 km/h.
    const points = Array.from({ length: 500 }, (_, i) => ({ ...point(3000 - i * 0.25, i * 2), lng: 114.1 }));
    const answer = await push({ points });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toMatchObject({ accepted: 500, duplicates: 0 });
  });
});
