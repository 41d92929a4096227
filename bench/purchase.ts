// `npm run bench:purchase`: seat holds on one hot departure, on a real PostgreSQL (BENCH_DATABASE_URL or
// DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; a database of its own, dropped after).
// In one run, the same departure (capacity 1e9), the same pool (the server's default: 10 connections) and
// CLIENTS concurrent clients throughout:
//   bare     the conditional UPDATE alone (orders.repository holdSeats, autocommit) in a loop: holds/s;
//   service  order creation in-process: the orders service wired as the buying context wires it (the
//            checks, the creating transaction, the order as answered; orders arriving together share a read
//            and a transaction, decision 023), a new passenger per order: holds/s.
//            Bar (decision 020): >= 70% of bare. Bare and service alternate ROUNDS times; the ratio is of the sums;
//   HTTP     POST /order/create through the real app (buildApp, NODE_ENV=production) listening on a port,
//            with a session and an Idempotency-Key as the web client sends; every answer checked. Bar: p99 <= 100 ms.
// Two instances (decision 042; PostgreSQL only), WIDE_CLIENTS (200) concurrent clients in one run:
//   bare     the same bare loop over two pools of 10 (the connections two instances have);
//   1 inst.  POST /order/create against one server process (apps/server/src/server.ts, production);
//   2 inst.  the same against two server processes, each client bound to one of them (client-side balancing):
//            holds/s against the bare loop, and order creation's p50/p99 at 200 clients.
// Then an instrumented service run says where a create's time goes and how many statements it sends.
// CPU per hold (this process + the PostgreSQL backends of the bench database) tells a CPU-bound machine
// from a lock-bound hot row. After each warm-up the buyers the run needs are made (from the warm-up's
// rate, bench/purchase/buyers.ts) and the buying tables are vacuumed and analyzed, as autovacuum would (it
// may be off on the machine: the settings line says). Writes bench/results/purchase.json.
// The tiny mode (--tiny): one round of 1 s runs; without a reachable PostgreSQL (and none named), PGlite.
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Db } from '../apps/server/src/db/database';
import { createOrderTaking } from '../apps/server/src/modules/buying/buying.wiring';
import { createCouponRepository } from '../apps/server/src/modules/buying/coupons/coupons.repository';
import { createOrderViewRepository } from '../apps/server/src/modules/buying/orders/order-view.repository';
import { createOrderRepository } from '../apps/server/src/modules/buying/orders/orders.repository';
import { accountsPortOf } from '../apps/server/src/test/accounts-port';
import { networkAccessPortOf } from '../apps/server/src/test/network-port';
import { insertLineNetwork } from '../apps/server/src/test/line-network-fixture';
import { clientHeaders } from '../apps/server/src/test/test-app';
import { openBenchDatabase, type BenchDatabase } from './api/bench-database';
import { percentile } from './api/bench-measure';
import { createBuyerPool, type Buyer, type BuyerPool } from './purchase/buyers';
import { machineLabel, startCpuMeter } from './purchase/cpu-meter';
import { createStepTimer, instrumentDb, timeRepositories } from './purchase/profiled-service';
import { elapsedSeconds, finish, isTiny, log, round, root, setting, writeResult } from './shared/bench-run';
import { startServerProcesses } from './shared/server-processes';

/** What one call answers: true for a seat held, else why not. */
type Outcome = true | string;
/** One call of client number `client` (0..clients-1). */
type Op = (client: number) => Promise<Outcome>;
type Run = {
  name: string;
  clients: number;
  holdsPerSecond: number;
  holds: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: Record<string, number>;
  nodeCpuMsPerHold: number | null;
  postgresCpuMsPerHold: number | null;
  machineBusyPercent: number | null;
  /** Batches of buyers made while this run went on, its clients waiting (0 when the sizing was right); null: no buyers. */
  buyerBatchesMidRun: number | null;
};

const DURATION_S = setting('BENCH_DURATION_S', 10, 1);
const ROUNDS = setting('BENCH_ROUNDS', 2, 1);
const WARM_UP_S = setting('BENCH_WARM_UP_S', 2, 0.5);
const PROFILE_S = setting('BENCH_PROFILE_S', 5, 1);
const CLIENTS = 20;
/** The two-instance runs: many clients at once, as a busy hour's buyers are. */
const WIDE_CLIENTS = 200;
const INSTANCES = 2;
const POOL_SIZE = 10; // openDatabase's default, what server.ts runs with
const RATIO_BAR = 0.7;
const P99_BAR_MS = 100;
/** Buyers made before the first warm-up; every later run is sized from the fastest rate measured so far. */
const FIRST_BUYERS = setting('BENCH_FIRST_BUYERS', 20_000, 1_000);
/** A run gets this many times the buyers the fastest rate so far says it needs, plus a margin per client. */
const BUYER_HEADROOM = 2;

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const isNamed = Boolean(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL);
const isReachable = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};
// Only a tiny run, with no database named, may fall back to PGlite: its figures mean nothing anyway.
const database: BenchDatabase = isTiny && !isNamed && !(await isReachable(adminUrl)) ? await openBenchDatabase({}) : await openBenchDatabase({ adminUrl });
const { db } = database;
const databaseName = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(db)).rows[0]!.name;
const settings = Object.fromEntries(
  (await sql<{ name: string; setting: string }>`SELECT name, setting FROM pg_settings WHERE name IN ('synchronous_commit', 'fsync', 'server_version', 'autovacuum')`.execute(db)).rows.map((r) => [r.name, r.setting]),
);
const machineAtStart = machineLabel();
log(`database: ${database.label}; machine: ${machineAtStart}${isTiny ? ' (tiny mode)' : ''}`);

// The hot departure: the fixture network's M101 08:00 run six days ahead, with room for every hold.
const network = await insertLineNetwork(db, new Date());
const departure = await db
  .selectFrom('departures')
  .innerJoin('trips', 'trips.id', 'departures.trip_id')
  .select(['departures.id', 'departures.price_cents'])
  .where('departures.line_id', '=', network.lines.m101)
  .where('trips.departure_minutes', '=', 480)
  .where(sql<boolean>`departures.service_date = ${network.day(6)}::date`)
  .executeTakeFirstOrThrow();
await db.updateTable('departures').set({ capacity: 1_000_000_000, seats_sold: 0 }).where('id', '=', departure.id).execute();

const serviceBuyers = createBuyerPool(db, { name: 'service', hasSessions: false });
const httpBuyers = createBuyerPool(db, { name: 'http', hasSessions: true });
await serviceBuyers.ensure(FIRST_BUYERS);
await httpBuyers.ensure(FIRST_BUYERS);
// The buyers were just bulk-written: set their hint bits and take the checkpoint now, not during a run.
await sql`VACUUM ANALYZE`.execute(db);
await sql`CHECKPOINT`.execute(db);
log(`buyers: ${FIRST_BUYERS} each for the service and, with sessions, for HTTP (more as the measured rates ask); hot departure ${departure.id}`);

const choiceFor = (buyer: Buyer) => ({
  lineId: String(network.lines.m101),
  departureIds: [String(departure.id)],
  boardSeq: 0,
  alightSeq: 3,
  passengerIds: [buyer.passengerId],
  userCouponId: null,
  expectedPayableCents: departure.price_cents,
});

/** `clients` loops calling `op` until the time is up. */
const runClients = async (name: string, seconds: number, op: Op, buyers: BuyerPool | null = null, clients = CLIENTS): Promise<Run> => {
  const batchesBefore = buyers?.stats().onDemandBatches ?? 0;
  const times: number[] = [];
  let held = 0;
  const failures: Record<string, number> = {};
  const meter = startCpuMeter(databaseName);
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const outcome = await op(client);
        times.push(performance.now() - t0);
        if (outcome === true) held += 1;
        else failures[outcome] = (failures[outcome] ?? 0) + 1;
      }
    }),
  );
  const elapsedS = (performance.now() - start) / 1000;
  const cpu = meter.stop(held);
  times.sort((a, b) => a - b);
  return {
    name,
    clients,
    holdsPerSecond: Math.round(held / elapsedS),
    holds: held,
    seconds: round(elapsedS),
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times.at(-1) ?? 0),
    failures,
    nodeCpuMsPerHold: cpu.nodeMsPerHold === null ? null : round(cpu.nodeMsPerHold, 3),
    postgresCpuMsPerHold: cpu.postgresMsPerHold === null ? null : round(cpu.postgresMsPerHold, 3),
    machineBusyPercent: cpu.machineBusyPercent,
    buyerBatchesMidRun: buyers ? buyers.stats().onDemandBatches - batchesBefore : null,
  };
};

/**
 * The fastest rates measured so far, of each pool's runs and of any run (the bare loop's included): the next
 * run gets buyers for the faster of the two, so that even a pool's first run, whose short warm-up is slower
 * than the run itself, seldom outruns them.
 */
const fastestRates = new Map<BuyerPool | 'any', number>();
const noteRate = (buyers: BuyerPool | null, run: Run): void => {
  const rate = run.holds / run.seconds;
  for (const key of buyers ? [buyers, 'any' as const] : ['any' as const]) fastestRates.set(key, Math.max(fastestRates.get(key) ?? 0, rate));
};
const prepareBuyers = (buyers: BuyerPool, seconds: number, clients = CLIENTS): Promise<void> =>
  buyers.ensure(Math.max(fastestRates.get(buyers) ?? 0, fastestRates.get('any') ?? 0) * seconds * BUYER_HEADROOM + clients * 50);

/** A warm-up, buyers for the run sized from the fastest rate so far, the tables tidied, then the measured run. */
const measure = async (name: string, op: Op, buyers: BuyerPool | null, { seconds = DURATION_S, clients = CLIENTS }: { seconds?: number; clients?: number } = {}): Promise<Run> => {
  if (buyers) await prepareBuyers(buyers, WARM_UP_S, clients);
  const warmUp = await runClients(name, WARM_UP_S, op, buyers, clients);
  noteRate(buyers, warmUp);
  if (buyers) await prepareBuyers(buyers, seconds, clients);
  // What autovacuum does (it may be off: the settings line says): the hot row's dead versions go, and the
  // statistics of the tables that grow are fresh, so plans cached while orders was empty are made again.
  await sql`VACUUM ANALYZE departures, orders, tickets, idempotency_keys, users, passengers, sessions`.execute(db);
  const result = await runClients(name, seconds, op, buyers, clients);
  noteRate(buyers, result);
  const failed = Object.keys(result.failures).length ? `, failures ${JSON.stringify(result.failures)}` : '';
  log(`${name}: ${result.holdsPerSecond} holds/s, p99 ${result.p99Ms} ms, machine ${result.machineBusyPercent ?? '?'}% busy${failed}`);
  return result;
};

// The orders service as the buying context builds it (createOrderTaking), on the server's production configuration.
const config = loadConfig({ NODE_ENV: 'production', SMS_CODE_SECRET: 'bench-only-sms-code-secret', RIDE_CODE_SECRET: 'bench-only-ride-code-secret', INVITE_CODE_SECRET: 'bench-only-invite-code-secret', LOG_LEVEL: 'error', WEB_DIST_DIR: path.join(root, 'bench/.no-web-dist') });
const logger = pino({ level: 'error' });
type Repositories = {
  orders: ReturnType<typeof createOrderRepository>;
  coupons: ReturnType<typeof createCouponRepository>;
  views: ReturnType<typeof createOrderViewRepository>;
};
const buildOrdersService = (dbUsed: Db, wrap: (repositories: Repositories) => Repositories = (repositories) => repositories) =>
  createOrderTaking({
    db: dbUsed,
    config: config.buying,
    ...wrap({ orders: createOrderRepository(dbUsed), coupons: createCouponRepository(dbUsed), views: createOrderViewRepository(dbUsed) }),
    accounts: accountsPortOf(dbUsed),
    network: networkAccessPortOf(dbUsed),
    logger,
  }).ordersService;
const reasonOf = (error: unknown): string => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return String(code ?? message ?? error);
};
const createInProcess =
  (service: ReturnType<typeof buildOrdersService>): Op =>
  async () => {
    const buyer = await serviceBuyers.take();
    try {
      await service.create(buyer.userId, choiceFor(buyer));
      return true;
    } catch (error) {
      return reasonOf(error);
    }
  };
const orders = createOrderRepository(db);
let bareHolds = 0;
const bareHold: Op = async () => {
  if (!(await orders.holdSeats(departure.id, 1, db))) return 'not held';
  bareHolds += 1;
  return true;
};

// Bare and service alternate, so that a drift in the machine's load or the hot row's history (its dead
// versions) falls on both alike.
const ordersService = buildOrdersService(db);
const bareRuns: Run[] = [];
const serviceRuns: Run[] = [];
for (let r = 1; r <= ROUNDS; r += 1) {
  bareRuns.push(await measure(`bare UPDATE, round ${r}`, bareHold, null));
  serviceRuns.push(await measure(`service create, round ${r}`, createInProcess(ordersService), serviceBuyers));
}

/** POST /order/create to the server at `base` as the web client sends it (session, Idempotency-Key), over keep-alive connections. */
const orderPoster = (base: string, sockets: number) => {
  const target = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const post = (url: string, headers: Record<string, string>, body: string): Promise<{ status: number | undefined; body: string }> =>
    new Promise((resolve, reject) => {
      const request = http.request(
        { host: target.hostname, port: target.port, path: url, method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return {
    create: async (): Promise<Outcome> => {
      const buyer = await httpBuyers.take();
      const headers = { ...clientHeaders, token: buyer.token ?? '', userId: buyer.userId, 'idempotency-key': randomUUID() };
      const { status, body } = await post('/ydbus-zuul/order-api/order-api/order/create', headers, JSON.stringify(choiceFor(buyer)));
      if (status !== 200) return `HTTP ${status}`;
      const code = (JSON.parse(body) as { meta?: { code?: number } }).meta?.code;
      return code === 1 ? true : `code ${code}`;
    },
    close: () => agent.destroy(),
  };
};

// The app as production runs it, over HTTP on a port: keep-alive connections, one per client.
const app = await buildApp({ config, db, logger });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
const inProcessPoster = orderPoster(`http://127.0.0.1:${port}`, CLIENTS);
const overHttp = await measure('HTTP /order/create', () => inProcessPoster.create(), httpBuyers);
await app.close();
inProcessPoster.close();

// Where a service create's time goes: each step timed, every statement counted.
const timer = createStepTimer();
const instrumented = instrumentDb(db, timer);
const profiledCreate = createInProcess(buildOrdersService(instrumented.db, timeRepositories(timer)));
await prepareBuyers(serviceBuyers, WARM_UP_S);
await runClients('profile warm-up', WARM_UP_S, profiledCreate, serviceBuyers);
await prepareBuyers(serviceBuyers, PROFILE_S);
timer.reset();
instrumented.counter.statements = 0;
const profiled = await runClients('profiled service create', PROFILE_S, profiledCreate, serviceBuyers);
const statementsPerCreate = profiled.holds > 0 ? round(instrumented.counter.statements / profiled.holds, 1) : null;
const profile = timer.report(Math.max(1, profiled.holds)).map((s) => ({ step: s.step, meanMs: round(s.meanMs, 3) }));
log(`profiled service create: ${profiled.holdsPerSecond} holds/s, ${statementsPerCreate} statements per order`);

// Two instances (decision 042): WIDE_CLIENTS clients on the same hot departure, the bare loop over the two
// pools two instances have, then one and two server processes over HTTP. PostgreSQL only.
type WideRuns = { bare: Run; oneInstance: Run; twoInstances: Run };
const measureWide = async (url: string): Promise<WideRuns> => {
  const second = await openDatabase({ kind: 'postgres', url, maxConnections: POOL_SIZE });
  const pools = [
    { db, orders },
    { db: second.db, orders: createOrderRepository(second.db) },
  ];
  const bareWide: Op = async (client) => {
    const pool = pools[client % pools.length]!;
    if (!(await pool.orders.holdSeats(departure.id, 1, pool.db))) return 'not held';
    bareHolds += 1;
    return true;
  };
  const servers = await startServerProcesses(INSTANCES, { databaseUrl: url, poolSize: POOL_SIZE });
  const posters = servers.urls.map((base) => orderPoster(base, WIDE_CLIENTS));
  log(`two instances: ${servers.urls.join(', ')} (server.ts, production, pool ${POOL_SIZE} each)`);
  try {
    const wide = { clients: WIDE_CLIENTS };
    const bare = await measure(`bare UPDATE, ${WIDE_CLIENTS} cl., 2 pools`, bareWide, null, wide);
    const oneInstance = await measure(`HTTP, 1 instance, ${WIDE_CLIENTS} cl.`, () => posters[0]!.create(), httpBuyers, wide);
    const twoInstances = await measure(`HTTP, 2 instances, ${WIDE_CLIENTS} cl.`, (client) => posters[client % posters.length]!.create(), httpBuyers, wide);
    return { bare, oneInstance, twoInstances };
  } finally {
    for (const poster of posters) poster.close();
    await servers.stop();
    await second.close();
  }
};
const wideRuns = database.kind === 'postgres' && database.url ? await measureWide(database.url) : null;
if (!wideRuns) log('two instances: skipped (server processes cannot share PGlite; name a PostgreSQL)');

// Every hold counted once: the counter is the bare holds plus the orders' held tickets.
const seats = await db.selectFrom('departures').select('seats_sold').where('id', '=', departure.id).executeTakeFirstOrThrow();
const heldTickets = await db.selectFrom('tickets').select(sql<number>`count(*)::integer`.as('n')).where('departure_id', '=', departure.id).where('status', '=', 'pending').executeTakeFirstOrThrow();
const isCounterExact = seats.seats_sold === bareHolds + Number(heldTickets.n);
const machineAtEnd = machineLabel();
const buyers = [serviceBuyers.stats(), httpBuyers.stats()];
await database.close();

const sum = (runs: Run[], key: 'holds' | 'seconds'): number => runs.reduce((total, r) => total + r[key], 0);
const bareRate = sum(bareRuns, 'holds') / sum(bareRuns, 'seconds');
const serviceRate = sum(serviceRuns, 'holds') / sum(serviceRuns, 'seconds');
const ratio = serviceRate / bareRate;
const isRatioMet = ratio >= RATIO_BAR && serviceRuns.every((r) => Object.keys(r.failures).length === 0);
const isP99Met = overHttp.p99Ms <= P99_BAR_MS && Object.keys(overHttp.failures).length === 0;
const rows = [...bareRuns.flatMap((b, i) => [b, serviceRuns[i]!]), overHttp, ...(wideRuns ? [wideRuns.bare, wideRuns.oneInstance, wideRuns.twoInstances] : [])];

const pad = (value: string | number | null, width: number): string => String(value ?? '–').padStart(width);
const cpuOf = (r: Run): string => (r.postgresCpuMsPerHold === null ? `${r.nodeCpuMsPerHold ?? '–'}` : `${r.nodeCpuMsPerHold} + ${r.postgresCpuMsPerHold}`);
console.log(`\nSeat holds on one departure: ${CLIENTS} concurrent clients, pool of ${POOL_SIZE}, ${DURATION_S} s per run after ${WARM_UP_S} s warm-up`);
console.log(`${database.label}; PostgreSQL ${settings.server_version}, synchronous_commit=${settings.synchronous_commit}, fsync=${settings.fsync}, autovacuum=${settings.autovacuum}`);
console.log(`machine: ${machineAtStart} at the start, ${machineAtEnd} at the end; server and load in this one process\n`);
console.log(`${'run'.padEnd(34)}${pad('holds/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('max ms', 9)}${pad('failed', 8)}${pad('CPU ms/hold node + PG', 23)}${pad('machine', 9)}${pad('buyer batches mid-run', 23)}`);
for (const r of rows) {
  const failed = Object.values(r.failures).reduce((n, c) => n + c, 0);
  console.log(`${r.name.padEnd(34)}${pad(r.holdsPerSecond, 9)}${pad(r.p50Ms, 9)}${pad(r.p99Ms, 9)}${pad(r.maxMs, 9)}${pad(failed, 8)}${pad(cpuOf(r), 23)}${pad(r.machineBusyPercent === null ? null : `${r.machineBusyPercent}%`, 9)}${pad(r.buyerBatchesMidRun, 23)}`);
}
console.log(`\nservice / bare: ${Math.round(serviceRate)} / ${Math.round(bareRate)} holds/s = ${(ratio * 100).toFixed(1)}%   bar >= ${RATIO_BAR * 100}%: ${isRatioMet ? 'met' : 'NOT MET'}`);
console.log(`HTTP /order/create p99: ${overHttp.p99Ms} ms at ${CLIENTS} clients   bar <= ${P99_BAR_MS} ms: ${isP99Met ? 'met' : 'NOT MET'}`);
if (wideRuns) {
  const { bare, oneInstance, twoInstances } = wideRuns;
  const percentOfBare = (r: Run) => `${((r.holdsPerSecond / bare.holdsPerSecond) * 100).toFixed(1)}% of bare`;
  console.log(`\nTwo instances, ${WIDE_CLIENTS} clients, one hot departure (server processes: their CPU is not in the node column):`);
  console.log(`  holds/s: 2 instances ${twoInstances.holdsPerSecond} (${percentOfBare(twoInstances)}), 1 instance ${oneInstance.holdsPerSecond} (${percentOfBare(oneInstance)}), bare loop over 2 pools ${bare.holdsPerSecond}`);
  console.log(`  order creation p50 / p99: 2 instances ${twoInstances.p50Ms} / ${twoInstances.p99Ms} ms, 1 instance ${oneInstance.p50Ms} / ${oneInstance.p99Ms} ms`);
}
console.log(`\nOne service create, instrumented (${PROFILE_S} s, ${profiled.holdsPerSecond} holds/s, ${statementsPerCreate} statements per order; mean wall ms per order)\n`);
for (const p of profile) console.log(`  ${p.step.padEnd(52)}${pad(p.meanMs.toFixed(3), 9)}`);
console.log(`\nbuyers made from the measured rates: ${buyers.map((b) => `${b.name} ${b.created} (${b.used} used, ${b.onDemandBatches} batches made mid-run, warm-ups and profile included)`).join('; ')}`);
console.log(`seats_sold = bare holds + held tickets: ${isCounterExact ? 'yes' : 'NO'} (${seats.seats_sold})\n`);

const problems = [
  ...(isCounterExact ? [] : [`seats_sold ${seats.seats_sold} is not bare holds ${bareHolds} + held tickets ${heldTickets.n}`]),
  ...rows.filter((r) => r.holds === 0).map((r) => `${r.name}: no seat held`),
];
const result = {
  measuredAt: new Date().toISOString(),
  isTiny,
  database: { kind: database.kind, ...settings },
  machine: { atStart: machineAtStart, atEnd: machineAtEnd },
  clients: CLIENTS,
  poolSize: POOL_SIZE,
  durationSeconds: DURATION_S,
  rounds: ROUNDS,
  measures: {
    bare: 'orders.repository holdSeats(departure, 1) in autocommit, in a loop',
    service: 'ordersService.create in-process (wired as the buying context wires it), a new user and passenger per order',
    http: 'POST /order/create over HTTP (keep-alive, session, Idempotency-Key), every answer checked',
  },
  rows,
  serviceToBare: { serviceHoldsPerSecond: Math.round(serviceRate), bareHoldsPerSecond: Math.round(bareRate), ratio: round(ratio, 3) },
  twoInstances: wideRuns
    ? {
        clients: WIDE_CLIENTS,
        instances: INSTANCES,
        measures: 'server.ts processes (production) on this database, each client bound to one; bare: the loop over two pools of 10',
        holdsPerSecond: { twoInstances: wideRuns.twoInstances.holdsPerSecond, oneInstance: wideRuns.oneInstance.holdsPerSecond, bare: wideRuns.bare.holdsPerSecond },
        twoInstancesToBare: round(wideRuns.twoInstances.holdsPerSecond / wideRuns.bare.holdsPerSecond, 3),
        orderCreationMs: {
          twoInstances: { p50: wideRuns.twoInstances.p50Ms, p99: wideRuns.twoInstances.p99Ms },
          oneInstance: { p50: wideRuns.oneInstance.p50Ms, p99: wideRuns.oneInstance.p99Ms },
        },
      }
    : null,
  profile: { seconds: PROFILE_S, holdsPerSecond: profiled.holdsPerSecond, statementsPerCreate, steps: profile },
  buyers,
  isCounterExact,
  bars: { serviceToBareRatio: RATIO_BAR, httpP99Ms: P99_BAR_MS, isRatioMet, isP99Met, isEveryBarMet: isRatioMet && isP99Met && isCounterExact },
  totalSeconds: elapsedSeconds(),
};
finish({ file: writeResult('purchase', result), isEveryBarMet: result.bars.isEveryBarMet, problems });
