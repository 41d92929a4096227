import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

export type CampaignRow = {
  id: number;
  name: string;
  template_id: number;
  total_stock: number;
  issued_count: number;
  per_user_limit: number;
  starts_at: Date;
  ends_at: Date;
  is_paused: boolean;
  description: string;
  created_at: Date;
  updated_at: Date;
};

const campaignColumns = [
  'id', 'name', 'template_id', 'total_stock', 'issued_count', 'per_user_limit', 'starts_at', 'ends_at', 'is_paused', 'description', 'created_at', 'updated_at',
] as const;

/** How long after its end a campaign stays in 领券中心 (shown as 活动已结束), and how long before its start. */
const SHOWN_AFTER_END_MS = 86_400_000;
const SHOWN_BEFORE_START_MS = 7 * 86_400_000;

/** 领券中心's campaigns (coupon_campaigns): the hot row issued_count is only ever taken by takeStock. */
export const createCampaignsRepository = (db: DbOrTx) => ({
  find: (id: number, tx: DbOrTx = db): Promise<CampaignRow | undefined> =>
    tx.selectFrom('coupon_campaigns').select(campaignColumns).where('id', '=', id).executeTakeFirst(),

  /** The campaigns 领券中心 shows at `now`: not paused, starting within a week, ended at most a day ago. */
  listShown: (now: Date, tx: DbOrTx = db): Promise<CampaignRow[]> =>
    tx
      .selectFrom('coupon_campaigns')
      .select(campaignColumns)
      .where('is_paused', '=', false)
      .where('starts_at', '<=', new Date(now.getTime() + SHOWN_BEFORE_START_MS))
      .where('ends_at', '>', new Date(now.getTime() - SHOWN_AFTER_END_MS))
      .orderBy('starts_at')
      .orderBy('id')
      .execute(),

  /** How many coupons the passenger holds from each of these campaigns (used, expired and returned ones too). */
  claimedBy: async (userId: number, campaignIds: readonly number[], tx: DbOrTx = db): Promise<Map<number, number>> => {
    if (campaignIds.length === 0) return new Map();
    const rows = await tx
      .selectFrom('user_coupons')
      .select(['source_id', sql<number>`count(*)::integer`.as('n')])
      .where('user_id', '=', userId)
      .where('source', '=', 'campaign')
      .where('source_id', 'in', campaignIds)
      .groupBy('source_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.source_id), Number(r.n)]));
  },

  /**
   * Takes one coupon of the campaign's stock, with ONE conditional update on the hot row: only while stock
   * is left, the campaign is not paused and `now` is within its dates. False when any of those fails;
   * the row lock it takes is held until the transaction ends, so claims queue on it and never over-issue.
   */
  takeStock: async (campaignId: number, now: Date, tx: DbOrTx): Promise<boolean> => {
    const row = await tx
      .updateTable('coupon_campaigns')
      .set({ issued_count: sql`issued_count + 1` })
      .where('id', '=', campaignId)
      .where(sql<boolean>`issued_count < total_stock`)
      .where('is_paused', '=', false)
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
});

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
