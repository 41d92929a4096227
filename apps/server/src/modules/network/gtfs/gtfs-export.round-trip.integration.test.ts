import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DatabaseHandle } from '../../../db/database';
import { demoCities } from '../../../db/seed/demo-cities';
import { DEMO_GTFS_DIR } from '../../../db/seed/seed';
import { gtfsProblems } from '../../../test/gtfs-feed-check';
import { createTestDatabase } from '../../../test/test-database';
import { bumpNetworkVersion } from '../lines/network-version';
import { createGtfsExportRepository } from './gtfs-export.repository';
import { createGtfsExportService } from './gtfs-export.service';
import { importGtfs } from './gtfs-import.service';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-gtfs-export-'));
const handles: DatabaseHandle[] = [];

const freshDatabase = async (): Promise<Db> => {
  const handle = await createTestDatabase();
  handles.push(handle);
  await handle.db.insertInto('cities').values(demoCities).execute();
  return handle.db;
};

const exportZip = async (db: Db): Promise<Uint8Array> => {
  const { zip } = await createGtfsExportService({ repository: createGtfsExportRepository(db) }).feed();
  if (!zip) throw new Error('no zip');
  return zip;
};

/** Imports a zip into a fresh database, through the importer's own door (a file, as the CLI does). */
const importedFrom = async (zip: Uint8Array): Promise<Db> => {
  const file = path.join(tmp, `feed-${handles.length}.zip`);
  fs.writeFileSync(file, zip);
  const db = await freshDatabase();
  await importGtfs(db, file);
  return db;
};

/**
 * The public network of a database (active lines that are no group's and no phone list's), by the feed's ids:
 * what the export says and an import must give back. Coordinates apart, compared within 1e-5 degrees.
 */
const publicNetwork = async (db: Db) => {
  const lineRows = await db
    .selectFrom('lines as l')
    .leftJoin('lines as r', (join) => join.onRef('r.id', '=', 'l.reverse_line_id').on('r.is_active', '=', true).on('r.group_id', 'is', null).on('r.is_white_list', '=', false))
    .select(['l.id', 'l.external_id', 'l.code', 'l.name', 'l.type', 'l.price_cents', 'l.is_priced', 'l.color', 'l.description', 'l.accepts_transit_card', 'l.route_group', 'l.route_rank', 'l.direction_id', 'r.external_id as reverse'])
    .where('l.is_active', '=', true)
    .where('l.group_id', 'is', null)
    .where('l.is_white_list', '=', false)
    .orderBy('l.external_id')
    .execute();
  const lineIds = lineRows.map((l) => l.id);
  const shapes = await db.selectFrom('lines').select(['external_id', 'shape', 'distance_m']).where('id', 'in', lineIds).execute();
  const stops = await db
    .selectFrom('line_stops as ls')
    .innerJoin('stations as s', 's.id', 'ls.station_id')
    .select(['ls.line_id', 'ls.seq', 's.external_id as station', 'ls.minutes_from_start', 'ls.can_board', 'ls.can_alight'])
    .where('ls.line_id', 'in', lineIds)
    .orderBy('ls.line_id')
    .orderBy('ls.seq')
    .execute();
  const fares = await db.selectFrom('line_fares').selectAll().where('line_id', 'in', lineIds).orderBy('line_id').orderBy('board_seq').orderBy('alight_seq').execute();
  const trips = await db
    .selectFrom('trips as t')
    .innerJoin('lines as l', 'l.id', 't.line_id')
    .innerJoin('services as s', 's.id', 't.service_id')
    .select(['t.external_id', 'l.external_id as line', 's.external_id as service', 't.departure_minutes', 't.capacity', 't.headsign'])
    .where('t.line_id', 'in', lineIds)
    .orderBy('t.external_id')
    .execute();
  const serviceRows = await db
    .selectFrom('services')
    .select(['id', 'external_id', 'weekdays', 'start_date', 'end_date', 'follows_cn_workdays'])
    .where('id', 'in', db.selectFrom('trips').select('service_id').where('line_id', 'in', lineIds))
    .orderBy('external_id')
    .execute();
  const exceptions = await db.selectFrom('service_exceptions').selectAll().orderBy('day').execute();
  const stations = await db
    .selectFrom('stations')
    .select(['external_id', 'name', 'alias', 'city_id', 'lng', 'lat'])
    .where('id', 'in', db.selectFrom('line_stops').select('station_id').where('line_id', 'in', lineIds))
    .orderBy('external_id')
    .execute();

  const stationAt = (lineId: number, seq: number) => stops.find((s) => s.line_id === lineId && s.seq === seq)?.station;
  return {
    lines: lineRows.map(({ id, ...line }) => ({
      ...line,
      // An unpriced line's price_cents means nothing (暂未定价).
      price_cents: line.is_priced ? line.price_cents : null,
      stops: stops.filter((s) => s.line_id === id).map(({ station, minutes_from_start, can_board, can_alight }) => [station, minutes_from_start, can_board, can_alight]),
      fares: fares.filter((f) => f.line_id === id).map((f) => [stationAt(id, f.board_seq), stationAt(id, f.alight_seq), f.price_cents]),
    })),
    trips,
    services: serviceRows.map(({ id, ...service }) => ({
      ...service,
      exceptions: exceptions.filter((e) => e.service_id === id).map((e) => [e.day, e.is_running]),
    })),
    stations: stations.map((s) => ({ external_id: s.external_id, name: s.name, alias: s.alias, city_id: s.city_id })),
    points: new Map(stations.map((s) => [s.external_id, [s.lng, s.lat] as const])),
    shapes: new Map(shapes.map((l) => [l.external_id, { points: l.shape ?? [], distanceM: l.distance_m }])),
  };
};

const expectSameNetwork = async (original: Db, copy: Db) => {
  const before = await publicNetwork(original);
  const after = await publicNetwork(copy);
  expect(after.lines).toEqual(before.lines);
  expect(after.trips).toEqual(before.trips);
  expect(after.services).toEqual(before.services);
  expect(after.stations).toEqual(before.stations);
  for (const [id, [lng, lat]] of before.points) {
    const [copyLng, copyLat] = after.points.get(id) ?? [NaN, NaN];
    expect(Math.abs(copyLng - lng), id).toBeLessThan(1e-5);
    expect(Math.abs(copyLat - lat), id).toBeLessThan(1e-5);
  }
  for (const [id, { points, distanceM }] of before.shapes) {
    const copied = after.shapes.get(id);
    expect(copied?.points.length, id).toBe(points.length);
    points.forEach(([lng, lat], i) => {
      expect(Math.abs((copied?.points[i]?.[0] ?? NaN) - lng), `${id} point ${i}`).toBeLessThan(1e-5);
      expect(Math.abs((copied?.points[i]?.[1] ?? NaN) - lat), `${id} point ${i}`).toBeLessThan(1e-5);
    });
    expect(Math.abs((copied?.distanceM ?? NaN) - distanceM), id).toBeLessThanOrEqual(1);
  }
  return before;
};

/**
 * A feed of what one line per route cannot say. Route M has three stop patterns: A→B→C twice, the short
 * turn A→B, and C→B→A back; zone fares price its pairs (A→B 5 元, A→C 8 元, B→C 4 元 and back), so the
 * short turn is a flat 5 元 and the long patterns get pair fares; one shape serves them all. Route U has no
 * fare: its line is unpriced.
 */
const patternFeed = (): Map<string, string> =>
  new Map(
    Object.entries({
      'agency.txt': ['agency_id,agency_name,agency_url,agency_timezone', 'op,测试巴士,https://bus.example,Asia/Shanghai'],
      'stops.txt': [
        'stop_id,stop_name,stop_lat,stop_lon,zone_id,udian_city_id',
        'A,民治,22.622300,114.035700,Z1,440300',
        'B,深圳北站,22.611800,114.024100,Z2,440300',
        'C,科技园,22.543200,113.948100,Z3,440300',
        'D,白石洲,22.539000,113.966000,,440300',
      ],
      'routes.txt': ['route_id,agency_id,route_short_name,route_long_name,route_type', 'M,op,M1,民治—科技园,3', 'U,op,U9,白石洲—科技园,3'],
      'fare_attributes.txt': ['fare_id,price,currency_type,payment_method,transfers', 'F4,4,CNY,1,0', 'F5,5,CNY,1,0', 'F8,8.00,CNY,1,0'],
      'fare_rules.txt': [
        'fare_id,route_id,origin_id,destination_id',
        'F5,M,Z1,Z2',
        'F8,M,Z1,Z3',
        'F4,M,Z2,Z3',
        'F4,M,Z3,Z2',
        'F8,M,Z3,Z1',
        'F5,M,Z2,Z1',
      ],
      'calendar.txt': ['service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date', 'WK,1,1,1,1,1,0,0,20260101,20271231'],
      'trips.txt': [
        'route_id,service_id,trip_id,trip_headsign,direction_id,shape_id,udian_capacity',
        'M,WK,M-0700,科技园,0,S-M,50',
        'M,WK,M-0730,科技园,0,S-M,50',
        'M,WK,M-0800,深圳北站,0,S-M,30',
        'M,WK,M-1800,民治,1,S-M,50',
        'M,WK,M-1830,民治,1,S-M,50',
        'U,WK,U-0710,科技园,0,,',
      ],
      // One shape for the whole route, both ways and the short turn: each line gets its part of it.
      'shapes.txt': [
        'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence',
        'S-M,22.622300,114.035700,1',
        'S-M,22.611800,114.024100,2',
        'S-M,22.580000,113.990000,3',
        'S-M,22.543200,113.948100,4',
      ],
      'stop_times.txt': [
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
        'M-0700,07:00:00,07:00:00,A,1',
        'M-0700,07:10:00,07:10:00,B,2',
        'M-0700,07:45:00,07:45:00,C,3',
        'M-0730,07:30:00,07:30:00,A,1',
        'M-0730,07:40:00,07:40:00,B,2',
        'M-0730,08:15:00,08:15:00,C,3',
        'M-0800,08:00:00,08:00:00,A,1',
        'M-0800,08:12:00,08:12:00,B,2',
        'M-1800,18:00:00,18:00:00,C,1',
        'M-1800,18:40:00,18:40:00,B,2',
        'M-1800,18:50:00,18:50:00,A,3',
        'M-1830,18:30:00,18:30:00,C,1',
        'M-1830,19:10:00,19:10:00,B,2',
        'M-1830,19:20:00,19:20:00,A,3',
        'U-0710,07:10:00,07:10:00,D,1',
        'U-0710,07:25:00,07:25:00,C,2',
      ],
    }).map(([name, lines]) => [name, `${lines.join('\n')}\n`]),
  );

let source: Db;

beforeAll(async () => {
  source = await freshDatabase();
  await importGtfs(source, DEMO_GTFS_DIR);
  // What a feed must quote, a run past midnight, a line whose driver takes a card swipe, and a line that
  // leaves the public feed (a group's).
  await source.updateTable('lines').set({ name: '科技园—龙华, "晚班"', description: '第一行\n第二行，含逗号, 和引号 "' }).where('external_id', '=', 'SZ-U102').execute();
  await source.updateTable('stations').set({ alias: '北站, "东广场"' }).where('external_id', '=', 'sz-shenzhen-bei').execute();
  await source.updateTable('trips').set({ departure_minutes: 23 * 60 + 50 }).where('external_id', '=', 'SZ-U102-1850').execute();
  await source.updateTable('lines').set({ accepts_transit_card: true }).where('external_id', '=', 'SZ-U103').execute();
  const group = await source.insertInto('groups').values({ kind: 'enterprise', name: '测试科技', city_id: 440300 }).returning('id').executeTakeFirstOrThrow();
  await source.updateTable('lines').set({ group_id: group.id }).where('external_id', '=', 'SZ-U105').execute();
  await bumpNetworkVersion(source);
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the GTFS export, imported again', () => {
  it('gives the same public network in a fresh database', async () => {
    const zip = await exportZip(source);
    expect(gtfsProblems(zip)).toEqual([]);
    const copy = await importedFrom(zip);
    const network = await expectSameNetwork(source, copy);
    // The comparison covers what it should: most of the demo, the quoted names, the run past midnight.
    expect(network.lines.length).toBeGreaterThan(30);
    expect(network.lines.map((l) => l.external_id)).not.toContain('SZ-U105');
    expect(network.lines.map((l) => l.external_id)).not.toContain('SZ-E301');
    expect(network.lines.find((l) => l.external_id === 'SZ-U102')).toMatchObject({ name: '科技园—龙华, "晚班"', reverse: 'SZ-U101' });
    expect(network.trips.find((t) => t.external_id === 'SZ-U102-1850')?.departure_minutes).toBe(23 * 60 + 50);
    expect(network.services.some((s) => s.exceptions.length > 0)).toBe(true);

    // And the copy exports the same feed again: nothing drifts a second time round.
    const again = await importedFrom(await exportZip(copy));
    await expectSameNetwork(copy, again);
  });

  it('gives back a route of several stop patterns, its pair fares and an unpriced line', async () => {
    const folder = path.join(tmp, 'pattern-feed');
    fs.mkdirSync(folder);
    for (const [name, text] of patternFeed()) fs.writeFileSync(path.join(folder, name), text);
    const original = await freshDatabase();
    await importGtfs(original, folder);

    const zip = await exportZip(original);
    expect(gtfsProblems(zip)).toEqual([]);
    const copy = await importedFrom(zip);
    const network = await expectSameNetwork(original, copy);

    // What the comparison holds: three lines of route M, one with pair fares and the short turn flat, and U unpriced.
    const m = network.lines.filter((l) => l.route_group === 'M').sort((a, b) => a.route_rank - b.route_rank);
    expect(m.map((l) => [l.route_rank, l.direction_id, l.stops.length, l.is_priced, l.price_cents, l.fares.length])).toEqual([
      [0, 0, 3, true, 400, 3],
      [1, 1, 3, true, 400, 3],
      [2, 0, 2, true, 500, 0],
    ]);
    expect(m[0]?.fares).toEqual([
      ['A', 'B', 500],
      ['A', 'C', 800],
      ['B', 'C', 400],
    ]);
    expect(m[0]?.reverse).toBe(m[1]?.external_id);
    // Each line has its part of the route's shape: the short turn's is shorter.
    const shapeOf = (line: (typeof m)[number] | undefined) => network.shapes.get(line?.external_id ?? '');
    expect(shapeOf(m[2])?.points.length).toBeGreaterThanOrEqual(2);
    expect(shapeOf(m[2])?.distanceM).toBeLessThan(shapeOf(m[0])?.distanceM ?? 0);
    expect(network.lines.find((l) => l.route_group === 'U')).toMatchObject({ is_priced: false, price_cents: null, fares: [] });
  });
});
