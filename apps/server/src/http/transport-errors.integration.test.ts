import Fastify, { type FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { SANDBOX_CASHIER_PATH } from '../modules/buying/payment/sandbox-cashier.routes';
import { isEnvelope, listenOnLoopback, parseAnswer, sendRaw, type RawAnswer } from '../test/raw-http';
import { clientHeaders, createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

/**
 * Decision 040 over a real socket: faults Node's parser or Fastify's router find before a route runs are
 * answered in the envelope with their HTTP status, echoing nothing of the request. Every request is also
 * sent to a bare Fastify with the same limits, whose answers are not the envelope: the checks can fail.
 */

/** Put in paths and headers: an answer that contains it echoes the request. */
const MARKER = 'zzmarker';
const BEHAVIOUR_LOG = '/ydbus-api-v2/log/behaviour';
const headerLines = Object.entries(clientHeaders)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

const head = (requestLine: string, extra = '') => `${requestLine}\r\nHost: 127.0.0.1\r\n${headerLines}${extra}`;
const post = (path: string, contentType: string, body: string) =>
  `${head(`POST ${path} HTTP/1.1`, `Content-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n`)}\r\n${body}`;

type Case = { name: string; request: string; status: number; code: number; waitMs?: number };

const cases: Case[] = [
  {
    name: 'a header too large (431)',
    request: `${head('GET /healthz HTTP/1.1', `X-${MARKER}: ${'h'.repeat(20_000)}\r\n`)}\r\n`,
    status: 431,
    code: 1431,
  },
  {
    // The fuzz's 100 kB query string, which Node counts against the header budget.
    name: 'a URL too long (414)',
    request: `${head(`GET /healthz?${MARKER}=${'q'.repeat(100_000)} HTTP/1.1`)}\r\n`,
    status: 414,
    code: 1414,
  },
  { name: 'a request line that is not HTTP (400)', request: `${MARKER} /healthz\r\n\r\n`, status: 400, code: 1400 },
  {
    name: 'bad percent-encoding in the path, FST_ERR_BAD_URL (400)',
    request: `${head(`GET /ydbus-api-v2/${MARKER}%zz HTTP/1.1`, 'Connection: close\r\n')}\r\n`,
    status: 400,
    code: 1400,
  },
  {
    name: 'a path parameter too long, FST_ERR_MAX_PARAM_LENGTH (414)',
    request: `${head(`POST ${SANDBOX_CASHIER_PATH}/${MARKER}${'p'.repeat(300)} HTTP/1.1`, 'Content-Length: 0\r\nConnection: close\r\n')}\r\n`,
    status: 414,
    code: 1414,
  },
  {
    name: 'a body too large (413)',
    request: post(BEHAVIOUR_LOG, 'application/json', JSON.stringify({ events: [], [MARKER]: 'b'.repeat(300 * 1024) })),
    status: 413,
    code: 1413,
  },
  { name: 'a body that is not JSON (400)', request: post(BEHAVIOUR_LOG, 'application/json', `{"${MARKER}": [`), status: 400, code: 1001 },
  { name: 'a content type no route reads (415)', request: post(BEHAVIOUR_LOG, `application/${MARKER}`, '<events/>'), status: 415, code: 1415 },
  {
    // The head arrives, the body never does: the request time-out (800 ms here) answers.
    name: 'a body not sent in time (408)',
    request: `${head(`POST ${BEHAVIOUR_LOG} HTTP/1.1`, 'Content-Type: application/json\r\nContent-Length: 100\r\n')}\r\n{"events":`,
    status: 408,
    code: 1408,
    waitMs: 5000,
  },
  {
    name: 'an HTTP/1.1 request without Host (400)',
    request: `GET /healthz?${MARKER} HTTP/1.1\r\n${headerLines}Connection: close\r\n\r\n`,
    status: 400,
    code: 1400,
  },
  {
    name: 'an Expect the server cannot meet (417)',
    request: `${head('GET /healthz HTTP/1.1', `Expect: ${MARKER}\r\nConnection: close\r\n`)}\r\n`,
    status: 417,
    code: 1417,
  },
];

const TIMEOUTS = { HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_REQUEST_TIMEOUT_MS: '800' };

/** Fastify with our limits and routes at the same paths, but none of our handlers for faults. */
const bareFastify = async (): Promise<FastifyInstance> => {
  const bare = Fastify({
    bodyLimit: 256 * 1024,
    requestTimeout: 800,
    http: { headersTimeout: 400, connectionsCheckingInterval: 100 },
    routerOptions: { maxParamLength: 200 },
  });
  bare.get('/healthz', async () => ({ status: 'ok' }));
  bare.post(BEHAVIOUR_LOG, async () => ({ ok: true }));
  bare.post(`${SANDBOX_CASHIER_PATH}/:action`, async () => ({ ok: true }));
  return bare;
};

let database: DatabaseHandle;
let t: TestApp;
let bare: FastifyInstance;
let appPort: number;
let barePort: number;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(TIMEOUTS, { database });
  bare = await bareFastify();
  appPort = await listenOnLoopback(t.app);
  barePort = await listenOnLoopback(bare);
});
afterAll(async () => {
  await bare.close();
  await t.close();
  await database.close();
});

const expectEnvelopeAnswer = (answer: RawAnswer, { status, code }: Case) => {
  expect(answer.status, answer.raw.slice(0, 300)).toBe(status);
  expect(isEnvelope(answer.body), answer.body).toBe(true);
  const { meta } = JSON.parse(answer.body) as { meta: { code: number; desc: string } };
  expect(meta.code).toBe(code);
  expect(meta.desc).toMatch(/[\u4e00-\u9fff]/);
  expect(answer.raw).not.toContain(MARKER);
  expect(answer.raw).not.toMatch(/FST_ERR|HPE_/);
};

describe('faults before a route runs, over a real socket', () => {
  it.each(cases)('$name: the envelope, its status, nothing echoed', async (testCase) => {
    const answer = await sendRaw(appPort, testCase.request, { waitMs: testCase.waitMs });
    expectEnvelopeAnswer(answer, testCase);
  });

  it.each(cases)('control: bare Fastify answers $name outside the envelope', async (testCase) => {
    const answer = await sendRaw(barePort, testCase.request, { waitMs: testCase.waitMs });
    expect(isEnvelope(answer.body), answer.raw.slice(0, 300)).toBe(false);
  });

  it('logged none of them as an error', () => {
    expect(t.logs.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
  });

  it('control: the fuzz findings are real without our handlers (431 for a long query, internal codes, the path echoed)', async () => {
    const [longQuery, badUrl, longParam] = await Promise.all([
      sendRaw(barePort, cases[1]!.request),
      sendRaw(barePort, cases[3]!.request),
      sendRaw(barePort, cases[4]!.request),
    ]);
    expect(longQuery.status).toBe(431);
    expect(badUrl.raw).toContain('FST_ERR_BAD_URL');
    expect(badUrl.raw).toContain(MARKER);
    expect(longParam.raw).toContain('FST_ERR_MAX_PARAM_LENGTH');
  });

  it('still answers ordinary calls on the same server', async () => {
    const answer = await sendRaw(appPort, `${head('GET /healthz HTTP/1.1', 'Connection: close\r\n')}\r\n`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ meta: { code: 1 } });
  });
});

/** Promise.withResolvers, which Node 20 lacks. */
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

/**
 * Starts a slow call on one connection, starts closing `app`, sends a second call on that busy connection
 * (an idle one would just be closed), lets the first finish and answers both answers.
 */
const callWhileClosing = async (app: FastifyInstance, close: () => Promise<unknown>) => {
  const gate = deferred();
  const entered = deferred();
  const closeStarted = deferred();
  app.get('/ydbus-api-v2/test/slow', { config: { access: { isPublic: true, needsClientHeaders: false } } }, async () => {
    entered.resolve();
    await gate.promise;
    return { isDone: true };
  });
  app.addHook('preClose', async () => closeStarted.resolve());
  const port = await listenOnLoopback(app);

  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => socket.on('close', resolve));
  socket.write('GET /ydbus-api-v2/test/slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  await entered.promise;
  const closed = close();
  await closeStarted.promise;
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  // Node hands the second call over as soon as it is read and holds its answer until the first is out;
  // nothing outside shows the moment, so the test leaves it a moment (ample on loopback).
  await new Promise((resolve) => setTimeout(resolve, 300));
  gate.resolve();
  await ended;
  await closed;
  const [first = '', second = ''] = Buffer.concat(chunks).toString().split(/(?=HTTP\/1\.1 \d{3} )/);
  return { first: parseAnswer(first, true), second: parseAnswer(second, true) };
};

describe('a request that arrives while the server closes', () => {
  it('gets the 503 envelope, and the call in flight still its answer', async () => {
    const closing = await createTestApp({}, { database });
    const { first, second } = await callWhileClosing(closing.app as unknown as FastifyInstance, () => closing.close());
    expect(first.status).toBe(200);
    expect(second.status).toBe(503);
    expect(second.headers.connection).toBe('close');
    expect(JSON.parse(second.body)).toMatchObject({ data: null, meta: { code: 1503 } });
  });

  it("control: bare Fastify's own 503 is not the envelope", async () => {
    const plain = Fastify();
    plain.get('/healthz', async () => ({ status: 'ok' }));
    const { first, second } = await callWhileClosing(plain, () => plain.close());
    expect(first.status).toBe(200);
    expect(second.status).toBe(503);
    expect(isEnvelope(second.body)).toBe(false);
  });
});
