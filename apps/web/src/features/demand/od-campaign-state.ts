import type { OdCampaign, OdCampaignStatus } from '@udian/contracts/schemas/demand';
import { instantMs, shanghaiDateOf } from '../../lib/shanghai-time';

export const campaignStatusLabels: Readonly<Record<OdCampaignStatus, string>> = { upcoming: '未开始', running: '进行中', ended: '已结束' };

/** Demands gathered against the target, as a whole percentage capped at 100 (a target may be passed). */
export const progressPercent = (campaign: Pick<OdCampaign, 'demands' | 'target'>): number =>
  campaign.target > 0 ? Math.min(100, Math.floor((campaign.demands * 100) / campaign.target)) : 0;

/** Why a demand cannot be submitted through the campaign now; null while it runs. */
export const campaignRefusal = (status: OdCampaignStatus): string | null => {
  if (status === 'upcoming') return '活动尚未开始，开始后即可通过本活动提交需求';
  if (status === 'ended') return '活动已结束，感谢您的关注';
  return null;
};

/** A campaign's first and last day (Asia/Shanghai): it runs from the first day's 00:00 to the end of the last. */
export const campaignDays = (campaign: Pick<OdCampaign, 'startsAt' | 'endsAt'>): { first: string; last: string } => ({
  first: shanghaiDateOf(instantMs(campaign.startsAt)),
  last: shanghaiDateOf(instantMs(campaign.endsAt) - 1),
});
