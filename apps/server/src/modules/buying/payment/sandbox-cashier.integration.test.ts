import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { orderRow, paymentsOf, placeOrder, ticketStatuses } from '../../../test/payment-helpers';

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

const hiddenField = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('sandbox cashier', () => {
  it('pays an order: cashier link, cashier page with the amount, 确认支付 → waiting-paid, order paid', async () => {
    const buyer = await b.buyer('13800000201');
    const order = await placeOrder(b, buyer, { withCoupon: true });
    expect(order.data).toMatchObject({ status: 'pending', totalCents: 800, discountCents: 500, payableCents: 300 });
    const orderNo: string = order.data.orderNo;
    const couponId = Number(order.data.coupon.userCouponId);

    const started = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'pay-1', body: { orderNo, channel: 'sandbox' } });
    expect(started.meta.code).toBe(1);
    expect(started.data.channel).toBe('sandbox');
    const cashierUrl: string = started.data.cashierUrl;
    expect(cashierUrl).toMatch(/^\/ydbus-zuul\/order-api\/order-api\/payment\/sandbox\/cashier\?outTradeNo=UD\d{20}S&sig=[0-9a-f]{64}$/);

    const page = await b.t.app.inject({ method: 'GET', url: cashierUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('¥3.00');
    expect(page.body).toContain(orderNo);
    expect(page.body).toContain('M101');
    expect(page.body).not.toContain('该订单已支付');
    const outTradeNo = hiddenField(page.body, 'outTradeNo')!;
    const sig = hiddenField(page.body, 'sig')!;
    expect(outTradeNo).toBe(`${orderNo}S`);

    const action = /action="([^"]+\/pay)"/.exec(page.body)![1]!;
    const paid = await b.t.app.inject({ method: 'POST', url: action, ...form({ outTradeNo, sig }) });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/ydbus/waiting-paid.html?orderNo=${orderNo}`);

    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'paid' });
    expect((await orderRow(b, orderNo)).paid_at).toBeInstanceOf(Date);
    expect(await ticketStatuses(b, orderNo)).toEqual(['valid']);
    const coupon = await b.t.database.db.selectFrom('user_coupons').select('status').where('id', '=', couponId).executeTakeFirstOrThrow();
    expect(coupon.status).toBe('used');
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ channel: 'sandbox', status: 'succeeded', amount_cents: 300, out_trade_no: outTradeNo }]);

    const status = await b.call('GET', '/payment/status/query', { headers: buyer.headers, query: { orderNo } });
    expect(status.meta.code).toBe(1);
    expect(status.data).toMatchObject({ orderNo, status: 'paid' });
    expect(status.data.paidAt).not.toBeNull();

    const detail = await b.call('GET', '/order/detail', { headers: buyer.headers, query: { orderNo } });
    expect(detail.data).toMatchObject({ status: 'paid', paymentChannel: 'sandbox', refunds: [] });
    expect(detail.data.tickets.map((t: { status: string }) => t.status)).toEqual(['valid']);

    // The cashier again shows it paid; paying a paid order is refused, the order stays paid once.
    const again = await b.t.app.inject({ method: 'GET', url: cashierUrl });
    expect(again.body).toContain('该订单已支付');
    const second = await b.t.app.inject({ method: 'POST', url: action, ...form({ outTradeNo, sig }) });
    expect(second.statusCode).toBe(303);
    expect(await paymentsOf(b, orderNo)).toHaveLength(1);
    const refunds = await b.t.database.db.selectFrom('refunds').selectAll().execute();
    expect(refunds).toEqual([]);

    // A paid order cannot start another payment.
    const refused = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'pay-2', body: { orderNo, channel: 'sandbox' } });
    expect(refused.meta.code).toBe(2406);
  });

  it('refuses a forged link or form signature with the 404 page; nothing is paid', async () => {
    const buyer = await b.buyer('13800000202');
    const orderNo: string = (await placeOrder(b, buyer)).data.orderNo;
    const started = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'pay-1', body: { orderNo, channel: 'sandbox' } });
    const url = new URL(started.data.cashierUrl, 'http://x');
    const outTradeNo = url.searchParams.get('outTradeNo')!;
    const forged = `${'0'.repeat(63)}1`;

    const page = await b.t.app.inject({ method: 'GET', url: `${url.pathname}?outTradeNo=${outTradeNo}&sig=${forged}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('支付链接无效');

    // A link signed for another trade does not open this one.
    const other = await b.t.app.inject({ method: 'GET', url: `${url.pathname}?outTradeNo=${orderNo}W&sig=${url.searchParams.get('sig')}` });
    expect(other.statusCode).toBe(404);

    const pay = await b.t.app.inject({ method: 'POST', url: `${url.pathname}/pay`, ...form({ outTradeNo, sig: forged }) });
    expect(pay.statusCode).toBe(404);
    expect(pay.body).toContain('支付链接无效');
    const unknownAction = await b.t.app.inject({ method: 'POST', url: `${url.pathname}/refund`, ...form({ outTradeNo, sig: url.searchParams.get('sig')! }) });
    expect(unknownAction.statusCode).toBe(404);
    const missing = await b.t.app.inject({ method: 'GET', url: url.pathname });
    expect(missing.statusCode).toBe(404);

    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'pending' });
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ status: 'created' }]);
  });

  it('取消支付 goes back to waiting-paid with payCancelled=1 and leaves the order pending', async () => {
    const buyer = await b.buyer('13800000203');
    const orderNo: string = (await placeOrder(b, buyer)).data.orderNo;
    const started = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'pay-1', body: { orderNo, channel: 'sandbox' } });
    const page = await b.t.app.inject({ method: 'GET', url: started.data.cashierUrl });
    const cancelAction = /action="([^"]+\/cancel)"/.exec(page.body)![1]!;

    const cancelled = await b.t.app.inject({
      method: 'POST',
      url: cancelAction,
      ...form({ outTradeNo: hiddenField(page.body, 'outTradeNo')!, sig: hiddenField(page.body, 'sig')! }),
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/ydbus/waiting-paid.html?orderNo=${orderNo}&payCancelled=1`);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'pending', paid_at: null });
    expect(await ticketStatuses(b, orderNo)).toEqual(['pending']);
    const status = await b.call('GET', '/payment/status/query', { headers: buyer.headers, query: { orderNo } });
    expect(status.data).toMatchObject({ orderNo, status: 'pending', paidAt: null });
  });

  it("answers another passenger's order number as not found, in the cashier start and the status", async () => {
    const owner = await b.buyer('13800000204');
    const orderNo: string = (await placeOrder(b, owner)).data.orderNo;
    const stranger = await b.buyer('13800000205');
    const pay = await b.call('POST', '/payment/pay', { headers: stranger.headers, idempotencyKey: 'pay-x', body: { orderNo, channel: 'sandbox' } });
    expect(pay.meta.code).toBe(1004);
    const status = await b.call('GET', '/payment/status/query', { headers: stranger.headers, query: { orderNo } });
    expect(status.meta.code).toBe(1004);
  });
});
