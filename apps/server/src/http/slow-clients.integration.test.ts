import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { isEnvelope, listenOnLoopback, openSlowClient, parseAnswer, type SlowClient } from '../test/raw-http';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

/**
 * Decision 041: slow clients (slowloris: a request head dripped in a line at a time, never finished) are
 * cut off by the head and request time-outs, answered 408 in the envelope, and while they hang on an
 * ordinary client is answered within 1 s. The time-outs are short here (0.5 s and 1 s) to keep the test
 * fast; production's are 15 s and 30 s. Controls: with the time-outs off the slow connections stay open
 * (and the ordinary client is still answered within 1 s: what keeps it answered is the event loop, not the
 * time-outs); and on a server that serves only as many connections at once as there are slow ones, as a
 * worker-per-connection server would, the ordinary client is not answered: the 1 s check can fail.
 */

const SLOW_CLIENTS = 500;
const DRIP_EVERY_MS = 200;
const GUARDED = { HTTP_HEADERS_TIMEOUT_MS: '500', HTTP_REQUEST_TIMEOUT_MS: '1000' };
const UNGUARDED = { HTTP_HEADERS_TIMEOUT_MS: '0', HTTP_REQUEST_TIMEOUT_MS: '0', HTTP_CONNECTION_TIMEOUT_MS: '0' };
/** What an ordinary client may wait for its answer while the slow connections hang on. */
const ANSWER_WITHIN_MS = 1_000;

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

/** An ordinary client's health check on a new connection, timed; status null when it got no answer. */
const timedHealthCheck = async (port: number) => {
  const startedAt = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000), headers: { connection: 'close' } });
    const body = (await response.json()) as { meta: { code: number } };
    return { status: response.status, code: body.meta.code, ms: Math.round(performance.now() - startedAt) };
  } catch {
    return { status: null, code: null, ms: Math.round(performance.now() - startedAt) };
  }
};

describe(`${SLOW_CLIENTS} slowloris connections`, () => {
  it('do not keep an ordinary client from an answer, and are closed by the server with a 408 envelope', async () => {
    t = await createTestApp(GUARDED, { database });
    const port = await listenOnLoopback(t.app);
    const openedAt = performance.now();
    await openSlowClients(port);

    const openAtCheck = slow.filter((client) => !client.isClosed()).length;
    const health = await timedHealthCheck(port);
    expect(health).toMatchObject({ status: 200, code: 1 });
    expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);

    await vi.waitFor(() => expect(slow.filter((client) => !client.isClosed())).toHaveLength(0), { timeout: 15_000, interval: 100 });
    const allClosedMs = Math.round(performance.now() - openedAt);
    const answers = slow.map((client) => parseAnswer(client.received(), true));
    const timedOut = answers.filter((answer) => answer.status === 408 && isEnvelope(answer.body));
    // Each one either got the 408 envelope or was closed without a word; none got anything else.
    expect(answers.filter((answer) => answer.raw !== '' && !(answer.status === 408 && isEnvelope(answer.body)))).toEqual([]);
    expect(timedOut.length).toBeGreaterThan(0);
    console.info(`slowloris: ${SLOW_CLIENTS} slow connections (${openAtCheck} still open when asked); health check answered in ${health.ms} ms; all closed by the server ${allClosedMs} ms after opening (${timedOut.length} with the 408 envelope)`);
  });

  it('control: with the time-outs off, the server keeps every slow connection open, and still answers within 1 s', async () => {
    t = await createTestApp(UNGUARDED, { database });
    const port = await listenOnLoopback(t.app);
    await openSlowClients(port);
    // Over three times the guarded head time-out (by then the guarded server had cut them off), an ordinary
    // client asks again and again while every slow connection is still held open.
    const checks = [];
    for (let i = 0; i < 4; i += 1) {
      checks.push(await timedHealthCheck(port));
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    expect(checks.every((check) => check.status === 200 && check.ms < ANSWER_WITHIN_MS)).toBe(true);
    expect(slow.filter((client) => client.isClosed())).toHaveLength(0);
    console.info(`slowloris, time-outs off: ${SLOW_CLIENTS} slow connections held open; health checks answered in ${checks.map((c) => c.ms).join(', ')} ms`);
  });

  it('control: a server that serves only as many connections at once as there are slow ones leaves the ordinary client unanswered', async () => {
    t = await createTestApp(GUARDED, { database });
    const port = await listenOnLoopback(t.app);
    // A worker-per-connection server with SLOW_CLIENTS workers: every worker is busy with a slow client.
    t.app.server.maxConnections = SLOW_CLIENTS;
    await openSlowClients(port);
    const health = await timedHealthCheck(port);
    expect(health.status === 200 && health.ms < ANSWER_WITHIN_MS).toBe(false);
  });
});
