import type { OdCampaign, OdCampaignStatus } from '@udian/contracts/schemas/demand';
import { placeOf } from '../demands/demand-places';
import type { OdCampaignProgress, OdCampaignRow } from './od-campaigns.repository';

/** upcoming before its first day, running until the end of its last day (Asia/Shanghai), then ended. */
export const odCampaignStatus = (row: Pick<OdCampaignRow, 'starts_at' | 'ends_at'>, now: Date): OdCampaignStatus => {
  if (now < row.starts_at) return 'upcoming';
  return now < row.ends_at ? 'running' : 'ended';
};

export const toOdCampaign = (row: OdCampaignRow, progress: OdCampaignProgress | undefined, now: Date): OdCampaign => ({
  id: String(row.id),
  cityId: row.city_id,
  name: row.name,
  organizer: row.organizer,
  intro: row.intro,
  place: placeOf('place', row),
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  status: odCampaignStatus(row, now),
  target: row.target,
  demands: progress?.demands ?? 0,
  people: progress?.people ?? 0,
});
