import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { UserCouponStatus } from '../../../db/schema';

export type UserCouponRow = {
  id: number;
  status: UserCouponStatus;
  order_id: number | null;
  valid_from: Date;
  valid_to: Date;
  name: string;
  kind: 'amount' | 'ratio';
  amount_cents: number;
  ratio_percent: number;
  max_discount_cents: number;
  threshold_cents: number;
  product_types: number[];
  description: string;
};

const columns = [
  'uc.id',
  'uc.status',
  'uc.order_id',
  'uc.valid_from',
  'uc.valid_to',
  't.name',
  't.kind',
  't.amount_cents',
  't.ratio_percent',
  't.max_discount_cents',
  't.threshold_cents',
  't.product_types',
  't.description',
] as const;

/** Every query is scoped by user_id: another account's coupon is indistinguishable from a missing one. */
export const createCouponRepository = (db: DbOrTx) => ({
  /**
   * Grants the welcome coupons (新人券) this account has not had yet. Callers hold the user's row lock, so
   * two first visits at once grant them once.
   */
  grantWelcome: async (userId: number, now: Date, tx: DbOrTx = db): Promise<number> => {
    const result = await sql`
      INSERT INTO user_coupons (user_id, template_id, valid_from, valid_to)
      SELECT ${userId}, t.id, ${now}, ${now}::timestamptz + make_interval(days => t.valid_days)
      FROM coupon_templates t
      WHERE t.is_welcome
        AND NOT EXISTS (SELECT 1 FROM user_coupons uc WHERE uc.user_id = ${userId} AND uc.template_id = t.id)`.execute(tx);
    return Number(result.numAffectedRows ?? 0);
  },

  hasUngrantedWelcome: async (userId: number, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx
      .selectFrom('coupon_templates as t')
      .select('t.id')
      .where('t.is_welcome', '=', true)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('user_coupons as uc').select('uc.id').where('uc.user_id', '=', userId).whereRef('uc.template_id', '=', 't.id'))),
      )
      .executeTakeFirst();
    return row !== undefined;
  },

  listByUser: (userId: number, tx: DbOrTx = db): Promise<UserCouponRow[]> =>
    tx
      .selectFrom('user_coupons as uc')
      .innerJoin('coupon_templates as t', 't.id', 'uc.template_id')
      .select(columns)
      .where('uc.user_id', '=', userId)
      .orderBy('uc.valid_to', 'asc')
      .orderBy('uc.id', 'asc')
      .execute(),

  findOwned: (userId: number, id: number, tx: DbOrTx = db): Promise<UserCouponRow | undefined> =>
    tx
      .selectFrom('user_coupons as uc')
      .innerJoin('coupon_templates as t', 't.id', 'uc.template_id')
      .select(columns)
      .where('uc.user_id', '=', userId)
      .where('uc.id', '=', id)
      .executeTakeFirst(),

  /** Takes an unused, unexpired coupon for an order; false when another order got it first. */
  lock: async (userId: number, id: number, orderId: number, now: Date, tx: DbOrTx): Promise<boolean> => {
    const row = await tx
      .updateTable('user_coupons')
      .set({ status: 'locked', order_id: orderId })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'unused')
      .where('valid_from', '<=', now)
      .where('valid_to', '>', now)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The order ended unpaid: its coupon is the passenger's again. */
  releaseForOrder: (orderId: number, tx: DbOrTx) =>
    tx.updateTable('user_coupons').set({ status: 'unused', order_id: null }).where('order_id', '=', orderId).where('status', '=', 'locked').execute(),

  /** A late payment revived an order: its coupon is spent again if it is still free. */
  reclaimForOrder: (couponId: number, orderId: number, tx: DbOrTx) =>
    tx.updateTable('user_coupons').set({ status: 'used', order_id: orderId }).where('id', '=', couponId).where('status', '=', 'unused').execute(),

  markUsedForOrder: (orderId: number, tx: DbOrTx) =>
    tx.updateTable('user_coupons').set({ status: 'used' }).where('order_id', '=', orderId).where('status', '=', 'locked').execute(),
});

export type CouponRepository = ReturnType<typeof createCouponRepository>;
