import type { OdCampaign } from '@udian/contracts/schemas/demand';
import { AppError } from '../../../http/app-error';
import type { DemandsRepository } from '../demands/demands.repository';
import { toOdCampaign } from './od-campaign-view';
import type { OdCampaignsRepository } from './od-campaigns.repository';

/** /h5/odcollection/index and my-custom's list: a campaign with its progress, and those running in a city. */
export const createOdCampaignsService = ({
  campaigns,
  demands,
  now = () => new Date(),
}: {
  campaigns: OdCampaignsRepository;
  demands: Pick<DemandsRepository, 'idsInCampaign'>;
  now?: () => Date;
}) => ({
  /** Any campaign by id (an ended one says so); myDemandIds: what the logged-in passenger submitted through it. */
  info: async (viewerId: string | null, id: string): Promise<{ campaign: OdCampaign; myDemandIds: string[] }> => {
    const row = await campaigns.find(Number(id));
    if (!row) throw new AppError('odCampaignNotFound');
    const [progress, mine] = await Promise.all([campaigns.progress([row.id]), viewerId === null ? [] : demands.idsInCampaign(Number(viewerId), row.id)]);
    return { campaign: toOdCampaign(row, progress.get(row.id), now()), myDemandIds: mine.map(String) };
  },

  /** The campaigns running now, in the city when one is named. */
  listRunning: async (cityId: number | undefined): Promise<{ campaigns: OdCampaign[] }> => {
    const at = now();
    const rows = await campaigns.listRunning(cityId ?? null, at);
    const progress = await campaigns.progress(rows.map((row) => row.id));
    return { campaigns: rows.map((row) => toOdCampaign(row, progress.get(row.id), at)) };
  },
});

export type OdCampaignsService = ReturnType<typeof createOdCampaignsService>;
