import { sql } from 'kysely';
import type { Db, DbOrTx } from '../db/database';
import { createCouponRepository } from '../modules/buying/coupons/coupons.repository';
import { createCampaignsRepository, type CampaignsRepository } from '../modules/promotions/campaigns/campaigns.repository';
import { createCampaignsService } from '../modules/promotions/campaigns/campaigns.service';

/**
 * The control of the claim tests: the campaigns service with the guard removed from the stock taking. It reads
 * issued_count, decides, and writes the value read plus one: no condition, no lock; the pause between read
 * and write is what a busy server would add. The passenger's row lock is left out too, so the per-passenger
 * limit is a read-then-write as well.
 */
export const unguardedClaims = (db: Db, now: () => Date) => {
  const guarded = createCampaignsRepository(db);
  const campaigns: CampaignsRepository = {
    ...guarded,
    takeStock: async (campaignId: number, at: Date, tx: DbOrTx): Promise<boolean> => {
      const row = await guarded.find(campaignId, tx);
      if (!row || row.is_paused || at < row.starts_at || at >= row.ends_at || row.issued_count >= row.total_stock) return false;
      await sql`SELECT pg_sleep(0.005)`.execute(tx);
      await tx.updateTable('coupon_campaigns').set({ issued_count: row.issued_count + 1 }).where('id', '=', campaignId).execute();
      return true;
    },
  };
  const coupons = createCouponRepository(db);
  return createCampaignsService({
    db,
    campaigns,
    accounts: { lockUser: async () => undefined },
    buying: { grantCoupon: coupons.grant, couponView: async () => null, couponTerms: async () => new Map() },
    now,
  });
};
