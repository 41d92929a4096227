import type { Envelope } from '@udian/contracts/envelope';
import type { DbOrTx } from '../db/database';

export type IdempotencyBegin =
  | { kind: 'new' }
  | { kind: 'replay'; response: Envelope<unknown> }
  | { kind: 'mismatch' }
  | { kind: 'inProgress' };

/**
 * A key still without an answer after this long belongs to a request that died with its process: a retry
 * may take it over instead of hearing "in progress" for ever.
 */
export const ABANDONED_AFTER_MS = 60_000;

/** The idempotency_keys table: one row per (user, call, key), the answer stored once the call finished. */
export const createIdempotencyRepository = (db: DbOrTx) => ({
  /** Claims the key, or tells what an earlier request with it left. */
  begin: async (k: { userId: number; scope: string; key: string; requestHash: string; now: Date }): Promise<IdempotencyBegin> => {
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({ user_id: k.userId, scope: k.scope, key: k.key, request_hash: k.requestHash, response: null, created_at: k.now })
      .onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) return { kind: 'new' };
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'response', 'created_at'])
      .where('user_id', '=', k.userId)
      .where('scope', '=', k.scope)
      .where('key', '=', k.key)
      .executeTakeFirst();
    // Deleted between the two statements (the first request failed unexpectedly): the caller may retry.
    if (!row) return { kind: 'inProgress' };
    if (row.request_hash !== k.requestHash) return { kind: 'mismatch' };
    if (row.response === null) {
      if (k.now.getTime() - row.created_at.getTime() < ABANDONED_AFTER_MS) return { kind: 'inProgress' };
      // Taken over by exactly one retry: the row must still be the one this request read.
      const claimed = await db
        .updateTable('idempotency_keys')
        .set({ created_at: k.now })
        .where('user_id', '=', k.userId)
        .where('scope', '=', k.scope)
        .where('key', '=', k.key)
        .where('response', 'is', null)
        .where('created_at', '=', row.created_at)
        .returning('key')
        .executeTakeFirst();
      return claimed ? { kind: 'new' } : { kind: 'inProgress' };
    }
    return { kind: 'replay', response: JSON.parse(row.response) as Envelope<unknown> };
  },

  finish: (k: { userId: number; scope: string; key: string }, response: Envelope<unknown>) =>
    db
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(response) })
      .where('user_id', '=', k.userId)
      .where('scope', '=', k.scope)
      .where('key', '=', k.key)
      .execute(),

  /** An unexpected failure stores nothing: the same key may be tried again. */
  abandon: (k: { userId: number; scope: string; key: string }) =>
    db.deleteFrom('idempotency_keys').where('user_id', '=', k.userId).where('scope', '=', k.scope).where('key', '=', k.key).execute(),
});

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
