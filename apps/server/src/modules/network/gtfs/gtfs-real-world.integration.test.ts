import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { demoCities } from '../../../db/seed/demo-cities';
import { pathLengthMeters, type LngLat } from '../../../lib/geo';
import { createTestDatabase } from '../../../test/test-database';
import { importGtfs } from './gtfs-import.service';

/**
 * Properties public feeds showed that the feeds written here had not: a trip left without stop times, one
 * shape shared by a route's short turns and both its directions. Each feed is built here, tiny.
 */
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-gtfs-real-'));
let folders = 0;

type Files = Record<string, string[]>;
const writeFeed = (files: Files): string => {
  const folder = path.join(tmp, `feed-${(folders += 1)}`);
  fs.mkdirSync(folder);
  for (const [name, lines] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), `${lines.join('\n')}\n`);
  return folder;
};

/** Four stops on a line running north-east to south-west, about 3 to 6 km apart. */
const base = (more: Files): Files => ({
  'agency.txt': ['agency_name,agency_url,agency_timezone', '测试巴士,https://bus.example,Asia/Shanghai'],
  'stops.txt': [
    'stop_id,stop_name,stop_lat,stop_lon',
    'S1,民治,22.6223,114.0357',
    'S2,深圳北站,22.6118,114.0241',
    'S3,塘朗,22.5860,113.9930',
    'S4,科技园,22.5432,113.9481',
  ],
  'calendar.txt': ['service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date', 'WK,1,1,1,1,1,0,0,20260101,20271231'],
  ...more,
});

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
const calls = (tripId: string, startMinutes: number, stops: string[]) => stops.map((stop, i) => `${tripId},${clock(startMinutes + i * 10)},${clock(startMinutes + i * 10)},${stop},${i + 1}`);
const STOP_TIMES = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence';

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db.insertInto('cities').values(demoCities).execute();
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a trip with fewer than two stop times', () => {
  it('is left out with a warning, as a GTFS validator only warns of it, and the rest of the feed imports', async () => {
    const summary = await importGtfs(
      db,
      writeFeed(
        base({
          'routes.txt': ['route_id,route_short_name,route_type,udian_price_cents', 'U,U1,3,500', 'E,E1,3,500'],
          'trips.txt': ['route_id,service_id,trip_id', 'U,WK,U-0700', 'U,WK,U-0800', 'U,WK,U-0900', 'E,WK,E-0700'],
          // U-0800 has no stop times at all, U-0900 one; route E has only a trip without stop times.
          'stop_times.txt': [STOP_TIMES, ...calls('U-0700', 420, ['S1', 'S2', 'S3']), ...calls('U-0900', 540, ['S1'])],
        }),
      ),
    );
    expect(summary.trips).toEqual({ inserted: 1, updated: 0 });
    expect(summary.warnings).toContainEqual(['tripsWithoutStops', { count: 3, trips: 'U-0800, U-0900, E-0700' }]);
    expect(summary.warnings).toContainEqual(['routeWithoutTrips', { routeId: 'E' }]);
    const trips = await db.selectFrom('trips').select('external_id').where('external_id', 'like', 'U-%').execute();
    expect(trips.map((t) => t.external_id)).toEqual(['U-0700']);
  });
});

describe('a shape shared by several stop patterns', () => {
  // One shape drawn S1 → S4, used by the full run, a short turn and the other direction (as public feeds do).
  const SHAPE = [
    [22.6223, 114.0357],
    [22.617, 114.03],
    [22.6118, 114.0241],
    [22.6, 114.01],
    [22.586, 113.993],
    [22.565, 113.97],
    [22.5432, 113.9481],
  ];
  const feed = base({
    'routes.txt': ['route_id,route_short_name,route_long_name,route_type,udian_price_cents', 'M,M1,民治—科技园,3,800'],
    'shapes.txt': [
      'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence',
      ...SHAPE.map(([lat, lng], i) => `SH,${lat},${lng},${i + 1}`),
      // A loop's own shape, out and back to where it starts.
      ...[...SHAPE.slice(0, 5), ...SHAPE.slice(0, 4).reverse()].map(([lat, lng], i) => `LP,${lat},${lng},${i + 1}`),
    ],
    'trips.txt': ['route_id,service_id,trip_id,direction_id,shape_id', 'M,WK,FULL,0,SH', 'M,WK,SHORT,0,SH', 'M,WK,BACK,1,SH', 'M,WK,LOOP,0,LP'],
    'stop_times.txt': [
      STOP_TIMES,
      ...calls('FULL', 420, ['S1', 'S2', 'S3', 'S4']),
      ...calls('SHORT', 430, ['S2', 'S3']),
      ...calls('BACK', 1020, ['S4', 'S3', 'S2']),
      ...calls('LOOP', 500, ['S1', 'S2', 'S3', 'S2', 'S1']),
    ],
  });
  const lineOf = (trip: string) =>
    db
      .selectFrom('lines as l')
      .innerJoin('trips as t', 't.line_id', 'l.id')
      .where('t.external_id', '=', trip)
      .select(['l.shape', 'l.distance_m'])
      .executeTakeFirstOrThrow();
  const stationAt = async (stopId: string): Promise<LngLat> => {
    const s = await db.selectFrom('stations').select(['lng', 'lat']).where('external_id', '=', stopId).executeTakeFirstOrThrow();
    return [s.lng, s.lat];
  };
  const near = (a: LngLat | undefined, b: LngLat) => {
    expect(a?.[0]).toBeCloseTo(b[0], 4);
    expect(a?.[1]).toBeCloseTo(b[1], 4);
  };

  it("gives each line the part of the shape between its first and last stops, turned the line's way", async () => {
    await importGtfs(db, writeFeed(feed));
    const full = await lineOf('FULL');
    const short = await lineOf('SHORT');
    const back = await lineOf('BACK');
    expect(full.shape).toHaveLength(SHAPE.length);
    expect(short.shape).toHaveLength(3);
    near(short.shape?.[0], await stationAt('S2'));
    near(short.shape?.at(-1), await stationAt('S3'));
    expect(back.shape).toHaveLength(5);
    near(back.shape?.[0], await stationAt('S4'));
    near(back.shape?.at(-1), await stationAt('S2'));
    // The distance is the length of that part, not the route's.
    expect(short.distance_m).toBe(Math.round(pathLengthMeters(short.shape ?? [])));
    expect(short.distance_m).toBeLessThan(full.distance_m / 2);
    expect(back.distance_m).toBeLessThan(full.distance_m);
  });

  it('keeps the whole shape of a line that comes back to where it started', async () => {
    const loop = await lineOf('LOOP');
    expect(loop.shape).toHaveLength(9);
  });
});
