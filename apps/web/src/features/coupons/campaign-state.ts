import type { CouponCampaign } from '@udian/contracts/schemas/promotions';

export type CampaignAction = { label: string; canClaim: boolean };

/**
 * The claim button of a campaign, by the state the server gives it (the same rule as its refusal):
 * 立即领取 while open (再领一张 when the passenger may hold more than one and has some), else why not.
 */
export const campaignAction = (campaign: Pick<CouponCampaign, 'state' | 'claimedByMe'>): CampaignAction => {
  switch (campaign.state) {
    case 'open':
      return { label: campaign.claimedByMe > 0 ? '再领一张' : '立即领取', canClaim: true };
    case 'claimed':
      return { label: '已领取', canClaim: false };
    case 'soldOut':
      return { label: '已领完', canClaim: false };
    case 'notStarted':
      return { label: '未开始', canClaim: false };
    case 'ended':
      return { label: '已结束', canClaim: false };
  }
};

/** '剩余 12 张' (of the total), '已领完', and how many the passenger may hold. */
export const stockText = (campaign: Pick<CouponCampaign, 'stockLeft' | 'totalStock' | 'perUserLimit' | 'claimedByMe'>): string => {
  const left = campaign.stockLeft > 0 ? `剩余${campaign.stockLeft}/${campaign.totalStock}张` : '已领完';
  const limit = `每人限领${campaign.perUserLimit}张`;
  return campaign.claimedByMe > 0 ? `${left} · ${limit} · 已领${campaign.claimedByMe}张` : `${left} · ${limit}`;
};
