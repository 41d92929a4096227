import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaderNames } from '@udian/contracts/client-headers';
import { createTestApp, clientHeaders, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(clientHeaders).filter(([name]) => !names.includes(name)));

describe('client headers (SPEC section 7)', () => {
  it('refuses a client call with no headers, naming what is missing in Chinese', async () => {
    const { headers } = await t.loginAs();
    const res = await t.app.inject({
      method: 'GET',
      url: '/ydbus-api-v2/user/v1/info',
      headers: { token: headers.token!, userId: headers.userId! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.code).toBe(1002);
    expect(res.json().meta.desc).toContain('platform');
    expect(res.json().meta.desc).toContain('deviceId');
    expect(res.json().meta.desc).toMatch(/缺少客户端信息/);
  });

  it.each([['platform'], ['channel'], ['deviceId']])('requires %s', async (name) => {
    const res = await t.app.inject({ method: 'GET', url: '/ydbus-api-v2/user/v1/info', headers: without(name) });
    expect(res.json().meta.code).toBe(1002);
    expect(res.json().meta.desc).toContain(name);
  });

  it.each([
    ['platform', 'DESKTOP'],
    ['channel', 'abc'],
    ['deviceId', 'x'],
    ['screenSize', 'huge'],
    ['cityId', 'shenzhen'],
  ])('refuses a malformed %s', async (name, value) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ydbus-api-v2/user/v1/info',
      headers: { ...clientHeaders, [name]: value },
    });
    expect(res.json().meta.code).toBe(1002);
    expect(res.json().meta.desc).toContain(name);
  });

  it('does not ask infrastructure routes for client headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json().meta.code).toBe(1);
  });

  it('echoes a request id and logs every client header with it', async () => {
    const { headers } = await t.loginAs();
    const res = await t.app.inject({
      method: 'GET',
      url: '/ydbus-api-v2/user/v1/info',
      headers: { ...headers, 'x-request-id': 'req-abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('req-abc-123');
    const line = t.logs.find((entry) => entry.reqId === 'req-abc-123' && entry.msg === 'request completed');
    expect(line).toBeDefined();
    const client = line?.client as Record<string, string>;
    for (const name of clientHeaderNames) expect(client[name]).toBe(clientHeaders[name]);
  });

  it('makes up a request id when the client sends none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
