import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import {
  createSweeper,
  jsonNotification,
  orderRow,
  placeOrder,
  postNotification,
  refundsOf,
  sandboxGateway,
  seatsSold,
  ticketStatuses,
} from '../../../test/payment-helpers';

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

let phone = 13800000900;
const newBuyer = () => b.buyer(String((phone += 1)));
const startSandbox = async (headers: Record<string, string>, orderNo: string) => {
  const started = await b.call('POST', '/payment/pay', { headers, idempotencyKey: `pay-${orderNo}`, body: { orderNo, channel: 'sandbox' } });
  expect(started.meta.code).toBe(1);
};
const lateNotification = (orderNo: string, amountCents: number) =>
  jsonNotification(sandboxGateway(b).makeNotification({ outTradeNo: `${orderNo}S`, amountCents }));

describe('late payments competing for seats', () => {
  it('two expired orders paid at once for the last seat: one gets it, the other is refunded', async () => {
    const departureId = await b.departureOn(9, 450);
    expect(await seatsSold(b, departureId)).toEqual({ seats_sold: 1, capacity: 2 });
    const sweeper = createSweeper(b);
    const expired: { orderNo: string; amountCents: number }[] = [];
    for (let i = 0; i < 2; i += 1) {
      const buyer = await newBuyer();
      const order = await placeOrder(b, buyer, { offset: 9, minutes: 450 });
      expect(order.meta.code).toBe(1);
      await startSandbox(buyer.headers, order.data.orderNo);
      b.clock.advance(11);
      await sweeper.sweep();
      expect(await orderRow(b, order.data.orderNo)).toMatchObject({ status: 'expired' });
      expired.push({ orderNo: order.data.orderNo, amountCents: order.data.payableCents });
    }
    expect((await seatsSold(b, departureId)).seats_sold).toBe(1);

    const answers = await Promise.all(expired.map(({ orderNo, amountCents }) => postNotification(b, 'sandbox', lateNotification(orderNo, amountCents))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const statuses = (await Promise.all(expired.map(({ orderNo }) => orderRow(b, orderNo)))).map((o) => o.status).sort();
    expect(statuses).toEqual(['paid', 'refunded']);
    expect(await seatsSold(b, departureId)).toEqual({ seats_sold: 2, capacity: 2 });
    const refunds = (await Promise.all(expired.map(({ orderNo }) => refundsOf(b, orderNo)))).flat();
    expect(refunds).toMatchObject([{ reason: 'latePayment', status: 'succeeded' }]);
  });

  it('refunds an order over two dates when one date is full, without keeping the seat of the other', async () => {
    const free = await b.departureOn(6, 450);
    const full = await b.departureOn(8, 450);
    const freeBefore = (await seatsSold(b, free)).seats_sold;
    const buyer = await newBuyer();
    const choice = { lineId: String(b.network.lines.m101), departureIds: [String(free), String(full)], boardSeq: 0, alightSeq: 3 };
    const order = await b.call('POST', '/order/create', {
      headers: buyer.headers,
      idempotencyKey: 'two-dates',
      body: { ...choice, passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: 1600 },
    });
    expect(order.meta.code).toBe(1);
    const orderNo: string = order.data.orderNo;
    await startSandbox(buyer.headers, orderNo);
    b.clock.advance(11);
    await createSweeper(b).sweep();
    // Someone takes the last seat on the second date.
    const other = await newBuyer();
    expect((await placeOrder(b, other, { offset: 8, minutes: 450 })).meta.code).toBe(1);
    expect((await seatsSold(b, full)).seats_sold).toBe(2);

    const res = await postNotification(b, 'sandbox', lateNotification(orderNo, 1600));
    expect(res.statusCode).toBe(200);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'refunded', close_reason: 'latePaymentRefunded' });
    expect(await ticketStatuses(b, orderNo)).toEqual(['released', 'released']);
    expect((await seatsSold(b, free)).seats_sold).toBe(freeBefore);
    expect((await seatsSold(b, full)).seats_sold).toBe(2);
    expect(await refundsOf(b, orderNo)).toMatchObject([{ reason: 'latePayment', amount_cents: 1600 }]);
  });

  it('refunds when the passenger has bought that departure again in the meantime (no second ticket)', async () => {
    const departureId = await b.departureOn(10);
    const buyer = await newBuyer();
    const first = await placeOrder(b, buyer, { offset: 10 });
    const orderNo: string = first.data.orderNo;
    await startSandbox(buyer.headers, orderNo);
    b.clock.advance(11);
    await createSweeper(b).sweep();
    const second = await placeOrder(b, buyer, { offset: 10 });
    expect(second.meta.code).toBe(1);
    const soldBefore = (await seatsSold(b, departureId)).seats_sold;

    const res = await postNotification(b, 'sandbox', lateNotification(orderNo, first.data.payableCents));
    expect(res.statusCode).toBe(200);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'refunded' });
    expect(await orderRow(b, second.data.orderNo)).toMatchObject({ status: 'pending' });
    expect((await seatsSold(b, departureId)).seats_sold).toBe(soldBefore);
    expect(await refundsOf(b, orderNo)).toMatchObject([{ reason: 'latePayment' }]);
  });

  it('refunds when the departure has already left', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(b, buyer, { offset: 1, minutes: 450 });
    const orderNo: string = order.data.orderNo;
    await startSandbox(buyer.headers, orderNo);
    b.clock.advance(11);
    await createSweeper(b).sweep();
    // Two days later the money arrives; a notification is signed when it is sent, so it is fresh.
    b.clock.advance(2 * 24 * 60);
    const res = await postNotification(b, 'sandbox', lateNotification(orderNo, order.data.payableCents));
    expect(res.statusCode).toBe(200);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'refunded', close_reason: 'latePaymentRefunded' });
  });
});
