import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  checkWechatpaySignature,
  headerValue,
  jsapiPaySign,
  newWechatPayNonce,
  rsaVerify,
  unixSeconds,
} from './wechat-pay-signing';
import { wechatPayTime } from './wechat-pay-transaction';

const rsaPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = rsaPair();
const platform = rsaPair();
const platformKey = { platformPublicKey: platform.publicKey, platformSerial: 'PUB_KEY_ID_0001' };

// Independent of the code under test: node's crypto over a message written out by hand from the docs.
const verifies = (message: string, signature: string, publicKey: string) =>
  createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
const platformSigned = (timestamp: string, nonce: string, body: string) => ({
  'Wechatpay-Timestamp': timestamp,
  'Wechatpay-Nonce': nonce,
  'Wechatpay-Signature': createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(platform.privateKey, 'base64'),
  'Wechatpay-Serial': platformKey.platformSerial,
});

describe('request signature (docs "签名生成")', () => {
  const credentials = { mchId: '1900009191', serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C', privateKey: merchant.privateKey };

  it('signs METHOD, path?query, timestamp, nonce, body: five lines, each ending in \\n', () => {
    const body = '{"appid":"wxd678efh567hg6787","mchid":"1900009191"}';
    const header = authorizationHeader(
      { method: 'POST', pathWithQuery: '/v3/pay/transactions/jsapi', timestamp: '1554208460', nonce: '593BEC0C930BF1AFEB40B4A08C8FB242', body },
      credentials,
    );
    const match = /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="([A-Za-z0-9+/=]+)",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"$/.exec(header);
    expect(match).not.toBeNull();
    const message = `POST\n/v3/pay/transactions/jsapi\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n${body}\n`;
    expect(verifies(message, match![1]!, merchant.publicKey)).toBe(true);
    expect(verifies(message.replace('POST', 'GET'), match![1]!, merchant.publicKey)).toBe(false);
  });

  it('a GET signs its query string and an empty body line', () => {
    const header = authorizationHeader(
      { method: 'get', pathWithQuery: '/v3/pay/transactions/out-trade-no/T1?mchid=1900009191', timestamp: '1554208460', nonce: 'N', body: '' },
      credentials,
    );
    const signature = /signature="([^"]+)"/.exec(header)![1]!;
    expect(verifies('GET\n/v3/pay/transactions/out-trade-no/T1?mchid=1900009191\n1554208460\nN\n\n', signature, merchant.publicKey)).toBe(true);
  });
});

describe('JSAPI paySign (docs "JSAPI调起支付")', () => {
  it('signs appId, timeStamp, nonceStr, package, each line ending in \\n', () => {
    const input = { appId: 'wx8888888888888888', timeStamp: '1414561699', nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS', package: 'prepay_id=wx201410272009395522657a690389285100' };
    const paySign = jsapiPaySign(input, merchant.privateKey);
    const message = 'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n';
    expect(verifies(message, paySign, merchant.publicKey)).toBe(true);
    // PKCS#1 v1.5 is deterministic: the same message signs the same.
    expect(jsapiPaySign(input, merchant.privateKey)).toBe(paySign);
  });
});

describe('WeChat Pay signature check (answers and notifications)', () => {
  const at = new Date('2025-06-02T02:00:00.900Z');
  const seconds = Math.floor(at.getTime() / 1000);
  const body = '{"prepay_id":"wx02100000000000"}';

  it('accepts a signature over timestamp, nonce and the exact body', () => {
    expect(checkWechatpaySignature(platformSigned(String(seconds), 'n1', body), body, platformKey, at)).toBeNull();
    expect(checkWechatpaySignature(platformSigned(String(seconds), 'n1', body), `${body} `, platformKey, at)).toBe('bad signature');
  });

  it('allows 300 s of clock skew either way, not 301', () => {
    expect(checkWechatpaySignature(platformSigned(String(seconds - 300), 'n', body), body, platformKey, at)).toBeNull();
    expect(checkWechatpaySignature(platformSigned(String(seconds + 300), 'n', body), body, platformKey, at)).toBeNull();
    expect(checkWechatpaySignature(platformSigned(String(seconds - 301), 'n', body), body, platformKey, at)).toBe('stale timestamp');
    expect(checkWechatpaySignature(platformSigned(String(seconds + 301), 'n', body), body, platformKey, at)).toBe('stale timestamp');
    expect(checkWechatpaySignature(platformSigned('not-a-number', 'n', body), body, platformKey, at)).toBe('stale timestamp');
  });

  it('refuses another serial, missing headers, and WeChat Pay\'s SIGNTEST probe', () => {
    const headers = platformSigned(String(seconds), 'n', body);
    expect(checkWechatpaySignature({ ...headers, 'Wechatpay-Serial': 'PUB_KEY_ID_OTHER' }, body, platformKey, at)).toBe('unknown serial');
    expect(checkWechatpaySignature({ ...headers, 'Wechatpay-Nonce': undefined }, body, platformKey, at)).toBe('missing signature headers');
    const probe = { ...headers, 'Wechatpay-Signature': `WECHATPAY/SIGNTEST/${headers['Wechatpay-Signature']}` };
    expect(checkWechatpaySignature(probe, body, platformKey, at)).toBe('bad signature');
  });

  it('reads headers whatever their case, from a plain object or fetch Headers', () => {
    const headers = platformSigned(String(seconds), 'n', body);
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), [v]]));
    expect(checkWechatpaySignature(lower, body, platformKey, at)).toBeNull();
    expect(checkWechatpaySignature(new Headers(headers), body, platformKey, at)).toBeNull();
    expect(headerValue({ a: ['1', '2'] }, 'A')).toBe('1');
  });

  it('a malformed key or signature is a failed check, not a crash', () => {
    expect(rsaVerify('m', 'sig', 'not a key')).toBe(false);
    expect(rsaVerify('m', '!!!', platform.publicKey)).toBe(false);
  });
});

describe('small formats', () => {
  it('RFC 3339 Beijing time, seconds, and nonces', () => {
    expect(wechatPayTime(new Date('2025-06-02T02:00:00.123Z'))).toBe('2025-06-02T10:00:00+08:00');
    expect(wechatPayTime(new Date('2025-06-02T17:30:05Z'))).toBe('2025-06-03T01:30:05+08:00');
    expect(unixSeconds(new Date('2019-04-02T12:34:20.999Z'))).toBe('1554208460');
    expect(newWechatPayNonce()).toMatch(/^[0-9A-F]{32}$/);
    expect(newWechatPayNonce()).not.toBe(newWechatPayNonce());
  });
});
