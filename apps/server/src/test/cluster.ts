import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import type { App } from '../http/app-instance';
import { listenOnLoopback } from './raw-http';

/**
 * Several server instances on one PostgreSQL, as a deployment runs them: each its own app (buildApp), its own
 * pool and its own periodic jobs when asked, listening on a port of 127.0.0.1; a round-robin proxy in front
 * plays the load balancer. For the cluster tests (apps/server/src/cluster/).
 */
export type Instance = {
  name: string;
  app: App;
  database: DatabaseHandle;
  config: Config;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every log line the instance wrote, parsed. */
  logs: Record<string, unknown>[];
};

export const startInstances = async ({
  url,
  count,
  env = {},
  now,
  isJobsOn = false,
  poolSize = 5,
}: {
  url: string;
  count: number;
  env?: Record<string, string>;
  now?: () => Date;
  isJobsOn?: boolean;
  poolSize?: number;
}): Promise<Instance[]> => {
  const built = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const database = await openDatabase({ kind: 'postgres', url, maxConnections: poolSize });
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', SIMULATOR: 'off', ...env });
      const logs: Record<string, unknown>[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      });
      const app = await buildApp({ config, db: database.db, logger: pino({ level: 'info' }, sink), now, isJobsOn });
      return { name: `instance ${String.fromCharCode(65 + i)}`, app, database, config, logs };
    }),
  );
  // Together: with jobs on, each instance's jobs start as it becomes ready, so their first runs meet.
  const ports = await Promise.all(built.map(({ app }) => listenOnLoopback(app)));
  return built.map((instance, i) => ({ ...instance, url: `http://127.0.0.1:${ports[i]}` }));
};

export const closeInstances = async (instances: readonly Instance[]): Promise<void> => {
  await Promise.all(
    instances.map(async ({ app, database }) => {
      await app.close();
      await database.close();
    }),
  );
};

/** The summaries of an instance's runs of one periodic job (the `periodic job ran` lines), from `from` on. */
export const jobRuns = (instance: Instance, job: string, from = 0): Record<string, unknown>[] =>
  instance.logs.slice(from).filter((line) => line.msg === 'periodic job ran' && line.job === job);

/** The sum of one figure over an instance's runs of a job, from log line `from` on. */
export const jobTotal = (instance: Instance, job: string, figure: string, from = 0): number =>
  jobRuns(instance, job, from).reduce((sum, run) => sum + Number(run[figure] ?? 0), 0);

/**
 * The test's load balancer: every request goes to the next instance in turn, and its answer says which one
 * served it (`x-served-by`, the instance's index).
 */
export const startRoundRobinProxy = async (targets: readonly string[]) => {
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));
  const served = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    served[index]! += 1;
    const target = new URL(targets[index]!);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent: agents[index] },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'x-served-by': String(index) });
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const agent of agents) agent.destroy();
    },
  };
};

/**
 * A start line for the instances' periodic jobs: the table is held in EXCLUSIVE mode (reads go on; writes and
 * row locks wait) until `waiters` statements wait on it, then let go, so that the jobs' runs, each blocked at
 * its first write, go on at the same moment. `inside` runs in the holding transaction: rows it writes
 * appear to the jobs exactly when they are let go.
 */
export const holdTable = async (url: string, table: string, inside: (client: pg.Client) => Promise<void> = async () => undefined) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
  await inside(client);
  const waiting = async () =>
    Number((await client.query<{ n: number }>(`SELECT count(*)::integer AS n FROM pg_locks WHERE relation = '${table}'::regclass AND NOT granted`)).rows[0]!.n);
  return {
    /** Lets go once `waiters` statements wait (or after `timeoutMs`, failing); answers how many waited. */
    releaseWhenWaiting: async (waiters: number, timeoutMs = 15_000): Promise<number> => {
      const startedAt = Date.now();
      let count = await waiting();
      while (count < waiters && Date.now() - startedAt < timeoutMs) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        count = await waiting();
      }
      await client.query('COMMIT');
      await client.end();
      if (count < waiters) throw new Error(`only ${count} of ${waiters} statements waited on ${table}`);
      return count;
    },
  };
};
