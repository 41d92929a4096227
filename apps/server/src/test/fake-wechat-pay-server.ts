import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { WechatPayConfig } from '../config';
import type { RecordedRequest } from './fake-http-server';

/**
 * WeChat Pay APIv3 for tests, on 127.0.0.1: JSAPI prepay, query and close by out_trade_no, refunds. It checks
 * every request's merchant signature and signs every answer with its own platform key, like the real one.
 * Its crypto is written here from the docs, not imported from the provider, so a shared mistake cannot
 * pass both sides.
 */

export type FakeTradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
export type FakeTrade = {
  outTradeNo: string;
  prepayId: string;
  description: string;
  total: number;
  openid: string;
  notifyUrl: string;
  timeExpire: string;
  state: FakeTradeState;
  transactionId?: string;
  successTime?: string;
  refunded: number;
};
export type FakeNotificationOptions = {
  /** Default: REFUND.<refund_status> for a refund resource, else TRANSACTION.SUCCESS. */
  eventType?: string;
  isSignatureTampered?: boolean;
  /** Moves Wechatpay-Timestamp away from now, e.g. -301 for a stale notification. */
  timestampOffsetSeconds?: number;
  serial?: string;
  /** Encrypts with another APIv3 key (a merchant who set a different one). */
  apiV3Key?: string;
};
type Answer = { status: number; json?: unknown };

const PrepayBody = z.object({
  appid: z.string(),
  mchid: z.string(),
  description: z.string().min(1).max(127),
  out_trade_no: z.string().regex(/^[\w\-|*]{6,32}$/),
  time_expire: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/),
  notify_url: z.url(),
  amount: z.object({ total: z.number().int().positive(), currency: z.literal('CNY') }),
  payer: z.object({ openid: z.string().min(1) }),
});
const RefundBody = z.object({
  out_trade_no: z.string(),
  out_refund_no: z.string().regex(/^[\w\-|*@]{1,64}$/),
  reason: z.string().max(80).optional(),
  notify_url: z.url().optional(),
  amount: z.object({ refund: z.number().int().positive(), total: z.number().int().positive(), currency: z.literal('CNY') }),
});
const CloseBody = z.object({ mchid: z.string() });

const SKEW_SECONDS = 300;
const lines = (...parts: string[]) => parts.map((part) => `${part}\n`).join('');
const sign = (message: string, privateKey: string) => createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
const beijingTime = (at: Date) => `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
const error = (status: number, code: string, message: string): Answer => ({ status, json: { code, message } });

const rsaPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

export const startFakeWechatPay = async (options: { now?: () => Date } = {}) => {
  const now = options.now ?? (() => new Date());
  const merchant = rsaPair();
  const platform = rsaPair();
  const requests: RecordedRequest[] = [];
  const trades = new Map<string, FakeTrade>();
  const refunds = new Map<string, { refundId: string; outTradeNo: string; refund: number; status: string }>();
  /** Switches for failure tests; reset them after use. */
  const faults = { isAnswerSignatureBad: false, refundStatus: 'SUCCESS' };
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}${String((sequence += 1)).padStart(10, '0')}`;

  const config: WechatPayConfig = {
    mchId: '1900009191',
    appId: 'wxd678efh567hg6787',
    serialNo: randomBytes(20).toString('hex').toUpperCase(),
    privateKey: merchant.privateKey,
    apiV3Key: randomBytes(16).toString('hex'),
    platformPublicKey: platform.publicKey,
    platformSerial: 'PUB_KEY_ID_0119000091912025000000000000',
    apiBaseUrl: '',
    notifyUrl: 'http://127.0.0.1/payment/notify/wechat',
  };

  /** The Authorization header checked as WeChat Pay does: scheme, mchid, serial, time, signature. */
  const isSignedByMerchant = (request: RecordedRequest): boolean => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
    const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (fields.mchid !== config.mchId || fields.serial_no !== config.serialNo || !fields.signature) return false;
    if (Math.abs(now().getTime() / 1000 - Number(fields.timestamp)) > SKEW_SECONDS) return false;
    const message = lines(request.method, `${request.url.pathname}${request.url.search}`, fields.timestamp ?? '', fields.nonce_str ?? '', request.body);
    return createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, fields.signature, 'base64');
  };

  const transactionOf = (trade: FakeTrade) => ({
    appid: config.appId,
    mchid: config.mchId,
    out_trade_no: trade.outTradeNo,
    ...(trade.transactionId ? { transaction_id: trade.transactionId, bank_type: 'OTHERS', success_time: trade.successTime } : {}),
    trade_type: 'JSAPI',
    trade_state: trade.state,
    trade_state_desc: { NOTPAY: '未支付', SUCCESS: '支付成功', CLOSED: '已关闭', REFUND: '转入退款' }[trade.state],
    payer: { openid: trade.openid },
    amount: { total: trade.total, payer_total: trade.total, currency: 'CNY', payer_currency: 'CNY' },
  });

  const prepay = (input: unknown): Answer => {
    const parsed = PrepayBody.safeParse(input);
    if (!parsed.success) return error(400, 'PARAM_ERROR', '参数错误');
    const body = parsed.data;
    if (body.appid !== config.appId || body.mchid !== config.mchId) return error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    const existing = trades.get(body.out_trade_no);
    if (existing?.state === 'SUCCESS' || existing?.state === 'REFUND') return error(400, 'ORDER_PAID', '订单已支付');
    if (existing?.state === 'CLOSED') return error(400, 'ORDER_CLOSED', '订单已关闭');
    if (existing && existing.total !== body.amount.total) return error(400, 'INVALID_REQUEST', '201 商户订单号重复');
    const trade: FakeTrade = existing ?? {
      outTradeNo: body.out_trade_no,
      prepayId: nextId('wx02100000000000'),
      description: body.description,
      total: body.amount.total,
      openid: body.payer.openid,
      notifyUrl: body.notify_url,
      timeExpire: body.time_expire,
      state: 'NOTPAY',
      refunded: 0,
    };
    trades.set(trade.outTradeNo, trade);
    return { status: 200, json: { prepay_id: trade.prepayId } };
  };

  const refund = (input: unknown): Answer => {
    const parsed = RefundBody.safeParse(input);
    if (!parsed.success) return error(400, 'PARAM_ERROR', '参数错误');
    const body = parsed.data;
    const trade = trades.get(body.out_trade_no);
    if (!trade) return error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (trade.state !== 'SUCCESS' && trade.state !== 'REFUND') return error(400, 'INVALID_REQUEST', '订单未支付');
    const known = refunds.get(body.out_refund_no);
    const { amount } = body;
    if (!known) {
      if (amount.total !== trade.total) return error(400, 'PARAM_ERROR', '订单金额与退款金额不匹配');
      if (trade.refunded + amount.refund > trade.total) return error(403, 'NOT_ENOUGH', '可退金额不足');
      trade.refunded += amount.refund;
      trade.state = 'REFUND';
      refunds.set(body.out_refund_no, { refundId: nextId('50000000382019052709732'), outTradeNo: trade.outTradeNo, refund: amount.refund, status: faults.refundStatus });
    }
    const stored = refunds.get(body.out_refund_no)!;
    return {
      status: 200,
      json: {
        refund_id: stored.refundId,
        out_refund_no: body.out_refund_no,
        transaction_id: trade.transactionId,
        out_trade_no: trade.outTradeNo,
        channel: 'ORIGINAL',
        user_received_account: '支付用户零钱',
        create_time: beijingTime(now()),
        status: stored.status,
        amount: { total: trade.total, refund: stored.refund, payer_total: trade.total, payer_refund: stored.refund, currency: 'CNY' },
      },
    };
  };

  const route = (request: RecordedRequest): Answer => {
    if (!isSignedByMerchant(request)) return error(401, 'SIGN_ERROR', '签名错误');
    let body: unknown = {};
    try {
      body = request.body === '' ? {} : JSON.parse(request.body);
    } catch {
      return error(400, 'PARAM_ERROR', '请求体不是JSON');
    }
    const path = request.url.pathname;
    if (request.method === 'POST' && path === '/v3/pay/transactions/jsapi') return prepay(body);
    if (request.method === 'POST' && path === '/v3/refund/domestic/refunds') return refund(body);
    const match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    const trade = match ? trades.get(decodeURIComponent(match[1]!)) : undefined;
    if (match && request.method === 'GET' && !match[2]) {
      if (request.url.searchParams.get('mchid') !== config.mchId) return error(400, 'PARAM_ERROR', 'mchid错误');
      return trade ? { status: 200, json: transactionOf(trade) } : error(404, 'ORDER_NOT_EXIST', '订单不存在');
    }
    if (match && request.method === 'POST' && match[2]) {
      if (CloseBody.safeParse(body).data?.mchid !== config.mchId) return error(400, 'PARAM_ERROR', 'mchid错误');
      if (!trade) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
      if (trade.state === 'SUCCESS' || trade.state === 'REFUND') return error(400, 'ORDER_PAID', '订单已支付');
      trade.state = 'CLOSED';
      return { status: 204 };
    }
    return error(404, 'NOT_FOUND', '接口不存在');
  };

  /** The platform's signature headers over a body: answers and notifications are signed alike. */
  const platformHeaders = (body: string, extra: { timestampOffsetSeconds?: number; serial?: string; isTampered?: boolean } = {}) => {
    const timestamp = String(Math.floor(now().getTime() / 1000) + (extra.timestampOffsetSeconds ?? 0));
    const nonce = randomBytes(16).toString('hex');
    const signed = extra.isTampered ? `${body} ` : body;
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': sign(lines(timestamp, nonce, signed), platform.privateKey),
      'wechatpay-serial': extra.serial ?? config.platformSerial,
    };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        body: Buffer.concat(chunks).toString('utf8'),
        headers: req.headers,
      };
      requests.push(request);
      const answer = route(request);
      const text = answer.json === undefined ? '' : JSON.stringify(answer.json);
      res.writeHead(answer.status, {
        ...(text ? { 'content-type': 'application/json' } : {}),
        'request-id': randomBytes(8).toString('hex'),
        ...platformHeaders(text, { isTampered: faults.isAnswerSignatureBad }),
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config.apiBaseUrl = url;

  return {
    url,
    config,
    requests,
    trades,
    faults,
    merchantPublicKey: merchant.publicKey,
    /** WeChat Pay's signature headers over any body, to build notifications the helpers below cannot. */
    signAsPlatform: (body: string) => platformHeaders(body),
    /** The payer paid: the trade turns SUCCESS; answers the transaction resource a notification carries. */
    markPaid: (outTradeNo: string) => {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      trade.state = 'SUCCESS';
      trade.transactionId ??= nextId('42000000002025060200');
      trade.successTime ??= beijingTime(now());
      return transactionOf(trade);
    },
    /** A notification as it reaches our notify route: the resource encrypted, the body signed. */
    makeNotification: (resource: Record<string, unknown>, notification: FakeNotificationOptions = {}) => {
      const isRefund = typeof resource.refund_status === 'string';
      const associatedData = isRefund ? 'refund' : 'transaction';
      const nonce = randomBytes(9).toString('base64url').slice(0, 12);
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(notification.apiV3Key ?? config.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
      cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const encrypted = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]);
      const rawBody = JSON.stringify({
        id: `EV-${randomBytes(8).toString('hex')}`,
        create_time: beijingTime(now()),
        resource_type: 'encrypt-resource',
        event_type: notification.eventType ?? (isRefund ? `REFUND.${String(resource.refund_status)}` : 'TRANSACTION.SUCCESS'),
        summary: isRefund ? '退款状态变更' : '支付成功',
        resource: { original_type: associatedData, algorithm: 'AEAD_AES_256_GCM', ciphertext: encrypted.toString('base64'), associated_data: associatedData, nonce },
      });
      const headers = {
        'content-type': 'application/json',
        ...platformHeaders(rawBody, {
          timestampOffsetSeconds: notification.timestampOffsetSeconds,
          serial: notification.serial,
          isTampered: notification.isSignatureTampered,
        }),
      };
      return { headers, rawBody };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type FakeWechatPay = Awaited<ReturnType<typeof startFakeWechatPay>>;
