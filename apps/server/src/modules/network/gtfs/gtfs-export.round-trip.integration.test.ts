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
    .select(['l.id', 'l.external_id', 'l.code', 'l.name', 'l.type', 'l.price_cents', 'l.is_priced', 'l.color', 'l.description', 'l.accepts_transit_card', 'l.route_group', 'l.direction_id', 'r.external_id as reverse'])
    .where('l.is_active', '=', true)
    .where('l.group_id', 'is', null)
    .where('l.is_white_list', '=', false)
    .orderBy('l.external_id')
    .execute();
  const lineIds = lineRows.map((l) => l.id);
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
  return before;
};

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
});
