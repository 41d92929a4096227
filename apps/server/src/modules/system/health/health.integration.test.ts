import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import { clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { PING_TIMEOUT_MS } from './health.routes';

/**
 * Decision 038: readiness (/healthz) says whether the database answers, liveness (/livez) only that the
 * process does; a call that needs the database while it is down answers serviceBusy in the envelope. The
 * database here is the test's own with a switch in front of it: up, down (every statement refused as a
 * stopped PostgreSQL refuses connections) or hung (statements never answered). The real outage, a
 * PostgreSQL stopped and started under load, is db/database-restart.integration.test.ts.
 */
let database: DatabaseHandle;
let t: TestApp;
let mode: 'up' | 'down' | 'hung' = 'up';
const hung: (() => void)[] = [];

const outage: KyselyPlugin = {
  transformQuery: (args) => {
    if (mode === 'down') throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    return args.node;
  },
  transformResult: async (args) => {
    if (mode === 'hung') await new Promise<void>((resolve) => hung.push(resolve));
    return args.result;
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({}, { database: { ...database, db: database.db.withPlugin(outage) } });
  await t.app.ready();
});
afterAll(async () => {
  mode = 'up';
  for (const release of hung) release();
  await t.close();
  await database.close();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const startedAt = performance.now();
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json(), ms: performance.now() - startedAt };
};

describe('the health probes', () => {
  it('answer ok while the database answers', async () => {
    mode = 'up';
    expect(await get('/healthz')).toMatchObject({ status: 200, body: { data: { status: 'ok', database: 'ok' }, meta: { code: 1 } } });
    expect(await get('/livez')).toMatchObject({ status: 200, body: { data: { status: 'ok', uptimeSeconds: expect.any(Number) }, meta: { code: 1 } } });
  });

  it('with the database down: readiness 503 in the envelope, liveness still ok, a call needing it serviceBusy', async () => {
    mode = 'down';
    const logFrom = t.logs.length;
    expect(await get('/healthz')).toMatchObject({ status: 503, body: { data: null, meta: { code: errorCatalogue.serviceUnavailable.code } } });
    expect(await get('/livez')).toMatchObject({ status: 200, body: { meta: { code: 1 } } });
    const lines = await get('/ydbus-api-v2/line/list?cityId=440300', clientHeaders);
    expect(lines).toMatchObject({ status: 200, body: { data: null, meta: errorCatalogue.serviceBusy } });
    // Said once, at warn, for what it is: not an unhandled error with a stack per request.
    const logged = t.logs.slice(logFrom);
    expect(logged.filter((l) => l.msg === 'database unavailable: answered serviceBusy')).toHaveLength(1);
    expect(logged.filter((l) => Number(l.level) >= 50)).toEqual([]);
    mode = 'up';
  });

  it(`with the database hung: readiness answers 503 after ${PING_TIMEOUT_MS} ms instead of hanging, liveness at once`, async () => {
    mode = 'hung';
    const [health, live] = await Promise.all([get('/healthz'), get('/livez')]);
    expect(health).toMatchObject({ status: 503, body: { meta: { code: errorCatalogue.serviceUnavailable.code } } });
    expect(health.ms).toBeGreaterThanOrEqual(PING_TIMEOUT_MS - 50);
    expect(health.ms).toBeLessThan(PING_TIMEOUT_MS + 1000);
    expect(live.status).toBe(200);
    expect(live.ms).toBeLessThan(500);
    mode = 'up';
    for (const release of hung.splice(0)) release();
  });
});
