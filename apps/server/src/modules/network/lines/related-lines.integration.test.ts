import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLineNetworkApp, type LineNetworkApp } from '../../../test/line-network-app';

/**
 * Related lines with GTFS route groups (decisions 061, 062): the lines of the same route first by rank, then the
 * reverse, then lines sharing stops; and what summaries say of prices.
 */

let n: LineNetworkApp;
beforeAll(async () => {
  n = await createLineNetworkApp();
  const { db } = n.t.database;
  const { m101, m102, e201, s301 } = n.network.lines;
  // M101, E201 and S301 came from one route: S301 ranks before E201. M102 is M101's reverse, unpriced.
  for (const [id, rank] of [[m101, 0], [e201, 2], [s301, 1]] as const) {
    await db.updateTable('lines').set({ route_group: 'R1', route_rank: rank }).where('id', '=', id).execute();
  }
  await db.updateTable('lines').set({ is_priced: false, price_cents: 0 }).where('id', '=', m102).execute();
  await db.insertInto('line_fares').values({ line_id: s301, board_seq: 0, alight_seq: 2, price_cents: 500 }).execute();
});
afterAll(() => n.t.close());

type Summary = { lineCode: string; isPriced: boolean; hasStopFares: boolean; priceCents: number };

describe('related lines', () => {
  it('puts the lines of the same route first by rank, then the reverse, then lines sharing stops, each once', async () => {
    const res = await n.get<{ lines: Summary[] }>('/line/related/query', { lineId: n.network.lines.m101 });
    expect(res.data!.lines.map((l) => l.lineCode)).toEqual(['S301', 'E201', 'M102']);
  });

  it('tells an unpriced line and a line with fares between stops in every summary', async () => {
    const res = await n.get<{ lines: Summary[] }>('/line/related/query', { lineId: n.network.lines.m101 });
    const byCode = Object.fromEntries(res.data!.lines.map((l) => [l.lineCode, l]));
    expect(byCode.M102).toMatchObject({ isPriced: false, hasStopFares: false, priceCents: 0 });
    expect(byCode.S301).toMatchObject({ isPriced: true, hasStopFares: true });
    expect(byCode.E201).toMatchObject({ isPriced: true, hasStopFares: false });
  });

  it('without a route group keeps the reverse first', async () => {
    const res = await n.get<{ lines: Summary[] }>('/line/related/query', { lineId: n.network.lines.m102 });
    expect(res.data!.lines[0]!.lineCode).toBe('M101');
  });
});
