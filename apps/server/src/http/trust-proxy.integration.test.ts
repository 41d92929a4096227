import { endpointUrl } from '@udian/contracts/endpoint';
import { sendSmsCode } from '@udian/contracts/endpoints/auth/send-sms-code';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { listenOnLoopback, sendRaw } from '../test/raw-http';
import { signedCodeQuery } from '../test/sms-login';
import { createTestDatabase } from '../test/test-database';
import { clientHeaders, createTestApp as createTestAppOn, type TestApp } from '../test/test-app';

/**
 * Decision 041: X-Forwarded-For is believed only from TRUST_PROXY's peers. The per-IP SMS cap is the rule
 * it protects: from an untrusted peer, a new forwarded address per call does not buy new codes.
 */

const IP_LIMIT = { SMS_IP_HOURLY_LIMIT: '2' };
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
/** Each test builds the app with its own TRUST_PROXY on the file's one database. */
const createTestApp = (env: Record<string, string> = {}) => createTestAppOn(env, { database });

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let seq = 0;
/** A code request for a fresh phone and device, "forwarded for" a fresh address, over a real socket. */
const requestCodeOverSocket = async (port: number) => {
  seq += 1;
  const phone = `136${String(10_000_000 + seq).slice(-8)}`;
  const query = new URLSearchParams(signedCodeQuery(phone)).toString();
  const headers = { ...clientHeaders, deviceId: `proxy-device-${seq}`, 'X-Forwarded-For': `198.51.100.${seq}` };
  const headerText = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const answer = await sendRaw(port, `GET ${endpointUrl(sendSmsCode)}?${query} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headerText}Connection: close\r\n\r\n`);
  return (JSON.parse(answer.body) as { meta: { code: number; desc: string } }).meta;
};

/** The address the app settled on for a request, from its request log (written once the answer is out). */
const healthFrom = async (app: TestApp, remoteAddress: string, forwardedFor: string) => {
  const id = randomUUID();
  await app.app.inject({ method: 'GET', url: '/healthz', remoteAddress, headers: { 'x-forwarded-for': forwardedFor, 'x-request-id': id } });
  return vi.waitFor(() => {
    const line = app.logs.find((entry) => entry.reqId === id && entry.msg === 'request completed') as { req: { remoteAddress: string } } | undefined;
    if (!line) throw new Error('no request log yet');
    return line.req.remoteAddress; // Fastify's req serializer logs request.ip as remoteAddress
  });
};

describe('the per-IP SMS cap and X-Forwarded-For', () => {
  it('by default, a client cannot dodge the cap with a new X-Forwarded-For per call', async () => {
    t = await createTestApp(IP_LIMIT);
    const port = await listenOnLoopback(t.app);
    expect((await requestCodeOverSocket(port)).code).toBe(1);
    expect((await requestCodeOverSocket(port)).code).toBe(1);
    expect(await requestCodeOverSocket(port)).toEqual(expect.objectContaining({ code: 2004, desc: errorCatalogue.smsIpLimit.desc }));
  });

  it('control: with TRUST_PROXY naming the peer, the header is believed and each address has its own cap', async () => {
    t = await createTestApp({ ...IP_LIMIT, TRUST_PROXY: '127.0.0.1' });
    const port = await listenOnLoopback(t.app);
    for (let i = 0; i < 3; i += 1) expect((await requestCodeOverSocket(port)).code).toBe(1);
  });
});

describe('whose X-Forwarded-For is believed', () => {
  it('a CIDR range: peers inside it are believed, others are not', async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });
    expect(await healthFrom(t, '10.20.30.40', '203.0.113.9')).toBe('203.0.113.9');
    expect(await healthFrom(t, '192.0.2.1', '203.0.113.10')).toBe('203.0.113.10');
    expect(await healthFrom(t, '192.0.2.2', '203.0.113.11')).toBe('192.0.2.2');
  });

  it('a hop count believes that many of the nearest entries', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    expect(await healthFrom(t, '192.0.2.2', '203.0.113.1, 198.51.100.7')).toBe('198.51.100.7');
    await t.close();
    t = await createTestApp({ TRUST_PROXY: '2' });
    expect(await healthFrom(t, '192.0.2.2', '203.0.113.1, 198.51.100.7')).toBe('203.0.113.1');
  });

  it('off: the peer address, whatever the header says', async () => {
    t = await createTestApp();
    expect(await healthFrom(t, '192.0.2.2', '203.0.113.1')).toBe('192.0.2.2');
  });
});
