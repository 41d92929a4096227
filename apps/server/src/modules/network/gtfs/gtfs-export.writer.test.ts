import { describe, expect, it } from 'vitest';
import { exportFares } from './gtfs-export.fares';
import type { ExportLineRow, ExportLineStopRow, ExportNetworkRows } from './gtfs-export.repository';
import { gtfsTime, toCsv, writeGtfsFeed } from './gtfs-export.writer';

const line = (id: number, patch: Partial<ExportLineRow> = {}): ExportLineRow => ({
  id,
  external_id: `L${id}`,
  agency_id: null,
  code: `L${id}`,
  name: `线路${id}`,
  type: 'commute',
  price_cents: 1000,
  is_priced: true,
  accepts_transit_card: false,
  color: '',
  description: '',
  shape: null,
  reverse_line_id: null,
  route_group: 'R',
  route_rank: 0,
  direction_id: 0,
  ...patch,
});
const stopsOf = (lineId: number, stations: number[], patch: Partial<ExportLineStopRow>[] = []): ExportLineStopRow[] =>
  stations.map((station, i) => ({ line_id: lineId, seq: i + 1, station_id: station, minutes_from_start: i * 5, can_board: true, can_alight: true, ...patch[i] }));

describe('the CSV of the export', () => {
  it('quotes fields with commas, quotes or line breaks, and nothing else', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [['龙华, 早班', 'say "hi"', 'two\nlines', 'plain'], [null, 12, true, false]])).toBe(
      'a,b,c,d\r\n"龙华, 早班","say ""hi""","two\nlines",plain\r\n,12,1,0\r\n',
    );
  });

  it('writes times past midnight with hours past 24', () => {
    expect(gtfsTime(7 * 60 + 5)).toBe('07:05:00');
    expect(gtfsTime(24 * 60 + 15)).toBe('24:15:00');
    expect(gtfsTime(26 * 60)).toBe('26:00:00');
  });
});

describe('the fares of the export', () => {
  const stationIdOf = (id: number) => `S${id}`;

  it('prices a route by route_id when all its lines share one flat price', () => {
    const fares = exportFares({
      routes: [{ routeId: 'R', lines: [line(1), line(2, { route_rank: 1 })] }],
      stopsByLine: new Map([[1, stopsOf(1, [1, 2, 3])], [2, stopsOf(2, [3, 2, 1])]]),
      faresByLine: new Map(),
      stationIdOf,
    });
    expect(fares).toEqual({
      pricesCents: [1000],
      rules: [{ fareId: 'CNY-1000', routeId: 'R', originId: '', destinationId: '' }],
      zoneStopIds: new Set(),
      routePrices: new Map([['R', 1000]]),
    });
  });

  it('prices by stop pairs when a route mixes prices, pair fares and an unpriced line', () => {
    const fares = exportFares({
      routes: [
        {
          routeId: 'R',
          lines: [
            line(1),
            line(2, { price_cents: 600, route_rank: 1 }),
            line(3, { is_priced: false, route_rank: 2 }),
            line(4, { direction_id: 1, route_rank: 3 }),
          ],
        },
      ],
      stopsByLine: new Map([
        [1, stopsOf(1, [1, 2, 3], [{ can_alight: false }, {}, { can_board: false }])],
        [2, stopsOf(2, [1, 2])],
        [3, stopsOf(3, [1, 3])],
        [4, stopsOf(4, [3, 2, 1])],
      ]),
      faresByLine: new Map([[4, [{ line_id: 4, board_seq: 1, alight_seq: 3, price_cents: 1200 }, { line_id: 4, board_seq: 2, alight_seq: 3, price_cents: 500 }]]]),
      stationIdOf,
    });
    expect(fares.routePrices.size).toBe(0);
    expect(fares.pricesCents).toEqual([500, 600, 1000, 1200]);
    expect(fares.rules.map((r) => `${r.fareId} ${r.originId}>${r.destinationId}`)).toEqual([
      // Line 1 sells 1>2, 1>3 and 2>3 at its flat price (nobody alights at 1, boards at 3).
      'CNY-1000 S1>S2',
      'CNY-1000 S1>S3',
      'CNY-1000 S2>S3',
      'CNY-600 S1>S2',
      // Line 3 has no price: no fare. Line 4 has its pair fares.
      'CNY-1200 S3>S1',
      'CNY-500 S2>S1',
    ]);
    expect(fares.zoneStopIds).toEqual(new Set(['S1', 'S2', 'S3']));
  });
});

describe('the files of the export', () => {
  const network = (): ExportNetworkRows => ({
    version: '7',
    changedAt: new Date('2026-11-01T00:00:00Z'),
    agencies: [{ id: 1, external_id: 'op', name: '测试巴士', url: '', phone: '' }],
    stations: [1, 2, 3].map((id) => ({ id, external_id: `S${id}`, city_id: 440300, name: `站${id}`, alias: '', lng: 114.03 + id / 100, lat: 22.6 })),
    lines: [
      // Made in the console: no agency, no route group.
      line(1, { route_group: null, agency_id: null, color: '#1677FF' }),
      // One stop only, and no trip: neither can be said in GTFS.
      line(2, { route_group: null }),
      line(3, { route_group: null }),
    ],
    stops: [...stopsOf(1, [1, 2, 3]), ...stopsOf(2, [1]), ...stopsOf(3, [2, 3])],
    services: [{ id: 1, external_id: 'WK', weekdays: 0b0011111, start_date: '2026-01-01', end_date: '2026-12-31', follows_cn_workdays: true }],
    exceptions: [],
    trips: [
      { external_id: 'T1', line_id: 1, service_id: 1, departure_minutes: 7 * 60, capacity: 45, headsign: '' },
      { external_id: 'T2', line_id: 2, service_id: 1, departure_minutes: 8 * 60, capacity: 45, headsign: '' },
    ],
    fares: [],
  });

  it('says the lines it can, under the first agency, and leaves out the files it has nothing for', () => {
    const files = writeGtfsFeed(network());
    expect([...files.keys()].sort()).toEqual([
      'agency.txt',
      'calendar.txt',
      'fare_attributes.txt',
      'fare_rules.txt',
      'feed_info.txt',
      'routes.txt',
      'stop_times.txt',
      'stops.txt',
      'trips.txt',
    ]);
    // An operator without a site still has an agency_url.
    expect(files.get('agency.txt')).toBe('agency_id,agency_name,agency_url,agency_timezone,agency_lang,agency_phone\r\nop,测试巴士,https://udianbus.example,Asia/Shanghai,zh,\r\n');
    expect(files.get('routes.txt')?.split('\r\n')[1]).toBe('L1,op,L1,线路1,,3,1677FF,commute,1000,0,0,');
    expect(files.get('calendar.txt')?.split('\r\n')[1]).toBe('WK,1,1,1,1,1,0,0,20260101,20261231,1');
    expect(files.get('stop_times.txt')?.split('\r\n').slice(1, 4)).toEqual(['T1,07:00:00,07:00:00,S1,1,0,0', 'T1,07:05:00,07:05:00,S2,2,0,0', 'T1,07:10:00,07:10:00,S3,3,0,0']);
    expect(files.get('feed_info.txt')?.split('\r\n')[1]).toBe('测试巴士,https://udianbus.example,zh,20260101,20261231,7');
  });
});
