import { errorCatalogue } from '@udian/contracts/meta-codes';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SANDBOX_PAY_SECRET } from '../config';
import { createSandboxProvider } from '../providers/payment/sandbox/sandbox-provider';
import { insertBulkBuyers, type BulkBuyer } from '../test/bulk-buyers';
import { findFreePort } from '../test/free-port';
import { insertLineNetwork } from '../test/line-network-fixture';
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres';
import { openDatabase, type DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

/**
 * Decision 038: PostgreSQL restarting under load. A PostgreSQL of the test's own (initdb and pg_ctl on a
 * temporary directory and a free port: the machine's shared server is never touched) serves two server
 * processes: the real one (server.ts) and a control built as the server was before the decision (its pool
 * with no listener on lent connections and no connection time-out: test/unguarded-server.ts). 20 clients
 * buy and pay against each; PostgreSQL is stopped (fast: every session ended, new ones refused), kept down
 * for 3 s and started again.
 *
 * The real server answers every call meanwhile within 5 s with the serviceBusy envelope (never a hang or an
 * HTTP 500), says on /healthz that it cannot serve (503 in the envelope) while /livez shows the process
 * alive, serves again by itself within 5 s of PostgreSQL's return, and lost nothing it acknowledged. The
 * control ends on the first connection that dies while lent out, so nothing answers it once PostgreSQL is
 * back. Runs with the PostgreSQL tier (TEST_DATABASE_URL set) where initdb and pg_ctl are found.
 */
const binaries = findPostgresBinaries();
const CLIENTS = 20;
const DOWN_MS = 3_000;
const BOUND_MS = 5_000;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const busy = errorCatalogue.serviceBusy;
const sandbox = createSandboxProvider({ secret: DEV_SANDBOX_PAY_SECRET });

type Call = { what: string; startedAt: number; endedAt: number; status: number | null; code: unknown; desc?: string; body?: unknown; error?: string };
type Server = { name: string; base: string; process: ChildProcess; output: string[]; exitedAt: number | null; exitCode: number | null };

const now = () => performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL || !binaries)('PostgreSQL restarting under load', () => {
  let postgres: ThrowawayPostgres;
  let database: DatabaseHandle;
  let isDatabaseOpen = false;
  let databaseUrl: string;
  const servers: Server[] = [];
  let lineId: number;
  let departures: { id: number; price_cents: number }[];

  /** A server process on this PostgreSQL: server.ts itself, or the control. */
  const startServer = async (name: string, entry: string): Promise<Server> => {
    const port = await findFreePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
        SHUTDOWN_GRACE_MS: '2000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server: Server = { name, base: `http://127.0.0.1:${port}`, process: child, output: [], exitedAt: null, exitCode: null };
    const keep = (chunk: Buffer) => server.output.push(...chunk.toString().split('\n').filter(Boolean));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('exit', (code) => {
      server.exitedAt = now();
      server.exitCode = code;
    });
    for (const startedAt = now(); now() - startedAt < 60_000; await sleep(100)) {
      if (server.exitedAt !== null) throw new Error(`${name} ended at start-up: ${server.output.slice(-5).join('\n')}`);
      if ((await fetch(`${server.base}/livez`).catch(() => null))?.status === 200) return server;
    }
    throw new Error(`${name} did not start`);
  };

  beforeAll(async () => {
    postgres = await startThrowawayPostgres(binaries!);
    const admin = await openDatabase({ kind: 'postgres', url: postgres.url });
    await sql`CREATE DATABASE udian`.execute(admin.db);
    await admin.close();
    databaseUrl = postgres.url.replace(/\/postgres$/, '/udian');
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 4 });
    isDatabaseOpen = true;
    await migrateToLatest(database.db);
    const network = await insertLineNetwork(database.db, new Date());
    lineId = network.lines.m101;
    departures = await database.db
      .selectFrom('departures')
      .select(['id', 'price_cents'])
      .where('line_id', '=', lineId)
      .where('status', '=', 'scheduled')
      .where('departs_at', '>', new Date(Date.now() + 86_400_000))
      .orderBy('id')
      .execute();
    await database.db.updateTable('departures').set({ capacity: 1_000_000 }).where('line_id', '=', lineId).execute();
    servers.push(...(await Promise.all([startServer('server', 'apps/server/src/server.ts'), startServer('control', 'apps/server/src/test/unguarded-server.ts')])));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) if (server.exitedAt === null) server.process.kill('SIGKILL');
    if (isDatabaseOpen) await database.close();
    await postgres?.destroy();
  });

  /** One call as a client makes it, timed; a call unanswered in 10 s counts as a hang. */
  const call = async (what: string, url: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Call> => {
    const startedAt = now();
    try {
      const res = await fetch(url, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: { ...init.headers, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json().catch(() => null)) as { meta?: { code?: number; desc?: string }; code?: string; data?: unknown } | null;
      return { what, startedAt, endedAt: now(), status: res.status, code: body?.meta?.code ?? body?.code, desc: body?.meta?.desc, body };
    } catch (error) {
      return { what, startedAt, endedAt: now(), status: null, code: null, error: (error as Error).name };
    }
  };

  /** Buyers who create an order, start its payment, and have the sandbox gateway notify it until acknowledged. */
  const runClients = (server: Server, buyers: BulkBuyer[], isRunning: () => boolean) => {
    const calls: Call[] = [];
    const orders: string[] = [];
    const payments: string[] = [];
    const deliveries: Promise<void>[] = [];
    let next = 0;
    const deliver = async (orderNo: string, amountCents: number) => {
      // A gateway retries a notification we could not take (503) until we acknowledge it; this one gives
      // up a second after the run ends (the control's never will be).
      for (let lastTries = 4; lastTries > 0; lastTries -= isRunning() ? 0 : 1) {
        const answer = await call('notify', `${server.base}${ApiPrefix.order}/payment/notify/sandbox`, { body: sandbox.makeNotification({ outTradeNo: `${orderNo}S`, amountCents }) });
        calls.push(answer);
        if (answer.status === 200 && answer.code === 'SUCCESS') {
          payments.push(orderNo);
          return;
        }
        await sleep(250);
      }
    };
    const client = async (i: number) => {
      for (let k = 0; isRunning(); k += 1) {
        const buyer = buyers[next++]!;
        const departure = departures[(i + k) % departures.length]!;
        const created = await call('create', `${server.base}${ApiPrefix.order}/order/create`, {
          headers: { ...buyer.headers, 'idempotency-key': `restart-${buyer.userId}` },
          body: { lineId: String(lineId), departureIds: [String(departure.id)], boardSeq: 0, alightSeq: 3, passengerIds: [buyer.passengerId], userCouponId: null, expectedPayableCents: departure.price_cents },
        });
        calls.push(created);
        if (created.code !== 1) {
          await sleep(50);
          continue;
        }
        const orderNo = (created.body as { data: { orderNo: string } }).data.orderNo;
        orders.push(orderNo);
        const paid = await call('pay', `${server.base}${ApiPrefix.order}/payment/pay`, { headers: buyer.headers, body: { orderNo, channel: 'sandbox' } });
        calls.push(paid);
        if (paid.code === 1) deliveries.push(deliver(orderNo, departure.price_cents));
      }
    };
    const done = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i))).then(() => Promise.all(deliveries));
    return { calls, orders, payments, done };
  };

  it('answers serviceBusy within 5 s while it is down, serves again within 5 s of its return, and loses nothing acknowledged; the control does not come back', async () => {
    const [server, control] = servers as [Server, Server];
    const [serverBuyers, controlBuyers] = await Promise.all([insertBulkBuyers(database.db, 6_000, 31), insertBulkBuyers(database.db, 6_000, 32)]);
    // The test's own connections would die with the restart too: it reads the database again only after it.
    await database.close();
    isDatabaseOpen = false;

    let isRunning = true;
    const load = runClients(server, serverBuyers, () => isRunning);
    const controlLoad = runClients(control, controlBuyers, () => isRunning);
    const probes: Call[] = [];
    const probing = (async () => {
      while (isRunning) {
        probes.push(...(await Promise.all([call('healthz', `${server.base}/healthz`), call('livez', `${server.base}/livez`)])));
        await sleep(200);
      }
    })();

    await sleep(2_000);
    const stopping = now();
    await postgres.stop('fast');
    const down = now();
    await sleep(DOWN_MS);
    const starting = now();
    await postgres.start();
    const up = now();
    await sleep(5_000);
    isRunning = false;
    await Promise.all([load.done, controlLoad.done, probing]);

    const clientCalls = load.calls.filter((c) => c.what === 'create' || c.what === 'pay');
    const report = (calls: Call[]) =>
      Object.entries(
        calls.reduce<Record<string, number>>((counts, c) => {
          const key = `${c.what} ${c.status ?? c.error} ${String(c.code)}`;
          counts[key] = (counts[key] ?? 0) + 1;
          return counts;
        }, {}),
      );
    const isDuring = (c: Call) => c.startedAt >= down && c.endedAt <= starting;
    const isAfter = (c: Call) => c.startedAt >= up;

    // No hang, no HTTP 500: every call of the real server answered within 5 s, the client calls in the envelope.
    expect(load.calls.filter((c) => c.status === null || c.endedAt - c.startedAt >= BOUND_MS)).toEqual([]);
    expect(clientCalls.filter((c) => c.status !== 200 || (c.code !== 1 && c.code !== busy.code))).toEqual([]);
    // While it was down: serviceBusy with its Chinese text, and the gateway told to come back later.
    const duringDown = clientCalls.filter(isDuring);
    expect(duringDown.length).toBeGreaterThan(CLIENTS);
    expect(duringDown.filter((c) => c.code !== busy.code || c.desc !== busy.desc)).toEqual([]);
    expect(load.calls.filter((c) => c.what === 'notify' && isDuring(c)).every((c) => c.status === 503 && c.code === 'FAIL')).toBe(true);
    // The probes: not ready (503 in the envelope) while it was down, alive throughout, ready again after.
    const health = probes.filter((p) => p.what === 'healthz');
    expect(health.filter(isDuring).length).toBeGreaterThan(3);
    expect(health.filter(isDuring).every((p) => p.status === 503 && p.code === errorCatalogue.serviceUnavailable.code)).toBe(true);
    expect(probes.filter((p) => p.what === 'livez').every((p) => p.status === 200 && p.code === 1)).toBe(true);
    expect(health.filter((p) => p.startedAt >= up + 1_000).every((p) => p.status === 200)).toBe(true);

    // Back by itself: the first purchase after PostgreSQL's return went through within 5 s, and from then on
    // every call did (no dead pooled connection left to fail on).
    const firstOk = clientCalls.filter((c) => isAfter(c) && c.code === 1).sort((a, b) => a.endedAt - b.endedAt)[0];
    expect(firstOk).toBeDefined();
    const recoveryMs = Math.round(firstOk!.endedAt - up);
    expect(recoveryMs).toBeLessThan(BOUND_MS);
    expect(clientCalls.filter((c) => c.startedAt >= firstOk!.endedAt && c.code !== 1)).toEqual([]);
    expect(server.exitedAt).toBeNull();
    // The guard was needed: connections died while lent out, and the server said so instead of ending.
    expect(server.output.filter((line) => line.includes('database connection lost')).length).toBeGreaterThan(0);

    // Nothing acknowledged was lost: every order created and every payment acknowledged is in the database.
    const after = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 2 });
    try {
      const stored = await after.db.selectFrom('orders').select(['order_no', 'status']).where('order_no', 'in', load.orders).execute();
      expect(stored).toHaveLength(load.orders.length);
      const paid = new Set(stored.filter((o) => o.status === 'paid').map((o) => o.order_no));
      expect(load.payments.filter((orderNo) => !paid.has(orderNo))).toEqual([]);
      expect(load.payments.length).toBeGreaterThan(CLIENTS);
    } finally {
      await after.close();
    }

    // The control: it ended when PostgreSQL went down, and nothing it was asked after the return went through.
    expect(control.exitedAt).not.toBeNull();
    expect(control.exitedAt!).toBeLessThan(up);
    expect(control.exitCode).not.toBe(0);
    const controlAfter = controlLoad.calls.filter(isAfter);
    expect(controlAfter.length).toBeGreaterThan(0);
    expect(controlAfter.filter((c) => c.code === 1 || c.code === 'SUCCESS')).toEqual([]);

    console.info(
      `restart: stop took ${Math.round(down - stopping)} ms, down ${Math.round(starting - down)} ms, start took ${Math.round(up - starting)} ms; ` +
        `first purchase ${recoveryMs} ms after PostgreSQL was back; slowest call ${Math.round(Math.max(...load.calls.map((c) => c.endedAt - c.startedAt)))} ms; ` +
        `${load.orders.length} orders and ${load.payments.length} payments acknowledged, all stored; control ended ${Math.round(control.exitedAt! - stopping)} ms after the stop began\n` +
        `server: ${JSON.stringify(report(load.calls))}\ncontrol: ${JSON.stringify(report(controlLoad.calls))}`,
    );
  }, 90_000);
});
