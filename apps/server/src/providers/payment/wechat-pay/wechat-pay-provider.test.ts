import { createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWechatPay, type FakeWechatPay } from '../../../test/fake-wechat-pay-server';
import { isOrderPaidError, WechatPayApiError } from './wechat-pay-http';
import { createWechatPayProvider } from './wechat-pay-provider';

let fake: FakeWechatPay;
beforeAll(async () => {
  fake = await startFakeWechatPay();
});
afterAll(async () => fake.close());
afterEach(() => {
  fake.faults.isAnswerSignatureBad = false;
  fake.faults.refundStatus = 'SUCCESS';
});

let orderCount = 0;
const newOutTradeNo = () => `P2025060200${String((orderCount += 1)).padStart(4, '0')}`;
const expiresAt = new Date('2099-06-02T02:15:00Z');
const provider = () => createWechatPayProvider(fake.config);
const prepay = (outTradeNo: string, amountCents = 400) =>
  provider().prepayJsapi({ outTradeNo, amountCents, description: 'M101 车票 ×2', expiresAt, payerOpenId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });

describe('WeChat Pay provider against the fake WeChat Pay', () => {
  it('places a JSAPI order and answers payment parameters signed with the merchant key', async () => {
    const outTradeNo = newOutTradeNo();
    const before = Math.floor(Date.now() / 1000);
    const { prepayId, payParams } = await prepay(outTradeNo);

    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v3/pay/transactions/jsapi');
    expect(request.headers).toMatchObject({ accept: 'application/json', 'content-type': 'application/json' });
    expect(request.headers['user-agent']).toMatch(/\S/);
    expect(JSON.parse(request.body)).toEqual({
      appid: fake.config.appId,
      mchid: fake.config.mchId,
      description: 'M101 车票 ×2',
      out_trade_no: outTradeNo,
      time_expire: '2099-06-02T10:15:00+08:00',
      notify_url: fake.config.notifyUrl,
      amount: { total: 400, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });

    expect(prepayId).toBe(fake.trades.get(outTradeNo)!.prepayId);
    expect(payParams).toMatchObject({ appId: fake.config.appId, package: `prepay_id=${prepayId}`, signType: 'RSA' });
    expect(Number(payParams.timeStamp)).toBeGreaterThanOrEqual(before);
    expect(payParams.timeStamp).toMatch(/^\d{10}$/);
    const message = `${payParams.appId}\n${payParams.timeStamp}\n${payParams.nonceStr}\n${payParams.package}\n`;
    expect(createVerify('RSA-SHA256').update(message).verify(fake.merchantPublicKey, payParams.paySign, 'base64')).toBe(true);

    // Asking again for the same trade gives the same prepay_id (a retried pay call).
    expect((await prepay(outTradeNo)).prepayId).toBe(prepayId);
  });

  it('queries a trade: unknown and unpaid are null, paid is confirmed', async () => {
    const outTradeNo = newOutTradeNo();
    await expect(provider().queryPayment(outTradeNo)).resolves.toBeNull();
    await prepay(outTradeNo, 650);
    await expect(provider().queryPayment(outTradeNo)).resolves.toBeNull();
    expect(fake.requests.at(-1)!.url.search).toBe(`?mchid=${fake.config.mchId}`);

    const paid = fake.markPaid(outTradeNo);
    await expect(provider().queryPayment(outTradeNo)).resolves.toEqual({
      outTradeNo,
      transactionId: paid.transaction_id,
      amountCents: 650,
      paidAt: new Date(paid.success_time!),
    });
  });

  it('closes an unpaid trade; closing a paid one throws the order-paid error', async () => {
    const unpaid = newOutTradeNo();
    await prepay(unpaid);
    await expect(provider().closePayment(unpaid)).resolves.toBeUndefined();
    expect(fake.trades.get(unpaid)!.state).toBe('CLOSED');
    expect(JSON.parse(fake.requests.at(-1)!.body)).toEqual({ mchid: fake.config.mchId });

    const paid = newOutTradeNo();
    await prepay(paid);
    fake.markPaid(paid);
    const error = await provider().closePayment(paid).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatPayApiError);
    expect(error).toMatchObject({ status: 400, code: 'ORDER_PAID' });
    expect(isOrderPaidError(error)).toBe(true);
    expect(fake.trades.get(paid)!.state).toBe('SUCCESS');
  });

  it('refunds: SUCCESS is succeeded, PROCESSING is processing, ABNORMAL throws', async () => {
    const outTradeNo = newOutTradeNo();
    await prepay(outTradeNo, 800);
    fake.markPaid(outTradeNo);
    const refund = (outRefundNo: string) =>
      provider().refund({ outTradeNo, outRefundNo, refundCents: 200, totalCents: 800, reason: '乘客退票' });

    const first = await refund('R1-0001');
    expect(first).toEqual({ refundId: expect.any(String), status: 'succeeded' });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toEqual({
      out_trade_no: outTradeNo,
      out_refund_no: 'R1-0001',
      reason: '乘客退票',
      notify_url: fake.config.notifyUrl,
      amount: { refund: 200, total: 800, currency: 'CNY' },
    });
    // The same out_refund_no is the same refund, never a second one.
    await expect(refund('R1-0001')).resolves.toEqual(first);

    fake.faults.refundStatus = 'PROCESSING';
    await expect(refund('R1-0002')).resolves.toMatchObject({ status: 'processing' });
    fake.faults.refundStatus = 'ABNORMAL';
    await expect(refund('R1-0003')).rejects.toThrow(/R1-0003.*ABNORMAL/);
    expect(fake.trades.get(outTradeNo)!.refunded).toBe(600);
    // Refunded in part, the trade was still paid.
    await expect(provider().queryPayment(outTradeNo)).resolves.toMatchObject({ outTradeNo, amountCents: 800 });
  });

  it('a paid notification for a placed trade reads back through the provider', async () => {
    const outTradeNo = newOutTradeNo();
    await prepay(outTradeNo);
    const notification = await provider().verifyNotification(fake.makeNotification(fake.markPaid(outTradeNo)));
    expect(notification).toMatchObject({ kind: 'paid', payment: { outTradeNo, amountCents: 400 } });
  });

  it('does not believe an answer whose platform signature or serial does not check out', async () => {
    fake.faults.isAnswerSignatureBad = true;
    await expect(prepay(newOutTradeNo())).rejects.toThrow(/not verified: bad signature/);
    fake.faults.isAnswerSignatureBad = false;

    const otherSerial = createWechatPayProvider({ ...fake.config, platformSerial: 'PUB_KEY_ID_OLD' });
    const request = { outTradeNo: newOutTradeNo(), amountCents: 1, description: 'x', expiresAt, payerOpenId: 'o' };
    await expect(otherSerial.prepayJsapi(request)).rejects.toThrow(/not verified: unknown serial/);
  });

  it('a request signed with the wrong merchant key is refused with SIGN_ERROR', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const error = await createWechatPayProvider({ ...fake.config, privateKey: stranger.privateKey }).queryPayment('P1').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'SIGN_ERROR' });
  });

  it('times out, and turns a non-JSON error answer into an error with its status', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    await expect(createWechatPayProvider(fake.config, { fetch: hanging, timeoutMs: 50 }).queryPayment('P1')).rejects.toThrow(/failed/);

    const gateway: typeof fetch = async () => new Response('<html>Bad Gateway</html>', { status: 502 });
    const error = await createWechatPayProvider(fake.config, { fetch: gateway }).closePayment('P1').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502' });
  });
});
