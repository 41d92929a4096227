import type { ReceiveCouponInfoData } from '@udian/contracts/endpoints/coupons/receive-coupon';
import type { UserCoupon } from '@udian/contracts/schemas/orders';
import type { CampaignState, CouponCampaign } from '@udian/contracts/schemas/promotions';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { PromotionsAccountsPort, PromotionsBuyingPort } from '../promotions.ports';
import type { CampaignRow, CampaignsRepository } from './campaigns.repository';

/**
 * Why a campaign cannot be claimed at `now` by a passenger holding `claimed` of it, in the order a claim
 * refuses: dates and pause (活动未开始 / 活动已结束), the per-passenger limit (已领取过), the stock (已领完).
 */
export const campaignState = (campaign: CampaignRow, claimed: number, now: Date): CampaignState => {
  if (campaign.is_paused || now >= campaign.ends_at) return 'ended';
  if (now < campaign.starts_at) return 'notStarted';
  if (claimed >= campaign.per_user_limit) return 'claimed';
  if (campaign.issued_count >= campaign.total_stock) return 'soldOut';
  return 'open';
};

const stateOrder: Record<CampaignState, number> = { open: 0, claimed: 1, notStarted: 2, soldOut: 3, ended: 4 };

const refusal: Record<Exclude<CampaignState, 'open'>, 'campaignEnded' | 'campaignNotStarted' | 'couponAlreadyClaimed' | 'couponSoldOut'> = {
  ended: 'campaignEnded',
  notStarted: 'campaignNotStarted',
  claimed: 'couponAlreadyClaimed',
  soldOut: 'couponSoldOut',
};

/** 领券中心: the campaigns a passenger can claim, and the claim itself (stock and limit hold under concurrency). */
export const createCampaignsService = ({
  db,
  campaigns,
  accounts,
  buying,
  now = () => new Date(),
}: {
  db: Db;
  campaigns: CampaignsRepository;
  accounts: Pick<PromotionsAccountsPort, 'lockUser'>;
  buying: Pick<PromotionsBuyingPort, 'grantCoupon' | 'couponView' | 'couponTerms'>;
  now?: () => Date;
}) => ({
  /** The campaigns shown now, claimable ones first; claimedByMe when a passenger is logged in. */
  info: async (userId: string | null): Promise<ReceiveCouponInfoData> => {
    const at = now();
    const rows = await campaigns.listShown(at);
    const ids = rows.map((r) => r.id);
    const [claimed, terms] = await Promise.all([
      userId === null ? new Map<number, number>() : campaigns.claimedBy(Number(userId), ids),
      buying.couponTerms(rows.map((r) => r.template_id)),
    ]);
    const shown = rows.flatMap((row): CouponCampaign[] => {
      const template = terms.get(Number(row.template_id));
      if (!template) return [];
      const mine = claimed.get(Number(row.id)) ?? 0;
      return [
        {
          campaignId: String(row.id),
          name: row.name,
          description: row.description,
          terms: template,
          totalStock: row.total_stock,
          stockLeft: Math.max(0, row.total_stock - row.issued_count),
          perUserLimit: row.per_user_limit,
          claimedByMe: mine,
          startsAt: row.starts_at.toISOString(),
          endsAt: row.ends_at.toISOString(),
          state: campaignState(row, mine, at),
        },
      ];
    });
    return { campaigns: shown.sort((a, b) => stateOrder[a.state] - stateOrder[b.state]) };
  },

  /**
   * Claims one coupon. One transaction: the passenger's row lock (two claims of one passenger queue, so the
   * limit is counted once each), the count of what they hold from the campaign, then the stock taken with
   * one conditional update of the hot row, then the coupon. Any refusal writes nothing.
   */
  claim: async (userId: string, campaignId: string): Promise<{ coupon: UserCoupon }> => {
    const owner = Number(userId);
    const at = now();
    const couponId = await db.transaction().execute(async (tx) => {
      const campaign = await campaigns.find(Number(campaignId), tx);
      if (!campaign) throw new AppError('campaignNotFound');
      await accounts.lockUser(owner, tx);
      const claimed = (await campaigns.claimedBy(owner, [campaign.id], tx)).get(Number(campaign.id)) ?? 0;
      const before = campaignState(campaign, claimed, at);
      if (before !== 'open' && before !== 'soldOut') throw new AppError(refusal[before]);
      if (!(await campaigns.takeStock(campaign.id, at, tx))) {
        // Refused by the hot row: read it again to say why (sold out, or paused or ended meanwhile).
        const state = campaignState((await campaigns.find(campaign.id, tx)) ?? campaign, 0, at);
        throw new AppError(state === 'open' ? 'couponSoldOut' : refusal[state]);
      }
      return buying.grantCoupon({ userId: owner, templateId: Number(campaign.template_id), source: 'campaign', sourceId: Number(campaign.id), note: `领券中心：${campaign.name}`, at }, tx);
    });
    const coupon = await buying.couponView(owner, couponId);
    if (!coupon) throw new Error(`coupon ${couponId} just granted is not found`);
    return { coupon };
  },
});

export type CampaignsService = ReturnType<typeof createCampaignsService>;
