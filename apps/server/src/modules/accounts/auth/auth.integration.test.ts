import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestCode, loginBySms, postLogin, requestCode } from '../../../test/sms-login';
import { behindLoopbackProxy, clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';

const START = Date.parse('2025-06-02T02:00:00Z');
const INFO_URL = '/ydbus-api-v2/user/v1/info';
const LOGOUT_URL = '/ydbus-zuul/ydbus-auth/ydbus-auth/auth/logout';

let clock = START;
let t: TestApp;
let seq = 0;
const freshPhone = () => {
  seq += 1;
  return `137${String(10_000_000 + seq).slice(-8)}`;
};
/** Separate IPs and devices per phone, so the per-IP and per-device caps stay out of these tests. */
const clientOf = (phone: string) => ({ 'x-forwarded-for': `10.1.0.${Number(phone.slice(-2))}`, deviceId: `device-auth-${phone}` });

beforeAll(async () => {
  t = await createTestApp({ ...behindLoopbackProxy }, { now: () => new Date(clock) });
});
afterAll(async () => t.close());
beforeEach(() => {
  clock = START + seq * 86_400_000;
});

const info = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: INFO_URL, headers }).then((r) => r.json());

describe('SMS login', () => {
  it('signs up on the first login; the token works on /user/v1/info', async () => {
    const phone = freshPhone();
    const { login, headers } = await loginBySms(t.app, phone, clientOf(phone));
    expect(login).toEqual({
      user: { userId: expect.stringMatching(/^\d+$/), phoneNum: phone },
      token: expect.any(String),
      centerToken: login.token,
      centerUid: login.user.userId,
    });
    const profile = await info(headers);
    expect(profile.meta.code).toBe(1);
    expect(profile.data).toMatchObject({ userId: login.user.userId, phoneNum: `${phone.slice(0, 3)}****${phone.slice(7)}` });
  });

  it('logs the same phone into the same account next time', async () => {
    const phone = freshPhone();
    const first = await loginBySms(t.app, phone, clientOf(phone));
    clock += 61_000;
    const second = await loginBySms(t.app, phone, clientOf(phone));
    expect(second.login.user.userId).toBe(first.login.user.userId);
  });

  it('refuses a used code (replay)', async () => {
    const phone = freshPhone();
    await requestCode(t.app, phone, { headers: clientOf(phone) });
    const code = await latestCode(t.app, phone);
    expect((await postLogin(t.app, { phoneNum: phone, code })).meta.code).toBe(1);
    const replay = await postLogin(t.app, { phoneNum: phone, code });
    expect(replay.meta).toMatchObject({ code: errorCatalogue.smsCodeExpired.code, desc: '验证码已使用，请重新获取' });
  });

  it('refuses an expired code (5 minutes), and accepts it just before', async () => {
    const phone = freshPhone();
    await requestCode(t.app, phone, { headers: clientOf(phone) });
    const code = await latestCode(t.app, phone);
    clock += 300_000;
    const expired = await postLogin(t.app, { phoneNum: phone, code });
    expect(expired.meta).toMatchObject({ code: 2011, desc: '验证码已过期，请重新获取' });

    const other = freshPhone();
    await requestCode(t.app, other, { headers: clientOf(other) });
    const fresh = await latestCode(t.app, other);
    clock += 299_000;
    expect((await postLogin(t.app, { phoneNum: other, code: fresh })).meta.code).toBe(1);
  });

  it('counts wrong tries: 1-4 say how many are left, the 5th kills the code, the 6th is refused even when right', async () => {
    const phone = freshPhone();
    await requestCode(t.app, phone, { headers: clientOf(phone) });
    const code = await latestCode(t.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const answer = await postLogin(t.app, { phoneNum: phone, code: wrong });
      expect(answer.meta).toMatchObject({ code: 2010, desc: `验证码错误，还可以再试 ${5 - i} 次` });
    }
    expect((await postLogin(t.app, { phoneNum: phone, code: wrong })).meta).toMatchObject({
      code: 2012,
      desc: errorCatalogue.smsCodeTooManyTries.desc,
    });
    expect((await postLogin(t.app, { phoneNum: phone, code })).meta.code).toBe(2012);
  });

  it('binds a code to its phone: it does not work for another phone', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    await requestCode(t.app, phone, { headers: clientOf(phone) });
    await requestCode(t.app, other, { headers: clientOf(other) });
    const code = await latestCode(t.app, phone);
    const otherCode = await latestCode(t.app, other);
    const answer = await postLogin(t.app, { phoneNum: other, code });
    expect(answer.meta.code).toBe(code === otherCode ? 1 : 2010);
  });

  it('binds a code to its purpose: another functionType is refused by the contract', async () => {
    const phone = freshPhone();
    await requestCode(t.app, phone, { headers: clientOf(phone) });
    const code = await latestCode(t.app, phone);
    const answer = await postLogin(t.app, { phoneNum: phone, code, functionType: 'resetPassword' });
    expect(answer.meta.code).toBe(1001);
    expect(answer.meta.desc).toContain('验证码用途');
  });

  it('refuses a login with no code requested', async () => {
    const answer = await postLogin(t.app, { phoneNum: freshPhone(), code: '123456' });
    expect(answer.meta).toMatchObject({ code: 2011, desc: '请先获取验证码' });
  });

  it('only the newest code counts', async () => {
    const phone = freshPhone();
    await requestCode(t.app, phone, { headers: clientOf(phone) });
    const first = await latestCode(t.app, phone);
    clock += 60_000;
    await requestCode(t.app, phone, { headers: clientOf(phone) });
    const second = await latestCode(t.app, phone);
    if (first !== second) expect((await postLogin(t.app, { phoneNum: phone, code: first })).meta.code).toBe(2010);
    expect((await postLogin(t.app, { phoneNum: phone, code: second })).meta.code).toBe(1);
  });

  it.each([
    ['a malformed phone', { phoneNum: '1380013800', code: '123456' }, '手机号'],
    ['a phone with letters', { phoneNum: '1380013800a', code: '123456' }, '手机号'],
    ['a 5-digit code', { phoneNum: '13800138000', code: '12345' }, '6 位'],
    ['a code with letters', { phoneNum: '13800138000', code: '12345a' }, '6 位'],
    ['no code', { phoneNum: '13800138000' }, '验证码'],
    ['isPersistent as text', { phoneNum: '13800138000', code: '123456', isPersistent: 'yes' }, 'isPersistent'],
    ['a malformed bind ticket', { phoneNum: '13800138000', code: '123456', wechatBindTicket: 'x' }, '微信'],
  ])('answers %s with 1001 and a Chinese desc, never a 500', async (_label, body, word) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/ydbus-zuul/ydbus-auth/ydbus-auth/auth/sms/login',
      payload: body,
      headers: clientHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.code).toBe(1001);
    expect(response.json().meta.desc).toContain(word);
  });
});

describe('sessions', () => {
  it('logout revokes the token: the next call answers 502', async () => {
    const phone = freshPhone();
    const { headers } = await loginBySms(t.app, phone, clientOf(phone));
    const out = await t.app.inject({ method: 'POST', url: LOGOUT_URL, headers });
    expect(out.json()).toMatchObject({ meta: { code: 1 }, data: { isLoggedOut: true } });
    expect((await info(headers)).meta.code).toBe(502);
    expect((await t.app.inject({ method: 'POST', url: LOGOUT_URL, headers })).json().meta.code).toBe(502);
  });

  it('a login on a second client sends the first one 420', async () => {
    const phone = freshPhone();
    const first = await loginBySms(t.app, phone, clientOf(phone));
    clock += 61_000;
    const second = await loginBySms(t.app, phone, { ...clientOf(phone), deviceId: `second-device-${phone}` });
    const answer = await info(first.headers);
    expect(answer.meta).toMatchObject({ code: 420, desc: errorCatalogue.loggedInElsewhere.desc });
    expect((await info(second.headers)).meta.code).toBe(1);
  });

  it("a token with another user's id answers 502", async () => {
    const a = freshPhone();
    const b = freshPhone();
    const loginA = await loginBySms(t.app, a, clientOf(a));
    const loginB = await loginBySms(t.app, b, clientOf(b));
    expect((await info({ ...loginA.headers, userId: loginB.login.user.userId })).meta.code).toBe(502);
  });

  it('a session-only login lasts a day, a persistent one 30 days', async () => {
    const phone = freshPhone();
    await requestCode(t.app, phone, { headers: clientOf(phone) });
    const short = await postLogin(t.app, { phoneNum: phone, code: await latestCode(t.app, phone), isPersistent: false });
    const headers = { ...clientHeaders, token: short.data!.token, userId: short.data!.user.userId };
    clock += 23 * 3_600_000;
    expect((await info(headers)).meta.code).toBe(1);
    clock += 3_600_000;
    expect((await info(headers)).meta.code).toBe(502);

    const other = freshPhone();
    const long = await loginBySms(t.app, other, clientOf(other));
    clock += 29 * 86_400_000;
    expect((await info(long.headers)).meta.code).toBe(1);
  });
});
