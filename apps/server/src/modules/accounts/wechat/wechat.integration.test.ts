import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsSdkSignature } from '../../../providers/host/wechat-js-signature';
import { startFakeServer, type FakeServer } from '../../../test/fake-http-server';
import { createTestApp, type TestApp } from '../../../test/test-app';

const URL_PATH = '/ydbus-weixin-cgi/js_api_ticket/other';
const PAGE = 'https://bus.example.cn/chuxing-h5/udianbus/app/home.html?channelId=10010';

let clock = Date.parse('2025-06-02T02:00:00Z');
let fails: 'none' | 'token' | 'ticket' = 'none';
let ticketTtl = 7200;
/** An access token WeChat no longer accepts (another server fetched a newer one). */
let revokedToken: string | null = null;
let tokenFetches = 0;
let ticketFetches = 0;
let wechat: FakeServer;
let t: TestApp;

beforeAll(async () => {
  wechat = await startFakeServer(async (request) => {
    const q = request.url.searchParams;
    if (request.url.pathname === '/cgi-bin/token') {
      tokenFetches += 1;
      // Slow enough that concurrent callers overlap.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (fails === 'token') return { json: { errcode: 40013, errmsg: 'invalid appid' } };
      expect(Object.fromEntries(q)).toEqual({ grant_type: 'client_credential', appid: 'wx-sign-appid', secret: 'wx-sign-secret' });
      return { json: { access_token: `AT-${tokenFetches}`, expires_in: 7200 } };
    }
    if (request.url.pathname === '/cgi-bin/ticket/getticket') {
      ticketFetches += 1;
      if (fails === 'ticket') return { status: 503, json: {} };
      if (q.get('access_token') === revokedToken) return { json: { errcode: 40001, errmsg: 'invalid credential' } };
      expect(q.get('type')).toBe('jsapi');
      return { json: { errcode: 0, errmsg: 'ok', ticket: `TICKET-${ticketFetches}-${q.get('access_token')}`, expires_in: ticketTtl } };
    }
    return { status: 404, json: {} };
  });
  t = await createTestApp(
    { WECHAT_APP_ID: 'wx-sign-appid', WECHAT_APP_SECRET: 'wx-sign-secret', WECHAT_API_BASE_URL: wechat.url },
    { now: () => new Date(clock) },
  );
});
afterAll(async () => {
  await t.close();
  await wechat.close();
});
beforeEach(() => {
  fails = 'none';
});

const sign = (url: string) => t.app.inject({ method: 'GET', url: URL_PATH, query: { url } }).then((r) => r.json());

describe('JS-SDK signature endpoint', () => {
  it('answers code 0 and a signature the official algorithm reproduces; the access token is fetched once', async () => {
    const answers = await Promise.all([sign(PAGE), sign(PAGE), sign(`${PAGE}#/anchor`)]);
    for (const answer of answers) {
      expect(answer.meta.code).toBe(0);
      const { appId, timestamp, nonceStr, noncestr, signature } = answer.data;
      expect(appId).toBe('wx-sign-appid');
      expect(timestamp).toBe(Math.floor(clock / 1000));
      expect(noncestr).toBe(nonceStr);
      expect(signature).toBe(jsSdkSignature({ jsapiTicket: 'TICKET-1-AT-1', nonceStr, timestamp, url: PAGE }));
    }
    expect(tokenFetches).toBe(1);
    expect(ticketFetches).toBe(1);
  });

  it('keeps token and ticket for their lifetime minus 5 minutes, then fetches both again', async () => {
    const tokensBefore = tokenFetches;
    clock += (7200 - 300) * 1000 - 1_000;
    await sign(PAGE);
    expect(tokenFetches).toBe(tokensBefore);
    clock += 1_000;
    const answer = await sign(PAGE);
    expect(answer.meta.code).toBe(0);
    expect(tokenFetches).toBe(tokensBefore + 1);
  });

  it.each([
    ['the token call fails', 'token'],
    ['the ticket call fails', 'ticket'],
  ] as const)('when %s, answers the failure envelope (not code 0, no data)', async (_label, mode) => {
    clock += 7200 * 1000; // past both lifetimes
    fails = mode;
    const answer = await sign(PAGE);
    expect(answer.meta).toMatchObject(errorCatalogue.wechatSignatureFailed);
    expect(answer.data).toBeNull();
    // The failure is not cached: the next call succeeds.
    fails = 'none';
    expect((await sign(PAGE)).meta.code).toBe(0);
  });

  it('when WeChat no longer accepts the cached access token, fetches a new one and retries once', async () => {
    clock += 7200 * 1000;
    ticketTtl = 400; // kept 100 s: the ticket expires long before the token
    expect((await sign(PAGE)).meta.code).toBe(0);
    ticketTtl = 7200;
    const tokensBefore = tokenFetches;
    revokedToken = `AT-${tokenFetches}`;
    clock += 101_000;
    const answer = await sign(PAGE);
    expect(answer.meta.code).toBe(0);
    expect(tokenFetches).toBe(tokensBefore + 1);
    expect(answer.data.signature).toBe(
      jsSdkSignature({ jsapiTicket: `TICKET-${ticketFetches}-AT-${tokenFetches}`, nonceStr: answer.data.nonceStr, timestamp: answer.data.timestamp, url: PAGE }),
    );
    revokedToken = null;
  });

  it.each([
    ['no url', {}],
    ['a url that is not http(s)', { url: 'javascript:alert(1)' }],
  ])('answers %s with 1001 and a Chinese desc', async (_label, query) => {
    const answer = (await t.app.inject({ method: 'GET', url: URL_PATH, query })).json();
    expect(answer.meta.code).toBe(1001);
    expect(answer.meta.desc).toMatch(/[\u4e00-\u9fff]/);
  });
});
