import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { CouponKind, UserCouponSource, UserCouponStatus } from '../../../db/schema';

/** A coupon handed to a passenger by a campaign, a code, an invitation or a late bus. */
export type CouponGrant = {
  userId: number;
  templateId: number;
  source: UserCouponSource;
  /** The campaign, redeem code, invitation or lateness compensation it came from. */
  sourceId: number | null;
  /** Its own amount off (a lateness compensation); null: the template's terms. */
  amountCents?: number | null;
  /** Why the passenger holds it, shown with the coupon. */
  note?: string;
  at: Date;
};

export type UserCouponRow = {
  id: number;
  status: UserCouponStatus;
  order_id: number | null;
  valid_from: Date;
  valid_to: Date;
  name: string;
  kind: CouponKind;
  /** The coupon's own amount when it has one (a lateness compensation), else its template's. */
  amount_cents: number;
  ratio_percent: number;
  max_discount_cents: number;
  threshold_cents: number;
  product_types: number[];
  /** bigint[]: the driver may answer strings; toCouponTerms makes them numbers. */
  line_ids: (number | string)[];
  line_types: string[];
  description: string;
  source: UserCouponSource;
  note: string;
  created_at: Date;
};

/** A step of a coupon's history, with the number of the order it was spent on or returned from. */
export type CouponEventRow = { user_coupon_id: number; kind: 'received' | 'used' | 'returned'; at: Date; order_no: string | null };

export type CouponTemplateRow = {
  id: number;
  name: string;
  kind: CouponKind;
  amount_cents: number;
  ratio_percent: number;
  max_discount_cents: number;
  threshold_cents: number;
  product_types: number[];
  line_ids: (number | string)[];
  line_types: string[];
  valid_days: number | null;
  valid_from: Date | null;
  valid_to: Date | null;
  description: string;
};

const templateColumns = ['id', 'name', 'kind', 'amount_cents', 'ratio_percent', 'max_discount_cents', 'threshold_cents', 'product_types', 'line_ids', 'line_types', 'valid_days', 'valid_from', 'valid_to', 'description'] as const;

const columns = [
  'uc.id',
  'uc.status',
  'uc.order_id',
  'uc.valid_from',
  'uc.valid_to',
  't.name',
  't.kind',
  sql<number>`coalesce(uc.amount_cents, t.amount_cents)`.as('amount_cents'),
  't.ratio_percent',
  't.max_discount_cents',
  't.threshold_cents',
  't.product_types',
  't.line_ids',
  't.line_types',
  't.description',
  'uc.source',
  'uc.note',
  'uc.created_at',
] as const;

/** Every query is scoped by user_id: another account's coupon is indistinguishable from a missing one. */
export const createCouponRepository = (db: DbOrTx) => ({
  /**
   * Grants the welcome coupons (新人券) this account has not had yet. Callers hold the user's row lock, so
   * two first visits at once grant them once.
   */
  grantWelcome: async (userId: number, now: Date, tx: DbOrTx = db): Promise<number> => {
    const result = await sql<{ id: number }>`
      WITH granted AS (
        INSERT INTO user_coupons (user_id, template_id, valid_from, valid_to, source)
        SELECT ${userId}, t.id, COALESCE(t.valid_from, ${now}::timestamptz),
               COALESCE(t.valid_to, ${now}::timestamptz + make_interval(days => t.valid_days)), 'welcome'
        FROM coupon_templates t
        WHERE t.is_welcome AND NOT t.is_archived
          AND NOT EXISTS (SELECT 1 FROM user_coupons uc WHERE uc.user_id = ${userId} AND uc.template_id = t.id)
        RETURNING id)
      INSERT INTO user_coupon_events (user_coupon_id, kind, at) SELECT id, 'received', ${now} FROM granted
      RETURNING user_coupon_id AS id`.execute(tx);
    return result.rows.length;
  },

  /**
   * Gives the passenger one coupon of a template: valid from `at` for the template's days, or in the
   * template's fixed window. Records its 'received' event. Answers the coupon's id.
   */
  grant: async (grant: CouponGrant, tx: DbOrTx = db): Promise<number> => {
    const row = await sql<{ id: number }>`
      INSERT INTO user_coupons (user_id, template_id, valid_from, valid_to, source, source_id, amount_cents, note)
      SELECT ${grant.userId}, t.id,
             COALESCE(t.valid_from, ${grant.at}::timestamptz),
             COALESCE(t.valid_to, ${grant.at}::timestamptz + make_interval(days => t.valid_days)),
             ${grant.source}, ${grant.sourceId}, ${grant.amountCents ?? null}, ${grant.note ?? ''}
      FROM coupon_templates t WHERE t.id = ${grant.templateId}
      RETURNING id`.execute(tx);
    const id = row.rows[0]?.id;
    if (id === undefined) throw new Error(`coupon template ${grant.templateId} does not exist`);
    await tx.insertInto('user_coupon_events').values({ user_coupon_id: Number(id), kind: 'received', at: grant.at }).execute();
    return Number(id);
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

  /** A late payment revived an order: its coupon is spent again if it is still free ('used' in its history). */
  reclaimForOrder: async (couponId: number, orderId: number, at: Date, tx: DbOrTx): Promise<void> => {
    await sql`
      WITH spent AS (
        UPDATE user_coupons SET status = 'used', order_id = ${orderId} WHERE id = ${couponId} AND status = 'unused' RETURNING id)
      INSERT INTO user_coupon_events (user_coupon_id, kind, order_id, at) SELECT id, 'used', ${orderId}, ${at} FROM spent`.execute(tx);
  },

  /** The order is paid: the coupon it holds is spent ('used' in its history). */
  markUsedForOrder: async (orderId: number, at: Date, tx: DbOrTx): Promise<void> => {
    await sql`
      WITH spent AS (
        UPDATE user_coupons SET status = 'used' WHERE order_id = ${orderId} AND status = 'locked' RETURNING id)
      INSERT INTO user_coupon_events (user_coupon_id, kind, order_id, at) SELECT id, 'used', ${orderId}, ${at} FROM spent`.execute(tx);
  },

  /** The histories of these coupons, in the order they happened (by id: a provider's paid time may be rounded). */
  eventsOf: (couponIds: readonly number[], tx: DbOrTx = db): Promise<CouponEventRow[]> =>
    couponIds.length === 0
      ? Promise.resolve([])
      : tx
          .selectFrom('user_coupon_events as e')
          .leftJoin('orders as o', 'o.id', 'e.order_id')
          .select(['e.user_coupon_id', 'e.kind', 'e.at', 'o.order_no'])
          .where('e.user_coupon_id', 'in', couponIds)
          .orderBy('e.id')
          .execute(),

  /** Coupon templates, for their terms as a passenger is shown them (a campaign's, an invitation's). */
  findTemplates: (ids: readonly number[], tx: DbOrTx = db): Promise<CouponTemplateRow[]> =>
    ids.length === 0 ? Promise.resolve([]) : tx.selectFrom('coupon_templates').select(templateColumns).where('id', 'in', ids).execute(),

  /** The names of these lines (a coupon's lines, shown with it). */
  lineNames: (lineIds: readonly number[], tx: DbOrTx = db): Promise<{ id: number; name: string }[]> =>
    lineIds.length === 0 ? Promise.resolve([]) : tx.selectFrom('lines').select(['id', 'name']).where('id', 'in', lineIds).execute(),

  /** The lines of the passenger's orders, the most recent order's first (去使用 prefers them). */
  recentOrderLines: async (userId: number, tx: DbOrTx = db): Promise<{ id: number; type: string }[]> =>
    (
      await sql<{ id: number; type: string }>`
        SELECT l.id, l.type FROM (
          SELECT line_id, max(created_at) AS last FROM orders WHERE user_id = ${userId} GROUP BY line_id ORDER BY last DESC LIMIT 20) o
        JOIN lines l ON l.id = o.line_id
        WHERE l.is_active
        ORDER BY o.last DESC`.execute(tx)
    ).rows.map((r) => ({ id: Number(r.id), type: r.type })),

  /** Lines on sale to everyone that have a scheduled departure still to leave: a 去使用 can open their buy page. */
  runningLines: async (now: Date, tx: DbOrTx = db): Promise<{ id: number; type: string }[]> =>
    (
      await sql<{ id: number; type: string }>`
        SELECT l.id, l.type FROM lines l
        WHERE l.is_active AND NOT l.is_white_list AND l.group_id IS NULL
          AND EXISTS (SELECT 1 FROM departures d WHERE d.line_id = l.id AND d.status = 'scheduled' AND d.departs_at > ${now})
        ORDER BY l.id`.execute(tx)
    ).rows.map((r) => ({ id: Number(r.id), type: r.type })),
});

export type CouponRepository = ReturnType<typeof createCouponRepository>;
