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

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number; onIdleError?: (error: Error) => void }
  | { kind: 'pglite'; dataDir: string | null };

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID || oid === NUMERIC_OID
            ? toNumber
            : oid === DATE_OID
              ? asIs
              : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection can die (a database restart, an administrator ending it); without a listener
    // the pool's error event would crash the process. The next query simply opens a new connection.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber, [DATE_OID]: asIs },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
};

/** DATABASE_URL selects a real PostgreSQL; otherwise the embedded one lives under DATA_DIR/pglite. */
export const databaseOptionsFromConfig = (config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions =>
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
