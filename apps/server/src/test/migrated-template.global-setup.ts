import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/database';
import { PGliteDialect } from '../db/pglite-dialect';
import { createPostgresTestDatabase } from './test-database';

/**
 * The integration tier's global set-up: the migrations run once, and each test file's database starts as a
 * copy of the result (test-database.ts) instead of migrating on its own, which took about 5 s a file on
 * PostgreSQL and more on PGlite. On TEST_DATABASE_URL the copy is a template database (CREATE DATABASE …
 * TEMPLATE); on PGlite it is a dump of the migrated data directory, loaded by each file's PGlite. The test
 * workers are started after this and inherit the two variables it sets.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    // Made before TEST_DATABASE_TEMPLATE is set, so it starts empty.
    const { url, drop } = await createPostgresTestDatabase(adminUrl);
    const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 2 });
    await migrateToLatest(handle.db);
    // A template must have no session open while it is copied.
    await handle.close();
    process.env.TEST_DATABASE_TEMPLATE = new URL(url).pathname.slice(1);
    return drop;
  }
  const client = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  await migrateToLatest(db);
  const dump = await client.dumpDataDir('none');
  await db.destroy();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'udian-migrated-')), 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_DUMP = file;
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
