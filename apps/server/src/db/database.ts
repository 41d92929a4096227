import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** Repositories accept either the database or a transaction. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;
// Ids and counts fit in a double; reading them as numbers keeps PGlite and pg identical.
const toNumber = (value: string): number => Number(value);
// A service date is a calendar date in Asia/Shanghai, not an instant: keep 'YYYY-MM-DD' as it is.
const asIs = (value: string): string => value;

/** How pg reads the values whose default reading would differ from PGlite's. */
export const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID ? toNumber : oid === DATE_OID ? asIs : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The pool's size and its wait for a connection when the settings say nothing (README "Configuration"). */
export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_CONNECT_TIMEOUT_MS = 3_000;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /** The longest a query waits for a pooled connection, a new one's connecting included; then it fails. */
      connectTimeoutMs?: number;
      /** A connection died (PostgreSQL restarted or ended the session): told once per connection. */
      onConnectionLost?: (error: Error) => void;
    }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A data directory dumped by PGlite's dumpDataDir to start from (the tests' migrated copy), instead of an empty one. */
      initialData?: Blob;
    };

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? DEFAULT_POOL_SIZE,
      // Decision 038: a database that does not answer (down, unreachable, every connection busy) fails the
      // query after this instead of holding the request; the error handler answers serviceBusy.
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      types: pgTypes,
    });
    // A connection can die at any time (PostgreSQL restarting ends every session). pg then emits 'error' on
    // its client, and an 'error' no one listens to ends the process: the pool listens only while the client
    // is idle, so each client gets a listener of its own for the time it is lent out (measured: a restart
    // under load crashed the server without it; decision 038). The statement running on it fails and the
    // request answers serviceBusy; the pool drops the dead client when it comes back (or at once if idle),
    // and the next query opens a new connection.
    pool.on('connect', (client) => client.on('error', (error) => options.onConnectionLost?.(error)));
    // The pool re-emits an idle client's error: already told by the client's own listener above.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.initialData ? { loadDataDir: options.initialData } : {}),
    parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber, [DATE_OID]: asIs },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
};

/** DATABASE_URL selects a real PostgreSQL; otherwise the embedded one lives under DATA_DIR/pglite. */
export const databaseOptionsFromConfig = (config: {
  databaseUrl: string | undefined;
  dataDir: string;
  database: { poolSize: number; connectTimeoutMs: number };
}): DatabaseOptions =>
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, maxConnections: config.database.poolSize, connectTimeoutMs: config.database.connectTimeoutMs }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
