import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buyingServices, couponRow, m101Choice, mustBuy, seatsSold, ticketStatuses } from '../../../test/buying-helpers';

/**
 * An unpaid order holds its seats for ORDER_HOLD_MINUTES (10 by default), then expires and gives them back:
 * by the sweep the expiry job runs, or by the next buyer who finds the departure full. Cancelling gives
 * them back at once. The clock only moves forward in this file, so each test's orders are its own.
 */

let b: BuyingApp;
let services: ReturnType<typeof buyingServices>;
beforeAll(async () => {
  b = await createBuyingApp();
  services = buyingServices(b);
});
afterAll(async () => b.t.close());

const detail = async (headers: Record<string, string>, orderNo: string) => (await b.call('GET', '/order/detail', { headers, query: { orderNo } })).data;
const cancel = (headers: Record<string, string>, orderNo: string) => b.call('POST', '/order/cancel', { headers, body: { orderNo } });

describe('expiry', () => {
  it('holds the seats for 10 minutes by default', async () => {
    const buyer = await b.buyer('13800004001', 1);
    const order = await mustBuy(b, buyer, await m101Choice(b, [1]));
    expect(new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBe(10 * 60_000);
    expect(order.createdAt).toBe(b.clock.now.toISOString());
    expect((await cancel(buyer.headers, order.orderNo)).meta.code).toBe(1);
  });

  it('the sweep leaves an order alone before its deadline, then expires it: seats, tickets and coupon come back', async () => {
    await services.expiry.sweep(); // earlier tests' lapsed holds, so that the counts below are this test's
    const buyer = await b.buyer('13800004002', 2);
    const choice = await m101Choice(b, [5, 6]);
    const before = await seatsSold(b, choice.departureIds);
    const order = await mustBuy(b, buyer, choice);
    expect(order.coupon).not.toBeNull();

    b.clock.advance(9);
    expect(await services.expiry.sweep()).toBe(0);
    expect((await detail(buyer.headers, order.orderNo)).status).toBe('pending');

    b.clock.advance(2);
    expect(await services.expiry.sweep()).toBe(1);
    const expired = await detail(buyer.headers, order.orderNo);
    expect(expired).toMatchObject({ status: 'expired', closeReason: 'expired', closedAt: b.clock.now.toISOString() });
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
    expect(await ticketStatuses(b, order.orderNo)).toEqual(['released', 'released', 'released', 'released']);
    expect(await couponRow(b, order.coupon.userCouponId)).toEqual({ status: 'unused', order_id: null });
    const usable = await b.call('GET', '/coupon/listUserCoupon', { headers: buyer.headers });
    expect(usable.data.coupons.map((c: { userCouponId: string }) => c.userCouponId)).toContain(order.coupon.userCouponId);

    // Swept once only; the passengers may buy those departures again.
    expect(await services.expiry.sweep()).toBe(0);
    await mustBuy(b, buyer, choice);
  });

  it('an expired order cannot be cancelled (2406) and no longer counts towards the pending limit', async () => {
    const buyer = await b.buyer('13800004003', 1);
    const orders = [];
    for (const day of [1, 5, 6, 7, 8]) orders.push(await mustBuy(b, buyer, await m101Choice(b, [day]), { coupon: null }));
    b.clock.advance(11);
    // Lapsed but not yet swept: they no longer count.
    await mustBuy(b, buyer, await m101Choice(b, [9]), { coupon: null });
    await services.expiry.sweep();
    const res = await cancel(buyer.headers, orders[0]!.orderNo);
    expect(res.meta).toMatchObject({ code: 2406, desc: '订单状态已变化，请刷新后查看' });
  });

  it('the next buyer who finds a departure full sweeps its lapsed holds and gets the seat', async () => {
    const [first, second] = [await b.buyer('13800004004', 1), await b.buyer('13800004005', 1)];
    const choice = await m101Choice(b, [7], 450); // capacity 2, one sold by the fixture
    const held = await mustBuy(b, first, choice, { coupon: null });
    expect(await seatsSold(b, choice.departureIds)).toEqual({ [choice.departureIds[0]!]: 2 });

    const refused = await b.call('POST', '/order/create', {
      headers: second.headers,
      body: { ...choice, passengerIds: second.passengerIds, userCouponId: null, expectedPayableCents: 800 },
    });
    expect(refused.meta.code).toBe(2402);

    b.clock.advance(11); // the first order lapses; no sweep runs
    expect((await detail(first.headers, held.orderNo)).status).toBe('pending');
    const order = await mustBuy(b, second, choice, { coupon: null });
    expect(order.status).toBe('pending');
    expect((await detail(first.headers, held.orderNo)).status).toBe('expired');
    expect(await ticketStatuses(b, held.orderNo)).toEqual(['released']);
    expect(await seatsSold(b, choice.departureIds)).toEqual({ [choice.departureIds[0]!]: 2 });
  });

  it('a passenger whose hold lapsed (not yet swept) can buy that departure again at once', async () => {
    const buyer = await b.buyer('13800004010', 1);
    const choice = await m101Choice(b, [9, 10]);
    const before = await seatsSold(b, choice.departureIds);
    const lapsed = await mustBuy(b, buyer, choice, { coupon: null });
    b.clock.advance(11); // the waiting-paid countdown ends; the passenger goes back and buys again
    const again = await mustBuy(b, buyer, await m101Choice(b, [10]), { coupon: null });
    expect(again.status).toBe('pending');
    expect((await detail(buyer.headers, lapsed.orderNo)).status).toBe('expired');
    expect(await ticketStatuses(b, lapsed.orderNo)).toEqual(['released', 'released']);
    expect(await seatsSold(b, choice.departureIds)).toEqual({ [choice.departureIds[0]!]: before[choice.departureIds[0]!], [choice.departureIds[1]!]: before[choice.departureIds[1]!]! + 1 });
  });

  it('the buyer’s sweep takes only that departure’s lapsed holds', async () => {
    await services.expiry.sweep();
    const [elsewhere, first, second] = [await b.buyer('13800004006', 1), await b.buyer('13800004007', 1), await b.buyer('13800004008', 1)];
    const other = await mustBuy(b, elsewhere, await m101Choice(b, [10]), { coupon: null });
    const choice = await m101Choice(b, [8], 450);
    await mustBuy(b, first, choice, { coupon: null });
    b.clock.advance(11);
    await mustBuy(b, second, choice, { coupon: null });
    expect((await detail(elsewhere.headers, other.orderNo)).status).toBe('pending');
    expect(await services.expiry.sweep()).toBeGreaterThanOrEqual(1);
    expect((await detail(elsewhere.headers, other.orderNo)).status).toBe('expired');
  });
});

describe('sweeps at the same time', () => {
  it('two sweeps (two instances) expire each order once and give each seat back once', async () => {
    await services.expiry.sweep();
    const buyers = [await b.buyer('13800004021', 2), await b.buyer('13800004022', 2), await b.buyer('13800004023', 1)];
    const choice = await m101Choice(b, [5, 6]);
    const before = await seatsSold(b, choice.departureIds);
    const orders = [];
    for (const buyer of buyers) orders.push(await mustBuy(b, buyer, choice));
    b.clock.advance(11);
    const due = await b.t.database.db.selectFrom('orders').select('id').where('status', '=', 'pending').where('expires_at', '<=', b.clock.now).execute();
    expect(due.length).toBeGreaterThanOrEqual(3);
    const counts = await Promise.all([services.expiry.sweep(), services.expiry.sweep(), services.expiry.sweepDeparture(Number(choice.departureIds[0]))]);
    expect(counts.reduce((a, n) => a + n, 0)).toBe(due.length);
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
    for (const [i, order] of orders.entries()) {
      expect((await detail(buyers[i]!.headers, order.orderNo)).status).toBe('expired');
      expect(await couponRow(b, order.coupon.userCouponId)).toEqual({ status: 'unused', order_id: null });
    }
  });
});

describe('ORDER_HOLD_MINUTES', () => {
  it('sets how long seats are held', async () => {
    const short = await createBuyingApp({ ORDER_HOLD_MINUTES: '3' });
    try {
      const buyer = await short.buyer('13800004009', 1);
      const order = await mustBuy(short, buyer, await m101Choice(short, [1]));
      expect(new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBe(3 * 60_000);
      short.clock.advance(4);
      expect(await buyingServices(short).expiry.sweep()).toBe(1);
    } finally {
      await short.t.close();
    }
  });
});

describe('cancel', () => {
  it('cancels a pending order: seats and coupon come back at once; a second cancel answers 2406', async () => {
    const buyer = await b.buyer('13800004011', 2);
    const choice = await m101Choice(b, [9, 10]);
    const before = await seatsSold(b, choice.departureIds);
    const order = await mustBuy(b, buyer, choice);
    const res = await cancel(buyer.headers, order.orderNo);
    expect(res.meta.code).toBe(1);
    expect(res.data).toMatchObject({ orderNo: order.orderNo, status: 'cancelled', closeReason: 'passenger', closedAt: b.clock.now.toISOString() });
    expect(res.data.tickets.map((t: { status: string }) => t.status)).toEqual(['released', 'released', 'released', 'released']);
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
    expect(await couponRow(b, order.coupon.userCouponId)).toEqual({ status: 'unused', order_id: null });

    const twice = await cancel(buyer.headers, order.orderNo);
    expect(twice.meta).toMatchObject({ code: 2406, desc: '订单状态已变化，请刷新后查看' });
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
  });

  it('a paid order cannot be cancelled here (2406); its seats stay taken', async () => {
    const buyer = await b.buyer('13800004012', 1);
    const choice = await m101Choice(b, [9]);
    const order = await mustBuy(b, buyer, choice);
    await services.markPaid(order.orderNo);
    const seats = await seatsSold(b, choice.departureIds);
    expect((await cancel(buyer.headers, order.orderNo)).meta.code).toBe(2406);
    expect(await seatsSold(b, choice.departureIds)).toEqual(seats);
    expect((await detail(buyer.headers, order.orderNo)).status).toBe('paid');
  });

  it('another user’s order answers 1004 and stays as it was', async () => {
    const [owner, other] = [await b.buyer('13800004013', 1), await b.buyer('13800004014', 1)];
    const order = await mustBuy(b, owner, await m101Choice(b, [10]));
    const res = await cancel(other.headers, order.orderNo);
    expect(res.meta).toMatchObject({ code: 1004, desc: '订单不存在' });
    expect((await detail(owner.headers, order.orderNo)).status).toBe('pending');
  });

  it('two cancels at once: one succeeds, the other 2406, the seats come back once', async () => {
    const buyer = await b.buyer('13800004015', 1);
    const choice = await m101Choice(b, [5]);
    const before = await seatsSold(b, choice.departureIds);
    const order = await mustBuy(b, buyer, choice);
    const results = await Promise.all([cancel(buyer.headers, order.orderNo), cancel(buyer.headers, order.orderNo)]);
    expect(results.map((r) => r.meta.code).sort()).toEqual([1, 2406]);
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
  });
});
