import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuyingApp } from '../../../test/buying-fixture';
import { couponRow, m101Choice, mustBuy } from '../../../test/buying-helpers';
import type { FakeWechatPay } from '../../../test/fake-wechat-pay-server';
import { bindWechatOpenId, createWechatBuyingApp, notificationsOf, postNotification, warnings } from '../../../test/payment-helpers';
import { createWechatPayProvider } from '../../../providers/payment/wechat-pay/wechat-pay-provider';
import { createPaymentRepository } from '../payment/payment.repository';
import { createRefundSender } from './refund-sender';
import { createRefundRepository } from './refunds.repository';
import { passengerRefundsOf, refundAsQuoted } from './refunds.test-helpers';

/**
 * Passenger refunds of orders paid with WeChat Pay, against the fake WeChat Pay server: the refund API with
 * out_refund_no, then the refund notification, which settles the refund once however often it comes.
 */

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

let phone = 13800006500;

/** A new passenger's M101 order on these days, with the welcome coupon, paid at WeChat Pay (notified). */
const paidWithWechat = async (offsets: number[]) => {
  const buyer = await b.buyer(String((phone += 1)));
  await bindWechatOpenId(b, buyer.userId);
  const order = await mustBuy(b, buyer, await m101Choice(b, offsets));
  const pay = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: `wx-${order.orderNo}`, body: { orderNo: order.orderNo, channel: 'wechat' } });
  expect(pay.meta.code).toBe(1);
  const outTradeNo = `${order.orderNo}W`;
  expect((await postNotification(b, 'wechat', fake.makeNotification(fake.markPaid(outTradeNo)))).statusCode).toBe(204);
  return { buyer, order: order as { orderNo: string; payableCents: number; tickets: { ticketId: string }[]; coupon: { userCouponId: string } }, outTradeNo };
};

const refundCallsFor = (outRefundNo: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.url.pathname === '/v3/refund/domestic/refunds' && r.body.includes(`"${outRefundNo}"`));

/** WeChat Pay's REFUND.<status> notification for one of our refunds. */
const refundNotification = (outTradeNo: string, refund: { out_refund_no: string; provider_refund_id: string | null; amount_cents: number }, total: number, status = 'SUCCESS') =>
  fake.makeNotification({
    mchid: fake.config.mchId,
    out_trade_no: outTradeNo,
    transaction_id: fake.trades.get(outTradeNo)!.transactionId,
    out_refund_no: refund.out_refund_no,
    refund_id: refund.provider_refund_id ?? 'R-UNKNOWN',
    refund_status: status,
    success_time: new Date().toISOString(),
    amount: { total, refund: refund.amount_cents, payer_total: total, payer_refund: refund.amount_cents },
  });

describe('refunding a WeChat Pay order', () => {
  it('sends the quote to WeChat Pay with out_refund_no; the notification settles it once, however often it comes', async () => {
    const { buyer, order, outTradeNo } = await paidWithWechat([5, 6]);
    expect(order.payableCents).toBe(1100);
    const [day5, day6] = order.tickets;

    fake.faults.refundStatus = 'PROCESSING';
    const { quote, refund } = await refundAsQuoted(b, buyer.headers, order.orderNo, [day5!.ticketId], 'wx-refund-1');
    expect(quote.data.totalRefundCents).toBe(550);
    const outRefundNo = `${outTradeNo}P1`;
    expect(refund.data.refund).toEqual({ outRefundNo, amountCents: 550, status: 'processing' });
    expect(refund.data.order).toMatchObject({ status: 'paid', tickets: [{ status: 'refunded' }, { status: 'valid' }] });

    const [call] = refundCallsFor(outRefundNo);
    expect(JSON.parse(call!.body)).toEqual({
      out_trade_no: outTradeNo,
      out_refund_no: outRefundNo,
      reason: '乘客申请退票',
      notify_url: fake.config.notifyUrl,
      amount: { refund: 550, total: 1100, currency: 'CNY' },
    });
    const [row] = await passengerRefundsOf(b, order.orderNo);
    expect(row).toMatchObject({ out_refund_no: outRefundNo, status: 'processing', amount_cents: 550, succeeded_at: null, tickets: [{ ticketId: day5!.ticketId, amountCents: 550 }] });
    expect(row!.provider_refund_id).toMatch(/\S/);

    // REFUND.SUCCESS settles it; the same notification again, and five copies at once, settle nothing more.
    const notification = refundNotification(outTradeNo, row!, 1100);
    expect((await postNotification(b, 'wechat', notification)).statusCode).toBe(204);
    const [settled] = await passengerRefundsOf(b, order.orderNo);
    expect(settled).toMatchObject({ status: 'succeeded', provider_refund_id: row!.provider_refund_id });
    expect(settled!.succeeded_at).toBeInstanceOf(Date);
    b.clock.advance(1);
    expect((await postNotification(b, 'wechat', notification)).statusCode).toBe(204);
    const copies = await Promise.all(Array.from({ length: 5 }, () => postNotification(b, 'wechat', notification)));
    expect(copies.map((c) => c.statusCode)).toEqual(Array(5).fill(204));
    expect(await passengerRefundsOf(b, order.orderNo)).toEqual([settled]);
    const refundRows = (await notificationsOf(b, 'wechat', outTradeNo)).filter((n) => n.reason.startsWith('refund '));
    expect(refundRows.filter((n) => n.outcome === 'applied')).toEqual([{ outcome: 'applied', reason: `refund ${outRefundNo} succeeded`, out_trade_no: outTradeNo }]);
    expect(refundRows.filter((n) => n.outcome === 'duplicate')).toHaveLength(6);
    expect(refundCallsFor(outRefundNo)).toHaveLength(1);
    const detail = await b.call('GET', '/order/detail', { headers: buyer.headers, query: { orderNo: order.orderNo } });
    expect(detail.data).toMatchObject({ status: 'paid', paymentChannel: 'wechat', refunds: [{ amountCents: 550, reason: 'passenger', status: 'succeeded' }] });

    // The other date: WeChat Pay answers SUCCESS at once. The whole payment is back and so is the coupon.
    fake.faults.refundStatus = 'SUCCESS';
    const rest = await refundAsQuoted(b, buyer.headers, order.orderNo, [day6!.ticketId], 'wx-refund-2');
    expect(rest.refund.data.refund).toEqual({ outRefundNo: `${outTradeNo}P2`, amountCents: 550, status: 'succeeded' });
    expect(rest.refund.data.order).toMatchObject({ status: 'refunded', closeReason: 'passenger' });
    expect(fake.trades.get(outTradeNo)).toMatchObject({ state: 'REFUND', refunded: 1100 });
    expect(await couponRow(b, order.coupon.userCouponId)).toEqual({ status: 'unused', order_id: null });
  });

  it('keeps a refund WeChat Pay does not take as processing (logged); REFUND.ABNORMAL marks it failed once', async () => {
    const { buyer, order, outTradeNo } = await paidWithWechat([7]);
    fake.faults.refundStatus = 'ABNORMAL';
    const logFrom = b.t.logs.length;
    const { refund } = await refundAsQuoted(b, buyer.headers, order.orderNo, [order.tickets[0]!.ticketId]);
    // The tickets are refunded and the seat is back; the money is owed, and says so.
    expect(refund.data.refund).toEqual({ outRefundNo: `${outTradeNo}P1`, amountCents: 300, status: 'processing' });
    expect(refund.data.order.status).toBe('refunded');
    expect(b.t.logs.slice(logFrom).filter((l) => l.level === 50 && l.msg === 'refund could not be sent; the refund stays processing')).toMatchObject([
      { outRefundNo: `${outTradeNo}P1`, outTradeNo },
    ]);
    const [row] = await passengerRefundsOf(b, order.orderNo);
    const abnormal = refundNotification(outTradeNo, { ...row!, provider_refund_id: 'R-ABNORMAL' }, 300, 'ABNORMAL');
    for (let i = 0; i < 2; i += 1) expect((await postNotification(b, 'wechat', abnormal)).statusCode).toBe(204);
    expect(await passengerRefundsOf(b, order.orderNo)).toMatchObject([{ status: 'failed', provider_refund_id: 'R-ABNORMAL', succeeded_at: null }]);
    expect((await notificationsOf(b, 'wechat', outTradeNo)).filter((n) => n.reason.startsWith('refund ')).map((n) => n.outcome)).toEqual(['applied', 'duplicate']);
  });

  it('acknowledges a genuine refund notification for a refund that is not ours, and changes nothing', async () => {
    const { order, outTradeNo } = await paidWithWechat([8]);
    const logFrom = b.t.logs.length;
    const foreign = refundNotification(outTradeNo, { out_refund_no: `${outTradeNo}P9`, provider_refund_id: 'R-CONSOLE', amount_cents: 100 }, 300);
    expect((await postNotification(b, 'wechat', foreign)).statusCode).toBe(204);
    expect(await passengerRefundsOf(b, order.orderNo)).toEqual([]);
    expect((await notificationsOf(b, 'wechat', null)).at(-1)).toEqual({ outcome: 'rejected', reason: `unknown refund ${outTradeNo}P9`, out_trade_no: null });
    expect(warnings(b, 'refund notification for an unknown refund', logFrom)).toHaveLength(1);
  });
});

describe('refunds WeChat Pay never took on', () => {
  /** The retry the server runs on a timer, built over the test database and the app's clock. */
  const sender = () =>
    createRefundSender({
      refunds: createRefundRepository(b.t.database.db),
      payments: createPaymentRepository(b.t.database.db),
      providers: { sandbox: null, superApp: null, wechat: createWechatPayProvider(b.t.config.buying.wechatPay!, { now: () => b.clock.now }) },
      logger: b.t.app.log,
      now: () => b.clock.now,
    });

  it('are sent again with the same out_refund_no after two minutes, and paid back once', async () => {
    const { buyer, order, outTradeNo } = await paidWithWechat([9]);
    // WeChat Pay registers the refund, but its answer does not verify: we cannot know it took it.
    fake.faults.isAnswerSignatureBad = true;
    let sent;
    try {
      sent = await refundAsQuoted(b, buyer.headers, order.orderNo, [order.tickets[0]!.ticketId]);
    } finally {
      fake.faults.isAnswerSignatureBad = false;
    }
    const outRefundNo = `${outTradeNo}P1`;
    expect(sent.refund.data.refund).toEqual({ outRefundNo, amountCents: 300, status: 'processing' });
    expect(await passengerRefundsOf(b, order.orderNo)).toMatchObject([{ status: 'processing', provider_refund_id: null }]);

    // Too fresh to retry: the request that made it may still be sending it.
    expect(await sender().retryUnsent()).toBe(0);
    expect(refundCallsFor(outRefundNo)).toHaveLength(1);

    b.clock.advance(3);
    expect(await sender().retryUnsent()).toBe(1);
    const calls = refundCallsFor(outRefundNo);
    expect(calls).toHaveLength(2);
    expect(JSON.parse(calls[1]!.body)).toMatchObject({ out_trade_no: outTradeNo, out_refund_no: outRefundNo, amount: { refund: 300, total: 300 } });
    const [row] = await passengerRefundsOf(b, order.orderNo);
    expect(row).toMatchObject({ status: 'succeeded', amount_cents: 300 });
    expect(row!.provider_refund_id).toMatch(/\S/);
    expect(fake.trades.get(outTradeNo)).toMatchObject({ refunded: 300 });
    // Settled: nothing left to send.
    b.clock.advance(3);
    expect(await sender().retryUnsent()).toBe(0);
    expect(refundCallsFor(outRefundNo)).toHaveLength(2);
  });
});
