import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuyingApp } from '../../../test/buying-fixture';
import type { FakeWechatPay } from '../../../test/fake-wechat-pay-server';
import {
  bindWechatOpenId,
  createSweeper,
  createWechatBuyingApp,
  fakeRequestsFor,
  notificationsOf,
  orderRow,
  paymentsOf,
  placeOrder,
  postNotification,
  refundsOf,
  seatsSold,
  ticketStatuses,
} from '../../../test/payment-helpers';

let b: BuyingApp;
let fake: FakeWechatPay;
beforeAll(async () => {
  ({ b, fake } = await createWechatBuyingApp());
});
afterAll(async () => {
  await b.t.close();
  await fake.close();
});
afterEach(() => {
  fake.faults.refundStatus = 'SUCCESS';
});

let phone = 13800000700;
const prepaidOrder = async (options: { offset?: number; minutes?: number } = {}) => {
  const buyer = await b.buyer(String((phone += 1)));
  await bindWechatOpenId(b, buyer.userId);
  const order = await placeOrder(b, buyer, options);
  const orderNo: string = order.data.orderNo;
  const pay = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: `wx-${orderNo}`, body: { orderNo, channel: 'wechat' } });
  expect(pay.meta.code).toBe(1);
  return { buyer, orderNo, outTradeNo: `${orderNo}W`, amountCents: order.data.payableCents as number };
};

describe('WeChat Pay: a lost notification', () => {
  it('is made up for by the order query when waiting-paid polls the status', async () => {
    const { buyer, orderNo, outTradeNo } = await prepaidOrder({ offset: 1 });
    const unpaid = await b.call('GET', '/payment/status/query', { headers: buyer.headers, query: { orderNo } });
    expect(unpaid.data.status).toBe('pending');
    expect(fakeRequestsFor(fake, outTradeNo).filter((r) => r.method === 'GET')).toHaveLength(1);

    // Paid at WeChat Pay; the notification never arrives. A poll within 5 s does not ask again; the next does.
    fake.markPaid(outTradeNo);
    const throttled = await b.call('GET', '/payment/status/query', { headers: buyer.headers, query: { orderNo } });
    expect(throttled.data.status).toBe('pending');
    expect(fakeRequestsFor(fake, outTradeNo).filter((r) => r.method === 'GET')).toHaveLength(1);
    // The throttle runs on the app's clock: step it past 5 s instead of waiting.
    b.clock.advance(5.1 / 60);
    const paid = await b.call('GET', '/payment/status/query', { headers: buyer.headers, query: { orderNo } });
    expect(paid.data).toMatchObject({ orderNo, status: 'paid' });
    const query = fakeRequestsFor(fake, outTradeNo).filter((r) => r.method === 'GET').at(-1)!;
    expect(query.url.pathname).toBe(`/v3/pay/transactions/out-trade-no/${outTradeNo}`);
    expect(query.url.searchParams.get('mchid')).toBe(fake.config.mchId);
    expect(await ticketStatuses(b, orderNo)).toEqual(['valid']);
    expect(await notificationsOf(b, 'wechat', outTradeNo)).toMatchObject([{ outcome: 'applied', reason: 'paid' }]);

    // The notification arriving after all is a duplicate.
    expect((await postNotification(b, 'wechat', fake.makeNotification(fake.markPaid(outTradeNo)))).statusCode).toBe(204);
    expect((await notificationsOf(b, 'wechat', outTradeNo)).map((n) => n.outcome)).toEqual(['applied', 'duplicate']);
  });
});

describe('WeChat Pay: expiry', () => {
  it('closes the WeChat trade of an order that expired unpaid', async () => {
    const { buyer, orderNo, outTradeNo } = await prepaidOrder({ offset: 5 });
    b.clock.advance(11);
    expect(await createSweeper(b).sweep()).toBeGreaterThanOrEqual(1);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'expired' });
    const close = fakeRequestsFor(fake, outTradeNo).find((r) => r.method === 'POST' && r.url.pathname.endsWith('/close'));
    expect(close?.url.pathname).toBe(`/v3/pay/transactions/out-trade-no/${outTradeNo}/close`);
    expect(JSON.parse(close!.body)).toEqual({ mchid: fake.config.mchId });
    expect(fake.trades.get(outTradeNo)!.state).toBe('CLOSED');
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ status: 'closed' }]);
    // Paying again is refused.
    const again = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'wx-again', body: { orderNo, channel: 'wechat' } });
    expect(again.meta.code).toBe(2407);
  });

  it('keeps an order paid at WeChat Pay just before the sweep: the close fails, the query applies it', async () => {
    const { orderNo, outTradeNo } = await prepaidOrder({ offset: 6 });
    fake.markPaid(outTradeNo);
    b.clock.advance(11);
    await createSweeper(b).sweep();
    expect(fake.trades.get(outTradeNo)!.state).toBe('SUCCESS');
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'paid' });
    expect(await ticketStatuses(b, orderNo)).toEqual(['valid']);
    expect(await notificationsOf(b, 'wechat', outTradeNo)).toMatchObject([{ outcome: 'applied', reason: 'late payment: seats taken again' }]);
    expect(b.t.logs.some((l) => l.msg === 'closing the payment failed; asking whether it was paid' && l.outTradeNo === outTradeNo)).toBe(true);
  });
});

describe('WeChat Pay: a late payment with no seats left', () => {
  it('is refunded at WeChat Pay in full; REFUND.SUCCESS settles the refund', async () => {
    const departureId = await b.departureOn(7, 450);
    expect(await seatsSold(b, departureId)).toEqual({ seats_sold: 1, capacity: 2 });
    const { buyer, orderNo, outTradeNo, amountCents } = await prepaidOrder({ offset: 7, minutes: 450 });
    b.clock.advance(11);

    // Another passenger finds the departure full: the lapsed hold is swept (its WeChat trade closed) and the
    // seat is theirs.
    const next = await b.buyer(String((phone += 1)));
    const taken = await placeOrder(b, next, { offset: 7, minutes: 450 });
    expect(taken.meta.code).toBe(1);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'expired' });
    expect(fake.trades.get(outTradeNo)!.state).toBe('CLOSED');

    // The money arrives anyway (WeChat Pay had taken it before it saw the close).
    fake.faults.refundStatus = 'PROCESSING';
    const res = await postNotification(b, 'wechat', fake.makeNotification(fake.markPaid(outTradeNo)));
    expect(res.statusCode).toBe(204);

    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'refunded', close_reason: 'latePaymentRefunded' });
    expect(await seatsSold(b, departureId)).toEqual({ seats_sold: 2, capacity: 2 });
    expect(await orderRow(b, taken.data.orderNo)).toMatchObject({ status: 'pending' });
    const [payment] = await paymentsOf(b, orderNo);
    const outRefundNo = `${outTradeNo}R${payment!.id}`;
    const refundCall = fake.requests.find((r) => r.url.pathname === '/v3/refund/domestic/refunds' && r.body.includes(outRefundNo));
    expect(refundCall).toBeDefined();
    expect(JSON.parse(refundCall!.body)).toMatchObject({
      out_trade_no: outTradeNo,
      out_refund_no: outRefundNo,
      notify_url: fake.config.notifyUrl,
      amount: { refund: amountCents, total: amountCents, currency: 'CNY' },
    });
    const [refund] = await refundsOf(b, orderNo);
    expect(refund).toMatchObject({ reason: 'latePayment', status: 'processing', amount_cents: amountCents, out_refund_no: outRefundNo, succeeded_at: null });
    expect(refund!.provider_refund_id).toMatch(/\S/);

    // WeChat Pay tells us the money went back.
    const refundNotification = fake.makeNotification({
      mchid: fake.config.mchId,
      out_trade_no: outTradeNo,
      transaction_id: fake.trades.get(outTradeNo)!.transactionId,
      out_refund_no: outRefundNo,
      refund_id: refund!.provider_refund_id,
      refund_status: 'SUCCESS',
      success_time: new Date().toISOString(),
      amount: { total: amountCents, refund: amountCents, payer_total: amountCents, payer_refund: amountCents },
    });
    for (let i = 0; i < 3; i += 1) expect((await postNotification(b, 'wechat', refundNotification)).statusCode).toBe(204);
    expect(await refundsOf(b, orderNo)).toMatchObject([{ status: 'succeeded', provider_refund_id: refund!.provider_refund_id }]);
    expect((await refundsOf(b, orderNo))[0]!.succeeded_at).toBeInstanceOf(Date);

    const detail = await b.call('GET', '/order/detail', { headers: buyer.headers, query: { orderNo } });
    expect(detail.data).toMatchObject({ status: 'refunded', refunds: [{ reason: 'latePayment', status: 'succeeded', amountCents }] });

    // The payment notification again: no second refund request.
    const refundCalls = () => fake.requests.filter((r) => r.url.pathname === '/v3/refund/domestic/refunds' && r.body.includes(outTradeNo)).length;
    const before = refundCalls();
    expect((await postNotification(b, 'wechat', fake.makeNotification(fake.markPaid(outTradeNo)))).statusCode).toBe(204);
    expect(refundCalls()).toBe(before);
    expect(await refundsOf(b, orderNo)).toHaveLength(1);
  });

  it('rejects a refund notification that fails verification and leaves the refund as it was', async () => {
    const refunds = await b.t.database.db.selectFrom('refunds').select(['out_refund_no', 'status']).execute();
    const before = refunds.map((r) => r.status);
    const forged = fake.makeNotification(
      { mchid: fake.config.mchId, out_trade_no: 'X', out_refund_no: refunds[0]?.out_refund_no ?? 'X', refund_id: 'R', refund_status: 'SUCCESS' },
      { isSignatureTampered: true },
    );
    expect((await postNotification(b, 'wechat', forged)).statusCode).toBe(401);
    const wrongMerchant = fake.makeNotification({ mchid: '1230000109', out_trade_no: 'X', out_refund_no: 'X', refund_id: 'R', refund_status: 'SUCCESS' });
    expect((await postNotification(b, 'wechat', wrongMerchant)).statusCode).toBe(401);
    expect((await b.t.database.db.selectFrom('refunds').select('status').execute()).map((r) => r.status)).toEqual(before);
    expect((await notificationsOf(b, 'wechat')).slice(-2).map((n) => n.reason)).toEqual(['bad signature', 'wrong merchant']);
  });
});

describe('WeChat Pay: cancelling and failed refunds', () => {
  it('closes the WeChat trade when the passenger cancels the order', async () => {
    const { buyer, orderNo, outTradeNo } = await prepaidOrder({ offset: 9 });
    const cancelled = await b.call('POST', '/order/cancel', { headers: buyer.headers, body: { orderNo } });
    expect(cancelled.data.status).toBe('cancelled');
    expect(fake.trades.get(outTradeNo)!.state).toBe('CLOSED');
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ status: 'closed' }]);
  });

  it('keeps a refund WeChat Pay refuses as processing (logged), and REFUND.ABNORMAL marks it failed', async () => {
    const { orderNo, outTradeNo, amountCents } = await prepaidOrder({ offset: 8, minutes: 450 });
    b.clock.advance(11);
    const next = await b.buyer(String((phone += 1)));
    expect((await placeOrder(b, next, { offset: 8, minutes: 450 })).meta.code).toBe(1);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'expired' });

    fake.faults.refundStatus = 'ABNORMAL';
    const logFrom = b.t.logs.length;
    expect((await postNotification(b, 'wechat', fake.makeNotification(fake.markPaid(outTradeNo)))).statusCode).toBe(204);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'refunded', close_reason: 'latePaymentRefunded' });
    const [refund] = await refundsOf(b, orderNo);
    expect(refund).toMatchObject({ status: 'processing', provider_refund_id: null, amount_cents: amountCents });
    expect(b.t.logs.slice(logFrom).filter((l) => l.msg === 'automatic refund failed; the refund stays processing')).toMatchObject([{ outTradeNo, outRefundNo: refund!.out_refund_no }]);

    const abnormal = fake.makeNotification({ mchid: fake.config.mchId, out_trade_no: outTradeNo, out_refund_no: refund!.out_refund_no, refund_id: 'R-ABNORMAL', refund_status: 'ABNORMAL' });
    expect((await postNotification(b, 'wechat', abnormal)).statusCode).toBe(204);
    expect(await refundsOf(b, orderNo)).toMatchObject([{ status: 'failed', provider_refund_id: 'R-ABNORMAL', succeeded_at: null }]);
  });
});
