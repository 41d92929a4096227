import { parse } from 'csv-parse/sync';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { demoCities } from '../../../db/seed/demo-cities';
import { DEMO_GTFS_DIR } from '../../../db/seed/seed';
import { gtfsProblems, readGtfsZip } from '../../../test/gtfs-feed-check';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bumpNetworkVersion, readNetworkVersion } from '../lines/network-version';
import { createGtfsExportRepository } from './gtfs-export.repository';
import { createGtfsExportService } from './gtfs-export.service';
import { importGtfs } from './gtfs-import.service';

let t: TestApp;
let db: Db;

const FEED = '/gtfs/feed.zip';
const getFeed = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: FEED, headers });
const rowsOf = (zip: Uint8Array, name: string) => readGtfsZip(zip).tables.get(name) ?? [];
const demoRows = (name: string) =>
  parse(fs.readFileSync(path.join(DEMO_GTFS_DIR, name), 'utf8'), { columns: true, skip_empty_lines: true }) as Record<string, string>[];

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await db.insertInto('cities').values(demoCities).execute();
  await importGtfs(db, DEMO_GTFS_DIR);
  // What the public feed leaves out: a line kept for a group and a line taken off; SZ-E301 is a phone-list line.
  const group = await db.insertInto('groups').values({ kind: 'enterprise', name: '测试科技', city_id: 440300 }).returning('id').executeTakeFirstOrThrow();
  await db.updateTable('lines').set({ group_id: group.id }).where('external_id', '=', 'SZ-U105').execute();
  await db.updateTable('lines').set({ is_active: false }).where('external_id', '=', 'SZ-U106').execute();
  // A name CSV must quote, and a trip that runs past midnight.
  await db.updateTable('lines').set({ name: '龙华—科技园, "早班"' }).where('external_id', '=', 'SZ-U101').execute();
  await db.updateTable('trips').set({ departure_minutes: 23 * 60 + 50 }).where('external_id', '=', 'SZ-U102-1850').execute();
  await bumpNetworkVersion(db);
});
afterAll(() => t.close());

describe('GET /gtfs/feed.zip', () => {
  it('answers the public network as a valid GTFS zip, without a login or client headers', async () => {
    const response = await getFeed();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="udian-gtfs.zip"');
    expect(response.headers.etag).toBe(`"${await readNetworkVersion(db)}"`);
    const zip = new Uint8Array(response.rawPayload);
    expect(gtfsProblems(zip)).toEqual([]);
    expect([...readGtfsZip(zip).texts.keys()].sort()).toEqual([
      'agency.txt',
      'calendar.txt',
      'calendar_dates.txt',
      'fare_attributes.txt',
      'fare_rules.txt',
      'feed_info.txt',
      'routes.txt',
      'shapes.txt',
      'stop_times.txt',
      'stops.txt',
      'trips.txt',
    ]);
  });

  it('holds the active lines that are neither a group’s nor a phone list’s, with their stations and services only', async () => {
    const zip = new Uint8Array((await getFeed()).rawPayload);
    const routeIds = rowsOf(zip, 'routes.txt').map((r) => r.route_id);
    const demoRouteIds = demoRows('routes.txt').map((r) => r.route_id);
    expect(routeIds.sort()).toEqual(demoRouteIds.filter((id) => !['SZ-E301', 'SZ-U105', 'SZ-U106'].includes(id ?? '')).sort());
    const usedStops = new Set(rowsOf(zip, 'stop_times.txt').map((s) => s.stop_id));
    expect(rowsOf(zip, 'stops.txt').every((s) => usedStops.has(s.stop_id))).toBe(true);
    const usedServices = new Set(rowsOf(zip, 'trips.txt').map((s) => s.service_id));
    expect(rowsOf(zip, 'calendar.txt').every((s) => usedServices.has(s.service_id))).toBe(true);
    expect(rowsOf(zip, 'agency.txt')[0]).toMatchObject({ agency_timezone: 'Asia/Shanghai', agency_lang: 'zh' });
    // The first operator publishes the feed.
    expect(rowsOf(zip, 'feed_info.txt')).toEqual([
      expect.objectContaining({ feed_publisher_name: '优点巴士(深圳)', feed_lang: 'zh', feed_version: await readNetworkVersion(db) }),
    ]);
  });

  it('gives back the WGS-84 points the demo feed was imported from, and the lines as they are', async () => {
    const zip = new Uint8Array((await getFeed()).rawPayload);
    const demoStops = new Map(demoRows('stops.txt').map((s) => [s.stop_id, s]));
    for (const stop of rowsOf(zip, 'stops.txt')) {
      const original = demoStops.get(stop.stop_id);
      expect(Math.abs(Number(stop.stop_lat) - Number(original?.stop_lat))).toBeLessThan(1e-5);
      expect(Math.abs(Number(stop.stop_lon) - Number(original?.stop_lon))).toBeLessThan(1e-5);
    }
    const u101 = rowsOf(zip, 'routes.txt').find((r) => r.route_id === 'SZ-U101');
    expect(u101).toMatchObject({ route_short_name: 'U101', route_long_name: '龙华—科技园, "早班"', route_type: '3', route_color: '1677FF', udian_line_type: 'commute', udian_price_cents: '1500', udian_reverse_route_id: 'SZ-U102' });
    expect(rowsOf(zip, 'fare_rules.txt')).toContainEqual(expect.objectContaining({ fare_id: 'CNY-1500', route_id: 'SZ-U101', origin_id: '' }));
    expect(rowsOf(zip, 'fare_attributes.txt')).toContainEqual({ fare_id: 'CNY-1500', price: '15.00', currency_type: 'CNY', payment_method: '1', transfers: '0' });
    const trip = rowsOf(zip, 'trips.txt').find((r) => r.trip_id === 'SZ-U101-0700');
    expect(trip).toMatchObject({ route_id: 'SZ-U101', service_id: 'WORKDAY', shape_id: 'SZ-U101-shape', udian_capacity: '55', udian_line_id: 'SZ-U101', udian_line_name: '龙华—科技园, "早班"', udian_reverse_line_id: 'SZ-U102', udian_price_cents: '1500' });
    const demoTimes = demoRows('stop_times.txt').filter((s) => s.trip_id === 'SZ-U101-0700');
    const times = rowsOf(zip, 'stop_times.txt').filter((s) => s.trip_id === 'SZ-U101-0700');
    expect(times.map((s) => [s.stop_id, s.departure_time, s.pickup_type, s.drop_off_type])).toEqual(
      demoTimes.map((s) => [s.stop_id, s.departure_time, s.pickup_type || '0', s.drop_off_type || '0']),
    );
  });

  it('is sent as it is zipped, never compressed again, and is in the OpenAPI document', async () => {
    const response = await getFeed({ 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(gtfsProblems(new Uint8Array(response.rawPayload))).toEqual([]);
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, { get?: { tags?: string[] } }> };
    expect(document.paths[FEED]?.get?.tags).toEqual(['gtfs']);
  });

  it('writes a run past midnight with hours past 24', async () => {
    const zip = new Uint8Array((await getFeed()).rawPayload);
    const times = rowsOf(zip, 'stop_times.txt').filter((s) => s.trip_id === 'SZ-U102-1850');
    expect(times[0]?.departure_time).toBe('23:50:00');
    expect(times.at(-1)?.departure_time?.slice(0, 2)).toBe('24');
  });

  it('answers the same bytes while the network is unchanged, 304 for its ETag, and a new zip after a change', async () => {
    const first = await getFeed();
    const second = await getFeed();
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    const notModified = await getFeed({ 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(first.headers.etag);

    await bumpNetworkVersion(db);
    const changed = await getFeed({ 'if-none-match': first.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(Buffer.compare(changed.rawPayload, first.rawPayload)).not.toBe(0);
    expect(rowsOf(new Uint8Array(changed.rawPayload), 'feed_info.txt')[0]?.feed_version).toBe(await readNetworkVersion(db));
  });
});

describe('the export service', () => {
  const counted = () => {
    const repository = createGtfsExportRepository(db);
    const reads = { network: 0 };
    const service = createGtfsExportService({
      repository: { ...repository, readNetwork: () => ((reads.network += 1), repository.readNetwork()) },
    });
    return { service, reads };
  };

  it('reads the network once per version, however many ask at once', async () => {
    const { service, reads } = counted();
    const [a, b] = await Promise.all([service.feed(), service.feed()]);
    const c = await service.feed();
    expect(reads.network).toBe(1);
    expect(b.zip).toBe(a.zip);
    expect(c.zip).toBe(a.zip);

    await bumpNetworkVersion(db);
    const d = await service.feed();
    expect(reads.network).toBe(2);
    expect(d.version).toBe(String(Number(a.version) + 1));
    expect(await service.feed({ knownVersions: [d.version] })).toEqual({ version: d.version, zip: null });
    expect(reads.network).toBe(2);
  });
});
