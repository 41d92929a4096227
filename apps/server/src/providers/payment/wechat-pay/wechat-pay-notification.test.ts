import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWechatPay, type FakeWechatPay } from '../../../test/fake-wechat-pay-server';
import { NotificationRejected, type IncomingNotification } from '../payment-provider';
import { readWechatPayNotification } from './wechat-pay-notification';

let fake: FakeWechatPay;
beforeAll(async () => {
  fake = await startFakeWechatPay();
});
afterAll(async () => fake.close());

const read = (incoming: IncomingNotification) => readWechatPayNotification(incoming, fake.config, new Date());
const rejection = (incoming: IncomingNotification): string => {
  try {
    read(incoming);
  } catch (error) {
    expect(error).toBeInstanceOf(NotificationRejected);
    return (error as NotificationRejected).reason;
  }
  throw new Error('the notification was accepted');
};

const paidResource = (overrides: Record<string, unknown> = {}) => ({
  appid: fake.config.appId,
  mchid: fake.config.mchId,
  out_trade_no: 'P20250602000001',
  transaction_id: '4200000000202506020000000001',
  trade_type: 'JSAPI',
  trade_state: 'SUCCESS',
  trade_state_desc: '支付成功',
  success_time: '2025-06-02T10:05:00+08:00',
  payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  amount: { total: 400, payer_total: 400, currency: 'CNY', payer_currency: 'CNY' },
  ...overrides,
});
const refundResource = (refundStatus: string) => ({
  mchid: fake.config.mchId,
  out_trade_no: 'P20250602000001',
  transaction_id: '4200000000202506020000000001',
  out_refund_no: 'R20250602000001',
  refund_id: '50000000382019052709732678859',
  refund_status: refundStatus,
  user_received_account: '支付用户零钱',
  amount: { total: 400, refund: 200, payer_total: 400, payer_refund: 200 },
});

describe('WeChat Pay notifications', () => {
  it('a signed TRANSACTION.SUCCESS is a confirmed payment', () => {
    expect(read(fake.makeNotification(paidResource()))).toEqual({
      kind: 'paid',
      payment: {
        outTradeNo: 'P20250602000001',
        transactionId: '4200000000202506020000000001',
        amountCents: 400,
        paidAt: new Date('2025-06-02T02:05:00Z'),
      },
    });
  });

  it('refund notifications say whether the money went back', () => {
    expect(read(fake.makeNotification(refundResource('SUCCESS')))).toEqual({
      kind: 'refund',
      outRefundNo: 'R20250602000001',
      refundId: '50000000382019052709732678859',
      isSucceeded: true,
    });
    expect(read(fake.makeNotification(refundResource('ABNORMAL')))).toMatchObject({ kind: 'refund', isSucceeded: false });
    expect(read(fake.makeNotification(refundResource('CLOSED')))).toMatchObject({ kind: 'refund', isSucceeded: false });
  });

  it('events we do not act on are ignored, not rejected', () => {
    expect(read(fake.makeNotification(paidResource({ trade_state: 'NOTPAY' })))).toMatchObject({ kind: 'ignored' });
    expect(read(fake.makeNotification(paidResource(), { eventType: 'TRANSACTION.CLOSED' }))).toMatchObject({ kind: 'ignored' });
  });

  it('rejects a changed body, a changed signature, a stale or future timestamp, an unknown serial', () => {
    const valid = fake.makeNotification(paidResource());
    expect(rejection({ ...valid, rawBody: valid.rawBody.replace('"event_type":"', '"event_type":"X') })).toBe('bad signature');
    expect(rejection(fake.makeNotification(paidResource(), { isSignatureTampered: true }))).toBe('bad signature');
    expect(rejection(fake.makeNotification(paidResource(), { timestampOffsetSeconds: -301 }))).toBe('stale timestamp');
    expect(rejection(fake.makeNotification(paidResource(), { timestampOffsetSeconds: 301 }))).toBe('stale timestamp');
    expect(rejection(fake.makeNotification(paidResource(), { serial: 'PUB_KEY_ID_SOMEONE_ELSE' }))).toBe('unknown serial');
    expect(rejection({ headers: {}, rawBody: valid.rawBody })).toBe('missing signature headers');
  });

  it('rejects a resource encrypted with another APIv3 key, or whose ciphertext or AAD changed', () => {
    expect(rejection(fake.makeNotification(paidResource(), { apiV3Key: 'another-32-byte-api-v3-key-00000' }))).toBe('decrypt failed');
    const body = JSON.parse(fake.makeNotification(paidResource()).rawBody) as { resource: { ciphertext: string; associated_data: string } };
    const flipped = Buffer.from(body.resource.ciphertext, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    // Re-signed, so only the AEAD tag can catch these.
    for (const resource of [{ ...body.resource, ciphertext: flipped.toString('base64') }, { ...body.resource, associated_data: 'refund' }]) {
      const rawBody = JSON.stringify({ ...body, resource });
      expect(rejection({ headers: fake.signAsPlatform(rawBody), rawBody })).toBe('decrypt failed');
    }
  });

  it('rejects what is signed but not a notification, or not ours', () => {
    for (const rawBody of ['not json', '{"id":"EV-1"}']) {
      expect(rejection({ headers: fake.signAsPlatform(rawBody), rawBody })).toBe('malformed body');
    }
    expect(rejection(fake.makeNotification(paidResource({ mchid: '1230000109' })))).toBe('wrong merchant');
    expect(rejection(fake.makeNotification(paidResource({ appid: 'wx0000000000000000' })))).toBe('wrong merchant');
    expect(rejection(fake.makeNotification({ ...refundResource('SUCCESS'), mchid: '1230000109' }))).toBe('wrong merchant');
    expect(rejection(fake.makeNotification(paidResource({ transaction_id: undefined })))).toBe('malformed resource');
    expect(rejection(fake.makeNotification(paidResource({ out_trade_no: 42 })))).toBe('malformed resource');
  });
});
