import { sendSmsCodeAuthAlias, sendSmsCodeCommonAlias } from '@udian/contracts/endpoints/auth/send-sms-code';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { signRequest } from '@udian/contracts/sms-signature';
import type { Envelope } from '@udian/contracts/envelope';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestCode, signedCodeQuery } from '../../../test/sms-login';
import { behindLoopbackProxy, clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';

const SEND_URL = '/ydbus-zuul/ydbus-auth/ydbus-auth/sms/v1/verification_code/send';
// 10:00 in Asia/Shanghai, so that a few hours later is still the same day there.
const START = Date.parse('2025-06-02T02:00:00Z');
const MINUTE = 60_000;

let clock = START;
let t: TestApp;
let phoneSeq = 0;
/** A fresh phone, IP and device per test: limits never leak between tests. */
const fresh = () => {
  phoneSeq += 1;
  return {
    phone: `139${String(10_000_000 + phoneSeq).slice(-8)}`,
    headers: { 'x-forwarded-for': `10.0.${Math.floor(phoneSeq / 250)}.${phoneSeq % 250}`, deviceId: `device-limits-${phoneSeq}` },
  };
};

beforeAll(async () => {
  t = await createTestApp({ ...behindLoopbackProxy }, { now: () => new Date(clock) });
});
afterAll(async () => t.close());
beforeEach(() => {
  // Each test starts a day later, far from the previous test's sends.
  clock = START + phoneSeq * 86_400_000;
});

describe('sending a code', () => {
  it('answers the countdown and puts the code in the dev outbox', async () => {
    const { phone, headers } = fresh();
    const body = await requestCode(t.app, phone, { headers });
    expect(body.meta.code).toBe(1);
    expect(body.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox', query: { phone } });
    expect(outbox.json().data.messages[0]).toMatchObject({ phone, functionType: 'baseLogin', code: expect.stringMatching(/^\d{6}$/) });
  });

  it.each([sendSmsCodeAuthAlias, sendSmsCodeCommonAlias])('works on the alias $path, signed with its own path', async (endpoint) => {
    const { phone, headers } = fresh();
    expect((await requestCode(t.app, phone, { headers, path: endpoint.path })).meta.code).toBe(1);
    // The main path's signature does not fit the alias.
    const other = fresh();
    const response = await t.app.inject({
      method: 'GET',
      url: `${endpoint.prefix}${endpoint.path}`,
      query: signedCodeQuery(other.phone),
      headers: { ...clientHeaders, ...other.headers },
    });
    expect(response.json().meta).toMatchObject({ code: 1001, desc: errorCatalogue.smsSignInvalid.desc });
  });

  it('checks the signature over the query as sent, defaults left out', async () => {
    const { phone, headers } = fresh();
    const payload = { phoneNum: phone };
    const response = await t.app.inject({
      method: 'GET',
      url: SEND_URL,
      query: { ...payload, sign: signRequest(payload, '/sms/v1/verification_code/send') },
      headers: { ...clientHeaders, ...headers },
    });
    expect(response.json().meta.code).toBe(1);
  });

  it.each([
    ['a missing sign', (q: Record<string, string>) => ({ ...q, sign: undefined }), '签名'],
    ['a malformed sign', (q: Record<string, string>) => ({ ...q, sign: 'abc' }), '签名'],
    ['a sign over other values', (q: Record<string, string>) => ({ ...q, phoneNum: '13900000000' }), '签名'],
    ['a tampered sign', (q: Record<string, string>) => ({ ...q, sign: q.sign!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }), '签名'],
    ['a malformed phone', (q: Record<string, string>) => ({ ...q, phoneNum: '1234' }), '手机号'],
    ['a phone starting 12', (q: Record<string, string>) => ({ ...q, phoneNum: '12800138000' }), '手机号'],
    ['an unknown purpose', (q: Record<string, string>) => ({ ...q, functionType: 'pay' }), '用途'],
  ])('refuses %s with 1001 and a Chinese desc', async (_label, change, word) => {
    const { phone, headers } = fresh();
    const query = Object.fromEntries(
      Object.entries(change(signedCodeQuery(phone))).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const response = await t.app.inject({ method: 'GET', url: SEND_URL, query, headers: { ...clientHeaders, ...headers } });
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope<unknown>>();
    expect(body.meta.code).toBe(1001);
    expect(body.meta.desc).toContain(word);
  });

  it('refuses a call without the client headers (no deviceId to count)', async () => {
    const { phone } = fresh();
    const response = await t.app.inject({ method: 'GET', url: SEND_URL, query: signedCodeQuery(phone) });
    expect(response.json().meta.code).toBe(1002);
  });
});

describe('limits, each at its boundary', () => {
  it('one send per 60 s per phone: the second within 60 s is refused, at 60 s it is allowed', async () => {
    const { phone, headers } = fresh();
    expect((await requestCode(t.app, phone, { headers })).meta.code).toBe(1);
    clock += 59_000;
    const refused = await requestCode(t.app, phone, { headers });
    expect(refused.meta).toMatchObject({ code: errorCatalogue.smsResendTooSoon.code, desc: '验证码已发送，请 1 秒后再重新获取' });
    clock += 1_000;
    expect((await requestCode(t.app, phone, { headers })).meta.code).toBe(1);
  });

  it('5 per hour per phone: the 5th is sent, the 6th refused, and allowed again an hour after the first', async () => {
    const { phone, headers } = fresh();
    for (let i = 1; i <= 5; i += 1) {
      expect((await requestCode(t.app, phone, { headers })).meta.code, `send ${i}`).toBe(1);
      clock += MINUTE;
    }
    const refused = await requestCode(t.app, phone, { headers });
    expect(refused.meta).toEqual(expect.objectContaining({ code: 2002, desc: errorCatalogue.smsPhoneHourlyLimit.desc }));
    clock = clock - 5 * MINUTE + 60 * MINUTE + 1; // just over an hour after the first send
    expect((await requestCode(t.app, phone, { headers })).meta.code).toBe(1);
  });

  it('10 per day per phone: the 10th is sent, the 11th refused until the next day in Asia/Shanghai', async () => {
    const { phone, headers } = fresh();
    const dayStart = clock;
    for (let i = 1; i <= 10; i += 1) {
      // Two bursts of five, an hour and a bit apart, stay under the hourly cap.
      clock = dayStart + (i <= 5 ? (i - 1) * MINUTE : 70 * MINUTE + (i - 6) * MINUTE);
      expect((await requestCode(t.app, phone, { headers })).meta.code, `send ${i}`).toBe(1);
    }
    clock = dayStart + 4 * 60 * MINUTE;
    const refused = await requestCode(t.app, phone, { headers });
    expect(refused.meta).toEqual(expect.objectContaining({ code: 2003, desc: errorCatalogue.smsPhoneDailyLimit.desc }));
    // dayStart is 10:00 in Shanghai; 14 hours later is midnight there: a new day.
    clock = dayStart + 14 * 60 * MINUTE;
    expect((await requestCode(t.app, phone, { headers })).meta.code).toBe(1);
  });

  it('20 per hour per IP: the 20th phone is served, the 21st refused', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 1; i <= 20; i += 1) {
      const { phone, headers } = fresh();
      expect((await requestCode(t.app, phone, { headers: { ...headers, ...ip } })).meta.code, `send ${i}`).toBe(1);
    }
    const { phone, headers } = fresh();
    const refused = await requestCode(t.app, phone, { headers: { ...headers, ...ip } });
    expect(refused.meta).toEqual(expect.objectContaining({ code: 2004, desc: errorCatalogue.smsIpLimit.desc }));
  });

  it('10 per hour per device: the 10th phone is served, the 11th refused', async () => {
    const device = { deviceId: 'one-busy-device' };
    for (let i = 1; i <= 10; i += 1) {
      const { phone, headers } = fresh();
      expect((await requestCode(t.app, phone, { headers: { ...headers, ...device } })).meta.code, `send ${i}`).toBe(1);
    }
    const { phone, headers } = fresh();
    const refused = await requestCode(t.app, phone, { headers: { ...headers, ...device } });
    expect(refused.meta).toEqual(expect.objectContaining({ code: 2005, desc: errorCatalogue.smsDeviceLimit.desc }));
  });

  it('a refused request does not count: after the 60 s wait the phone gets its second code', async () => {
    const { phone, headers } = fresh();
    await requestCode(t.app, phone, { headers });
    for (let i = 0; i < 5; i += 1) expect((await requestCode(t.app, phone, { headers })).meta.code).toBe(2001);
    clock += 60_000;
    expect((await requestCode(t.app, phone, { headers })).meta.code).toBe(1);
  });
});
