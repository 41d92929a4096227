import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { paymentsOf, placeOrder } from '../../../test/payment-helpers';

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

describe('Idempotency-Key on /payment/pay', () => {
  it('answers a retry with the same key and body with the same cashier link; one payment', async () => {
    const buyer = await b.buyer('13800000801');
    const orderNo: string = (await placeOrder(b, buyer)).data.orderNo;
    const body = { orderNo, channel: 'sandbox' };
    const first = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'pay-key-1', body });
    const retried = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'pay-key-1', body });
    expect(first.meta.code).toBe(1);
    expect(retried).toEqual({ ...first, meta: { ...first.meta, timestamp: retried.meta.timestamp } });
    expect(retried.data.cashierUrl).toBe(first.data.cashierUrl);
    // The body in another key order is the same request.
    const reordered = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'pay-key-1', body: { channel: 'sandbox', orderNo } });
    expect(reordered.data.cashierUrl).toBe(first.data.cashierUrl);
    // A new key (the passenger tapped pay again) reuses the order's payment in this channel.
    const fresh = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'pay-key-2', body });
    expect(fresh.data.cashierUrl).toBe(first.data.cashierUrl);
    expect(await paymentsOf(b, orderNo)).toHaveLength(1);
  });

  it('refuses the same key with another body (1010) and runs nothing', async () => {
    const buyer = await b.buyer('13800000802');
    const orderNo: string = (await placeOrder(b, buyer)).data.orderNo;
    const other: string = (await placeOrder(b, buyer, { offset: 5 })).data.orderNo;
    const first = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'pay-key', body: { orderNo, channel: 'sandbox' } });
    expect(first.meta.code).toBe(1);
    const reused = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'pay-key', body: { orderNo: other, channel: 'sandbox' } });
    expect(reused.meta).toMatchObject({ code: 1010, desc: '该请求标识已用于另一个请求，请刷新页面后重试' });
    expect(await paymentsOf(b, other)).toEqual([]);
    const otherChannel = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'pay-key', body: { orderNo, channel: 'wechat' } });
    expect(otherChannel.meta.code).toBe(1010);
  });

  it('replays a business failure under its key, and refuses a malformed key', async () => {
    const buyer = await b.buyer('13800000803');
    const orderNo: string = (await placeOrder(b, buyer)).data.orderNo;
    // WeChat Pay is off in this app: 2501, stored and answered again for the same key.
    const off = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'wx-key', body: { orderNo, channel: 'wechat' } });
    expect(off.meta.code).toBe(2501);
    const again = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'wx-key', body: { orderNo, channel: 'wechat' } });
    expect(again.meta.code).toBe(2501);
    const bad = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'has space', body: { orderNo, channel: 'sandbox' } });
    expect(bad.meta.code).toBe(1001);
    const channel = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'alipay', body: { orderNo, channel: 'alipay' } });
    expect(channel.meta).toMatchObject({ code: 1001 });
    expect(await paymentsOf(b, orderNo)).toEqual([]);
  });
});
