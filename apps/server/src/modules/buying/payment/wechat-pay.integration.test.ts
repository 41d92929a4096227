import { createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyingApp } from '../../../test/buying-fixture';
import type { FakeNotificationOptions, FakeWechatPay } from '../../../test/fake-wechat-pay-server';
import {
  bindWechatOpenId,
  createWechatBuyingApp,
  notificationsOf,
  orderRow,
  paymentsOf,
  placeOrder,
  postNotification,
  ticketStatuses,
  warnings,
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

let phone = 13800000600;
/** A pending order of a passenger who came in through WeChat, with its JSAPI payment placed. */
const prepaidOrder = async () => {
  const buyer = await b.buyer(String((phone += 1)));
  const openid = await bindWechatOpenId(b, buyer.userId);
  const order = await placeOrder(b, buyer);
  const orderNo: string = order.data.orderNo;
  const pay = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: `wx-${orderNo}`, body: { orderNo, channel: 'wechat' } });
  expect(pay.meta.code).toBe(1);
  return { buyer, openid, orderNo, outTradeNo: `${orderNo}W`, amountCents: order.data.payableCents as number, pay: pay.data };
};

const paidNotification = (outTradeNo: string, options?: FakeNotificationOptions) => fake.makeNotification(fake.markPaid(outTradeNo), options);

describe('WeChat Pay JSAPI', () => {
  it('places the prepay order and answers chooseWXPay parameters signed with the merchant key', async () => {
    const { openid, orderNo, outTradeNo, amountCents, pay } = await prepaidOrder();
    const trade = fake.trades.get(outTradeNo)!;
    expect(trade).toMatchObject({ total: amountCents, openid, state: 'NOTPAY', notifyUrl: fake.config.notifyUrl, description: expect.stringContaining('M101') });
    const order = await orderRow(b, orderNo);
    // time_expire is the order's deadline in Beijing time.
    const beijing = new Date(order.expires_at.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
    expect(trade.timeExpire).toBe(`${beijing}+08:00`);

    expect(pay).toMatchObject({ channel: 'wechat', appId: fake.config.appId, signType: 'RSA', package: `prepay_id=${trade.prepayId}` });
    expect(pay.timeStamp).toBe(String(Math.floor(b.clock.now.getTime() / 1000)));
    const message = `${pay.appId}\n${pay.timeStamp}\n${pay.nonceStr}\n${pay.package}\n`;
    expect(createVerify('RSA-SHA256').update(message).verify(fake.merchantPublicKey, pay.paySign, 'base64')).toBe(true);
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ channel: 'wechat', status: 'created', prepay_id: trade.prepayId, amount_cents: amountCents }]);
  });

  it('answers a retry with the same Idempotency-Key without a second prepay; a new key gets the same prepay_id', async () => {
    const { buyer, orderNo, outTradeNo, pay } = await prepaidOrder();
    const prepays = () => fake.requests.filter((r) => r.url.pathname === '/v3/pay/transactions/jsapi' && r.body.includes(outTradeNo)).length;
    expect(prepays()).toBe(1);
    const retried = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: `wx-${orderNo}`, body: { orderNo, channel: 'wechat' } });
    expect(retried.data).toEqual(pay);
    expect(prepays()).toBe(1);
    const fresh = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: `wx2-${orderNo}`, body: { orderNo, channel: 'wechat' } });
    expect(fresh.data.package).toBe(pay.package);
    expect(prepays()).toBe(2);
    expect(await paymentsOf(b, orderNo)).toHaveLength(1);
  });

  it('answers 2501 when the passenger has no WeChat openid (did not come in through WeChat)', async () => {
    const buyer = await b.buyer(String((phone += 1)));
    const orderNo: string = (await placeOrder(b, buyer)).data.orderNo;
    const before = fake.requests.length;
    const pay = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'wx-none', body: { orderNo, channel: 'wechat' } });
    expect(pay.meta.code).toBe(2501);
    expect(pay.meta.desc).toBe('请从微信重新进入并授权后再支付');
    expect(fake.requests.length).toBe(before);
  });

  it('answers 2502 when WeChat Pay refuses the prepay, and logs it', async () => {
    const buyer = await b.buyer(String((phone += 1)));
    await bindWechatOpenId(b, buyer.userId);
    const orderNo: string = (await placeOrder(b, buyer)).data.orderNo;
    fake.faults.isAnswerSignatureBad = true;
    try {
      const pay = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'wx-bad', body: { orderNo, channel: 'wechat' } });
      expect(pay.meta.code).toBe(2502);
    } finally {
      fake.faults.isAnswerSignatureBad = false;
    }
    expect(b.t.logs.some((l) => l.msg === 'WeChat Pay prepay failed' && l.outTradeNo === `${orderNo}W`)).toBe(true);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'pending' });
    // A provider failure is not stored under the key: the same key retries, and now succeeds.
    const retried = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: 'wx-bad', body: { orderNo, channel: 'wechat' } });
    expect(retried.meta.code).toBe(1);
    expect(retried.data.package).toMatch(/^prepay_id=/);
  });

  it('takes the signed, encrypted payment notification: 204 and the order paid', async () => {
    const { buyer, orderNo, outTradeNo } = await prepaidOrder();
    const notification = paidNotification(outTradeNo);
    const res = await postNotification(b, 'wechat', notification);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'paid' });
    expect(await ticketStatuses(b, orderNo)).toEqual(['valid']);
    const trade = fake.trades.get(outTradeNo)!;
    const [payment] = await paymentsOf(b, orderNo);
    expect(payment).toMatchObject({ status: 'succeeded', provider_transaction_id: trade.transactionId });
    const status = await b.call('GET', '/payment/status/query', { headers: buyer.headers, query: { orderNo } });
    expect(status.data).toMatchObject({ status: 'paid' });
    expect(status.data.paidAt).toBe(new Date(trade.successTime!).toISOString());
  });

  it('applies the same notification 10 times once, also when they arrive together', async () => {
    const { orderNo, outTradeNo } = await prepaidOrder();
    const notification = paidNotification(outTradeNo);
    for (let i = 0; i < 5; i += 1) expect((await postNotification(b, 'wechat', notification)).statusCode).toBe(204);
    const together = await Promise.all(Array.from({ length: 5 }, () => postNotification(b, 'wechat', notification)));
    expect(together.map((r) => r.statusCode)).toEqual(Array(5).fill(204));
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ status: 'succeeded' }]);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'paid' });
    const outcomes = (await notificationsOf(b, 'wechat', outTradeNo)).map((n) => n.outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
  });

  it.each<[string, FakeNotificationOptions, string]>([
    ['a tampered signature', { isSignatureTampered: true }, 'bad signature'],
    ['a stale timestamp (301 s old)', { timestampOffsetSeconds: -301 }, 'stale timestamp'],
    ['a timestamp 301 s ahead', { timestampOffsetSeconds: 301 }, 'stale timestamp'],
    ['another serial', { serial: 'PUB_KEY_ID_0000000000000000000000000000' }, 'unknown serial'],
    ['a resource encrypted with another APIv3 key', { apiV3Key: 'ffffffffffffffffffffffffffffffff' }, 'decrypt failed'],
  ])('rejects %s with 401 FAIL and a rejected row; the order stays pending', async (_name, options, reason) => {
    const { orderNo, outTradeNo } = await prepaidOrder();
    const logFrom = b.t.logs.length;
    const res = await postNotification(b, 'wechat', paidNotification(outTradeNo, options));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'FAIL', message: '验签失败' });
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'pending' });
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ status: 'created' }]);
    expect((await notificationsOf(b, 'wechat')).at(-1)).toEqual({ outcome: 'rejected', reason, out_trade_no: null });
    expect(warnings(b, 'payment notification rejected', logFrom)).toMatchObject([{ channel: 'wechat', reason }]);
  });

  it('rejects a body changed after signing, missing headers, another merchant and a wrong amount', async () => {
    const { orderNo, outTradeNo, amountCents } = await prepaidOrder();
    const good = paidNotification(outTradeNo);
    const changed = await postNotification(b, 'wechat', { headers: good.headers, rawBody: good.rawBody.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') });
    expect(changed.statusCode).toBe(401);
    const { 'wechatpay-signature': _dropped, ...unsigned } = good.headers;
    expect((await postNotification(b, 'wechat', { headers: unsigned, rawBody: good.rawBody })).statusCode).toBe(401);
    const transaction = fake.markPaid(outTradeNo);
    const otherMerchant = await postNotification(b, 'wechat', fake.makeNotification({ ...transaction, mchid: '1230000109' }));
    expect(otherMerchant.statusCode).toBe(401);
    const otherAmount = await postNotification(b, 'wechat', fake.makeNotification({ ...transaction, amount: { ...transaction.amount, total: amountCents + 1 } }));
    expect(otherAmount.statusCode).toBe(401);

    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'pending' });
    expect((await notificationsOf(b, 'wechat')).slice(-4).map((n) => n.reason)).toEqual([
      'bad signature',
      'missing signature headers',
      'wrong merchant',
      `amount mismatch: asked ${amountCents}, paid ${amountCents + 1}`,
    ]);
    // The genuine one still goes through afterwards.
    expect((await postNotification(b, 'wechat', good)).statusCode).toBe(204);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'paid' });
  });

  it('accepts and ignores a TRANSACTION.SUCCESS whose trade is not paid, and an unknown event', async () => {
    const { orderNo, outTradeNo } = await prepaidOrder();
    const transaction = fake.markPaid(outTradeNo);
    const notPaid = await postNotification(b, 'wechat', fake.makeNotification({ ...transaction, trade_state: 'NOTPAY' }));
    expect(notPaid.statusCode).toBe(204);
    const other = await postNotification(b, 'wechat', fake.makeNotification(transaction, { eventType: 'TRANSACTION.CLOSED' }));
    expect(other.statusCode).toBe(204);
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'pending' });
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ status: 'created' }]);
  });
});
