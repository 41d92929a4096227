import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

/** app_meta key of the network's version: every writer of the network bumps it in its transaction. */
export const NETWORK_VERSION_KEY = 'network_version';

/**
 * Marks the network (stations, lines, stops, trips, shapes, notices) as changed, so that every server
 * instance rebuilds its read model within a few seconds (decision 019). Call it inside the writing
 * transaction, so the new version and the new rows become visible together.
 */
export const bumpNetworkVersion = async (tx: DbOrTx): Promise<void> => {
  await sql`INSERT INTO app_meta (key, value) VALUES (${NETWORK_VERSION_KEY}, '1')
    ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text, updated_at = now()`.execute(tx);
};

/** The current version, '0' before any network was written: one tiny indexed read. */
export const readNetworkVersion = async (db: DbOrTx): Promise<string> => {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', NETWORK_VERSION_KEY).executeTakeFirst();
  return row?.value ?? '0';
};
