// `npm run bench:api`: in one process, a fresh database with 100,000 stations and a few hundred lines, the
// real app (buildApp, configured as production: NODE_ENV=production, so no response validation) plus a
// bench-only hello route, and autocannon against it. Bars (decision 019): line detail and nearby lines each
// reach >= 40% of hello's throughput (nearbyStopLineList and nearbyStops are extra rows); the nearby
// query's p99 <= 10 ms with 100k stations: the in-memory read model's query (what the nearby calls run),
// timed on its own, and the SQL radius query that search still uses. Writes bench/results/api.json.
// BENCH_DATABASE_URL=postgres://… runs it on that PostgreSQL (in a database of its own, dropped after), and
// adds the two-instance mode (bench/api/two-instances.ts, decision 042): /livez, lineDetail and nearbyLines
// against one and two server processes, and order creation at 200 connections against one and two.
// The tiny mode (--tiny): 2,000 stations, 20 lines, 1 s of load per call, 50 timed queries.
import { CompiledQuery } from 'kysely';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createNetworkReadModel } from '../apps/server/src/modules/network/lines/network-read-model';
import { findNearbyLines, findNearbyStationLines, findNearbyStations, type NetworkSnapshot } from '../apps/server/src/modules/network/lines/network-snapshot';
import { selectStationsWithin, createStationsRepository } from '../apps/server/src/modules/network/stations/stations.repository';
import { clientHeaders } from '../apps/server/src/test/test-app';
import { openBenchDatabase } from './api/bench-database';
import { timeSequential, runLoad, type Load, type Timing } from './api/bench-measure';
import { insertBenchNetwork } from './api/bench-network';
import { measureTwoInstances } from './api/two-instances';
import { elapsedSeconds, finish, isTiny, log, root, setting, writeResult } from './shared/bench-run';

type Point = { lng: number; lat: number };
type NearbyFind = (snapshot: NetworkSnapshot, point: Point, radiusM: number, limit: number) => unknown;
type Target = { name: string; url: string; hasBar: boolean };
/** The parts of the answers the bench checks (the contracts in packages/contracts describe them fully). */
type Answers = {
  lineDetail: { stops: unknown[]; calendar: Array<{ isServiceDay: boolean }> };
  nearbyLines: { lines: unknown[] };
  nearbyStopLineList: { stops: Array<{ lines: unknown[] }> };
  nearbyStops: { stops: unknown[] };
};

const DURATION_S = setting('BENCH_DURATION_S', 10, 1);
const STATIONS = setting('BENCH_STATIONS', 100_000, 2_000);
const LINES = setting('BENCH_LINES', 400, 20);
const SQL_SAMPLES = setting('BENCH_SQL_SAMPLES', 1000, 50);
const CONNECTIONS = 10;
const RATIO_BAR = 0.4;
const QUERY_P99_BAR_MS = 10;
const RADIUS_M = 1000;
const LIMIT = 20;

const database = await openBenchDatabase();
log(`database: ${database.label}${isTiny ? ' (tiny mode)' : ''}`);
const network = await insertBenchNetwork(database.db, { stationCount: STATIONS, lineCount: LINES });
log(`network: ${JSON.stringify(network.counts)}`);

// The nearby queries alone, at many points across the busy districts: the read model's (what the nearby
// calls answer from) and the SQL radius query (still used by search's current position).
const stations = createStationsRepository(database.db);
const points = network.samplePoints(SQL_SAMPLES);
const pointAt = (i: number): Point => points[i % points.length]!;
const buildStartedAt = Date.now();
const snapshot = await createNetworkReadModel({ db: database.db }).refresh();
const readModelBuildMs = Date.now() - buildStartedAt;
log(`read model built in ${readModelBuildMs} ms (${snapshot.stations.size} stations, ${snapshot.lines.size} lines)`);
const inMemory = (find: NearbyFind) => async (i: number) => find(snapshot, pointAt(i), RADIUS_M, LIMIT);
for (let i = 0; i < 50; i += 1) await stations.findNearby(pointAt(i), RADIUS_M, LIMIT); // warm-up
const sqlTimings: Record<string, Timing> = {
  'memory nearbyLines': await timeSequential(SQL_SAMPLES, inMemory(findNearbyLines)),
  'memory nearbyStopLineList': await timeSequential(SQL_SAMPLES, inMemory(findNearbyStationLines)),
  'memory nearbyStops': await timeSequential(SQL_SAMPLES, inMemory(findNearbyStations)),
  'SQL nearbyStops': await timeSequential(SQL_SAMPLES, (i) => stations.findNearby(pointAt(i), RADIUS_M, LIMIT)),
};
const nearbySql = selectStationsWithin(database.db, network.point, RADIUS_M).selectAll('ns').orderBy('ns.distance_m').orderBy('ns.id').limit(LIMIT).compile();
const plan = (await database.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${nearbySql.sql}`, [...nearbySql.parameters]))).rows.map((r) => r['QUERY PLAN']);
const stationsInRadius = (await stations.findNearby(network.point, RADIUS_M, 50)).length;
log(`nearby SQL timed (${SQL_SAMPLES} sequential queries each); plan uses the GiST index: ${plan.some((l) => l.includes('stations_point_idx'))}`);

// As production runs: NODE_ENV=production (the bench's own SMS secret only satisfies the production check).
const config = loadConfig({ NODE_ENV: 'production', SMS_CODE_SECRET: 'bench-only-sms-code-secret', RIDE_CODE_SECRET: 'bench-only-ride-code-secret', INVITE_CODE_SECRET: 'bench-only-invite-code-secret', LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(root, 'bench/.no-web-dist') });
const responseValidation = config.isResponseValidationOn ? 'on' : 'off';
log(`app configured as production: response validation ${responseValidation}`);
const app = await buildApp({ config, db: database.db, logger: pino({ level: 'warn' }) });
// Bench only, never in the product: the cheapest route through the same hooks, the baseline.
app.get('/bench/hello', async () => ({ data: { hello: 'world' }, meta: { code: 1, desc: '成功', timestamp: Date.now() } }));
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const query = new URLSearchParams({ lng: String(network.point.lng), lat: String(network.point.lat) });
const targets: Target[] = [
  { name: 'hello', url: `${base}/bench/hello`, hasBar: false },
  { name: 'lineDetail', url: `${base}/ydbus-api-v2/line/detail/query?lineId=${network.lineId}`, hasBar: true },
  { name: 'nearbyLines', url: `${base}/ydbus-api-v2/lineOptimize/nearby?${query}`, hasBar: true },
  { name: 'nearbyStopLineList', url: `${base}/ydbus-api-v2/lineOptimize/nearbyStopLineList?${query}`, hasBar: false },
  { name: 'nearbyStops', url: `${base}/ydbus-api-v2/lineOptimize/nearbyStop?${query}`, hasBar: false },
];

/** Every answer is checked before and after its load: a fast wrong answer is no figure. */
const check = async ({ name, url }: Target): Promise<unknown> => {
  const body = (await (await fetch(url, { headers: clientHeaders })).json()) as { data?: unknown; meta?: { code?: number } };
  if (body.meta?.code !== 1) throw new Error(`${name} answered ${JSON.stringify(body.meta)}`);
  return body.data;
};
const sample = Object.fromEntries(await Promise.all(targets.slice(1).map(async (t) => [t.name, await check(t)]))) as Answers;
const shape = {
  lineDetailBytes: JSON.stringify(sample.lineDetail).length,
  lineDetailStops: sample.lineDetail.stops.length,
  lineDetailServiceDays: sample.lineDetail.calendar.filter((d) => d.isServiceDay).length,
  nearbyLines: sample.nearbyLines.lines.length,
  nearbyStopLineListStops: sample.nearbyStopLineList.stops.length,
  nearbyStopLineListLines: sample.nearbyStopLineList.stops.reduce((n, s) => n + s.lines.length, 0),
  nearbyStops: sample.nearbyStops.stops.length,
};
log(`answers checked: ${JSON.stringify(shape)}`);
const problems: string[] = [];
if (shape.lineDetailStops === 0) problems.push('line detail answered no stops');
if (shape.nearbyStops === 0) problems.push('no stop near the bench point: the nearby calls measured nothing');

const load: Record<string, Load> = {};
for (const target of targets) {
  await runLoad({ url: target.url, headers: clientHeaders, connections: CONNECTIONS, durationSeconds: 1 }); // warm-up
  const measured = await runLoad({ url: target.url, headers: clientHeaders, connections: CONNECTIONS, durationSeconds: DURATION_S });
  load[target.name] = measured;
  await check(target);
  if (measured.errors > 0) problems.push(`${target.name}: ${measured.errors} errors under load`);
  log(`${target.name}: ${measured.requestsPerSecond} req/s`);
}
await app.close();

const ORDER_CLIENTS = 200;
const wideRows =
  database.kind === 'postgres' && database.url
    ? await measureTwoInstances({
        database: { ...database, url: database.url },
        lineId: network.lineId,
        targets: [
          { name: 'livez', path: '/livez' },
          { name: 'lineDetail', path: `/ydbus-api-v2/line/detail/query?lineId=${network.lineId}` },
          { name: 'nearbyLines', path: `/ydbus-api-v2/lineOptimize/nearby?${query}` },
        ],
        connections: CONNECTIONS,
        orderClients: ORDER_CLIENTS,
        seconds: DURATION_S,
      })
    : null;
if (!wideRows) log('two instances: skipped (server processes cannot share PGlite; set BENCH_DATABASE_URL)');
for (const row of wideRows ?? []) {
  if (row.name === 'orderCreate' ? !row.codes?.['1'] : row.errors > 0) problems.push(`two instances: ${row.name} on ${row.instances}: ${JSON.stringify(row.codes ?? { errors: row.errors })}`);
}
await database.close();

const hello = load.hello!.requestsPerSecond;
const rows = targets.map(({ name, hasBar }) => {
  const measured = load[name]!;
  const ratio = measured.requestsPerSecond / hello;
  return { name, ...measured, ratioToHello: Math.round(ratio * 1000) / 1000, isBarMet: hasBar ? ratio >= RATIO_BAR && measured.errors === 0 : null };
});
const queryRows = Object.entries(sqlTimings).map(([name, t]) => ({ name, ...t, isBarMet: t.p99Ms <= QUERY_P99_BAR_MS }));

const pad = (value: string | number | null, width: number): string => String(value ?? '–').padStart(width);
console.log(`\nHTTP (${CONNECTIONS} connections, ${DURATION_S} s each, autocannon in the same process) on ${database.label}; response validation ${responseValidation} (NODE_ENV=production)\n`);
console.log(`${'call'.padEnd(20)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}${pad('CPU µs/req', 12)}${pad('vs hello', 10)}  bar (>= ${RATIO_BAR * 100}%)`);
for (const r of rows) {
  const verdict = r.isBarMet === null ? (r.name === 'hello' ? '' : '(extra row)') : r.isBarMet ? 'met' : 'NOT MET';
  console.log(`${r.name.padEnd(20)}${pad(r.requestsPerSecond, 9)}${pad(r.p50Ms, 9)}${pad(r.p99Ms, 9)}${pad(r.errors, 8)}${pad(r.processCpuUsPerRequest, 12)}${pad(`${(r.ratioToHello * 100).toFixed(1)}%`, 10)}  ${verdict}`);
}
console.log('CPU µs/req: this process (server and autocannon) per request; with PostgreSQL the database CPU is not in it.');
console.log(`\nNearby queries alone (${network.counts.stations} stations, radius ${RADIUS_M} m, ${SQL_SAMPLES} sequential queries at spread points; read model built in ${readModelBuildMs} ms)\n`);
console.log(`${'query'.padEnd(28)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('max ms', 9)}  bar (p99 <= ${QUERY_P99_BAR_MS} ms)`);
for (const q of queryRows) console.log(`${q.name.padEnd(28)}${pad(q.p50Ms, 9)}${pad(q.p99Ms, 9)}${pad(q.maxMs, 9)}  ${q.isBarMet ? 'met' : 'NOT MET'}`);
if (wideRows) {
  console.log(`\nTwo instances (server.ts processes, production; autocannon per instance at once: req/s summed, p50/p99 the slower one's)\n`);
  console.log(`${'call'.padEnd(20)}${pad('instances', 10)}${pad('conns', 7)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}  answers`);
  for (const r of wideRows) console.log(`${r.name.padEnd(20)}${pad(r.instances, 10)}${pad(r.connections, 7)}${pad(r.requestsPerSecond, 9)}${pad(r.p50Ms, 9)}${pad(r.p99Ms, 9)}${pad(r.errors, 8)}  ${r.codes ? JSON.stringify(r.codes) : ''}`);
}
console.log(`\nPlan of the SQL nearby query at the bench point (${stationsInRadius} valid stations within ${RADIUS_M} m):\n  ${plan.join('\n  ')}\n`);

const isEveryBarMet = rows.every((r) => r.isBarMet !== false) && queryRows.every((q) => q.isBarMet);
const result = {
  measuredAt: new Date().toISOString(),
  isTiny,
  database: database.kind,
  network: network.counts,
  target: { lineId: network.lineId, point: network.point, radiusM: RADIUS_M, limit: LIMIT, answers: shape },
  http: { connections: CONNECTIONS, durationSeconds: DURATION_S, responseValidation, rows },
  nearbyQueries: { samples: SQL_SAMPLES, readModelBuildMs, rows: queryRows, sqlPlan: plan },
  twoInstances: wideRows ? { orderClients: ORDER_CLIENTS, readConnections: CONNECTIONS, rows: wideRows } : null,
  bars: { ratioToHello: RATIO_BAR, nearbyQueryP99Ms: QUERY_P99_BAR_MS, isEveryBarMet },
  totalSeconds: elapsedSeconds(),
};
finish({ file: writeResult('api', result), isEveryBarMet, problems });
