import closeWithGrace from 'close-with-grace';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { pgTypes, type Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * The restart test's control (db/database-restart.integration.test.ts): server.ts's start-up, on a pool built
 * as db/database.ts built it before decision 038: no listener on the connections it lends out, no time-out
 * for a connection. Run as its own process, like the server, with DATABASE_URL, HOST and PORT set.
 */
const config = loadConfig();
const logger = pino({ level: config.logLevel });
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.database.poolSize, types: pgTypes });
pool.on('error', (err) => logger.warn({ err }, 'idle database connection lost'));
const db: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
const app = await buildApp({ config, db, logger, isJobsOn: true });
closeWithGrace({ delay: config.shutdownGraceMs }, async ({ err }) => {
  if (err) logger.error({ err }, 'shutting down after an error');
  await app.close();
  await db.destroy();
});
await app.listen({ host: config.host, port: config.port });
logger.info('ready');
