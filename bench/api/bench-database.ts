// A fresh, migrated database for one bench run: PGlite in a temporary directory by default, or a database
// of its own on the PostgreSQL named by BENCH_DATABASE_URL, or by `adminUrl` (created here, dropped by close()).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';

/** `url` names the PostgreSQL database (undefined on PGlite), for processes of its own that open it too. */
export type BenchDatabase = DatabaseHandle & { label: string; url?: string };

export const openBenchDatabase = async ({ adminUrl = process.env.BENCH_DATABASE_URL }: { adminUrl?: string } = {}): Promise<BenchDatabase> => {
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-bench-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      label: 'PGlite (temporary directory)',
      close: async () => {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `udian_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string): Promise<void> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 10 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    label: `PostgreSQL (${url.host}, database ${name})`,
    url: url.toString(),
    close: async () => {
      await handle.close();
      // Let the pool's connections finish closing before the database goes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};
