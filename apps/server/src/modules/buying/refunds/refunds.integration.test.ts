import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { couponRow, isChineseDesc, m101Choice, mustBuy, seatsSold, type Buyer } from '../../../test/buying-helpers';
import { jsonNotification, postNotification, sandboxGateway } from '../../../test/payment-helpers';
import { createRefundRepository } from './refunds.repository';
import { atMinutesBefore, passengerRefundsOf, postRefund, quoteRefund, refundAsQuoted } from './refunds.test-helpers';

/** Passenger refunds through the sandbox gateway: quotes, tiers, partial and whole refunds, bad requests. */

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

let phone = 13800006000;

/** A new passenger's order on M101 at 08:00 on these fixture days, with the welcome coupon the quote applies, paid in the sandbox. */
const paidOrder = async (offsets: number[], riders = 1, options: { coupon?: null } = {}) => {
  const buyer = await b.buyer(String((phone += 1)), riders);
  const order = await mustBuy(b, buyer, await m101Choice(b, offsets), options);
  const started = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: `pay-${order.orderNo}`, body: { orderNo: order.orderNo, channel: 'sandbox' } });
  expect(started.meta.code).toBe(1);
  const notified = await postNotification(b, 'sandbox', jsonNotification(sandboxGateway(b).makeNotification({ outTradeNo: `${order.orderNo}S`, amountCents: order.payableCents })));
  expect(notified.statusCode).toBe(200);
  return { buyer, order: order as { orderNo: string; payableCents: number; tickets: { ticketId: string; departureId: string; serviceDate: string; departsAt: string }[]; coupon: { userCouponId: string } | null } };
};

const detail = (buyer: Buyer, orderNo: string) => b.call('GET', '/order/detail', { headers: buyer.headers, query: { orderNo } });
const idsOf = (tickets: { ticketId: string }[]) => tickets.map((t) => t.ticketId);

describe('the refund rule', () => {
  it('answers the default tiers and their text', async () => {
    const { headers } = await b.t.loginAs(String((phone += 1)));
    const rule = await b.call('GET', '/ticket/refundRule/query', { headers });
    expect(rule.meta.code).toBe(1);
    expect(rule.data).toMatchObject({
      lineId: null,
      tiers: [
        { minMinutesBefore: 1440, feePercent: 0 },
        { minMinutesBefore: 120, feePercent: 10 },
        { minMinutesBefore: 0, feePercent: 20 },
      ],
    });
    expect(rule.data.textLines).toContain('发车前 24 小时及以上退票，免收手续费');
    expect(rule.data.textLines).toContain('发车后不可退票');
  });

  it("answers a line's own tiers, the default for a line without, and not-found for no line", async () => {
    const { headers } = await b.t.loginAs(String((phone += 1)));
    const m102 = b.network.lines.m102;
    await b.t.database.db.insertInto('refund_rules').values([{ line_id: m102, min_minutes_before: 60, fee_percent: 5 }]).execute();
    const own = await b.call('GET', '/ticket/refundRule/query', { headers, query: { lineId: String(m102) } });
    expect(own.data).toMatchObject({ lineId: String(m102), tiers: [{ minMinutesBefore: 60, feePercent: 5 }] });
    expect(own.data.textLines.slice(0, 3)).toEqual(['发车前 1 小时及以上退票，收取实付票款 5% 的手续费', '发车前 1 小时内不可退票', '发车后不可退票']);
    const fallback = await b.call('GET', '/ticket/refundRule/query', { headers, query: { lineId: String(b.network.lines.m101) } });
    expect(fallback.data).toMatchObject({ lineId: String(b.network.lines.m101), tiers: [{ minMinutesBefore: 1440 }, { minMinutesBefore: 120 }, { minMinutesBefore: 0 }] });
    expect((await b.call('GET', '/ticket/refundRule/query', { headers, query: { lineId: '999999' } })).meta).toMatchObject({ code: 1004, desc: '线路不存在或已停运' });
    const bad = await b.call('GET', '/ticket/refundRule/query', { headers, query: { lineId: 'abc' } });
    expect(bad.meta.code).toBe(1001);
    expect(isChineseDesc(bad.meta.desc)).toBe(true);
  });

  it('keeps one tier per minimum per rule, the default rule included', async () => {
    const db = b.t.database.db;
    await expect(db.insertInto('refund_rules').values({ line_id: null, min_minutes_before: 120, fee_percent: 50 }).execute()).rejects.toThrow();
    await expect(db.insertInto('refund_rules').values({ line_id: null, min_minutes_before: 30, fee_percent: 101 }).execute()).rejects.toThrow();
  });
});

describe('the refund quote', () => {
  it("splits a coupon order's payable over its tickets, then quotes per ticket, per date and in total", async () => {
    // 3 dates × 1 rider at 8 元 = 24 元; the 5 元 welcome coupon leaves 19 元: 6.34 + 6.33 + 6.33.
    const { buyer, order } = await paidOrder([5, 6, 7]);
    expect(order.payableCents).toBe(1900);
    const all = await quoteRefund(b, buyer.headers, order.orderNo, idsOf(order.tickets));
    expect(all.meta.code).toBe(1);
    expect(all.data.tickets.map((t: { paidCents: number }) => t.paidCents)).toEqual([634, 633, 633]);
    expect(all.data.tickets.every((t: { feePercent: number; feeCents: number }) => t.feePercent === 0 && t.feeCents === 0)).toBe(true);
    expect(all.data.totalRefundCents).toBe(1900);
    expect(all.data.dates).toEqual(order.tickets.map((t, i) => ({ serviceDate: t.serviceDate, refundCents: [634, 633, 633][i] })));

    // The tickets asked in another order are quoted in that order; the dates stay ascending.
    const two = await quoteRefund(b, buyer.headers, order.orderNo, [order.tickets[2]!.ticketId, order.tickets[0]!.ticketId]);
    expect(two.data).toMatchObject({
      orderNo: order.orderNo,
      tickets: [
        { ticketId: order.tickets[2]!.ticketId, serviceDate: order.tickets[2]!.serviceDate, passengerName: '乘客甲', paidCents: 633, refundCents: 633 },
        { ticketId: order.tickets[0]!.ticketId, serviceDate: order.tickets[0]!.serviceDate, paidCents: 634, refundCents: 634 },
      ],
      dates: [{ serviceDate: order.tickets[0]!.serviceDate }, { serviceDate: order.tickets[2]!.serviceDate }],
      totalRefundCents: 1267,
    });
  });

  it('charges the tier of the time left before each departure, and closes at departure', async () => {
    const { buyer, order } = await paidOrder([8]);
    const [ticket] = order.tickets;
    const quoteAt = (minutes: number) => atMinutesBefore(b, ticket!.departsAt, minutes, () => quoteRefund(b, buyer.headers, order.orderNo, [ticket!.ticketId]));
    const paid = order.payableCents;
    expect(paid).toBe(300); // 8 元 − 5 元 coupon
    expect((await quoteAt(1440)).data.tickets[0]).toMatchObject({ paidCents: 300, feePercent: 0, feeCents: 0, refundCents: 300 });
    expect((await quoteAt(1439)).data.tickets[0]).toMatchObject({ feePercent: 10, feeCents: 30, refundCents: 270 });
    expect((await quoteAt(120)).data.tickets[0]).toMatchObject({ feePercent: 10, refundCents: 270 });
    expect((await quoteAt(119)).data.tickets[0]).toMatchObject({ feePercent: 20, feeCents: 60, refundCents: 240 });
    expect((await quoteAt(1)).data).toMatchObject({ totalRefundCents: 240 });
    for (const minutes of [0, -5]) {
      const closed = await quoteAt(minutes);
      expect(closed.meta).toMatchObject({ code: 2802, desc: `${ticket!.serviceDate} 08:00 的班次已发车，不能退票` });
    }
    // Refunding after departure is refused the same way, and changes nothing.
    const late = await atMinutesBefore(b, ticket!.departsAt, -5, () => postRefund(b, buyer.headers, { orderNo: order.orderNo, ticketIds: [ticket!.ticketId], expectedRefundCents: 240 }));
    expect(late.meta.code).toBe(2802);
    expect(await passengerRefundsOf(b, order.orderNo)).toEqual([]);
  });

  it('refuses tickets that are not valid and orders that are not paid', async () => {
    const { buyer, order } = await paidOrder([9], 2);
    const [first, second] = order.tickets;
    await b.t.database.db.updateTable('tickets').set({ status: 'used' }).where('id', '=', Number(first!.ticketId)).execute();
    const used = await quoteRefund(b, buyer.headers, order.orderNo, [first!.ticketId, second!.ticketId]);
    expect(used.meta).toMatchObject({ code: 2801, desc: `乘客甲 ${first!.serviceDate} 的车票已检票，不能退票` });

    const unpaid = await mustBuy(b, buyer, await m101Choice(b, [10]), { coupon: null });
    const pending = await quoteRefund(b, buyer.headers, unpaid.orderNo, idsOf(unpaid.tickets));
    expect(pending.meta).toMatchObject({ code: 2801, desc: '订单尚未支付，不能退票' });
  });
});

describe('refunding', () => {
  it('refunds one date of a two-date order exactly as quoted, then the rest: seats and coupon come back', async () => {
    const { buyer, order } = await paidOrder([5, 6]);
    expect(order.payableCents).toBe(1100);
    const [day5, day6] = order.tickets;
    const departures = [day5!.departureId, day6!.departureId];
    const seatsBefore = await seatsSold(b, departures);

    // Day 5 is ten hours away (10% fee); day 6 more than a day (free).
    const first = await atMinutesBefore(b, day5!.departsAt, 600, () => refundAsQuoted(b, buyer.headers, order.orderNo, [day5!.ticketId], 'refund-day5'));
    expect(first.quote.data).toMatchObject({ tickets: [{ paidCents: 550, feePercent: 10, feeCents: 55, refundCents: 495 }], totalRefundCents: 495 });
    expect(first.refund.meta.code).toBe(1);
    expect(first.refund.data.refund).toEqual({ outRefundNo: `${order.orderNo}SP1`, amountCents: 495, status: 'succeeded' });
    const afterOne = first.refund.data.order;
    expect(afterOne).toMatchObject({ orderNo: order.orderNo, status: 'paid', closedAt: null, refunds: [{ amountCents: 495, reason: 'passenger', status: 'succeeded' }] });
    expect(afterOne.tickets.map((t: { status: string }) => t.status)).toEqual(['refunded', 'valid']);
    expect(await passengerRefundsOf(b, order.orderNo)).toMatchObject([
      { out_refund_no: `${order.orderNo}SP1`, amount_cents: 495, status: 'succeeded', provider_refund_id: `SBXR${order.orderNo}SP1`, tickets: [{ ticketId: day5!.ticketId, amountCents: 495 }] },
    ]);
    expect(await seatsSold(b, departures)).toEqual({ [day5!.departureId]: seatsBefore[day5!.departureId]! - 1, [day6!.departureId]: seatsBefore[day6!.departureId]! });
    expect(await couponRow(b, order.coupon!.userCouponId)).toMatchObject({ status: 'used' });

    // The rest, an hour before day 5's bus leaves (25 hours before day 6's: free): nothing valid is left, so
    // the order is refunded and its coupon is the passenger's again.
    const rest = await atMinutesBefore(b, day6!.departsAt, 1500, () => refundAsQuoted(b, buyer.headers, order.orderNo, [day6!.ticketId], 'refund-day6'));
    expect(rest.refund.data.refund).toEqual({ outRefundNo: `${order.orderNo}SP2`, amountCents: 550, status: 'succeeded' });
    expect(rest.refund.data.order).toMatchObject({ status: 'refunded', closeReason: 'passenger', tickets: [{ status: 'refunded' }, { status: 'refunded' }] });
    expect(await seatsSold(b, departures)).toEqual({ [day5!.departureId]: seatsBefore[day5!.departureId]! - 1, [day6!.departureId]: seatsBefore[day6!.departureId]! - 1 });
    expect(await couponRow(b, order.coupon!.userCouponId)).toEqual({ status: 'unused', order_id: null });
    const shown = await detail(buyer, order.orderNo);
    expect(shown.data.refunds).toMatchObject([
      { amountCents: 495, reason: 'passenger', status: 'succeeded' },
      { amountCents: 550, reason: 'passenger', status: 'succeeded' },
    ]);
    // Nothing is left to refund.
    expect((await quoteRefund(b, buyer.headers, order.orderNo, [day6!.ticketId])).meta).toMatchObject({ code: 2801, desc: '订单已全部退款，没有可退的车票' });
  });

  it('refuses a changed amount with the new one, and changes nothing', async () => {
    const { buyer, order } = await paidOrder([7], 2, { coupon: null });
    const ids = idsOf(order.tickets);
    const seatsBefore = await seatsSold(b, [order.tickets[0]!.departureId]);
    const quote = await quoteRefund(b, buyer.headers, order.orderNo, ids);
    expect(quote.data.totalRefundCents).toBe(1600);
    const refused = await postRefund(b, buyer.headers, { orderNo: order.orderNo, ticketIds: ids, expectedRefundCents: 1700 });
    expect(refused).toMatchObject({ data: null, meta: { code: 2803, desc: '退款金额已变化，最新可退 16.00 元，请确认后再提交' } });
    expect((await detail(buyer, order.orderNo)).data).toMatchObject({ status: 'paid', refunds: [], tickets: [{ status: 'valid' }, { status: 'valid' }] });
    expect(await seatsSold(b, [order.tickets[0]!.departureId])).toEqual(seatsBefore);
    expect(await passengerRefundsOf(b, order.orderNo)).toEqual([]);
  });

  it("answers not-found for another passenger's order or ticket, and for unknown ones", async () => {
    const { buyer: owner, order } = await paidOrder([8]);
    const { buyer: other, order: otherOrder } = await paidOrder([8]);
    const ticketId = order.tickets[0]!.ticketId;
    const notFound = (meta: unknown, desc: string) => expect(meta).toMatchObject({ code: 1004, desc });
    notFound((await quoteRefund(b, other.headers, order.orderNo, [ticketId])).meta, '订单不存在');
    notFound((await postRefund(b, other.headers, { orderNo: order.orderNo, ticketIds: [ticketId], expectedRefundCents: 300 })).meta, '订单不存在');
    // Their own order with someone else's ticket, or a ticket nobody has.
    notFound((await quoteRefund(b, other.headers, otherOrder.orderNo, [ticketId])).meta, '车票不存在');
    notFound((await postRefund(b, other.headers, { orderNo: otherOrder.orderNo, ticketIds: [ticketId], expectedRefundCents: 300 })).meta, '车票不存在');
    notFound((await quoteRefund(b, owner.headers, order.orderNo, ['999999999'])).meta, '车票不存在');
    notFound((await quoteRefund(b, owner.headers, 'UD00000000000000000000', [ticketId])).meta, '订单不存在');
    expect(await passengerRefundsOf(b, order.orderNo)).toEqual([]);
    expect((await detail(owner, order.orderNo)).data.tickets).toMatchObject([{ status: 'valid' }]);
  });

  it('answers bad requests in Chinese', async () => {
    const { buyer, order } = await paidOrder([9]);
    const ticketId = order.tickets[0]!.ticketId;
    const queries: Record<string, string>[] = [
      { orderNo: order.orderNo },
      { orderNo: order.orderNo, ticketIds: '' },
      { orderNo: order.orderNo, ticketIds: `${ticketId},${ticketId}` },
      { orderNo: order.orderNo, ticketIds: 'a,b' },
      { orderNo: 'X1', ticketIds: ticketId },
    ];
    for (const query of queries) {
      const answer = await b.call('GET', '/ticket/refundPrice/query', { headers: buyer.headers, query });
      expect(answer.meta.code, JSON.stringify(query)).toBe(1001);
      expect(isChineseDesc(answer.meta.desc), answer.meta.desc).toBe(true);
    }
    const bodies: unknown[] = [
      { orderNo: order.orderNo, ticketIds: [ticketId] },
      { orderNo: order.orderNo, ticketIds: [], expectedRefundCents: 0 },
      { orderNo: order.orderNo, ticketIds: [ticketId], expectedRefundCents: 1.5 },
      { orderNo: order.orderNo, ticketIds: [ticketId], expectedRefundCents: -1 },
      { orderNo: order.orderNo, ticketIds: [ticketId, ticketId], expectedRefundCents: 0 },
      { orderNo: order.orderNo, ticketIds: ticketId, expectedRefundCents: 0 },
    ];
    for (const body of bodies) {
      const answer = await postRefund(b, buyer.headers, body);
      expect(answer.meta.code, JSON.stringify(body)).toBe(1001);
      expect(isChineseDesc(answer.meta.desc), answer.meta.desc).toBe(true);
    }
    expect(await passengerRefundsOf(b, order.orderNo)).toEqual([]);
  });

  it('gives the seat back on a refund of nothing (a 100% fee), settled without a provider', async () => {
    const m101 = b.network.lines.m101;
    await b.t.database.db.insertInto('refund_rules').values({ line_id: m101, min_minutes_before: 0, fee_percent: 100 }).execute();
    try {
      const { buyer, order } = await paidOrder([10]);
      const seatsBefore = await seatsSold(b, [order.tickets[0]!.departureId]);
      const { quote, refund } = await refundAsQuoted(b, buyer.headers, order.orderNo, idsOf(order.tickets));
      expect(quote.data).toMatchObject({ tickets: [{ paidCents: 300, feePercent: 100, feeCents: 300, refundCents: 0 }], totalRefundCents: 0 });
      expect(refund.data.refund).toEqual({ outRefundNo: `${order.orderNo}SP1`, amountCents: 0, status: 'succeeded' });
      expect(refund.data.order.status).toBe('refunded');
      expect(await passengerRefundsOf(b, order.orderNo)).toMatchObject([{ amount_cents: 0, status: 'succeeded', provider_refund_id: null }]);
      expect(await seatsSold(b, [order.tickets[0]!.departureId])).toEqual({ [order.tickets[0]!.departureId]: seatsBefore[order.tickets[0]!.departureId]! - 1 });
    } finally {
      await b.t.database.db.deleteFrom('refund_rules').where('line_id', '=', m101).execute();
    }
  });
});

describe('refunding: Idempotency-Key and races', () => {
  it('answers the same key and body with the same answer, and refunds once', async () => {
    const { buyer, order } = await paidOrder([6], 2);
    const body = { orderNo: order.orderNo, ticketIds: [order.tickets[0]!.ticketId], expectedRefundCents: 550 };
    expect((await quoteRefund(b, buyer.headers, order.orderNo, body.ticketIds)).data.totalRefundCents).toBe(550);
    const first = await postRefund(b, buyer.headers, body, 'refund-key');
    expect(first.meta.code).toBe(1);
    const again = await postRefund(b, buyer.headers, { expectedRefundCents: 550, ticketIds: body.ticketIds, orderNo: order.orderNo }, 'refund-key');
    expect(again).toEqual(first);
    const other = await postRefund(b, buyer.headers, { ...body, ticketIds: [order.tickets[1]!.ticketId] }, 'refund-key');
    expect(other.meta).toMatchObject({ code: 1010, desc: '该请求标识已用于另一个请求，请刷新页面后重试' });
    expect(await passengerRefundsOf(b, order.orderNo)).toHaveLength(1);
    expect((await detail(buyer, order.orderNo)).data.tickets.map((t: { status: string }) => t.status)).toEqual(['refunded', 'valid']);
  });

  it('refunds a ticket once when two refunds of it arrive together, and gives its seat back once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { buyer, order } = await paidOrder([7], 2);
      const departureId = order.tickets[0]!.departureId;
      const seatsBefore = (await seatsSold(b, [departureId]))[departureId]!;
      const body = { orderNo: order.orderNo, ticketIds: [order.tickets[0]!.ticketId], expectedRefundCents: 550 };
      const answers = await Promise.all([postRefund(b, buyer.headers, body, `race-a-${round}`), postRefund(b, buyer.headers, body, `race-b-${round}`)]);
      expect(answers.map((a) => a.meta.code).sort()).toEqual([1, 2801]);
      expect(answers.find((a) => a.meta.code === 2801)!.meta.desc).toBe(`乘客甲 ${order.tickets[0]!.serviceDate} 的车票已退票，请勿重复退票`);
      expect(await passengerRefundsOf(b, order.orderNo)).toMatchObject([{ amount_cents: 550, tickets: [{ ticketId: order.tickets[0]!.ticketId }] }]);
      expect((await seatsSold(b, [departureId]))[departureId]).toBe(seatsBefore - 1);
      expect((await detail(buyer, order.orderNo)).data).toMatchObject({ status: 'paid', tickets: [{ status: 'refunded' }, { status: 'valid' }] });
    }
  });

  it('refunds each ticket once when refunds of the whole order and of one ticket race', async () => {
    const { buyer, order } = await paidOrder([8], 2);
    const ids = idsOf(order.tickets);
    const [whole, one] = await Promise.all([
      postRefund(b, buyer.headers, { orderNo: order.orderNo, ticketIds: ids, expectedRefundCents: 1100 }, 'whole'),
      postRefund(b, buyer.headers, { orderNo: order.orderNo, ticketIds: [ids[1]!], expectedRefundCents: 550 }, 'one'),
    ]);
    const refunds = await passengerRefundsOf(b, order.orderNo);
    if (whole.meta.code === 1) {
      expect(one.meta.code).toBe(2801);
      expect(refunds).toMatchObject([{ amount_cents: 1100 }]);
    } else {
      // The single ticket went first: the whole order's quote now names a refunded ticket.
      expect([whole.meta.code, one.meta.code]).toEqual([2801, 1]);
      expect(refunds).toMatchObject([{ amount_cents: 550 }]);
    }
    const linked = refunds.flatMap((r) => r.tickets.map((t) => t.ticketId));
    expect(new Set(linked).size).toBe(linked.length);
  });

  it('keeps the guards under the service: the conditional update and one refund per ticket', async () => {
    const { buyer, order } = await paidOrder([9], 2);
    const { db } = b.t.database;
    const refunds = createRefundRepository(db);
    const [first, second] = order.tickets;
    await refundAsQuoted(b, buyer.headers, order.orderNo, [first!.ticketId]);
    const orderId = (await db.selectFrom('orders').select('id').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow()).id;
    // A refund that skipped the order lock would still take back no ticket that is no longer valid…
    expect(await db.transaction().execute((tx) => refunds.markTicketsRefunded(orderId, [Number(first!.ticketId), Number(second!.ticketId)], tx))).toEqual([
      { id: Number(second!.ticketId), departure_id: Number(second!.departureId) },
    ]);
    await db.updateTable('tickets').set({ status: 'valid' }).where('id', '=', Number(second!.ticketId)).execute();
    // …and could not link a ticket already refunded to another refund.
    await refundAsQuoted(b, buyer.headers, order.orderNo, [second!.ticketId]);
    const [, other] = await passengerRefundsOf(b, order.orderNo);
    await expect(db.insertInto('refund_tickets').values({ refund_id: other!.id, ticket_id: Number(first!.ticketId), amount_cents: 0 }).execute()).rejects.toThrow(/refund_tickets_ticket_idx/);
  });
});
