import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buy, departureOf, seatsSold, type Buyer } from '../../../test/buying-helpers';
import { paySandbox } from '../../../test/payment-helpers';

/**
 * Fares between stops and unpriced lines (decision 062): M101 gets fares between some of its stops, M102 is
 * unpriced. The quote and the order charge the pair's fare; an unpriced pair or line is refused at both, with
 * nothing written.
 */

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
  const { db } = b.t.database;
  const { m101, m102 } = b.network.lines;
  // M101: 市民中心 0, 会展中心 1, 车公庙 2 board; 3 and 4 alight only. No fare from 1 to 3.
  await db
    .insertInto('line_fares')
    .values([
      { line_id: m101, board_seq: 0, alight_seq: 3, price_cents: 600 },
      { line_id: m101, board_seq: 0, alight_seq: 4, price_cents: 1200 },
      { line_id: m101, board_seq: 1, alight_seq: 4, price_cents: 1100 },
    ])
    .execute();
  await db.updateTable('lines').set({ price_cents: 600 }).where('id', '=', m101).execute();
  await db.updateTable('lines').set({ is_priced: false, price_cents: 0 }).where('id', '=', m102).execute();
});
afterAll(async () => b.t.close());

const choiceOn = async (lineId: number, offset: number, boardSeq: number, alightSeq: number) => ({
  lineId: String(lineId),
  departureIds: [String(await departureOf(b, lineId, offset, lineId === b.network.lines.m101 ? 480 : undefined))],
  boardSeq,
  alightSeq,
});

const ordersOf = (buyer: Buyer) => b.t.database.db.selectFrom('orders').select(['id']).where('user_id', '=', Number(buyer.userId)).execute();

describe('a line with fares between stops', () => {
  it('quotes and charges the fare of the chosen pair, for two different pairs, with coupons on top', async () => {
    for (const [phone, board, alight, fare] of [
      ['13800006201', 0, 3, 600],
      ['13800006202', 1, 4, 1100],
    ] as const) {
      const buyer = await b.buyer(phone, 2);
      const choice = await choiceOn(b.network.lines.m101, 1, board, alight);
      const { quote, created } = await buy(b, buyer, choice);
      expect(quote.meta.code).toBe(1);
      expect(quote.data.dates[0]).toMatchObject({ unitPriceCents: fare, subtotalCents: fare * 2 });
      expect(quote.data.totalCents).toBe(fare * 2);
      expect(quote.data.discountCents).toBeGreaterThan(0);
      expect(created.meta.code).toBe(1);
      expect(created.data).toMatchObject({ totalCents: fare * 2, payableCents: quote.data.payableCents });
      await paySandbox(b, buyer, created.data.orderNo);
      const order = await b.t.database.db.selectFrom('orders').select(['id', 'status', 'total_cents']).where('order_no', '=', created.data.orderNo).executeTakeFirstOrThrow();
      expect(order).toMatchObject({ status: 'paid', total_cents: fare * 2 });
      const tickets = await b.t.database.db.selectFrom('tickets').select('price_cents').where('order_id', '=', order.id).execute();
      expect(tickets.map((t) => t.price_cents)).toEqual([fare, fare]);
    }
  });

  it('refuses a pair without a fare at the quote and the order, writing nothing', async () => {
    const buyer = await b.buyer('13800006203', 1);
    const choice = await choiceOn(b.network.lines.m101, 5, 1, 3);
    const before = await seatsSold(b, choice.departureIds);
    const quote = await b.call('POST', '/order/price/query', { headers: buyer.headers, body: { ...choice, passengerCount: 1 } });
    expect(quote.meta).toMatchObject({ code: 2412, desc: '该区间暂未定价，请选择其他上下车站点' });
    const created = await b.call('POST', '/order/create', {
      headers: buyer.headers,
      body: { ...choice, passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 800 },
    });
    expect(created.meta.code).toBe(2412);
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
  });
});

describe('an unpriced line', () => {
  it('is refused at the quote and the order with 暂未定价, writing nothing', async () => {
    const buyer = await b.buyer('13800006204', 1);
    const choice = await choiceOn(b.network.lines.m102, 2, 0, 2);
    const before = await seatsSold(b, choice.departureIds);
    const quote = await b.call('POST', '/order/price/query', { headers: buyer.headers, body: { ...choice, passengerCount: 1 } });
    expect(quote.meta).toMatchObject({ code: 2411, desc: '该线路暂未定价，暂不售票，请稍后再来' });
    const created = await b.call('POST', '/order/create', {
      headers: buyer.headers,
      body: { ...choice, passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 0 },
    });
    expect(created.meta.code).toBe(2411);
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
  });
});
