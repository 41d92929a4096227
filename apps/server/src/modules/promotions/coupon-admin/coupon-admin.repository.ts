import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { CouponCampaignTable, CouponTemplateTable } from '../../../db/schema';

export type TemplateAdminRow = {
  id: number;
  name: string;
  kind: 'amount' | 'ratio' | 'free';
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
  purpose: 'general' | 'lateness';
  is_welcome: boolean;
  is_archived: boolean;
  updated_at: Date;
  issued_count: number;
};

export type CampaignAdminRow = {
  id: number;
  name: string;
  template_id: number;
  template_name: string;
  total_stock: number;
  issued_count: number;
  per_user_limit: number;
  starts_at: Date;
  ends_at: Date;
  is_paused: boolean;
  description: string;
};

export type BatchAdminRow = {
  id: number;
  name: string;
  template_id: number;
  template_name: string;
  code_count: number;
  redeemed_count: number;
  starts_at: Date;
  ends_at: Date;
  is_paused: boolean;
  created_by: string | null;
  created_at: Date;
};

export type CodeUseRow = { code: string; redeemed_at: Date | null; phone: string | null };

const templateSelect = (tx: DbOrTx) =>
  tx
    .selectFrom('coupon_templates as t')
    .select([
      't.id', 't.name', 't.kind', 't.amount_cents', 't.ratio_percent', 't.max_discount_cents', 't.threshold_cents', 't.product_types',
      't.line_ids', 't.line_types', 't.valid_days', 't.valid_from', 't.valid_to', 't.description', 't.purpose', 't.is_welcome',
      't.is_archived', 't.updated_at',
      sql<number>`(SELECT count(*)::integer FROM user_coupons uc WHERE uc.template_id = t.id)`.as('issued_count'),
    ]);

const campaignSelect = (tx: DbOrTx) =>
  tx
    .selectFrom('coupon_campaigns as c')
    .innerJoin('coupon_templates as t', 't.id', 'c.template_id')
    .select(['c.id', 'c.name', 'c.template_id', 't.name as template_name', 'c.total_stock', 'c.issued_count', 'c.per_user_limit', 'c.starts_at', 'c.ends_at', 'c.is_paused', 'c.description']);

const batchSelect = (tx: DbOrTx) =>
  tx
    .selectFrom('redeem_batches as b')
    .innerJoin('coupon_templates as t', 't.id', 'b.template_id')
    .leftJoin('operators as o', 'o.id', 'b.created_by')
    .select([
      'b.id', 'b.name', 'b.template_id', 't.name as template_name', 'b.code_count', 'b.starts_at', 'b.ends_at', 'b.is_paused',
      'o.username as created_by', 'b.created_at',
      sql<number>`(SELECT count(*)::integer FROM redeem_codes rc WHERE rc.batch_id = b.id AND rc.redeemed_at IS NOT NULL)`.as('redeemed_count'),
    ]);

/** The operator's side of coupons: templates, campaigns, redeem-code batches (their SQL, nothing else). */
export const createCouponAdminRepository = (db: DbOrTx) => ({
  listTemplates: (tx: DbOrTx = db): Promise<TemplateAdminRow[]> => templateSelect(tx).orderBy('t.is_archived').orderBy('t.id', 'desc').execute(),
  findTemplate: (id: number, tx: DbOrTx = db): Promise<TemplateAdminRow | undefined> => templateSelect(tx).where('t.id', '=', id).executeTakeFirst(),
  lockTemplate: (id: number, tx: DbOrTx) => tx.selectFrom('coupon_templates').select(['id', 'is_archived', 'purpose']).where('id', '=', id).forUpdate().executeTakeFirst(),
  insertTemplate: async (values: Insertable<CouponTemplateTable>, tx: DbOrTx): Promise<number> =>
    Number((await tx.insertInto('coupon_templates').values(values).returning('id').executeTakeFirstOrThrow()).id),
  updateTemplate: (id: number, values: Updateable<CouponTemplateTable>, tx: DbOrTx) => tx.updateTable('coupon_templates').set(values).where('id', '=', id).execute(),

  /** Which of these line ids exist. */
  existingLines: async (ids: readonly number[], tx: DbOrTx = db): Promise<{ id: number; name: string }[]> =>
    ids.length === 0 ? [] : tx.selectFrom('lines').select(['id', 'name']).where('id', 'in', ids).execute(),

  listCampaigns: (tx: DbOrTx = db): Promise<CampaignAdminRow[]> => campaignSelect(tx).orderBy('c.id', 'desc').execute(),
  findCampaign: (id: number, tx: DbOrTx = db): Promise<CampaignAdminRow | undefined> => campaignSelect(tx).where('c.id', '=', id).executeTakeFirst(),
  insertCampaign: async (values: Insertable<CouponCampaignTable>, tx: DbOrTx): Promise<number> =>
    Number((await tx.insertInto('coupon_campaigns').values(values).returning('id').executeTakeFirstOrThrow()).id),
  /**
   * Changes a campaign with the hot row locked; a new stock applies only if it is not below what was issued
   * by then (claims queue on the same row). False when the stock would go below.
   */
  updateCampaign: async (id: number, values: Updateable<CouponCampaignTable>, tx: DbOrTx): Promise<boolean> => {
    let query = tx.updateTable('coupon_campaigns').set(values).where('id', '=', id);
    if (values.total_stock !== undefined) query = query.where('issued_count', '<=', Number(values.total_stock));
    return (await query.returning('id').executeTakeFirst()) !== undefined;
  },

  listBatches: (tx: DbOrTx = db): Promise<BatchAdminRow[]> => batchSelect(tx).orderBy('b.id', 'desc').execute(),
  findBatch: (id: number, tx: DbOrTx = db): Promise<BatchAdminRow | undefined> => batchSelect(tx).where('b.id', '=', id).executeTakeFirst(),
  insertBatch: async (values: { name: string; template_id: number; code_count: number; starts_at: Date; ends_at: Date; created_by: number | null }, tx: DbOrTx): Promise<number> =>
    Number((await tx.insertInto('redeem_batches').values(values).returning('id').executeTakeFirstOrThrow()).id),
  setBatchPaused: (id: number, isPaused: boolean, tx: DbOrTx) => tx.updateTable('redeem_batches').set({ is_paused: isPaused }).where('id', '=', id).execute(),

  /** Inserts these codes into a batch, skipping any already taken (by any batch); answers the ones inserted. */
  insertCodes: async (batchId: number, codes: readonly string[], tx: DbOrTx): Promise<string[]> =>
    codes.length === 0
      ? []
      : (
          await tx
            .insertInto('redeem_codes')
            .values(codes.map((code) => ({ batch_id: batchId, code })))
            .onConflict((oc) => oc.column('code').doNothing())
            .returning('code')
            .execute()
        ).map((r) => r.code),

  listCodes: async (batchId: number, filter: 'all' | 'redeemed' | 'unredeemed', page: { offset: number; limit: number } | null, tx: DbOrTx = db): Promise<{ rows: CodeUseRow[]; total: number }> => {
    let base = tx.selectFrom('redeem_codes as rc').where('rc.batch_id', '=', batchId);
    if (filter === 'redeemed') base = base.where('rc.redeemed_at', 'is not', null);
    if (filter === 'unredeemed') base = base.where('rc.redeemed_at', 'is', null);
    let rows = base.leftJoin('users as u', 'u.id', 'rc.user_id').select(['rc.code', 'rc.redeemed_at', 'u.phone']).orderBy('rc.id');
    if (page) rows = rows.offset(page.offset).limit(page.limit);
    const [list, count] = await Promise.all([rows.execute(), base.select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow()]);
    return { rows: list, total: Number(count.n) };
  },
});

export type CouponAdminRepository = ReturnType<typeof createCouponAdminRepository>;
