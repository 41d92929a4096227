import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * A database of its own on the PostgreSQL named by TEST_DATABASE_URL: its URL, for tests that open it more
 * than once (several server instances), and how to drop it. Under the integration tier it is a copy of the
 * migrated template (migrated-template.global-setup.ts, TEST_DATABASE_TEMPLATE), else empty.
 */
export const createPostgresTestDatabase = async (adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `udian_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = process.env.TEST_DATABASE_TEMPLATE;
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a database of its own
 * on the PostgreSQL named by TEST_DATABASE_URL, created here and dropped on close. Under the integration tier
 * both start from the migrations run once (TEST_PGLITE_DUMP, TEST_DATABASE_TEMPLATE), and migrating here
 * finds nothing left to do.
 */
export const createTestDatabase = async (): Promise<DatabaseHandle> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dump = process.env.TEST_PGLITE_DUMP;
    const handle = await openDatabase({ kind: 'pglite', dataDir: null, ...(dump ? { initialData: new Blob([fs.readFileSync(dump)]) } : {}) });
    await migrateToLatest(handle.db);
    return handle;
  }
  const { url, drop } = await createPostgresTestDatabase(adminUrl);
  const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 20 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
};
