import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SUPER_APP_PAY_KEY } from '../../../config';
import { SUPER_APP_PAY_TYPE } from '../../../providers/payment/super-app/super-app-pay-provider';
import { signFields } from '../../../providers/payment/signed-fields';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { notificationsOf, orderRow, paymentsOf, placeOrder, postNotification, ticketStatuses, warnings } from '../../../test/payment-helpers';

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp({ SUPER_APP_PAY_LINK: 'wdnj://pay' });
});
afterAll(async () => b.t.close());

let phone = 13800000500;
const signedOrder = async () => {
  const buyer = await b.buyer(String((phone += 1)));
  const order = await placeOrder(b, buyer);
  const orderNo: string = order.data.orderNo;
  const signed = await b.call('POST', '/payment/nJWeChatOrderPayByH5', { headers: buyer.headers, idempotencyKey: `sa-${orderNo}`, body: { orderNo } });
  return { buyer, order: order.data, orderNo, signed };
};

const hostFields = (outTradeNo: string, amountCents: number, overrides: Record<string, string | number> = {}) => ({
  outTradeNo,
  transactionId: `WDNJ${outTradeNo}`,
  amountCents,
  status: 'SUCCESS',
  timestamp: Math.floor(b.clock.now.getTime() / 1000),
  nonce: 'host-nonce-1',
  ...overrides,
});
const signedBy = (fields: Record<string, string | number>, key: string) => ({ ...fields, sign: signFields(fields, key) });
const asForm = (fields: Record<string, string | number>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  rawBody: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
});
const asJson = (fields: Record<string, string | number>) => ({ headers: { 'content-type': 'application/json' }, rawBody: JSON.stringify(fields) });

describe('super-app payment', () => {
  it('signs type and params with the pay key for the deep link', async () => {
    const { order, orderNo, signed } = await signedOrder();
    expect(signed.meta.code).toBe(1);
    expect(Object.keys(signed.data).sort()).toEqual(['params', 'sign', 'type']);
    const { type, sign, params } = signed.data as { type: string; sign: string; params: string };
    expect(type).toBe(SUPER_APP_PAY_TYPE);
    expect(sign).toBe(signFields({ type, params }, DEV_SUPER_APP_PAY_KEY));
    const parsed = JSON.parse(params);
    expect(parsed).toMatchObject({
      outTradeNo: `${orderNo}A`,
      amountCents: order.payableCents,
      subject: expect.stringContaining('M101'),
      expireTime: Math.floor(new Date(order.expiresAt).getTime() / 1000),
      timestamp: Math.floor(b.clock.now.getTime() / 1000),
    });
    // No API_BASE_URL: the host is told to notify the origin this request came to.
    expect(parsed.notifyUrl).toBe('http://localhost:80/ydbus-zuul/order-api/order-api/payment/notify/superApp');
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ channel: 'superApp', status: 'created', amount_cents: order.payableCents, out_trade_no: `${orderNo}A` }]);
  });

  it.each([
    ['form-encoded', asForm],
    ['JSON', asJson],
  ])('takes the host notification %s, signed with the pay key: the order is paid', async (_name, encode) => {
    const { buyer, order, orderNo } = await signedOrder();
    const res = await postNotification(b, 'superApp', encode(signedBy(hostFields(`${orderNo}A`, order.payableCents), DEV_SUPER_APP_PAY_KEY)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'paid' });
    expect(await ticketStatuses(b, orderNo)).toEqual(['valid']);
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ status: 'succeeded', provider_transaction_id: `WDNJ${orderNo}A` }]);
    const status = await b.call('GET', '/payment/status/query', { headers: buyer.headers, query: { orderNo } });
    expect(status.data.status).toBe('paid');
    const detail = await b.call('GET', '/order/detail', { headers: buyer.headers, query: { orderNo } });
    expect(detail.data.paymentChannel).toBe('superApp');
  });

  it('applies the same host notification 10 times once', async () => {
    const { order, orderNo } = await signedOrder();
    const notification = asForm(signedBy(hostFields(`${orderNo}A`, order.payableCents), DEV_SUPER_APP_PAY_KEY));
    const answers = await Promise.all(Array.from({ length: 10 }, () => postNotification(b, 'superApp', notification)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const outcomes = (await notificationsOf(b, 'superApp', `${orderNo}A`)).map((n) => n.outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'paid' });
  });

  it('rejects a notification signed with another key, a stale one and one for another amount', async () => {
    const { order, orderNo } = await signedOrder();
    const outTradeNo = `${orderNo}A`;
    const logFrom = b.t.logs.length;

    const wrongKey = await postNotification(b, 'superApp', asForm(signedBy(hostFields(outTradeNo, order.payableCents), 'not-the-super-app-pay-key')));
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json()).toMatchObject({ code: 'FAIL' });
    // The sandbox secret does not sign for the super-app either.
    const sandboxKey = await postNotification(b, 'superApp', asJson(signedBy(hostFields(outTradeNo, order.payableCents), b.t.config.buying.sandbox.secret)));
    expect(sandboxKey.statusCode).toBe(400);
    const stale = await postNotification(
      b,
      'superApp',
      asForm(signedBy(hostFields(outTradeNo, order.payableCents, { timestamp: Math.floor(b.clock.now.getTime() / 1000) - 301 }), DEV_SUPER_APP_PAY_KEY)),
    );
    expect(stale.statusCode).toBe(400);
    const wrongAmount = await postNotification(b, 'superApp', asForm(signedBy(hostFields(outTradeNo, 1), DEV_SUPER_APP_PAY_KEY)));
    expect(wrongAmount.statusCode).toBe(400);
    const malformed = await postNotification(b, 'superApp', { headers: { 'content-type': 'application/json' }, rawBody: 'outTradeNo=x' });
    expect(malformed.statusCode).toBe(400);

    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'pending' });
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ status: 'created' }]);
    const rows = (await notificationsOf(b, 'superApp')).slice(-5);
    expect(rows.map((r) => r.reason)).toEqual([
      'bad signature',
      'bad signature',
      'stale timestamp',
      `amount mismatch: asked ${order.payableCents}, paid 1`,
      'malformed body',
    ]);
    expect(rows.every((r) => r.outcome === 'rejected')).toBe(true);
    expect(warnings(b, 'payment notification rejected', logFrom)).toHaveLength(5);
  });

  it('does not let the sandbox route confirm a super-app trade', async () => {
    const { order, orderNo } = await signedOrder();
    const fields = hostFields(`${orderNo}A`, order.payableCents);
    const res = await postNotification(b, 'sandbox', asJson(signedBy(fields, b.t.config.buying.sandbox.secret)));
    expect(res.statusCode).toBe(400);
    expect(await notificationsOf(b, 'sandbox', `${orderNo}A`)).toMatchObject([{ outcome: 'rejected', reason: 'unknown trade' }]);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'pending' });
  });

  it('returns the same signature for a retried call with the same key; another body under that key is 1010', async () => {
    const { buyer, orderNo, signed } = await signedOrder();
    const again = await b.call('POST', '/payment/nJWeChatOrderPayByH5', { headers: buyer.headers, idempotencyKey: `sa-${orderNo}`, body: { orderNo } });
    expect(again.data).toEqual(signed.data);
    const other = await signedOrder();
    const reused = await b.call('POST', '/payment/nJWeChatOrderPayByH5', { headers: other.buyer.headers, idempotencyKey: `sa-${orderNo}`, body: { orderNo: other.orderNo } });
    // Keys are per user: another passenger may use the same key.
    expect(reused.meta.code).toBe(1);
    const mixed = await b.call('POST', '/payment/nJWeChatOrderPayByH5', { headers: buyer.headers, idempotencyKey: `sa-${orderNo}`, body: { orderNo: other.orderNo } });
    expect(mixed.meta.code).toBe(1010);
  });
});

describe('super-app payment switched off', () => {
  it('answers 2501 without SUPER_APP_PAY_LINK, and its notify route refuses everything', async () => {
    const off = await createBuyingApp();
    try {
      const buyer = await off.buyer('13800000599');
      const orderNo: string = (await placeOrder(off, buyer)).data.orderNo;
      const res = await off.call('POST', '/payment/nJWeChatOrderPayByH5', { headers: buyer.headers, idempotencyKey: 'sa-off', body: { orderNo } });
      expect(res.meta.code).toBe(2501);
      expect(res.meta.desc).toBe('当前环境暂不支持该支付方式，请更换支付方式');
      const fields = {
        outTradeNo: `${orderNo}A`,
        transactionId: 'X',
        amountCents: 800,
        status: 'SUCCESS',
        timestamp: Math.floor(off.clock.now.getTime() / 1000),
        nonce: 'n',
      };
      const notified = await postNotification(off, 'superApp', asJson(signedBy(fields, DEV_SUPER_APP_PAY_KEY)));
      expect(notified.statusCode).toBe(400);
      expect(await orderRow(off, orderNo)).toMatchObject({ status: 'pending' });
      expect(await off.t.database.db.selectFrom('payments').selectAll().execute()).toEqual([]);
    } finally {
      await off.t.close();
    }
  });
});
