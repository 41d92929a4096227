import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * An empty database of its own on the PostgreSQL named by TEST_DATABASE_URL: its URL, for tests that open
 * it more than once (several server instances), and how to drop it.
 */
export const createPostgresTestDatabase = async (adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `udian_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
 * on the PostgreSQL named by TEST_DATABASE_URL, created here and dropped on close.
 */
export const createTestDatabase = async (): Promise<DatabaseHandle> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
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
