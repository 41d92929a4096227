import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, clientHeaders, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // A route that fails in a way no rule foresaw: the client must still get the envelope, not a 500.
  t.app.get(
    '/ydbus-api-v2/test/unexpected',
    { config: { access: { isPublic: true, needsClientHeaders: false } } },
    async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    },
  );
  await t.app.ready();
});
afterAll(() => t.close());

const isChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

describe('the response envelope', () => {
  it('wraps success in { data, meta } with code 1', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ status: 'ok', database: 'ok' });
    expect(body.meta.code).toBe(1);
    expect(typeof body.meta.desc).toBe('string');
    expect(Math.abs(body.meta.timestamp - Date.now())).toBeLessThan(5000);
  });

  it('answers an unexpected failure with code 1500 and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ydbus-api-v2/test/unexpected' });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.code).toBe(1500);
    expect(res.json().meta.desc).toBe('服务繁忙，请稍后重试');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('.ts');
  });

  it.each([
    ['/ydbus-api-v2/no/such/call', 'GET'],
    ['/ydbus-zuul/ydbus-auth/ydbus-auth/nothing', 'POST'],
    ['/ydbus-api/older/none', 'GET'],
  ])('answers the unknown call %s with a Chinese envelope', async (url, method) => {
    const res = await t.app.inject({ method: method as 'GET' | 'POST', url, headers: clientHeaders });
    expect(res.statusCode).toBe(404);
    expect(res.json().meta.code).toBe(1404);
    expect(isChinese(res.json().meta.desc)).toBe(true);
  });
});

describe('bad bodies', () => {
  const url = '/ydbus-api-v2/log/behaviour';

  it.each([
    ['a body that fails its schema', JSON.stringify({ events: [] })],
    ['a wrong type', JSON.stringify({ events: 'none' })],
    ['a missing field', JSON.stringify({})],
    ['an out-of-range value', JSON.stringify({ events: [{ timestamp: 1, longitude: 999, latitude: 0, speed: null, angle: null, eventType: 'page_change', page: '/x', fromPage: null, startTime: null, endTime: null, duration: null }] })],
  ])('%s gets code 1001 with a Chinese desc', async (_name, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
    expect(res.json().meta.code).toBe(1001);
    expect(isChinese(res.json().meta.desc)).toBe(true);
  });

  it('a body that is not JSON at all is a transport fault: HTTP 400, code 1001, still the envelope (decision 040)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload: '{"events": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, meta: { code: 1001, desc: '请求内容不是有效的 JSON，请检查后重试' } });
  });

  it('an empty JSON body is no body: the web client logs out with Content-Type: application/json and nothing else', async () => {
    const { headers } = await t.loginAs('13800138123');
    const res = await t.app.inject({
      method: 'POST',
      url: '/ydbus-zuul/ydbus-auth/ydbus-auth/auth/logout',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(res.json()).toMatchObject({ data: { isLoggedOut: true }, meta: { code: 1 } });
  });

  it('an empty JSON body where the contract needs one names the missing field', async () => {
    const res = await t.app.inject({ method: 'POST', url, headers: { ...clientHeaders, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.code).toBe(1001);
    expect(isChinese(res.json().meta.desc)).toBe(true);
  });

  it('names the failing field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: clientHeaders,
      payload: { events: 'none' },
    });
    expect(res.json().meta.desc).toContain('events');
  });

  it('refuses an oversized body as a transport fault, still in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify({ events: [], pad: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().meta.code).toBe(1413);
  });

  it('refuses an unsupported content type in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...clientHeaders, 'content-type': 'application/xml' },
      payload: '<events/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().meta.code).toBe(1415);
  });
});
