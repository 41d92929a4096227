import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

/** A code as the refusals need it: its batch's dates and pause, whether it was redeemed. */
export type RedeemCodeLookup = { id: number; redeemed_at: Date | null; starts_at: Date; ends_at: Date; is_paused: boolean };

/** Redeem codes (upper-case, single use) and the wrong codes counted for the redemption lock. */
export const createRedeemRepository = (db: DbOrTx) => ({
  /**
   * Takes an unredeemed code of a batch that is in its dates and not paused, with ONE conditional update:
   * of two passengers typing the same code at once, one gets it. Answers the code and its batch's template.
   */
  takeCode: async (code: string, userId: number, now: Date, tx: DbOrTx): Promise<{ id: number; template_id: number; batch_name: string } | undefined> => {
    const { rows } = await sql<{ id: number; template_id: number; batch_name: string }>`
      UPDATE redeem_codes c SET user_id = ${userId}, redeemed_at = ${now}
      FROM redeem_batches b
      WHERE c.code = ${code} AND b.id = c.batch_id AND c.redeemed_at IS NULL
        AND NOT b.is_paused AND b.starts_at <= ${now} AND b.ends_at > ${now}
      RETURNING c.id, b.template_id, b.name AS batch_name`.execute(tx);
    const row = rows[0];
    return row && { id: Number(row.id), template_id: Number(row.template_id), batch_name: row.batch_name };
  },

  /** The coupon a redeemed code gave. */
  setCoupon: (codeId: number, userCouponId: number, tx: DbOrTx) =>
    tx.updateTable('redeem_codes').set({ user_coupon_id: userCouponId }).where('id', '=', codeId).execute(),

  find: (code: string, tx: DbOrTx = db): Promise<RedeemCodeLookup | undefined> =>
    tx
      .selectFrom('redeem_codes as c')
      .innerJoin('redeem_batches as b', 'b.id', 'c.batch_id')
      .select(['c.id', 'c.redeemed_at', 'b.starts_at', 'b.ends_at', 'b.is_paused'])
      .where('c.code', '=', code)
      .executeTakeFirst(),

  recordFailure: (userId: number, deviceId: string, at: Date, tx: DbOrTx = db) =>
    tx.insertInto('redeem_failures').values({ user_id: userId, device_id: deviceId, attempted_at: at }).execute(),

  /**
   * When redemption is locked for this passenger or this device: `limit` wrong codes within `windowMs` by
   * either lock it for `lockMs` from the wrong code that reached the limit. Answers the end of the lock,
   * or null when not locked at `now`.
   */
  lockedUntil: async (userId: number, deviceId: string, now: Date, limit: number, windowMs: number, lockMs: number): Promise<Date | null> => {
    const window = `${windowMs} milliseconds`;
    const since = new Date(now.getTime() - lockMs);
    const { rows } = await sql<{ reached: Date | null }>`
      SELECT max(f.attempted_at) AS reached
      FROM redeem_failures f
      WHERE (f.user_id = ${userId} OR f.device_id = ${deviceId})
        AND f.attempted_at > ${since} AND f.attempted_at <= ${now}
        AND (
          (f.user_id = ${userId} AND (SELECT count(*) FROM redeem_failures g
             WHERE g.user_id = ${userId} AND g.attempted_at > f.attempted_at - ${window}::interval AND g.attempted_at <= f.attempted_at) >= ${limit})
          OR
          (f.device_id = ${deviceId} AND (SELECT count(*) FROM redeem_failures g
             WHERE g.device_id = ${deviceId} AND g.attempted_at > f.attempted_at - ${window}::interval AND g.attempted_at <= f.attempted_at) >= ${limit}))`.execute(db);
    const reached = rows[0]?.reached;
    return reached ? new Date(new Date(reached).getTime() + lockMs) : null;
  },
});

export type RedeemRepository = ReturnType<typeof createRedeemRepository>;
