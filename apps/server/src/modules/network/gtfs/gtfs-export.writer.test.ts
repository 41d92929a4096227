import { describe, expect, it } from 'vitest';
import { exportFares } from './gtfs-export.fares';
import type { ExportLineRow, ExportLineStopRow } from './gtfs-export.repository';
import { gtfsTime, toCsv } from './gtfs-export.writer';

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
