import { sql } from 'kysely';
import type { Db } from '../database';
import { demoCities } from './demo-cities';

const SEED_KEY = 'demo_seed_version';
const SEED_VERSION = '1';

/**
 * Seeds the demo data once, on an empty database. Runs in one transaction with an advisory lock, so two
 * instances starting together cannot seed twice and a crash leaves nothing half-written.
 */
export const seedDemoData = async (db: Db): Promise<boolean> =>
  db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('udian_demo_seed'))`.execute(tx);
    const done = await tx.selectFrom('app_meta').select('value').where('key', '=', SEED_KEY).executeTakeFirst();
    if (done) return false;
    const { count } = await tx
      .selectFrom('cities')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return false;

    await tx.insertInto('cities').values(demoCities).execute();
    await tx.insertInto('app_meta').values({ key: SEED_KEY, value: SEED_VERSION }).execute();
    return true;
  });
