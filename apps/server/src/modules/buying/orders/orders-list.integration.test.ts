import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buyingServices, m101Choice, mustBuy, type Buyer } from '../../../test/buying-helpers';

/** My orders by tab with paging, an order's detail, order again, and the lines suggested after buying. */

let b: BuyingApp;
let services: ReturnType<typeof buyingServices>;
beforeAll(async () => {
  b = await createBuyingApp();
  services = buyingServices(b);
});
afterAll(async () => b.t.close());

type Listed = { orders: { orderNo: string; status: string }[]; page: number; hasMore: boolean };
const list = async (buyer: Buyer, query: Record<string, string> = {}) => (await b.call<Listed>('GET', '/order/list', { headers: buyer.headers, query })).data!;

describe('my orders', () => {
  let buyer: Buyer;
  const no: Record<'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded', string> = { pending: '', paid: '', cancelled: '', expired: '', refunded: '' };

  beforeAll(async () => {
    buyer = await b.buyer('13800005001', 1);
    no.expired = (await mustBuy(b, buyer, await m101Choice(b, [7]))).orderNo;
    b.clock.advance(11);
    await services.expiry.sweep();
    no.pending = (await mustBuy(b, buyer, await m101Choice(b, [1]))).orderNo;
    no.paid = (await mustBuy(b, buyer, await m101Choice(b, [5]))).orderNo;
    await services.markPaid(no.paid);
    no.cancelled = (await mustBuy(b, buyer, await m101Choice(b, [6]))).orderNo;
    await b.call('POST', '/order/cancel', { headers: buyer.headers, body: { orderNo: no.cancelled } });
    no.refunded = (await mustBuy(b, buyer, await m101Choice(b, [8]))).orderNo;
    await services.markPaid(no.refunded);
    await services.markRefunded(no.refunded);
  });

  it('lists every order, newest first, on the default tab', async () => {
    const all = await list(buyer);
    expect(all.orders.map((o) => o.orderNo)).toEqual([no.refunded, no.cancelled, no.paid, no.pending, no.expired]);
    expect(all.orders.map((o) => o.status)).toEqual(['refunded', 'cancelled', 'paid', 'pending', 'expired']);
    expect(all).toMatchObject({ page: 1, hasMore: false });
    expect((await list(buyer, { tab: 'all' })).orders).toHaveLength(5);
  });

  it.each([
    ['pending', ['pending']],
    ['paid', ['paid']],
    ['closed', ['cancelled', 'expired']],
    ['refunded', ['refunded']],
  ] as const)('tab %s shows %j', async (tab, statuses) => {
    const res = await list(buyer, { tab });
    expect(res.orders.map((o) => o.orderNo)).toEqual(statuses.map((s) => no[s]));
  });

  it('pages with hasMore', async () => {
    const pages = [];
    for (const page of ['1', '2', '3', '4']) pages.push(await list(buyer, { page, pageSize: '2' }));
    expect(pages.map((p) => p.orders.map((o) => o.orderNo))).toEqual([[no.refunded, no.cancelled], [no.paid, no.pending], [no.expired], []]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false, false]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    const closed = await list(buyer, { tab: 'closed', pageSize: '1' });
    expect(closed).toMatchObject({ hasMore: true, orders: [{ orderNo: no.cancelled }] });
  });

  it('shows no one else’s orders', async () => {
    const other = await b.buyer('13800005002', 1);
    expect(await list(other)).toEqual({ orders: [], page: 1, hasMore: false });
  });
});

describe('order detail', () => {
  it('shows the line, stops with their times, dates, tickets, coupon and deadline', async () => {
    const buyer = await b.buyer('13800005011', 2);
    const choice = { ...(await m101Choice(b, [5, 1])), boardSeq: 1, alightSeq: 4 };
    const created = await mustBuy(b, buyer, choice);
    const res = await b.call('GET', '/order/detail', { headers: buyer.headers, query: { orderNo: created.orderNo } });
    expect(res.meta.code).toBe(1);
    const order = res.data;
    expect(order).toEqual(created);
    expect(order).toMatchObject({
      orderNo: created.orderNo,
      status: 'pending',
      line: { lineId: String(b.network.lines.m101), lineCode: 'M101', lineName: '福田—南山通勤快线' },
      board: { seq: 1, stationId: String(b.network.stations.convention), name: '会展中心', time: '08:05' },
      alight: { seq: 4, stationId: String(b.network.stations.bayPark), name: '深圳湾公园', time: '08:40' },
      dates: [b.network.day(1), b.network.day(5)],
      time: '08:00',
      passengerCount: 2,
      totalCents: 3200,
      discountCents: 640,
      payableCents: 2560,
      coupon: { name: '周末八折券' },
      createdAt: b.clock.now.toISOString(),
      expiresAt: new Date(b.clock.now.getTime() + 10 * 60_000).toISOString(),
      paidAt: null,
      closedAt: null,
      closeReason: null,
      paymentChannel: null,
      refunds: [],
    });
    expect(order.tickets.map((t: { serviceDate: string; passengerName: string }) => [t.serviceDate, t.passengerName])).toEqual([
      [b.network.day(1), '乘客甲'],
      [b.network.day(1), '乘客乙'],
      [b.network.day(5), '乘客甲'],
      [b.network.day(5), '乘客乙'],
    ]);
    expect(order.tickets[0]).toMatchObject({
      departureId: choice.departureIds[1],
      time: '08:00',
      departsAt: new Date(`${b.network.day(1)}T08:00:00+08:00`).toISOString(),
      passengerId: buyer.passengerIds[0],
      priceCents: 800,
      status: 'pending',
    });
    expect(order.tickets[0].passengerIdNumber).not.toContain('19491231');
  });

  it('answers 1004 for an order number nobody has', async () => {
    const buyer = await b.buyer('13800005012', 1);
    const res = await b.call('GET', '/order/detail', { headers: buyer.headers, query: { orderNo: 'UD20200101000000010000' } });
    expect(res.meta).toMatchObject({ code: 1004, desc: '订单不存在' });
  });
});

describe('order again', () => {
  it('moves the choice to the coming dates with seats, as many as the order had, with the passengers still on the account', async () => {
    const buyer = await b.buyer('13800005021', 2);
    const order = await mustBuy(b, buyer, { ...(await m101Choice(b, [6, 7])), boardSeq: 2, alightSeq: 4 });
    // The second passenger leaves the account (moved to another one: tickets keep passenger rows alive).
    const elsewhere = await b.t.loginAs('13800005022');
    await b.t.database.db.updateTable('passengers').set({ user_id: Number(elsewhere.userId) }).where('id', '=', Number(buyer.passengerIds[1])).execute();
    const res = await b.call('GET', '/ticket/orderAgain', { headers: buyer.headers, query: { orderNo: order.orderNo } });
    expect(res.meta.code).toBe(1);
    // Day 2 is sold out, day 3 a holiday without departures, day 4's 08:00 run is cancelled.
    expect(res.data).toEqual({
      lineId: String(b.network.lines.m101),
      time: '08:00',
      boardSeq: 2,
      alightSeq: 4,
      passengerIds: [buyer.passengerIds[0]],
      dates: [b.network.day(1), b.network.day(5)],
    });
  });

  it('keeps the 07:30 time and skips dates without enough seats for the passengers', async () => {
    const buyer = await b.buyer('13800005023', 1);
    const order = await mustBuy(b, buyer, await m101Choice(b, [1], 450)); // takes day 1's last 07:30 seat
    const res = await b.call('GET', '/ticket/orderAgain', { headers: buyer.headers, query: { orderNo: order.orderNo } });
    expect(res.data).toMatchObject({ time: '07:30', passengerIds: buyer.passengerIds, dates: [b.network.day(4)] });
  });

  it('skips dates on which a rider already rides the line, paid or held, and the choice it answers can be bought', async () => {
    const buyer = await b.buyer('13800005025', 2);
    const [first, second] = buyer.passengerIds as [string, string];
    const paid = await mustBuy(b, buyer, await m101Choice(b, [5, 6]));
    await services.markPaid(paid.orderNo);
    // The first rider holds day 7 (unpaid, hold running), and the 07:30 run of day 9: another time, same line.
    await mustBuy(b, buyer, await m101Choice(b, [7]), { passengerIds: [first] });
    await mustBuy(b, buyer, await m101Choice(b, [9], 450), { passengerIds: [first] });
    // The second rider's hold on day 1 has lapsed (not swept yet), and day 8 was cancelled: neither counts.
    const lapsed = await mustBuy(b, buyer, await m101Choice(b, [1]), { passengerIds: [second] });
    await b.t.database.db.updateTable('orders').set({ expires_at: new Date(b.clock.now.getTime() - 1000) }).where('order_no', '=', lapsed.orderNo).execute();
    const cancelled = await mustBuy(b, buyer, await m101Choice(b, [8]), { passengerIds: [first] });
    expect((await b.call('POST', '/order/cancel', { headers: buyer.headers, body: { orderNo: cancelled.orderNo } })).meta.code).toBe(1);

    const res = await b.call('GET', '/ticket/orderAgain', { headers: buyer.headers, query: { orderNo: paid.orderNo } });
    expect(res.data).toMatchObject({ time: '08:00', passengerIds: [first, second], dates: [b.network.day(1), b.network.day(8)] });
    // What the buying page then submits goes through.
    const again = await mustBuy(b, buyer, await m101Choice(b, [1, 8]));
    expect(again.dates).toEqual([b.network.day(1), b.network.day(8)]);
  });

  it('leaves out dates whose departure has left', async () => {
    const buyer = await b.buyer('13800005024', 1);
    const order = await mustBuy(b, buyer, await m101Choice(b, [5, 6, 7]));
    const saved = b.clock.now;
    b.clock.now = new Date(`${b.network.day(1)}T08:30:00+08:00`);
    try {
      const res = await b.call('GET', '/ticket/orderAgain', { headers: buyer.headers, query: { orderNo: order.orderNo } });
      expect(res.data.dates).toEqual([5, 6, 7].map(b.network.day));
    } finally {
      b.clock.now = saved;
    }
  });
});

describe('after buying: recommended lines', () => {
  it('puts the return line M102 first', async () => {
    const buyer = await b.buyer('13800005031', 1);
    const order = await mustBuy(b, buyer, await m101Choice(b, [9]));
    const res = await b.call('GET', '/line/orderSuccess/recommend', { headers: buyer.headers, query: { orderNo: order.orderNo } });
    expect(res.meta.code).toBe(1);
    expect(res.data.lines[0]).toMatchObject({ lineId: String(b.network.lines.m102), lineCode: 'M102', lineName: '南山—福田通勤快线' });
    expect(res.data.lines.map((l: { lineCode: string }) => l.lineCode)).not.toContain('M101');
  });
});
