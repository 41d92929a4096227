import { strToU8, zipSync } from 'fflate';
import gcoord from 'gcoord';
import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { demoCities } from '../../../db/seed/demo-cities';
import { shenzhenStations } from '../../../db/seed/demo-network/shenzhen-stations';
import { DEMO_GTFS_DIR } from '../../../db/seed/seed';
import { editFeed, replaceLine, tinyFeed, withoutFile } from '../../../test/gtfs-test-feed';
import { createTestDatabase } from '../../../test/test-database';
import { GtfsError } from './gtfs-error';
import { importGtfs } from './gtfs-import.service';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-gtfs-import-'));
let folderCount = 0;

const writeFeed = (files: ReadonlyMap<string, string>): string => {
  const folder = path.join(tmp, `feed-${(folderCount += 1)}`);
  fs.mkdirSync(folder);
  for (const [name, text] of files) fs.writeFileSync(path.join(folder, name), text);
  return folder;
};
const demoFiles = (): Map<string, string> =>
  new Map(fs.readdirSync(DEMO_GTFS_DIR).map((name) => [name, fs.readFileSync(path.join(DEMO_GTFS_DIR, name), 'utf8')]));

const count = async (table: 'agencies' | 'stations' | 'lines' | 'line_stops' | 'services' | 'service_exceptions' | 'trips') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** Everything the importer writes, in a comparable form. */
const snapshot = async () => ({
  counts: {
    agencies: await count('agencies'),
    stations: await count('stations'),
    lines: await count('lines'),
    lineStops: await count('line_stops'),
    services: await count('services'),
    serviceExceptions: await count('service_exceptions'),
    trips: await count('trips'),
  },
  lines: await db.selectFrom('lines').select(['external_id', 'name', 'price_cents', 'reverse_line_id', 'distance_m']).orderBy('external_id').execute(),
  stations: await db.selectFrom('stations').select(['external_id', 'name', 'lng', 'lat']).orderBy('external_id').execute(),
  trips: await db.selectFrom('trips').select(['external_id', 'departure_minutes', 'capacity']).orderBy('external_id').execute(),
});

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db.insertInto('cities').values(demoCities).execute();
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('importing the demo feed', () => {
  it('loads the whole network and prints what it did', async () => {
    const summary = await importGtfs(db, DEMO_GTFS_DIR);
    expect(summary.lines).toEqual({ inserted: 35, updated: 0 });
    expect(summary.stations).toEqual({ inserted: 157, updated: 0 });
    expect(summary.trips).toEqual({ inserted: 76, updated: 0 });
    expect(summary.agencies).toEqual({ inserted: 2, updated: 0 });
    expect(summary.services).toEqual({ inserted: 4, updated: 0 });
    expect(summary.skippedRouteIds).toEqual([]);
    expect((await snapshot()).counts).toEqual({
      agencies: 2,
      stations: 157,
      lines: 35,
      lineStops: summary.lineStops,
      services: 4,
      serviceExceptions: summary.serviceExceptions,
      trips: 76,
    });
  });

  it('brings the WGS-84 coordinates of the feed back to the GCJ-02 of the definition', async () => {
    const north = await db.selectFrom('stations').select(['name', 'alias', 'lng', 'lat', 'city_id']).where('external_id', '=', 'sz-shenzhen-bei').executeTakeFirstOrThrow();
    expect(north).toMatchObject({ name: '深圳北站', alias: '北站', city_id: 440300 });
    expect(north.lng).toBeCloseTo(shenzhenStations['sz-shenzhen-bei'].lng, 5);
    expect(north.lat).toBeCloseTo(shenzhenStations['sz-shenzhen-bei'].lat, 5);
    const nanjing = await db.selectFrom('stations').select('city_id').where('external_id', '=', 'nj-xinjiekou').executeTakeFirstOrThrow();
    expect(nanjing.city_id).toBe(320100);
  });

  it('stores lines with their stops, shape, price, reverse line and trips', async () => {
    const line = await db.selectFrom('lines').selectAll().where('external_id', '=', 'SZ-U101').executeTakeFirstOrThrow();
    const reverse = await db.selectFrom('lines').select(['id', 'reverse_line_id']).where('external_id', '=', 'SZ-U102').executeTakeFirstOrThrow();
    expect(line).toMatchObject({ code: 'U101', name: '龙华—科技园 早班', type: 'commute', price_cents: 1500, city_id: 440300, color: '#1677FF' });
    expect(line.reverse_line_id).toBe(reverse.id);
    expect(reverse.reverse_line_id).toBe(line.id);
    expect(line.shape?.[0]?.[0]).toBeCloseTo(shenzhenStations['sz-qinghu'].lng, 5);
    expect(line.distance_m).toBeGreaterThan(20_000);
    const stops = await db.selectFrom('line_stops').select(['seq', 'minutes_from_start', 'can_board', 'can_alight']).where('line_id', '=', line.id).orderBy('seq').execute();
    expect(stops).toHaveLength(10);
    expect(stops[0]).toEqual({ seq: 1, minutes_from_start: 0, can_board: true, can_alight: false });
    expect(stops.at(-1)).toMatchObject({ can_board: false, can_alight: true });
    const nanjing = await db.selectFrom('lines').select(['price_cents', 'city_id']).where('external_id', '=', 'NJ-N103').executeTakeFirstOrThrow();
    expect(nanjing).toEqual({ price_cents: 1000, city_id: 320100 });
    const whiteListed = await db.selectFrom('lines').select('external_id').where('is_white_list', '=', true).execute();
    expect(whiteListed).toEqual([{ external_id: 'SZ-E301' }]);
  });

  it('imports again without duplicating anything', async () => {
    const before = await snapshot();
    const summary = await importGtfs(db, DEMO_GTFS_DIR);
    expect(summary.lines).toEqual({ inserted: 0, updated: 35 });
    expect(summary.stations).toEqual({ inserted: 0, updated: 157 });
    expect(summary.trips).toEqual({ inserted: 0, updated: 76 });
    expect(await snapshot()).toEqual(before);
  });

  it('updates a line, a stop and a trip that changed in the feed, and replaces the line stops', async () => {
    let files = editFeed(demoFiles(), 'routes.txt', (lines) => lines.map((l) => l.replace('SZ-U101,udian-sz,U101,龙华—科技园 早班,', 'SZ-U101,udian-sz,U101,龙华—科技园 早班(新),')));
    files = editFeed(files, 'stops.txt', (lines) => lines.map((l) => (l.startsWith('sz-qinghu,') ? 'sz-qinghu,清湖站,22.680000,114.020000,0,,' : l)));
    // U205 no longer calls at 银湖 (every trip), and its 07:10 trip gets a bigger bus.
    files = editFeed(files, 'stop_times.txt', (lines) => lines.filter((l) => !(l.startsWith('SZ-U205-') && l.includes(',sz-yinhu,'))));
    files = editFeed(files, 'trips.txt', (lines) => lines.map((l) => (l.includes(',SZ-U205-0710,') ? l.replace(/,45$/, ',55') : l)));
    const before = await snapshot();
    const summary = await importGtfs(db, writeFeed(files));
    expect(summary.lines).toEqual({ inserted: 0, updated: 35 });
    const after = await snapshot();
    expect(after.counts).toEqual({ ...before.counts, lineStops: before.counts.lineStops - 1 });
    expect(after.lines.find((l) => l.external_id === 'SZ-U101')?.name).toBe('龙华—科技园 早班(新)');
    const [lng, lat] = gcoord.transform([114.02, 22.68], gcoord.WGS84, gcoord.GCJ02);
    expect(after.stations.find((s) => s.external_id === 'sz-qinghu')).toMatchObject({ name: '清湖站' });
    expect(after.stations.find((s) => s.external_id === 'sz-qinghu')?.lng).toBeCloseTo(lng, 6);
    expect(after.stations.find((s) => s.external_id === 'sz-qinghu')?.lat).toBeCloseTo(lat, 6);
    expect(after.trips.find((t) => t.external_id === 'SZ-U205-0710')?.capacity).toBe(55);
    const u205 = await db
      .selectFrom('line_stops as ls')
      .innerJoin('lines as l', 'l.id', 'ls.line_id')
      .innerJoin('stations as s', 's.id', 'ls.station_id')
      .where('l.external_id', '=', 'SZ-U205')
      .orderBy('ls.seq')
      .select(['ls.seq', 's.external_id'])
      .execute();
    expect(u205.map((s) => s.external_id)).not.toContain('sz-yinhu');
    expect(u205.map((s) => s.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reads a zip of the feed the same way', async () => {
    const zip = path.join(tmp, 'demo.zip');
    fs.writeFileSync(zip, zipSync(Object.fromEntries([...demoFiles()].map(([name, text]) => [`gtfs/${name}`, strToU8(text)]))));
    const summary = await importGtfs(db, zip);
    expect(summary.lines).toEqual({ inserted: 0, updated: 35 });
    const line = await db.selectFrom('lines').select('name').where('external_id', '=', 'SZ-U101').executeTakeFirstOrThrow();
    expect(line.name).toBe('龙华—科技园 早班');
    expect((await snapshot()).counts.lineStops).toBe(summary.lineStops);
  });
});

type Case = [string, () => Map<string, string>, string, number | null, string | RegExp];
const cases: Case[] = [
  ['a missing required file', () => withoutFile(tinyFeed(), 'stops.txt'), 'stops.txt', null, 'missing required file'],
  ['a missing required column', () => editFeed(tinyFeed(), 'stops.txt', (l) => l.map((row) => row.split(',').filter((_, i) => i !== 2).join(','))), 'stops.txt', 1, 'missing required column "stop_lat"'],
  ['a bad number', () => replaceLine(tinyFeed(), 'trips.txt', 3, 'R1,WK,R1-0730,科技园,S1,many'), 'trips.txt', 3, 'udian_capacity "many" is not a whole number'],
  ['a latitude out of range', () => replaceLine(tinyFeed(), 'stops.txt', 3, 'B,深圳北站,122.6118,114.0241,北站,'), 'stops.txt', 3, 'stop_lat 122.6118 is out of range (-90..90)'],
  ['a longitude out of range', () => replaceLine(tinyFeed(), 'shapes.txt', 4, 'S1,22.58,213.99,3'), 'shapes.txt', 4, 'shape_pt_lon 213.99 is out of range (-180..180)'],
  ['an unknown stop_id', () => replaceLine(tinyFeed(), 'stop_times.txt', 6, 'R1-0730,07:36:00,07:36:00,Z,2,0,0'), 'stop_times.txt', 6, 'unknown stop_id "Z"'],
  ['an unknown route_id', () => replaceLine(tinyFeed(), 'trips.txt', 4, 'R9,WK,R2-1800,民治,,'), 'trips.txt', 4, 'unknown route_id "R9"'],
  ['an unknown service_id', () => replaceLine(tinyFeed(), 'trips.txt', 2, 'R1,WEEKEND,R1-0700,科技园,S1,50'), 'trips.txt', 2, /^unknown service_id "WEEKEND"/],
  ['an unknown trip_id', () => replaceLine(tinyFeed(), 'stop_times.txt', 8, 'R2-1900,18:00:00,18:00:00,C,1,,'), 'stop_times.txt', 8, 'unknown trip_id "R2-1900"'],
  ['an unknown shape_id', () => replaceLine(tinyFeed(), 'trips.txt', 3, 'R1,WK,R1-0730,科技园,S9,'), 'trips.txt', 3, 'unknown shape_id "S9"'],
  ['a bad time', () => replaceLine(tinyFeed(), 'stop_times.txt', 3, 'R1-0700,07:65:00,07:66:00,B,2,0,0'), 'stop_times.txt', 3, 'departure_time "07:66:00" is not a time HH:MM:SS'],
  ['a bad date', () => replaceLine(tinyFeed(), 'calendar_dates.txt', 3, 'WK,20261310,1'), 'calendar_dates.txt', 3, 'date "20261310" is not a date YYYYMMDD'],
  ['a price with three decimals', () => replaceLine(tinyFeed(), 'fare_attributes.txt', 2, 'F1,12.345,CNY,1,0'), 'fare_attributes.txt', 2, 'price "12.345" is not a price in yuan with at most two decimals'],
  ['an unknown line type', () => replaceLine(tinyFeed(), 'routes.txt', 2, 'R1,op,T1,民治—科技园,3,,shuttle,,0,R2'), 'routes.txt', 2, /^udian_line_type "shuttle" is not one of/],
  ['a reverse route that is not in the feed', () => replaceLine(tinyFeed(), 'routes.txt', 3, 'R2,op,T2,科技园—民治,3,,,800,1,R7'), 'routes.txt', 3, 'udian_reverse_route_id "R7" is not another route of the feed'],
  ['a city that does not exist', () => replaceLine(tinyFeed(), 'stops.txt', 4, 'C,科技园,22.5432,113.9481,,110000'), 'stops.txt', 4, 'udian_city_id 110000 is not a city in the cities table'],
  ['a duplicate stop_id', () => replaceLine(tinyFeed(), 'stops.txt', 4, 'A,科技园,22.5432,113.9481,,'), 'stops.txt', 4, 'stop_id "A" is used twice (first on line 2)'],
  ['times that go backwards', () => replaceLine(tinyFeed(), 'stop_times.txt', 4, 'R1-0700,06:40:00,06:40:00,C,3,1,0'), 'stop_times.txt', 4, 'trip "R1-0700" goes back in time at stop_sequence 3'],
  ['a broken CSV quote', () => replaceLine(tinyFeed(), 'routes.txt', 3, 'R2,op,T2,"科技园—民治,3,,,800,1,R1'), 'routes.txt', 3, /^malformed CSV: /],
  ['a row with too many fields', () => replaceLine(tinyFeed(), 'agency.txt', 2, 'op,测试巴士,https://bus.example,Asia/Shanghai,0755-1234,extra'), 'agency.txt', 2, /^malformed CSV: /],
];

describe('a malformed feed', () => {
  it.each(cases)('is refused for %s, naming file, line and reason, and changes nothing', async (_, files, file, line, reason) => {
    const before = await snapshot();
    const error = await importGtfs(db, writeFeed(files())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GtfsError);
    expect(error).toMatchObject({ file, line });
    if (typeof reason === 'string') expect((error as GtfsError).reason).toBe(reason);
    else expect((error as GtfsError).reason).toMatch(reason);
    expect(await snapshot()).toEqual(before);
  });

  it('is written in one transaction: a failure half-way leaves nothing behind', async () => {
    const before = await snapshot();
    // Fail the trips INSERT, after agencies, stations, lines and stops were written in the transaction.
    const failing = db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'InsertQueryNode' && args.node.into?.table.identifier.name === 'trips') throw new Error('disk full');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    await expect(importGtfs(failing, writeFeed(tinyFeed()))).rejects.toThrow('disk full');
    expect(await snapshot()).toEqual(before);
    const stations = await db.selectFrom('stations').select('id').where('external_id', 'in', ['A', 'B', 'C']).execute();
    expect(stations).toEqual([]);
  });

  it('is accepted once fixed, next to what is there', async () => {
    const summary = await importGtfs(db, writeFeed(tinyFeed()));
    expect(summary.lines).toEqual({ inserted: 2, updated: 0 });
    const r2 = await db.selectFrom('lines').select(['price_cents', 'is_white_list', 'type']).where('external_id', '=', 'R2').executeTakeFirstOrThrow();
    expect(r2).toEqual({ price_cents: 800, is_white_list: true, type: 'enterprise' });
    const exceptions = await sql<{ day: string; is_running: boolean }>`
      SELECT e.day, e.is_running FROM service_exceptions e JOIN services s ON s.id = e.service_id
      WHERE s.external_id = 'WK' ORDER BY e.day`.execute(db);
    expect(exceptions.rows).toEqual([
      { day: '2026-10-08', is_running: false },
      { day: '2026-10-10', is_running: true },
    ]);
  });
});
