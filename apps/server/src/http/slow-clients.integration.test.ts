import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { isEnvelope, listenOnLoopback, openSlowClient, parseAnswer, type SlowClient } from '../test/raw-http';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

/**
 * Decision 041: slow clients (slowloris: a request head dripped in a line at a time, never finished) are
 * cut off by the head and request time-outs, answered 408 in the envelope, while ordinary calls are
 * answered. The time-outs are short here (0.5 s and 1 s) to keep the test fast; production's are 15 s and 30 s.
 */

const SLOW_CLIENTS = 500;
const DRIP_EVERY_MS = 200;
const GUARDED = { HTTP_HEADERS_TIMEOUT_MS: '500', HTTP_REQUEST_TIMEOUT_MS: '1000' };
const UNGUARDED = { HTTP_HEADERS_TIMEOUT_MS: '0', HTTP_REQUEST_TIMEOUT_MS: '0', HTTP_CONNECTION_TIMEOUT_MS: '0' };

let database: DatabaseHandle;
let t: TestApp | undefined;
let slow: SlowClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const client of slow) client.stop();
  slow = [];
  await t?.close();
  t = undefined;
});
afterAll(() => database.close());

const openSlowClients = async (port: number) => {
  slow = await Promise.all(Array.from({ length: SLOW_CLIENTS }, () => openSlowClient(port, { lineEveryMs: DRIP_EVERY_MS })));
};

/** An ordinary client's health check, timed (the figure is printed, not asserted). */
const timedHealthCheck = async (port: number) => {
  const startedAt = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(10_000) });
  const body = (await response.json()) as { meta: { code: number } };
  return { status: response.status, code: body.meta.code, ms: Math.round(performance.now() - startedAt) };
};

describe(`${SLOW_CLIENTS} slowloris connections`, () => {
  it('do not keep an ordinary client from an answer, and are closed by the server with a 408 envelope', async () => {
    t = await createTestApp(GUARDED, { database });
    const port = await listenOnLoopback(t.app);
    const openedAt = performance.now();
    await openSlowClients(port);

    const health = await timedHealthCheck(port);
    expect(health).toMatchObject({ status: 200, code: 1 });

    await vi.waitFor(() => expect(slow.filter((client) => !client.isClosed())).toHaveLength(0), { timeout: 15_000, interval: 100 });
    const allClosedMs = Math.round(performance.now() - openedAt);
    const answers = slow.map((client) => parseAnswer(client.received(), true));
    const timedOut = answers.filter((answer) => answer.status === 408 && isEnvelope(answer.body));
    // Each one either got the 408 envelope or was closed without a word; none got anything else.
    expect(answers.filter((answer) => answer.raw !== '' && !(answer.status === 408 && isEnvelope(answer.body)))).toEqual([]);
    expect(timedOut.length).toBeGreaterThan(0);
    console.info(`slowloris: ${SLOW_CLIENTS} slow connections; health check answered in ${health.ms} ms; all closed by the server ${allClosedMs} ms after opening (${timedOut.length} with the 408 envelope)`);
  });

  it('control: with the time-outs off, the server keeps every slow connection open', async () => {
    t = await createTestApp(UNGUARDED, { database });
    const port = await listenOnLoopback(t.app);
    await openSlowClients(port);
    expect((await timedHealthCheck(port)).status).toBe(200);
    // Three times the guarded head time-out: by then the guarded server had cut them off.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(slow.filter((client) => client.isClosed())).toHaveLength(0);
  });
});
