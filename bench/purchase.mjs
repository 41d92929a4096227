// `npm run bench:purchase`: seat holds on one hot departure, on a real PostgreSQL only (BENCH_DATABASE_URL or
// DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; a database of its own, dropped after).
// In one run, the same departure (capacity 1e9), the same pool (the server's default: 10 connections) and
// CLIENTS concurrent clients throughout:
//   bare     the conditional UPDATE alone (orders.repository holdSeats, autocommit) in a loop: holds/s;
//   service  order creation in-process: the orders service wired as buying.wiring.ts wires it (the checks,
//            the creating transaction, the order as answered; orders arriving together share a read and a
//            transaction, decision 023), a new passenger per order: holds/s.
//            Bar (issue 5): >= 70% of bare. Bare and service alternate ROUNDS times; the ratio is of the sums;
//   HTTP     POST /order/create through the real app (buildApp, NODE_ENV=production) listening on a port,
//            with a session and an Idempotency-Key as the web client sends; every answer checked. Bar: p99 <= 100 ms.
// Then an instrumented service run says where a create's time goes and how many statements it sends.
// CPU per hold (this process + the PostgreSQL backends of the bench database) tells a CPU-bound machine
// from a lock-bound hot row. After each warm-up the buying tables are vacuumed and analyzed, as autovacuum
// would (it may be off on the machine: the settings line says). Writes bench/results/purchase.json.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createCouponRepository } from '../apps/server/src/modules/coupons/coupons.repository';
import { createCouponService } from '../apps/server/src/modules/coupons/coupons.service';
import { createOrderExpiry } from '../apps/server/src/modules/orders/order-expiry';
import { createOrderLifecycle } from '../apps/server/src/modules/orders/order-lifecycle';
import { createOrderViewRepository } from '../apps/server/src/modules/orders/order-view.repository';
import { createOrderRepository } from '../apps/server/src/modules/orders/orders.repository';
import { createOrdersService } from '../apps/server/src/modules/orders/orders.service';
import { hashSessionToken, newSessionToken } from '../apps/server/src/modules/session/session-token';
import { createUserRepository } from '../apps/server/src/modules/user/user.repository';
import { insertLineNetwork } from '../apps/server/src/test/line-network-fixture';
import { clientHeaders } from '../apps/server/src/test/test-app';
import { openBenchDatabase } from './api/bench-database.mjs';
import { percentile } from './api/bench-measure.mjs';
import { machineLabel, startCpuMeter } from './purchase/cpu-meter.mjs';
import { createStepTimer, instrumentDb, timeRepositories } from './purchase/profiled-service.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARM_UP_S = 2;
const PROFILE_S = 5;
const CLIENTS = 20;
const POOL_SIZE = 10; // openDatabase's default, what server.ts runs with
const RATIO_BAR = 0.7;
const P99_BAR_MS = 100;
const SERVICE_BUYERS = Number(process.env.BENCH_SERVICE_BUYERS ?? 120_000);
const HTTP_BUYERS = Number(process.env.BENCH_HTTP_BUYERS ?? 30_000);
const ID_NUMBER = '440308199001011239';

const startedAt = Date.now();
const log = (message) => console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)} s] ${message}`);
const round = (value, digits = 2) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = await openBenchDatabase({ adminUrl });
const { db } = database;
const databaseName = (await sql`SELECT current_database() AS name`.execute(db)).rows[0].name;
const settings = Object.fromEntries(
  (await sql`SELECT name, setting FROM pg_settings WHERE name IN ('synchronous_commit', 'fsync', 'server_version', 'autovacuum')`.execute(db)).rows.map((r) => [r.name, r.setting]),
);
const machineAtStart = machineLabel();
log(`database: ${database.label}; machine: ${machineAtStart}`);

// The hot departure: the fixture network's M101 08:00 run six days ahead, with room for every hold.
const network = await insertLineNetwork(db, new Date());
const departure = await db
  .selectFrom('departures')
  .innerJoin('trips', 'trips.id', 'departures.trip_id')
  .select(['departures.id', 'departures.price_cents'])
  .where('departures.line_id', '=', network.lines.m101)
  .where('trips.departure_minutes', '=', 480)
  .where(sql`departures.service_date = ${network.day(6)}::date`)
  .executeTakeFirstOrThrow();
await db.updateTable('departures').set({ capacity: 1_000_000_000, seats_sold: 0 }).where('id', '=', departure.id).execute();

// Buyers: one user and one passenger each (a passenger rides a departure once); sessions for the HTTP ones.
await sql`INSERT INTO users (phone) SELECT '15' || lpad(g::text, 9, '0') FROM generate_series(1, ${SERVICE_BUYERS + HTTP_BUYERS}) AS g`.execute(db);
await sql`INSERT INTO passengers (user_id, name, id_type, id_number) SELECT id, '压测乘客', 'idCard', ${ID_NUMBER} FROM users WHERE phone LIKE '15%'`.execute(db);
const everyone = (
  await sql`SELECT u.id AS user_id, p.id AS passenger_id FROM users u JOIN passengers p ON p.user_id = u.id WHERE u.phone LIKE '15%' ORDER BY u.id`.execute(db)
).rows.map((r) => ({ userId: String(r.user_id), passengerId: String(r.passenger_id) }));
const serviceBuyers = everyone.slice(0, SERVICE_BUYERS);
const httpBuyers = everyone.slice(SERVICE_BUYERS).map((buyer) => ({ ...buyer, token: newSessionToken() }));
const expiresAt = new Date(Date.now() + 86_400_000);
for (let i = 0; i < httpBuyers.length; i += 2000) {
  await db
    .insertInto('sessions')
    .values(httpBuyers.slice(i, i + 2000).map((b) => ({ user_id: Number(b.userId), token_hash: hashSessionToken(b.token), platform: 'H5', device_id: 'bench-device', is_persistent: true, expires_at: expiresAt })))
    .execute();
}
// The buyers were just bulk-written: set their hint bits and take the checkpoint now, not during a run.
await sql`VACUUM ANALYZE`.execute(db);
await sql`CHECKPOINT`.execute(db);
log(`buyers: ${serviceBuyers.length} for the service, ${httpBuyers.length} with sessions for HTTP; hot departure ${departure.id}`);

const queue = (buyers, name) => {
  let next = 0;
  return () => {
    if (next >= buyers.length) throw new Error(`out of ${name} buyers: raise BENCH_${name.toUpperCase()}_BUYERS`);
    return buyers[next++];
  };
};
const choiceFor = (buyer) => ({
  lineId: String(network.lines.m101),
  departureIds: [String(departure.id)],
  boardSeq: 0,
  alightSeq: 3,
  passengerIds: [buyer.passengerId],
  userCouponId: null,
  expectedPayableCents: departure.price_cents,
});

/** CLIENTS loops calling `op` until the time is up; an op answers true for a seat held, else why not. */
const runClients = async (seconds, op) => {
  const times = [];
  let held = 0;
  const failures = {};
  const meter = startCpuMeter(databaseName);
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const outcome = await op();
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
    holdsPerSecond: Math.round(held / elapsedS),
    holds: held,
    seconds: round(elapsedS),
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times.at(-1)),
    failures,
    nodeCpuMsPerHold: round(cpu.nodeMsPerHold, 3),
    postgresCpuMsPerHold: round(cpu.postgresMsPerHold, 3),
    machineBusyPercent: cpu.machineBusyPercent,
  };
};
const measure = async (name, op, seconds = DURATION_S) => {
  await runClients(WARM_UP_S, op);
  // What autovacuum does (it may be off: the settings line says): the hot row's dead versions go, and the
  // statistics of the tables that grow are fresh, so plans cached while orders was empty are made again.
  await sql`VACUUM ANALYZE departures, orders, tickets, idempotency_keys`.execute(db);
  const result = { name, ...(await runClients(seconds, op)) };
  const failed = Object.keys(result.failures).length ? `, failures ${JSON.stringify(result.failures)}` : '';
  log(`${name}: ${result.holdsPerSecond} holds/s, p99 ${result.p99Ms} ms, machine ${result.machineBusyPercent ?? '?'}% busy${failed}`);
  return result;
};

// The orders service as buying.wiring.ts builds it, on the server's production configuration.
const config = loadConfig({ NODE_ENV: 'production', SMS_CODE_SECRET: 'bench-only-sms-code-secret', RIDE_CODE_SECRET: 'bench-only-ride-code-secret', LOG_LEVEL: 'error', WEB_DIST_DIR: path.join(root, 'bench/.no-web-dist') });
const logger = pino({ level: 'error' });
const buildOrdersService = (dbUsed, wrap = (repositories) => repositories) => {
  const { users, orders, coupons, views } = wrap({
    users: createUserRepository(dbUsed),
    orders: createOrderRepository(dbUsed),
    coupons: createCouponRepository(dbUsed),
    views: createOrderViewRepository(dbUsed),
  });
  const lifecycle = createOrderLifecycle({ orders, coupons });
  const expiry = createOrderExpiry({ db: dbUsed, orders, lifecycle, logger });
  const couponService = createCouponService({ db: dbUsed, users, coupons });
  return createOrdersService({ db: dbUsed, config: config.buying, orders, views, lifecycle, expiry, couponService });
};
const nextServiceBuyer = queue(serviceBuyers, 'service');
const createInProcess = (service) => async () => {
  const buyer = nextServiceBuyer();
  try {
    await service.create(buyer.userId, choiceFor(buyer));
    return true;
  } catch (error) {
    return error.code ?? error.message;
  }
};
const orders = createOrderRepository(db);
let bareHolds = 0;
const bareHold = async () => {
  if (!(await orders.holdSeats(departure.id, 1, db))) return 'not held';
  bareHolds += 1;
  return true;
};

// Bare and service alternate, so that a drift in the machine's load or the hot row's history (its dead
// versions) falls on both alike.
const ordersService = buildOrdersService(db);
const bareRuns = [];
const serviceRuns = [];
for (let r = 1; r <= ROUNDS; r += 1) {
  bareRuns.push(await measure(`bare UPDATE, round ${r}`, bareHold));
  serviceRuns.push(await measure(`service create, round ${r}`, createInProcess(ordersService)));
}

// The app as production runs it, over HTTP on a port: keep-alive connections, one per client.
const app = await buildApp({ config, db, logger });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address();
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
const post = (url, headers, body) =>
  new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: url, method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
const nextHttpBuyer = queue(httpBuyers, 'http');
const createOverHttp = async () => {
  const buyer = nextHttpBuyer();
  const headers = { ...clientHeaders, token: buyer.token, userId: buyer.userId, 'idempotency-key': randomUUID() };
  const { status, body } = await post('/ydbus-zuul/order-api/order-api/order/create', headers, JSON.stringify(choiceFor(buyer)));
  if (status !== 200) return `HTTP ${status}`;
  const code = JSON.parse(body).meta?.code;
  return code === 1 ? true : `code ${code}`;
};
const overHttp = await measure('HTTP /order/create', createOverHttp);
await app.close();
agent.destroy();

// Where a service create's time goes: each step timed, every statement counted.
const timer = createStepTimer();
const instrumented = instrumentDb(db, timer);
const profiledCreate = createInProcess(buildOrdersService(instrumented.db, timeRepositories(timer)));
await runClients(WARM_UP_S, profiledCreate);
timer.reset();
instrumented.counter.statements = 0;
const profiled = await runClients(PROFILE_S, profiledCreate);
const statementsPerCreate = round(instrumented.counter.statements / profiled.holds, 1);
const profile = timer.report(profiled.holds).map((s) => ({ step: s.step, meanMs: round(s.meanMs, 3) }));
log(`profiled service create: ${profiled.holdsPerSecond} holds/s, ${statementsPerCreate} statements per order`);

// Every hold counted once: the counter is the bare holds plus the orders' held tickets.
const seats = await db.selectFrom('departures').select('seats_sold').where('id', '=', departure.id).executeTakeFirstOrThrow();
const heldTickets = await db.selectFrom('tickets').select(sql`count(*)::integer`.as('n')).where('departure_id', '=', departure.id).where('status', '=', 'pending').executeTakeFirstOrThrow();
const isCounterExact = seats.seats_sold === bareHolds + Number(heldTickets.n);
const machineAtEnd = machineLabel();
await database.close();

const sum = (runs, key) => runs.reduce((total, r) => total + r[key], 0);
const bareRate = sum(bareRuns, 'holds') / sum(bareRuns, 'seconds');
const serviceRate = sum(serviceRuns, 'holds') / sum(serviceRuns, 'seconds');
const ratio = serviceRate / bareRate;
const isRatioMet = ratio >= RATIO_BAR && serviceRuns.every((r) => Object.keys(r.failures).length === 0);
const isP99Met = overHttp.p99Ms <= P99_BAR_MS && Object.keys(overHttp.failures).length === 0;
const rows = [...bareRuns.flatMap((b, i) => [b, serviceRuns[i]]), overHttp];

const pad = (value, width) => String(value ?? '–').padStart(width);
const cpuOf = (r) => (r.postgresCpuMsPerHold === null ? `${r.nodeCpuMsPerHold}` : `${r.nodeCpuMsPerHold} + ${r.postgresCpuMsPerHold}`);
console.log(`\nSeat holds on one departure: ${CLIENTS} concurrent clients, pool of ${POOL_SIZE}, ${DURATION_S} s per run after ${WARM_UP_S} s warm-up`);
console.log(`${database.label}; PostgreSQL ${settings.server_version}, synchronous_commit=${settings.synchronous_commit}, fsync=${settings.fsync}, autovacuum=${settings.autovacuum}`);
console.log(`machine: ${machineAtStart} at the start, ${machineAtEnd} at the end; server and load in this one process\n`);
console.log(`${'run'.padEnd(26)}${pad('holds/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('max ms', 9)}${pad('failed', 8)}${pad('CPU ms/hold node + PG', 23)}${pad('machine', 9)}`);
for (const r of rows) {
  const failed = Object.values(r.failures).reduce((n, c) => n + c, 0);
  console.log(`${r.name.padEnd(26)}${pad(r.holdsPerSecond, 9)}${pad(r.p50Ms, 9)}${pad(r.p99Ms, 9)}${pad(r.maxMs, 9)}${pad(failed, 8)}${pad(cpuOf(r), 23)}${pad(r.machineBusyPercent === null ? null : `${r.machineBusyPercent}%`, 9)}`);
}
console.log(`\nservice / bare: ${Math.round(serviceRate)} / ${Math.round(bareRate)} holds/s = ${(ratio * 100).toFixed(1)}%   bar >= ${RATIO_BAR * 100}%: ${isRatioMet ? 'met' : 'NOT MET'}`);
console.log(`HTTP /order/create p99: ${overHttp.p99Ms} ms at ${CLIENTS} clients   bar <= ${P99_BAR_MS} ms: ${isP99Met ? 'met' : 'NOT MET'}`);
console.log(`\nOne service create, instrumented (${PROFILE_S} s, ${profiled.holdsPerSecond} holds/s, ${statementsPerCreate} statements per order; mean wall ms per order)\n`);
for (const p of profile) console.log(`  ${p.step.padEnd(52)}${pad(p.meanMs.toFixed(3), 9)}`);
console.log(`\nseats_sold = bare holds + held tickets: ${isCounterExact ? 'yes' : 'NO'} (${seats.seats_sold})\n`);

const isEveryBarMet = isRatioMet && isP99Met && isCounterExact;
const result = {
  measuredAt: new Date().toISOString(),
  database: { kind: database.kind, ...settings },
  machine: { atStart: machineAtStart, atEnd: machineAtEnd },
  clients: CLIENTS,
  poolSize: POOL_SIZE,
  durationSeconds: DURATION_S,
  rounds: ROUNDS,
  measures: {
    bare: 'orders.repository holdSeats(departure, 1) in autocommit, in a loop',
    service: 'ordersService.create in-process (wired as buying.wiring.ts), a new user and passenger per order',
    http: 'POST /order/create over HTTP (keep-alive, session, Idempotency-Key), every answer checked',
  },
  rows,
  serviceToBare: { serviceHoldsPerSecond: Math.round(serviceRate), bareHoldsPerSecond: Math.round(bareRate), ratio: round(ratio, 3) },
  profile: { seconds: PROFILE_S, holdsPerSecond: profiled.holdsPerSecond, statementsPerCreate, steps: profile },
  isCounterExact,
  bars: { serviceToBareRatio: RATIO_BAR, httpP99Ms: P99_BAR_MS, isRatioMet, isP99Met, isEveryBarMet },
  totalSeconds: Math.round((Date.now() - startedAt) / 1000),
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/purchase.json'), `${JSON.stringify(result, null, 2)}\n`);
log(`${isEveryBarMet ? 'every bar met' : 'SOME BAR NOT MET'}; wrote bench/results/purchase.json`);
