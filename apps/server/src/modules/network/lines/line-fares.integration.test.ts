import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buy, departureOf } from '../../../test/buying-helpers';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { paySandbox } from '../../../test/payment-helpers';
import { readNetworkVersion } from './network-version';

/**
 * 设置票价 (decision 062): the operator's flat price puts an unpriced line on sale and replaces fares between stops;
 * departures still to leave carry it, tickets already held keep theirs.
 */

/** How long buying reuses a line's stops and fares (orders.service.ts SALE_LINE_TTL_MS), and a little more. */
const SALE_CACHE_MS = 2_100;

let b: BuyingApp;
let admin: OperatorClient;
let dispatcher: OperatorClient;
let service: OperatorClient;
beforeAll(async () => {
  b = await createBuyingApp();
  const { db } = b.t.database;
  admin = await operatorAs(b.t.app, db, 'admin');
  dispatcher = await operatorAs(b.t.app, db, 'dispatcher');
  service = await operatorAs(b.t.app, db, 'service');
  // M102 as an import leaves a feed priced in another currency: unpriced, its departures at 0.
  await db.updateTable('lines').set({ is_priced: false, price_cents: 0 }).where('id', '=', b.network.lines.m102).execute();
  await db.updateTable('departures').set({ price_cents: 0 }).where('line_id', '=', b.network.lines.m102).execute();
  await db
    .insertInto('line_fares')
    .values([
      { line_id: b.network.lines.m101, board_seq: 0, alight_seq: 3, price_cents: 600 },
      { line_id: b.network.lines.m101, board_seq: 1, alight_seq: 4, price_cents: 1100 },
    ])
    .execute();
});
afterAll(async () => b.t.close());

const setPrice = (who: OperatorClient, body: Record<string, unknown>) => opsCall(b.t.app, 'POST', '/network/line/price', { headers: who.writeHeaders, body });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const choiceOn = async (lineId: number, offset: number, boardSeq: number, alightSeq: number, minutes?: number) => ({
  lineId: String(lineId),
  departureIds: [String(await departureOf(b, lineId, offset, minutes))],
  boardSeq,
  alightSeq,
});

describe('the operator sets a line’s price', () => {
  it('puts an unpriced line on sale at it: its future departures carry it, the network version moves, the audit keeps it', async () => {
    const { db } = b.t.database;
    const lineId = b.network.lines.m102;
    const buyer = await b.buyer('13800006301', 1);
    const choice = await choiceOn(lineId, 2, 0, 2);
    const refused = await b.call('POST', '/order/price/query', { headers: buyer.headers, body: { ...choice, passengerCount: 1 } });
    expect(refused.meta.code).toBe(2411);

    const version = await readNetworkVersion(db);
    const set = await setPrice(dispatcher, { lineId: String(lineId), priceCents: 900 });
    expect(set.meta.code).toBe(1);
    expect(set.data).toMatchObject({ lineId: String(lineId), priceCents: 900 });
    expect(set.data.departuresRepriced).toBeGreaterThan(0);
    expect(Number(await readNetworkVersion(db))).toBeGreaterThan(Number(version));
    const line = await db.selectFrom('lines').select(['is_priced', 'price_cents']).where('id', '=', lineId).executeTakeFirstOrThrow();
    expect(line).toEqual({ is_priced: true, price_cents: 900 });
    const future = await db.selectFrom('departures').select('price_cents').where('line_id', '=', lineId).where('departs_at', '>', b.clock.now).execute();
    expect(future.length).toBe(set.data.departuresRepriced);
    expect(new Set(future.map((d) => d.price_cents))).toEqual(new Set([900]));
    // The read model was rebuilt with the network version: the line page says so at once.
    const detail = await b.call('GET', '/line/detail/query', { headers: buyer.headers, query: { lineId: String(lineId) } });
    expect(detail.data.line).toMatchObject({ isPriced: true, hasStopFares: false, priceCents: 900 });

    await sleep(SALE_CACHE_MS);
    const { quote, created } = await buy(b, buyer, choice, { coupon: null });
    expect(quote.data).toMatchObject({ totalCents: 900, payableCents: 900 });
    expect(created.meta.code).toBe(1);
    await paySandbox(b, buyer, created.data.orderNo);
    const paid = await db.selectFrom('orders').select(['status', 'payable_cents']).where('order_no', '=', created.data.orderNo).executeTakeFirstOrThrow();
    expect(paid).toEqual({ status: 'paid', payable_cents: 900 });

    const audit = await opsCall(b.t.app, 'GET', '/audit', { headers: admin.readHeaders, query: { action: 'line.price' } });
    expect(audit.data.items[0]).toMatchObject({
      operatorUsername: 'test-dispatcher',
      actionLabel: '设置线路票价',
      targetId: String(lineId),
      before: { isPriced: false },
      after: { isPriced: true, priceCents: 900 },
    });
    expect(audit.data.items[0].summary).toContain('票价设为 9.00 元（原暂未定价');
  });

  it('replaces fares between stops: a held order keeps its pair fare, every pair then sells at the flat price', async () => {
    const { db } = b.t.database;
    const lineId = b.network.lines.m101;
    const early = await b.buyer('13800006302', 1);
    const held = await buy(b, early, await choiceOn(lineId, 1, 0, 3, 480), { coupon: null });
    expect(held.created.data).toMatchObject({ totalCents: 600, status: 'pending' });

    const before = await b.call('GET', '/line/detail/query', { headers: early.headers, query: { lineId: String(lineId) } });
    expect(before.data.line).toMatchObject({ isPriced: true, hasStopFares: true });
    expect((await setPrice(admin, { lineId: String(lineId), priceCents: 1000 })).meta.code).toBe(1);
    expect(await db.selectFrom('line_fares').select('board_seq').where('line_id', '=', lineId).execute()).toEqual([]);
    const heldTickets = await db
      .selectFrom('tickets as t')
      .innerJoin('orders as o', 'o.id', 't.order_id')
      .select(['t.price_cents', 'o.payable_cents'])
      .where('o.order_no', '=', held.created.data.orderNo)
      .execute();
    expect(heldTickets).toEqual([{ price_cents: 600, payable_cents: 600 }]);

    await sleep(SALE_CACHE_MS);
    const later = await b.buyer('13800006303', 1);
    for (const [board, alight] of [[0, 3], [1, 3], [2, 4]] as const) {
      const quote = await b.call('POST', '/order/price/query', { headers: later.headers, body: { ...(await choiceOn(lineId, 5, board, alight, 480)), passengerCount: 1, userCouponId: null } });
      expect(quote.data.totalCents).toBe(1000);
    }
    // The departures already gone keep the price they ran at.
    const gone = await db.selectFrom('departures').select('price_cents').where('line_id', '=', lineId).where('departs_at', '<=', b.clock.now).execute();
    expect(gone.every((d) => d.price_cents === 800)).toBe(true);
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM departures WHERE line_id = ${lineId} AND departs_at > ${b.clock.now} AND price_cents <> 1000`.execute(db)).rows[0]!.n)).toBe(0);
  });

  it('refuses a role without the right, an unknown line and a price out of range, in Chinese', async () => {
    const lineId = String(b.network.lines.s301);
    expect((await setPrice(service, { lineId, priceCents: 500 })).meta.code).toBe(4003);
    expect((await setPrice(admin, { lineId: '999999', priceCents: 500 })).meta).toMatchObject({ code: 1004, desc: '线路不存在' });
    const zero = await setPrice(admin, { lineId, priceCents: 0 });
    expect(zero.meta.code).toBe(1001);
    expect(zero.meta.desc).toContain('票价须大于 0 元');
    expect((await setPrice(admin, { lineId, priceCents: 12.5 })).meta.desc).toContain('票价最多精确到分');
  });
});
