// bench:api's two-instance mode (decision 042; PostgreSQL only): the same calls against server processes
// (apps/server/src/server.ts, production) on the bench database, one instance and then two at once with the
// same connections split between them; and order creation (POST /order/create, a new passenger per order,
// on one hot departure) at 200 connections, one instance and two. autocannon runs in this process; with two
// instances, one autocannon per instance runs at once: req/s is their sum, p50 and p99 the slower one's.
// Each measured run follows a 1 s warm-up (none in the tiny mode).
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { clientHeaders } from '../../apps/server/src/test/test-app';
import { createBuyerPool, type Buyer } from '../purchase/buyers';
import { isTiny, log, round } from '../shared/bench-run';
import { startServerProcesses } from '../shared/server-processes';
import type { BenchDatabase } from './bench-database';

export type WideRow = {
  name: string;
  instances: number;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Order creation only: answers by meta code (1 = a seat held). */
  codes?: Record<string, number>;
};

type Target = { name: string; path: string };

const load = (url: string, connections: number, seconds: number, request?: autocannon.Request) =>
  autocannon({ url, connections, duration: seconds, headers: clientHeaders, ...(request ? { requests: [request] } : {}) });

/** `connections` split over `urls`, one autocannon per URL at once. */
const across = async (name: string, urls: string[], connections: number, seconds: number, request?: autocannon.Request): Promise<WideRow> => {
  const each = Math.max(1, Math.round(connections / urls.length));
  const results = await Promise.all(urls.map((url) => load(url, each, seconds, request)));
  return {
    name,
    instances: urls.length,
    connections: each * urls.length,
    requestsPerSecond: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p50Ms: Math.max(...results.map((r) => r.latency.p50)),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  };
};

export const measureTwoInstances = async ({
  database,
  lineId,
  targets,
  connections,
  orderClients,
  seconds,
}: {
  database: BenchDatabase & { url: string };
  lineId: number;
  targets: Target[];
  connections: number;
  orderClients: number;
  seconds: number;
}): Promise<WideRow[]> => {
  const { db } = database;
  // The hot departure: the line's first departure a day ahead or later, with room for every order.
  const departure = await db
    .selectFrom('departures')
    .select(['id', 'price_cents'])
    .where('line_id', '=', lineId)
    .where('status', '=', 'scheduled')
    .where('departs_at', '>', new Date(Date.now() + 86_400_000))
    .orderBy('departs_at')
    .executeTakeFirstOrThrow();
  await db.updateTable('departures').set({ capacity: 1_000_000_000 }).where('id', '=', departure.id).execute();
  const seqs = (await sql<{ board: number; alight: number }>`
    SELECT min(seq) FILTER (WHERE can_board) AS board, max(seq) FILTER (WHERE can_alight) AS alight FROM line_stops WHERE line_id = ${lineId}`.execute(db)).rows[0]!;
  // Buyers made before the runs (autocannon's request hook cannot wait): more than the fastest machine uses.
  const pool = createBuyerPool(db, { name: 'api-orders', hasSessions: true });
  const needed = Math.ceil((seconds + 1) * 2 * 2_000);
  await pool.ensure(needed);
  const buyers: Buyer[] = [];
  for (let i = 0; i < needed; i += 1) buyers.push(await pool.take());
  let next = 0;
  const codes: Record<string, number> = {};
  const orderRequest: autocannon.Request = {
    method: 'POST',
    path: '/ydbus-zuul/order-api/order-api/order/create',
    setupRequest: (request) => {
      const buyer = buyers[next++ % buyers.length]!;
      return {
        ...request,
        headers: { ...clientHeaders, token: buyer.token ?? '', userId: buyer.userId, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          lineId: String(lineId),
          departureIds: [String(departure.id)],
          boardSeq: seqs.board,
          alightSeq: seqs.alight,
          passengerIds: [buyer.passengerId],
          userCouponId: null,
          expectedPayableCents: departure.price_cents,
        }),
      };
    },
    onResponse: (_status, body) => {
      const code = String((JSON.parse(body) as { meta?: { code?: number } }).meta?.code);
      codes[code] = (codes[code] ?? 0) + 1;
    },
  };

  const servers = await startServerProcesses(2, { databaseUrl: database.url });
  log(`two instances: ${servers.urls.join(', ')} (server.ts, production)`);
  const rows: WideRow[] = [];
  try {
    for (const target of targets) {
      const one = [`${servers.urls[0]}${target.path}`];
      const two = servers.urls.map((url) => `${url}${target.path}`);
      if (!isTiny) await across('warm-up', two, connections, 1);
      rows.push(await across(target.name, one, connections, seconds));
      rows.push(await across(target.name, two, connections, seconds));
    }
    for (const urls of [servers.urls.slice(0, 1), servers.urls]) {
      if (!isTiny) await across('warm-up', urls, orderClients, 1, orderRequest);
      for (const key of Object.keys(codes)) delete codes[key];
      const row = await across('orderCreate', urls, orderClients, seconds, orderRequest);
      rows.push({ ...row, codes: { ...codes } });
    }
  } finally {
    await servers.stop();
  }
  for (const r of rows) log(`${r.name}, ${r.instances} instance(s), ${r.connections} connections: ${r.requestsPerSecond} req/s, p99 ${round(r.p99Ms)} ms`);
  return rows;
};
