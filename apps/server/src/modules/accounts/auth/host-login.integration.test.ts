import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEV_SUPER_APP_SIGN_KEY } from '../../../config';
import { signSuperAppUserData } from '../../../providers/host/super-app-user-data';
import { startFakeServer, type FakeServer, type RecordedRequest } from '../../../test/fake-http-server';
import { latestCode, postLogin, requestCode } from '../../../test/sms-login';
import { behindLoopbackProxy, clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';

const AUTH = '/ydbus-zuul/ydbus-auth/ydbus-auth';
const START = Date.parse('2025-06-02T02:00:00Z');
const SUPER_APP_KEY = 'super-app-key-for-tests-0001';

/** Host users the fake host servers know, by ticket. */
const hostUsers: Record<string, { userId: string; phone: string }> = {
  'citizen-ticket-1': { userId: 'c-1', phone: '13600000001' },
  'jinhua-code-1': { userId: 'j-1', phone: '13600000002' },
  'jinhua-code-same-phone': { userId: 'j-2', phone: '13600000001' },
};

const hostHandler = (request: RecordedRequest) => {
  const host = request.url.pathname.split('/')[1]!;
  if (request.method !== 'POST' || request.url.pathname !== `/${host}/auth/ticket/exchange`) return { status: 404, json: {} };
  const { appId, appSecret, ticket } = JSON.parse(request.body) as Record<string, string>;
  if (appSecret !== `${host}-secret` || appId !== `${host}-app-id`) return { json: { code: 401, msg: 'bad app credentials' } };
  if (ticket === 'broken') return { status: 502, json: {} };
  const user = hostUsers[ticket!];
  return user ? { json: { code: 200, data: user } } : { json: { code: 402, msg: 'ticket invalid or used' } };
};

const wechatHandler = (request: RecordedRequest) => {
  if (request.url.pathname !== '/sns/oauth2/access_token') return { status: 404, json: {} };
  const code = request.url.searchParams.get('code') ?? '';
  if (request.url.searchParams.get('secret') !== 'wechat-secret' || !code.startsWith('wx-')) {
    return { json: { errcode: 40029, errmsg: 'invalid code' } };
  }
  return { json: { access_token: 'oauth-at', expires_in: 7200, openid: `openid-${code.slice(3)}`, scope: 'snsapi_base' } };
};

let clock = START;
let hosts: FakeServer;
let wechat: FakeServer;
let t: TestApp;

beforeAll(async () => {
  hosts = await startFakeServer(hostHandler);
  wechat = await startFakeServer(wechatHandler);
  t = await createTestApp(
    {
      ...behindLoopbackProxy,
      SUPER_APP_SIGN_KEY: SUPER_APP_KEY,
      CITIZEN_APP_ID: 'citizen-app-id',
      CITIZEN_APP_API_URL: `${hosts.url}/citizen`,
      CITIZEN_APP_SECRET: 'citizen-secret',
      JINHUA_APP_ID: 'jinhua-app-id',
      JINHUA_APP_API_URL: `${hosts.url}/jinhua`,
      JINHUA_APP_SECRET: 'jinhua-secret',
      WECHAT_APP_ID: 'wx-test-appid',
      WECHAT_APP_SECRET: 'wechat-secret',
      WECHAT_API_BASE_URL: wechat.url,
    },
    { now: () => new Date(clock) },
  );
});
afterAll(async () => {
  await t.close();
  await hosts.close();
  await wechat.close();
});
beforeEach(() => {
  clock += 86_400_000;
});

const post = (path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${AUTH}${path}`, payload, headers: clientHeaders }).then((r) => {
    expect(r.statusCode).toBe(200);
    return r.json();
  });
const profile = (token: string, userId: string) =>
  t.app.inject({ method: 'GET', url: '/ydbus-api-v2/user/v1/info', headers: { ...clientHeaders, token, userId } }).then((r) => r.json());

const superAppBody = (fields: Record<string, unknown> = {}, key = SUPER_APP_KEY) => {
  const userData = JSON.stringify({ userId: 'nj-1', phone: '13500000001', timestamp: clock, ...fields });
  return { userData, sign: signSuperAppUserData(key, userData), cityId: 11, platform: 'H5' };
};

describe('super-app login (/auth/myNanJing/login)', () => {
  it('logs in with signed user data and answers login info; the token works', async () => {
    const body = await post('/auth/myNanJing/login', superAppBody());
    expect(body.meta.code).toBe(1);
    expect(body.data).toMatchObject({ user: { phoneNum: '13500000001' }, centerUid: body.data.user.userId, centerToken: body.data.token });
    expect((await profile(body.data.token, body.data.user.userId)).meta.code).toBe(1);
  });

  it('keeps the host user on the bound account even when the host later reports another phone', async () => {
    const first = await post('/auth/myNanJing/login', superAppBody({ userId: 'nj-2', phone: '13500000002' }));
    const again = await post('/auth/myNanJing/login', superAppBody({ userId: 'nj-2', phone: '13500000009' }));
    expect(again.data.user.userId).toBe(first.data.user.userId);
  });

  it.each([
    ['a tampered user data', () => ({ ...superAppBody(), userData: superAppBody().userData.replace('13500000001', '13500000003') }), 2101],
    ['a sign with another key', () => superAppBody({}, 'some-other-key-000000'), 2101],
    ['a replayed (stale) request', () => superAppBody({ timestamp: clock - 11 * 60_000 }), 2104],
    ['a city other than 11', () => ({ ...superAppBody(), cityId: 12 }), 1001],
    ['another platform', () => ({ ...superAppBody(), platform: 'PUBLIC' }), 1001],
    ['no sign', () => ({ ...superAppBody(), sign: undefined }), 1001],
  ])('refuses %s with a Chinese desc', async (_label, body, code) => {
    const answer = await post('/auth/myNanJing/login', body());
    expect(answer.meta.code).toBe(code);
    expect(answer.meta.desc).toMatch(/[\u4e00-\u9fff]/);
    expect(answer.data).toBeNull();
  });
});

describe('third-app bind (/user/v1/thirdAppAuthBind)', () => {
  it("logs in with the citizen app's ticket, exchanged at its server with our app credentials", async () => {
    const body = await post('/user/v1/thirdAppAuthBind', { accessticket: 'citizen-ticket-1', appId: 'citizen-app-id' });
    expect(body.meta.code).toBe(1);
    expect(body.data).toEqual({ uid: expect.stringMatching(/^\d+$/), phoneNum: '13600000001', token: expect.any(String) });
    expect((await profile(body.data.token, body.data.uid)).meta.code).toBe(1);
    expect(JSON.parse(hosts.requests.at(-1)!.body)).toEqual({ appId: 'citizen-app-id', appSecret: 'citizen-secret', ticket: 'citizen-ticket-1' });
  });

  it("logs in with the Jinhua app's code; the same phone from another host is the same account", async () => {
    const citizen = await post('/user/v1/thirdAppAuthBind', { accessticket: 'citizen-ticket-1', appId: 'citizen-app-id' });
    const jinhua = await post('/user/v1/thirdAppAuthBind', { accessticket: 'jinhua-code-same-phone', appId: 'jinhua-app-id' });
    expect(jinhua.meta.code).toBe(1);
    expect(jinhua.data.uid).toBe(citizen.data.uid);
    expect(hosts.requests.at(-1)!.url.pathname).toBe('/jinhua/auth/ticket/exchange');
    const other = await post('/user/v1/thirdAppAuthBind', { accessticket: 'jinhua-code-1', appId: 'jinhua-app-id' });
    expect(other.data.phoneNum).toBe('13600000002');
  });

  it.each([
    ['a ticket the host refuses', { accessticket: 'used-ticket', appId: 'citizen-app-id' }, errorCatalogue.hostTicketInvalid],
    ['a host that fails', { accessticket: 'broken', appId: 'jinhua-app-id' }, errorCatalogue.hostLoginFailed],
    ['an unknown appId', { accessticket: 'citizen-ticket-1', appId: 'someone-else' }, errorCatalogue.hostAppUnknown],
  ])('answers %s with its failure', async (_label, payload, expected) => {
    const answer = await post('/user/v1/thirdAppAuthBind', payload);
    expect(answer.meta).toMatchObject(expected);
  });

  it('answers an empty ticket with 1001', async () => {
    expect((await post('/user/v1/thirdAppAuthBind', { accessticket: '', appId: 'citizen-app-id' })).meta.code).toBe(1001);
  });
});

describe('messaging-app OAuth (/auth/wechat/oauth/login)', () => {
  it('an unbound openid gets a bind ticket; the SMS login attaches it; the next OAuth logs straight in', async () => {
    const first = await post('/auth/wechat/oauth/login', { code: 'wx-100', state: 's1' });
    expect(first.data).toEqual({ isBound: false, login: null, bindTicket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(wechat.requests.at(-1)!.url.searchParams.get('appid')).toBe('wx-test-appid');

    await requestCode(t.app, '13400000001', { headers: { 'x-forwarded-for': '10.9.0.1', deviceId: 'wechat-device-1' } });
    const code = await latestCode(t.app, '13400000001');
    const login = await postLogin(t.app, { phoneNum: '13400000001', code, wechatBindTicket: first.data.bindTicket });
    expect(login.meta.code).toBe(1);

    const again = await post('/auth/wechat/oauth/login', { code: 'wx-100' });
    expect(again.data).toMatchObject({ isBound: true, bindTicket: null, login: { user: { userId: login.data!.user.userId, phoneNum: '13400000001' } } });
  });

  it('a bind ticket works once; an expired one is refused before the code is used', async () => {
    const first = await post('/auth/wechat/oauth/login', { code: 'wx-200' });
    await requestCode(t.app, '13400000002', { headers: { 'x-forwarded-for': '10.9.0.2', deviceId: 'wechat-device-2' } });
    const code = await latestCode(t.app, '13400000002');
    expect((await postLogin(t.app, { phoneNum: '13400000002', code, wechatBindTicket: first.data.bindTicket })).meta.code).toBe(1);

    clock += 61_000;
    await requestCode(t.app, '13400000002', { headers: { 'x-forwarded-for': '10.9.0.2', deviceId: 'wechat-device-2' } });
    const second = await latestCode(t.app, '13400000002');
    const reused = await postLogin(t.app, { phoneNum: '13400000002', code: second, wechatBindTicket: first.data.bindTicket });
    expect(reused.meta).toMatchObject(errorCatalogue.wechatBindTicketInvalid);

    const stale = await post('/auth/wechat/oauth/login', { code: 'wx-201' });
    clock += 10 * 60_000;
    await requestCode(t.app, '13400000002', { headers: { 'x-forwarded-for': '10.9.0.2', deviceId: 'wechat-device-2' } });
    const third = await latestCode(t.app, '13400000002');
    expect((await postLogin(t.app, { phoneNum: '13400000002', code: third, wechatBindTicket: stale.data.bindTicket })).meta.code).toBe(2111);
    // The code was not spent on the refused ticket.
    expect((await postLogin(t.app, { phoneNum: '13400000002', code: third })).meta.code).toBe(1);
  });

  it('a code WeChat refuses answers wechatAuthFailed', async () => {
    expect((await post('/auth/wechat/oauth/login', { code: 'not-ours' })).meta).toMatchObject(errorCatalogue.wechatAuthFailed);
  });

  it('a malformed code answers 1001', async () => {
    expect((await post('/auth/wechat/oauth/login', { code: 'a b' })).meta.code).toBe(1001);
  });
});

describe('host login config', () => {
  it('hands the browser the app ids it needs', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `${AUTH}/auth/host/config`, headers: clientHeaders });
    expect(answer.json().data).toEqual({ wechatAppId: 'wx-test-appid', jinhuaAppId: 'jinhua-app-id', superAppCityId: 11 });
  });
});

describe('development adapters', () => {
  it('outside production, unconfigured hosts accept dev tickets and the dev super-app key', async () => {
    const dev = await createTestApp();
    try {
      const bind = await dev.app.inject({
        method: 'POST',
        url: `${AUTH}/user/v1/thirdAppAuthBind`,
        payload: { accessticket: 'dev-13300000001', appId: 'jinhua-app-dev' },
        headers: clientHeaders,
      });
      expect(bind.json().data).toMatchObject({ phoneNum: '13300000001' });
      const userData = JSON.stringify({ userId: 'dev-nj', phone: '13300000002', timestamp: Date.now() });
      const login = await dev.app.inject({
        method: 'POST',
        url: `${AUTH}/auth/myNanJing/login`,
        payload: { userData, sign: signSuperAppUserData(DEV_SUPER_APP_SIGN_KEY, userData), cityId: 11, platform: 'H5' },
        headers: clientHeaders,
      });
      expect(login.json().meta.code).toBe(1);
      const oauth = await dev.app.inject({ method: 'POST', url: `${AUTH}/auth/wechat/oauth/login`, payload: { code: 'dev-x' }, headers: clientHeaders });
      expect(oauth.json().data).toMatchObject({ isBound: false });
    } finally {
      await dev.close();
    }
  });

  it('in production, unconfigured hosts are off and the dev outbox does not exist', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', SMS_CODE_SECRET: 'a-production-secret-of-32-chars!', RIDE_CODE_SECRET: 'a-production-ride-secret-01', INVITE_CODE_SECRET: 'a-production-invite-secret-01' });
    try {
      const bind = await prod.app.inject({
        method: 'POST',
        url: `${AUTH}/user/v1/thirdAppAuthBind`,
        payload: { accessticket: 'dev-13300000001', appId: 'jinhua-app-dev' },
        headers: clientHeaders,
      });
      expect(bind.json().meta).toMatchObject(errorCatalogue.hostAppUnknown);
      const superApp = await prod.app.inject({ method: 'POST', url: `${AUTH}/auth/myNanJing/login`, payload: superAppBody(), headers: clientHeaders });
      expect(superApp.json().meta.code).toBe(errorCatalogue.hostAppUnknown.code);
      expect(prod.app.hasRoute({ method: 'GET', url: '/dev/sms-outbox' })).toBe(false);
      const outbox = await prod.app.inject({ method: 'GET', url: '/dev/sms-outbox', query: { phone: '13800138000' } });
      expect(outbox.statusCode).not.toBe(200);
    } finally {
      await prod.close();
    }
  });
});
