import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import {
  createSweeper,
  jsonNotification,
  notificationsOf,
  orderRow,
  paymentsOf,
  placeOrder,
  postNotification,
  refundsOf,
  sandboxGateway,
  seatsSold,
  ticketStatuses,
} from '../../../test/payment-helpers';
import { signFields } from '../../../providers/payment/signed-fields';
import { DEV_SUPER_APP_PAY_KEY } from '../../../config';

let b: BuyingApp;
beforeAll(async () => {
  // The super-app channel is on too, to pay one order twice through two channels.
  b = await createBuyingApp({ SUPER_APP_PAY_LINK: 'wdnj://pay' });
});
afterAll(async () => b.t.close());

let phone = 13800000400;
const newBuyer = () => b.buyer(String((phone += 1)));

const startSandbox = async (headers: Record<string, string>, orderNo: string) => {
  const started = await b.call('POST', '/payment/pay', { headers, idempotencyKey: `pay-${orderNo}`, body: { orderNo, channel: 'sandbox' } });
  expect(started.meta.code).toBe(1);
};
const paySandbox = (outTradeNo: string, amountCents: number) =>
  postNotification(b, 'sandbox', jsonNotification(sandboxGateway(b).makeNotification({ outTradeNo, amountCents })));

const couponStatus = async (id: number) =>
  (await b.t.database.db.selectFrom('user_coupons').select(['status', 'order_id']).where('id', '=', id).executeTakeFirstOrThrow());

describe('a payment after the order expired', () => {
  it('takes the seats again when they are still free (and spends the coupon again)', async () => {
    const buyer = await newBuyer();
    const departureId = await b.departureOn(5);
    const soldBefore = (await seatsSold(b, departureId)).seats_sold;
    const order = await placeOrder(b, buyer, { offset: 5, withCoupon: true });
    const orderNo: string = order.data.orderNo;
    const couponId = Number(order.data.coupon.userCouponId);
    await startSandbox(buyer.headers, orderNo);
    expect((await seatsSold(b, departureId)).seats_sold).toBe(soldBefore + 1);

    b.clock.advance(11);
    // Starting a payment now is refused, before and after the sweep.
    const refused = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'late-start', body: { orderNo, channel: 'sandbox' } });
    expect(refused.meta.code).toBe(2407);
    expect(await createSweeper(b).sweep()).toBeGreaterThanOrEqual(1);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'expired', close_reason: 'expired' });
    expect((await seatsSold(b, departureId)).seats_sold).toBe(soldBefore);
    expect(await ticketStatuses(b, orderNo)).toEqual(['released']);
    expect(await couponStatus(couponId)).toMatchObject({ status: 'unused', order_id: null });

    const res = await paySandbox(`${orderNo}S`, order.data.payableCents);
    expect(res.statusCode).toBe(200);
    const paid = await orderRow(b, orderNo);
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).toBeInstanceOf(Date);
    expect(await ticketStatuses(b, orderNo)).toEqual(['valid']);
    expect((await seatsSold(b, departureId)).seats_sold).toBe(soldBefore + 1);
    expect(await couponStatus(couponId)).toMatchObject({ status: 'used', order_id: paid.id });
    expect(await refundsOf(b, orderNo)).toEqual([]);
    expect(await notificationsOf(b, 'sandbox', `${orderNo}S`)).toMatchObject([{ outcome: 'applied', reason: 'late payment: seats taken again' }]);

    const status = await b.call('GET', '/payment/status/query', { headers: buyer.headers, query: { orderNo } });
    expect(status.data).toMatchObject({ status: 'paid' });
  });

  it('pays an order past its deadline that no sweep has reached yet (its seats are still held)', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(b, buyer, { offset: 6 });
    const orderNo: string = order.data.orderNo;
    await startSandbox(buyer.headers, orderNo);
    b.clock.advance(11);
    const res = await paySandbox(`${orderNo}S`, order.data.payableCents);
    expect(res.statusCode).toBe(200);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'paid' });
    expect(await notificationsOf(b, 'sandbox', `${orderNo}S`)).toMatchObject([{ outcome: 'applied', reason: 'paid' }]);
    // The sweep now leaves it alone.
    await createSweeper(b).sweep();
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'paid' });
    expect(await ticketStatuses(b, orderNo)).toEqual(['valid']);
  });

  it('refunds in full when another buyer took the last seat (07:30 trip, capacity 2); never oversells', async () => {
    const departureId = await b.departureOn(7, 450);
    expect(await seatsSold(b, departureId)).toEqual({ seats_sold: 1, capacity: 2 });
    const late = await newBuyer();
    const order = await placeOrder(b, late, { offset: 7, minutes: 450 });
    const orderNo: string = order.data.orderNo;
    const amountCents: number = order.data.payableCents;
    await startSandbox(late.headers, orderNo);
    expect((await seatsSold(b, departureId)).seats_sold).toBe(2);

    b.clock.advance(11);
    // The next buyer finds the departure full, sweeps its lapsed holds and takes the seat.
    const next = await newBuyer();
    const taken = await placeOrder(b, next, { offset: 7, minutes: 450 });
    expect(taken.meta.code).toBe(1);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'expired' });
    expect((await seatsSold(b, departureId)).seats_sold).toBe(2);

    const logFrom = b.t.logs.length;
    const notification = jsonNotification(sandboxGateway(b).makeNotification({ outTradeNo: `${orderNo}S`, amountCents }));
    const res = await postNotification(b, 'sandbox', notification);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'SUCCESS' });

    const row = await orderRow(b, orderNo);
    expect(row).toMatchObject({ status: 'refunded', close_reason: 'latePaymentRefunded', paid_at: null });
    expect(await ticketStatuses(b, orderNo)).toEqual(['released']);
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ status: 'succeeded', channel: 'sandbox' }]);
    const [payment] = await paymentsOf(b, orderNo);
    const refunds = await refundsOf(b, orderNo);
    expect(refunds).toMatchObject([
      { reason: 'latePayment', status: 'succeeded', amount_cents: amountCents, payment_id: payment!.id, out_refund_no: `${orderNo}SR${payment!.id}` },
    ]);
    expect(refunds[0]!.provider_refund_id).toBe(`SBXR${orderNo}SR${payment!.id}`);
    expect(refunds[0]!.succeeded_at).toBeInstanceOf(Date);
    expect(await seatsSold(b, departureId)).toEqual({ seats_sold: 2, capacity: 2 });
    expect(await orderRow(b, taken.data.orderNo)).toMatchObject({ status: 'pending' });
    expect(b.t.logs.slice(logFrom).filter((l) => l.msg === 'late or duplicate payment refunded')).toMatchObject([{ outTradeNo: `${orderNo}S`, amountCents, status: 'succeeded' }]);

    // The passenger sees it: refunded, with the refund.
    const detail = await b.call('GET', '/order/detail', { headers: late.headers, query: { orderNo } });
    expect(detail.data).toMatchObject({ status: 'refunded', closeReason: 'latePaymentRefunded', refunds: [{ amountCents, reason: 'latePayment', status: 'succeeded' }] });
    const status = await b.call('GET', '/payment/status/query', { headers: late.headers, query: { orderNo } });
    expect(status.data).toMatchObject({ status: 'refunded', paidAt: null });

    // The gateway sends it again: nothing more is refunded.
    for (let i = 0; i < 3; i += 1) expect((await postNotification(b, 'sandbox', notification)).statusCode).toBe(200);
    expect(await refundsOf(b, orderNo)).toHaveLength(1);
    expect((await notificationsOf(b, 'sandbox', `${orderNo}S`)).map((n) => n.outcome)).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate']);
    expect(await seatsSold(b, departureId)).toEqual({ seats_sold: 2, capacity: 2 });
  });

  it('refunds money for an order the passenger cancelled, though its seats are still free', async () => {
    const buyer = await newBuyer();
    const departureId = await b.departureOn(7);
    const before = await seatsSold(b, departureId);
    const order = await placeOrder(b, buyer, { offset: 7 });
    const orderNo: string = order.data.orderNo;
    await startSandbox(buyer.headers, orderNo);
    expect((await b.call('POST', '/order/cancel', { headers: buyer.headers, body: { orderNo } })).data.status).toBe('cancelled');

    expect((await paySandbox(`${orderNo}S`, order.data.payableCents)).statusCode).toBe(200);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'refunded', close_reason: 'latePaymentRefunded' });
    expect(await refundsOf(b, orderNo)).toMatchObject([{ reason: 'latePayment', status: 'succeeded', amount_cents: order.data.payableCents }]);
    expect(await seatsSold(b, departureId)).toEqual(before);
  });

  it('refunds a cancelled order paid late when its departure is gone (cancelled run)', async () => {
    const buyer = await newBuyer();
    const departureId = await b.departureOn(8);
    const order = await placeOrder(b, buyer, { offset: 8 });
    const orderNo: string = order.data.orderNo;
    await startSandbox(buyer.headers, orderNo);
    const cancelled = await b.call('POST', '/order/cancel', { headers: buyer.headers, body: { orderNo } });
    expect(cancelled.data.status).toBe('cancelled');
    await b.t.database.db.updateTable('departures').set({ status: 'cancelled' }).where('id', '=', departureId).execute();

    const res = await paySandbox(`${orderNo}S`, order.data.payableCents);
    expect(res.statusCode).toBe(200);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'refunded', close_reason: 'latePaymentRefunded' });
    expect(await refundsOf(b, orderNo)).toMatchObject([{ reason: 'latePayment', status: 'succeeded', amount_cents: order.data.payableCents }]);
    await b.t.database.db.updateTable('departures').set({ status: 'scheduled' }).where('id', '=', departureId).execute();
  });
});

describe('an order paid twice', () => {
  it('refunds the second payment through another channel (duplicatePayment); the order stays paid once', async () => {
    const buyer = await newBuyer();
    const departureId = await b.departureOn(9);
    const order = await placeOrder(b, buyer, { offset: 9 });
    const orderNo: string = order.data.orderNo;
    const amountCents: number = order.data.payableCents;
    await startSandbox(buyer.headers, orderNo);
    const superApp = await b.call('POST', '/payment/nJWeChatOrderPayByH5', { headers: buyer.headers, idempotencyKey: `sa-${orderNo}`, body: { orderNo } });
    expect(superApp.meta.code).toBe(1);

    expect((await paySandbox(`${orderNo}S`, amountCents)).statusCode).toBe(200);
    const paid = await orderRow(b, orderNo);
    expect(paid.status).toBe('paid');
    const soldAfterPay = (await seatsSold(b, departureId)).seats_sold;

    const fields = {
      outTradeNo: `${orderNo}A`,
      transactionId: 'HOST-TX-2',
      amountCents,
      status: 'SUCCESS',
      timestamp: Math.floor(b.clock.now.getTime() / 1000),
      nonce: 'abc',
    };
    const host = await postNotification(b, 'superApp', jsonNotification({ ...fields, sign: signFields(fields, DEV_SUPER_APP_PAY_KEY) }));
    expect(host.statusCode).toBe(200);

    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'paid', paid_at: paid.paid_at });
    expect((await seatsSold(b, departureId)).seats_sold).toBe(soldAfterPay);
    const payments = await paymentsOf(b, orderNo);
    expect(payments.map((p) => [p.channel, p.status])).toEqual([
      ['sandbox', 'succeeded'],
      ['superApp', 'succeeded'],
    ]);
    expect(await refundsOf(b, orderNo)).toMatchObject([
      { reason: 'duplicatePayment', status: 'succeeded', amount_cents: amountCents, payment_id: payments[1]!.id, out_refund_no: `${orderNo}AR${payments[1]!.id}` },
    ]);
    expect(await notificationsOf(b, 'superApp', `${orderNo}A`)).toMatchObject([{ outcome: 'applied', reason: 'paid twice: second payment refunded' }]);
    // Without a host payment server (development) the refund is recorded and said so in the log.
    expect(b.t.logs.some((l) => l.msg?.toString().startsWith('super-app refund recorded without a host payment server'))).toBe(true);
  });
});
