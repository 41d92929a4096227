import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { demoCities } from '../../../db/seed/demo-cities';
import { createTestDatabase } from '../../../test/test-database';
import { ensureDepartureHorizon } from '../departure-horizon/departure-horizon';
import { GtfsFeedRefused } from './gtfs-error';
import { importGtfs } from './gtfs-import.service';

/**
 * Feeds built here, each with one property a real feed may have (decision 061): several stop patterns per
 * route, parent stations, frequencies, times past 24:00, zone fares, another currency or time zone, a calendar
 * of one kind only, CSV quoting; and invalid feeds, refused with every problem.
 */
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-gtfs-any-'));
let folders = 0;

type Files = Record<string, string[]>;
const writeFeed = (files: Files, raw: Record<string, string> = {}): string => {
  const folder = path.join(tmp, `feed-${(folders += 1)}`);
  fs.mkdirSync(folder);
  for (const [name, lines] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), `${lines.join('\n')}\n`);
  for (const [name, text] of Object.entries(raw)) fs.writeFileSync(path.join(folder, name), text);
  return folder;
};

const STOPS = [
  'stop_id,stop_name,stop_lat,stop_lon,zone_id',
  'S1,民治,22.6223,114.0357,z1',
  'S2,深圳北站,22.6118,114.0241,z1',
  'S3,塘朗,22.5860,113.9930,z2',
  'S4,科技园,22.5432,113.9481,z3',
];
const base = (more: Files): Files => ({
  'agency.txt': ['agency_name,agency_url,agency_timezone', '测试巴士,https://bus.example,Asia/Shanghai'],
  'stops.txt': STOPS,
  'calendar.txt': ['service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date', 'WK,1,1,1,1,1,0,0,20260101,20271231'],
  ...more,
});

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
/** A trip's stop_times rows: ten minutes between stops. */
const calls = (tripId: string, startMinutes: number, stops: string[]) => stops.map((stop, i) => `${tripId},${clock(startMinutes + i * 10)},${clock(startMinutes + i * 10)},${stop},${i + 1}`);
const STOP_TIMES = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence';

const lineRows = (routeGroup: string) =>
  db
    .selectFrom('lines')
    .select(['id', 'external_id', 'code', 'name', 'route_group', 'route_rank', 'direction_id', 'reverse_line_id', 'price_cents', 'is_priced'])
    .where('route_group', '=', routeGroup)
    .orderBy('route_rank')
    .execute();
const faresOf = (externalId: string) =>
  db
    .selectFrom('line_fares as f')
    .innerJoin('lines as l', 'l.id', 'f.line_id')
    .where('l.external_id', '=', externalId)
    .orderBy('f.board_seq')
    .orderBy('f.alight_seq')
    .select(['f.board_seq', 'f.alight_seq', 'f.price_cents'])
    .execute();
const hash = (stops: string[]) => createHash('sha1').update(stops.join('\u001f')).digest('hex').slice(0, 8);

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db.insertInto('cities').values(demoCities).execute();
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a route with several stop patterns', () => {
  const OUT = ['S1', 'S2', 'S3', 'S4'];
  const SHORT = ['S1', 'S2', 'S3'];
  const BACK = ['S4', 'S3', 'S2', 'S1'];
  const EXPRESS = ['S4', 'S2', 'S1'];
  const feed = (extraShortTrips: number) =>
    base({
      'routes.txt': ['route_id,route_short_name,route_long_name,route_type,udian_price_cents', 'M,M1,民治—科技园,3,1000'],
      'trips.txt': [
        'route_id,service_id,trip_id,trip_headsign,direction_id',
        'M,WK,A1,科技园,0',
        'M,WK,B1,,0',
        'M,WK,A2,科技园,0',
        'M,WK,C1,民治,1',
        'M,WK,D1,民治,1',
        'M,WK,A3,科技园,0',
        'M,WK,C2,民治,1',
        ...Array.from({ length: extraShortTrips }, (_, i) => `M,WK,B${i + 2},,0`),
      ],
      'stop_times.txt': [
        STOP_TIMES,
        ...calls('A1', 420, OUT),
        ...calls('B1', 430, SHORT),
        ...calls('A2', 440, OUT),
        ...calls('C1', 1020, BACK),
        ...calls('D1', 1030, EXPRESS),
        ...calls('A3', 460, OUT),
        ...calls('C2', 1050, BACK),
        ...Array.from({ length: extraShortTrips }, (_, i) => calls(`B${i + 2}`, 500 + i * 10, SHORT)).flat(),
      ],
    });
  const ids = { A: `M:0:${hash(OUT)}`, B: `M:0:${hash(SHORT)}`, C: `M:1:${hash(BACK)}`, D: `M:1:${hash(EXPRESS)}` };

  it('makes one line per pattern, ranked, named by where it goes, with reverse lines', async () => {
    const summary = await importGtfs(db, writeFeed(feed(0)));
    expect(summary.lines).toEqual({ inserted: 4, updated: 0 });
    expect(summary.patternLines).toBe(4);
    const lines = await lineRows('M');
    expect(lines.map((l) => [l.external_id, l.code, l.name, l.route_rank, l.direction_id])).toEqual([
      [ids.A, 'M1', '民治—科技园（开往科技园）', 0, 0],
      [ids.C, 'M1', '民治—科技园（开往民治，4站）', 1, 1],
      [ids.B, 'M1', '民治—科技园（开往塘朗）', 2, 0],
      [ids.D, 'M1', '民治—科技园（开往民治，3站）', 3, 1],
    ]);
    const idOf = new Map(lines.map((l) => [l.external_id, l.id]));
    expect(lines.map((l) => l.reverse_line_id)).toEqual([idOf.get(ids.C), idOf.get(ids.A), idOf.get(ids.C), idOf.get(ids.A)]);
    const trips = await db.selectFrom('trips as t').innerJoin('lines as l', 'l.id', 't.line_id').where('l.route_group', '=', 'M').select(['t.external_id', 'l.external_id as line']).orderBy('t.external_id').execute();
    expect(trips.find((t) => t.external_id === 'D1')?.line).toBe(ids.D);
    const stops = await db.selectFrom('line_stops').select('seq').where('line_id', '=', idOf.get(ids.D) ?? 0).execute();
    expect(stops).toHaveLength(3);
  });

  it('keeps the lines ids on a re-import, also when the trip counts change the ranks', async () => {
    expect((await importGtfs(db, writeFeed(feed(0)))).lines).toEqual({ inserted: 0, updated: 4 });
    const summary = await importGtfs(db, writeFeed(feed(3)));
    expect(summary.lines).toEqual({ inserted: 0, updated: 4 });
    const lines = await lineRows('M');
    expect(lines.map((l) => [l.external_id, l.route_rank])).toEqual([
      [ids.B, 0],
      [ids.C, 1],
      [ids.A, 2],
      [ids.D, 3],
    ]);
    const idOf = new Map(lines.map((l) => [l.external_id, l.id]));
    expect(lines.map((l) => l.reverse_line_id)).toEqual([idOf.get(ids.C), idOf.get(ids.B), idOf.get(ids.C), idOf.get(ids.B)]);
  });

  it("takes the exporter's line ids, names, reverse lines and prices from trips.txt", async () => {
    const summary = await importGtfs(
      db,
      writeFeed(
        base({
          'routes.txt': ['route_id,route_short_name,route_long_name,route_type,udian_price_cents', 'X,X1,往返线,3,900'],
          'trips.txt': [
            'route_id,service_id,trip_id,direction_id,udian_line_id,udian_line_name,udian_reverse_line_id,udian_price_cents',
            'X,WK,X-out-1,0,L-out,早班去程,L-back,1500',
            'X,WK,X-out-2,0,L-out,早班去程,L-back,1500',
            'X,WK,X-back-1,1,L-back,晚班回程,L-out,',
          ],
          'stop_times.txt': [STOP_TIMES, ...calls('X-out-1', 420, OUT), ...calls('X-out-2', 450, OUT), ...calls('X-back-1', 1080, BACK)],
        }),
      ),
    );
    expect(summary.lines).toEqual({ inserted: 2, updated: 0 });
    const lines = await lineRows('X');
    expect(lines.map((l) => [l.external_id, l.name, l.price_cents, l.is_priced])).toEqual([
      ['L-out', '早班去程', 1500, true],
      ['L-back', '晚班回程', 900, true],
    ]);
    expect(lines[0]?.reverse_line_id).toBe(lines[1]?.id);
    expect(lines[1]?.reverse_line_id).toBe(lines[0]?.id);
  });
});

describe('stops.txt with stations and other locations', () => {
  it('keeps the stops, counts the stations, entrances, nodes and boarding areas, and lets those go without a place', async () => {
    const summary = await importGtfs(
      db,
      writeFeed(
        base({
          'stops.txt': [
            'stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station',
            'ST,深圳北站(站房),22.6110,114.0290,1,',
            'S1,民治,22.6223,114.0357,0,',
            'S2,深圳北站东广场,22.6118,114.0241,0,ST',
            'E1,东广场出入口,22.6119,114.0242,2,ST',
            'E2,西出入口,,,2,ST',
            'N1,,,,3,ST',
            'BA,候车区,,,4,S2',
          ],
          'routes.txt': ['route_id,route_short_name,route_type,udian_price_cents', 'P,P1,3,500'],
          'trips.txt': ['route_id,service_id,trip_id', 'P,WK,P-0700'],
          'stop_times.txt': [STOP_TIMES, ...calls('P-0700', 420, ['S1', 'S2'])],
        }),
      ),
    );
    expect(summary.ignoredLocations).toEqual({ stations: 1, entrances: 2, nodes: 1, boardingAreas: 1 });
    expect(summary.stations).toMatchObject({ inserted: 0, updated: 2 });
    const ignored = await db.selectFrom('stations').select('external_id').where('external_id', 'in', ['ST', 'E1', 'E2', 'N1', 'BA']).execute();
    expect(ignored).toEqual([]);
  });
});

describe('frequencies.txt', () => {
  it('expands exact_times 0 and 1 into runs, the template trip giving the offsets and not running itself', async () => {
    const summary = await importGtfs(
      db,
      writeFeed(
        base({
          'routes.txt': ['route_id,route_short_name,route_type,udian_price_cents', 'F,F1,3,300'],
          'trips.txt': ['route_id,service_id,trip_id', 'F,WK,F-T'],
          'stop_times.txt': [STOP_TIMES, ...calls('F-T', 360, ['S1', 'S2', 'S3'])],
          'frequencies.txt': ['trip_id,start_time,end_time,headway_secs,exact_times', 'F-T,07:00:00,08:00:00,1200,0', 'F-T,17:00:00,17:30:00,900,1'],
        }),
      ),
    );
    expect(summary.frequencyTrips).toBe(5);
    const trips = await db.selectFrom('trips').select(['external_id', 'departure_minutes']).where('external_id', 'like', 'F-T%').orderBy('departure_minutes').execute();
    expect(trips).toEqual([
      { external_id: 'F-T@07:00:00', departure_minutes: 420 },
      { external_id: 'F-T@07:20:00', departure_minutes: 440 },
      { external_id: 'F-T@07:40:00', departure_minutes: 460 },
      { external_id: 'F-T@17:00:00', departure_minutes: 1020 },
      { external_id: 'F-T@17:15:00', departure_minutes: 1035 },
    ]);
    const line = await db.selectFrom('lines').select('id').where('external_id', '=', 'F').executeTakeFirstOrThrow();
    const stops = await db.selectFrom('line_stops').select('minutes_from_start').where('line_id', '=', line.id).orderBy('seq').execute();
    expect(stops.map((s) => s.minutes_from_start)).toEqual([0, 10, 20]);
  });
});

describe('times past 24:00:00', () => {
  it('are kept on the service day, and their departures land on the next calendar day in Shanghai', async () => {
    await importGtfs(
      db,
      writeFeed(
        base({
          'calendar.txt': ['service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date', 'MON,1,0,0,0,0,0,0,20260101,20271231'],
          'routes.txt': ['route_id,route_short_name,route_type,udian_price_cents', 'NIGHT,N1,3,800'],
          'trips.txt': ['route_id,service_id,trip_id', 'NIGHT,MON,N-2430'],
          'stop_times.txt': [STOP_TIMES, 'N-2430,24:30:00,24:30:00,S1,1', 'N-2430,25:05:00,25:05:00,S2,2'],
        }),
      ),
    );
    const trip = await db.selectFrom('trips').select(['id', 'departure_minutes']).where('external_id', '=', 'N-2430').executeTakeFirstOrThrow();
    expect(trip.departure_minutes).toBe(24 * 60 + 30);
    // Monday 28 September 2026, 10:00 in Shanghai.
    await ensureDepartureHorizon(db, new Date('2026-09-28T02:00:00Z'));
    const [first] = await db.selectFrom('departures').select(['service_date', 'departs_at']).where('trip_id', '=', trip.id).orderBy('service_date').execute();
    expect(first?.service_date).toBe('2026-09-28');
    // 00:30 on Tuesday 29 September in Shanghai.
    expect(first?.departs_at.toISOString()).toBe('2026-09-28T16:30:00.000Z');
  });
});

describe('fares', () => {
  const fareFeed = (rules: string[], attributes: string[]) =>
    base({
      'routes.txt': ['route_id,route_short_name,route_type', 'Z,Z1,3', 'Z2,Z2,3', 'Y,Y1,3', 'W,W1,3'],
      'trips.txt': ['route_id,service_id,trip_id', 'Z,WK,Z-1', 'Z2,WK,Z2-1', 'Y,WK,Y-1', 'W,WK,W-1'],
      'stop_times.txt': [
        STOP_TIMES,
        ...calls('Z-1', 420, ['S1', 'S2', 'S3', 'S4']),
        ...calls('Z2-1', 430, ['S1', 'S2', 'S3', 'S4']),
        ...calls('Y-1', 440, ['S3', 'S4']),
        ...calls('W-1', 1000, ['S4', 'S3', 'S2', 'S1']),
      ],
      'fare_attributes.txt': ['fare_id,price,currency_type,payment_method,transfers', ...attributes],
      'fare_rules.txt': ['fare_id,route_id,origin_id,destination_id,contains_id', ...rules],
    });
  const zoneFares = fareFeed(
    ['IN,,z1,z1,', 'F12,,z1,z2,', 'F13,,z1,z3,', 'F23,,z2,z3,', 'VIA,Z,,,z1', 'VIA,Z,,,z2', 'VIA,Z,,,z3', 'ROUTE,Z2,,,'],
    ['IN,2,CNY,0,', 'F12,5,CNY,0,', 'F13,8,CNY,0,', 'F23,3,CNY,0,', 'VIA,7,CNY,0,', 'ROUTE,4,CNY,0,'],
  );

  it('prices each pair of stops by origin, destination, zones passed and route, the cheapest fare winning', async () => {
    const summary = await importGtfs(db, writeFeed(zoneFares));
    // Z: z1 z1 z2 z3; VIA (zones z1, z2 and z3 exactly) beats F13 from S1 and S2 to S4.
    expect(await faresOf('Z')).toEqual([
      { board_seq: 1, alight_seq: 2, price_cents: 200 },
      { board_seq: 1, alight_seq: 3, price_cents: 500 },
      { board_seq: 1, alight_seq: 4, price_cents: 700 },
      { board_seq: 2, alight_seq: 3, price_cents: 500 },
      { board_seq: 2, alight_seq: 4, price_cents: 700 },
      { board_seq: 3, alight_seq: 4, price_cents: 300 },
    ]);
    // Z2: ROUTE (4 元, any zones on Z2) beats the zone fares above it.
    expect((await faresOf('Z2')).map((f) => f.price_cents)).toEqual([200, 400, 400, 400, 400, 300]);
    // Y: one pair, so one price: flat, without rows. W: only S2 → S1 (z1 → z1) has a fare; the rest are not sold.
    expect(await faresOf('Y')).toEqual([]);
    expect(await faresOf('W')).toEqual([{ board_seq: 3, alight_seq: 4, price_cents: 200 }]);
    const lines = await db.selectFrom('lines').select(['external_id', 'price_cents', 'is_priced']).where('external_id', 'in', ['Z', 'Z2', 'Y', 'W']).orderBy('external_id').execute();
    expect(lines).toEqual([
      { external_id: 'W', price_cents: 200, is_priced: true },
      { external_id: 'Y', price_cents: 300, is_priced: true },
      { external_id: 'Z', price_cents: 200, is_priced: true },
      { external_id: 'Z2', price_cents: 200, is_priced: true },
    ]);
    expect(summary.lineFares).toBe(6 + 6 + 1);
    expect((await importGtfs(db, writeFeed(zoneFares))).lineFares).toBe(13);
    expect(await faresOf('Z')).toHaveLength(6);
  });

  it('takes one fare without rules as the flat fare of the whole network', async () => {
    const files = fareFeed([], ['ALL,6.5,CNY,0,']);
    delete files['fare_rules.txt'];
    await importGtfs(db, writeFeed(files));
    const lines = await db.selectFrom('lines').select(['price_cents', 'is_priced']).where('external_id', 'in', ['Z', 'Z2', 'Y', 'W']).execute();
    expect(lines).toEqual(Array.from({ length: 4 }, () => ({ price_cents: 650, is_priced: true })));
    expect(await faresOf('Z')).toEqual([]);
  });

  it('never takes a fare in another currency as a price: the line is unpriced, with a warning, and keeps what the operator set', async () => {
    const files = base({
      'routes.txt': ['route_id,route_short_name,route_type', 'U,U1,3'],
      'trips.txt': ['route_id,service_id,trip_id', 'U,WK,U-1'],
      'stop_times.txt': [STOP_TIMES, ...calls('U-1', 420, ['S1', 'S2', 'S3'])],
      'fare_attributes.txt': ['fare_id,price,currency_type,payment_method,transfers', 'USD1,2.50,USD,0,'],
      'fare_rules.txt': ['fare_id,route_id', 'USD1,U'],
    });
    const summary = await importGtfs(db, writeFeed(files));
    expect(summary.unpricedLines).toBe(1);
    expect(summary.warnings).toEqual([
      ['foreignFares', { currencies: 'USD', count: 1 }],
      ['unpricedLines', { count: 1, codes: 'U1' }],
    ]);
    const line = () => db.selectFrom('lines').select(['price_cents', 'is_priced']).where('external_id', '=', 'U').executeTakeFirstOrThrow();
    expect(await line()).toEqual({ price_cents: 0, is_priced: false });
    await db.updateTable('lines').set({ price_cents: 900, is_priced: true }).where('external_id', '=', 'U').execute();
    await importGtfs(db, writeFeed(files));
    expect(await line()).toEqual({ price_cents: 900, is_priced: true });
  });
});

describe('what a feed may or may not have', () => {
  const oneRoute = (more: Files) =>
    base({
      'routes.txt': ['route_id,route_short_name,route_type,udian_price_cents', 'K,K1,3,400'],
      'trips.txt': ['route_id,service_id,trip_id', 'K,ONLY,K-1'],
      'stop_times.txt': [STOP_TIMES, ...calls('K-1', 420, ['S1', 'S2'])],
      'calendar.txt': ['service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date', 'ONLY,1,1,1,1,1,1,1,20260101,20261231'],
      ...more,
    });
  const service = () =>
    db.selectFrom('services').select(['weekdays', 'start_date', 'end_date']).where('external_id', '=', 'ONLY').executeTakeFirstOrThrow();

  it('imports an agency in another time zone, with a warning: times are read as Shanghai times', async () => {
    const files = oneRoute({
      'agency.txt': ['agency_name,agency_url,agency_timezone', 'Bus,https://bus.example,Europe/Berlin'],
      'calendar.txt': ['service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date', 'ONLY,1,1,1,1,1,1,1,20260101,20261231'],
    });
    const summary = await importGtfs(db, writeFeed(files));
    expect(summary.warnings).toEqual([['foreignTimezone', { timezone: 'Europe/Berlin' }]]);
    const trip = await db.selectFrom('trips').select('departure_minutes').where('external_id', '=', 'K-1').executeTakeFirstOrThrow();
    expect(trip.departure_minutes).toBe(420);
  });

  it('takes a calendar.txt alone', async () => {
    const files = oneRoute({
      'calendar.txt': ['service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date', 'ONLY,0,0,0,0,0,1,1,20260101,20260630'],
    });
    await importGtfs(db, writeFeed(files));
    expect(await service()).toEqual({ weekdays: 0b1100000, start_date: '2026-01-01', end_date: '2026-06-30' });
  });

  it('takes a calendar_dates.txt alone: the service runs on its dates', async () => {
    const files = oneRoute({ 'calendar_dates.txt': ['service_id,date,exception_type', 'ONLY,20261001,1', 'ONLY,20261003,1'] });
    delete files['calendar.txt'];
    await importGtfs(db, writeFeed(files));
    expect(await service()).toEqual({ weekdays: 0, start_date: '2026-10-01', end_date: '2026-10-03' });
    const days = await db.selectFrom('service_exceptions as e').innerJoin('services as s', 's.id', 'e.service_id').where('s.external_id', '=', 'ONLY').select(['e.day', 'e.is_running']).orderBy('e.day').execute();
    expect(days).toEqual([
      { day: '2026-10-01', is_running: true },
      { day: '2026-10-03', is_running: true },
    ]);
  });

  it('reads a byte-order mark, CRLF line ends and quoted fields with commas, quotes and line breaks', async () => {
    const files = oneRoute({});
    const folder = writeFeed(files, {
      'stops.txt': `\uFEFFstop_id,stop_name,stop_lat,stop_lon\r\nS1,"民治, ""东"" 站",22.6223,114.0357\r\nS2,"深圳北站\r\n东广场",22.6118,114.0241\r\n`,
      'routes.txt': 'route_id,route_short_name,route_desc,route_type,udian_price_cents,extra_column\r\nK,K1,"早班,\n直达",3,400,x\r\n',
      'feed_info.txt': 'feed_publisher_name\nsomeone\n',
    });
    await importGtfs(db, folder);
    const names = await db.selectFrom('stations').select(['external_id', 'name']).where('external_id', 'in', ['S1', 'S2']).orderBy('external_id').execute();
    expect(names).toEqual([
      { external_id: 'S1', name: '民治, "东" 站' },
      { external_id: 'S2', name: '深圳北站\r\n东广场' },
    ]);
    const line = await db.selectFrom('lines').select('description').where('external_id', '=', 'K').executeTakeFirstOrThrow();
    expect(line.description).toBe('早班,\n直达');
  });

  it('imports a service that never runs with a warning naming it: only removed dates, or no weekday in its range', async () => {
    const removedOnly = oneRoute({ 'calendar_dates.txt': ['service_id,date,exception_type', 'ONLY,20261001,2'] });
    delete removedOnly['calendar.txt'];
    expect((await importGtfs(db, writeFeed(removedOnly))).warnings).toEqual([['servicesNeverRun', { count: 1, services: 'ONLY' }]]);

    // 2026-11-30 is a Monday, 2026-12-05 a Saturday: a Sunday service never falls in the range.
    const noSunday = oneRoute({
      'calendar.txt': ['service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date', 'ONLY,0,0,0,0,0,0,1,20261130,20261205'],
    });
    expect((await importGtfs(db, writeFeed(noSunday))).warnings).toEqual([['servicesNeverRun', { count: 1, services: 'ONLY' }]]);

    // A Saturday in the range runs: no warning.
    const saturday = oneRoute({
      'calendar.txt': ['service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date', 'ONLY,0,0,0,0,0,1,0,20261130,20261205'],
    });
    expect((await importGtfs(db, writeFeed(saturday))).warnings).toEqual([]);
  });

  it('refuses a feed without calendar.txt and calendar_dates.txt', async () => {
    const files = oneRoute({});
    delete files['calendar.txt'];
    const error = await importGtfs(db, writeFeed(files)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GtfsFeedRefused);
    expect((error as GtfsFeedRefused).problems.map((p) => [p.file, p.line, p.problem[0]])).toEqual([['calendar.txt', null, 'noCalendar']]);
  });
});

describe('an invalid feed', () => {
  const counts = async () => ({
    lines: (await db.selectFrom('lines').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    stations: (await db.selectFrom('stations').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    trips: (await db.selectFrom('trips').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
  });

  it('is refused whole with every problem, each with its file and line', async () => {
    const before = await counts();
    const files = base({
      'stops.txt': [
        'stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station',
        'S1,民治,22.6223,114.0357,0,',
        'S2,深圳北站,95.1,114.0241,0,',
        'S3,塘朗,22.5860,113.9930,0,S1',
        'S9,新站,22.5432,113.9481,0,',
      ],
      'routes.txt': ['route_id,route_short_name,route_type,udian_price_cents', 'V,V1,3,400'],
      'trips.txt': ['route_id,service_id,trip_id,direction_id', 'V,WK,V-1,0', 'NOPE,WK,V-2,0', 'V,WK,V-3,2'],
      'stop_times.txt': [STOP_TIMES, 'V-1,07:00:00,07:00:00,S1,1', 'V-1,07:65:00,07:65:00,S9,2'],
    });
    const error = await importGtfs(db, writeFeed(files)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GtfsFeedRefused);
    const refused = error as GtfsFeedRefused;
    expect(refused.problems.map((p) => [p.file, p.line, p.reason])).toEqual([
      ['stops.txt', 3, 'stop_lat 95.1 is out of range (-90..90)'],
      ['stops.txt', 4, 'parent_station "S1" is not a station (a stops.txt row with location_type 1)'],
      ['trips.txt', 3, 'unknown route_id "NOPE"'],
      ['trips.txt', 4, 'direction_id 2 is out of range (0..1)'],
      ['stop_times.txt', 3, 'departure_time "07:65:00" is not a time HH:MM:SS'],
    ]);
    expect(refused.more).toBe(0);
    expect(refused.message.split('\n')).toEqual([
      'GTFS feed refused, nothing was changed: 5 problem(s) found',
      '  stops.txt line 3: stop_lat 95.1 is out of range (-90..90)',
      '  stops.txt line 4: parent_station "S1" is not a station (a stops.txt row with location_type 1)',
      '  trips.txt line 3: unknown route_id "NOPE"',
      '  trips.txt line 4: direction_id 2 is out of range (0..1)',
      '  stop_times.txt line 3: departure_time "07:65:00" is not a time HH:MM:SS',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('names a stop in a city that does not exist in the same refusal as the rest', async () => {
    const files = base({
      'stops.txt': ['stop_id,stop_name,stop_lat,stop_lon,udian_city_id', 'S1,民治,22.6223,114.0357,110000', 'S2,深圳北站,22.6118,114.0241,'],
      'routes.txt': ['route_id,route_short_name,route_type,udian_price_cents', 'V,V1,3,400'],
      'trips.txt': ['route_id,service_id,trip_id', 'V,WK,V-1', 'V,NONE,V-2'],
      'stop_times.txt': [STOP_TIMES, ...calls('V-1', 420, ['S1', 'S2']), ...calls('V-2', 450, ['S1', 'S2'])],
    });
    const error = (await importGtfs(db, writeFeed(files)).catch((e: unknown) => e)) as GtfsFeedRefused;
    expect(error.problems.map((p) => p.message)).toEqual([
      'stops.txt line 2: udian_city_id 110000 is not a city in the cities table',
      'trips.txt line 3: unknown service_id "NONE" (not in calendar.txt or calendar_dates.txt)',
    ]);
  });

  it('lists the first 100 problems and counts the rest', async () => {
    const files = base({
      'routes.txt': ['route_id,route_short_name,route_type,udian_price_cents', 'V,V1,3,400'],
      'trips.txt': ['route_id,service_id,trip_id', 'V,WK,V-1'],
      'stop_times.txt': [STOP_TIMES, ...Array.from({ length: 130 }, (_, i) => `V-1,07:00:00,07:00:00,NOWHERE,${i + 1}`)],
    });
    const error = (await importGtfs(db, writeFeed(files)).catch((e: unknown) => e)) as GtfsFeedRefused;
    expect(error.problems).toHaveLength(100);
    expect(error.problems[99]).toMatchObject({ file: 'stop_times.txt', line: 101 });
    // 130 unknown stops; the trip they damaged is not reported again for having no stop times.
    expect(error.more).toBe(30);
    expect(error.message.split('\n').at(-1)).toBe('  …and 30 more problem(s) not listed');
    expect(error.describeAll('zh').split('\n')[0]).toBe('GTFS 数据有误，未做任何更改（共发现 130 处问题）');
  });
});
