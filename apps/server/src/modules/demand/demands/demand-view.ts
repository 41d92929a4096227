import { maskPhone } from '@udian/contracts/masking';
import type { OpsDemand } from '@udian/contracts/endpoints/ops/demand/demand';
import type { Demand, DemandPlace } from '@udian/contracts/schemas/demand';
import { clockOfMinutes } from '../../../time/shanghai-time';
import { placeOf } from './demand-places';
import type { DemandRow } from './demands.repository';

/** Where, when and for how many: what every view of a demand shows alike (the passenger's and the console's). */
export const demandTerms = (row: DemandRow) => ({
  from: placeOf('from', row),
  to: placeOf('to', row),
  timeKind: row.time_kind,
  windowStart: clockOfMinutes(row.window_start_minutes),
  windowEnd: clockOfMinutes(row.window_end_minutes),
  weekdays: row.weekdays,
  people: row.people,
  supporters: row.supporters,
});

/**
 * A demand as `viewerId` sees it (decision 046): the note only to its submitter, the submitter's phone
 * masked to everyone.
 */
export const toDemand = (row: DemandRow, viewer: { viewerId: number | null; ownerPhone: string; hasJoined: boolean }): Demand => {
  const isMine = viewer.viewerId === row.user_id;
  return {
    id: String(row.id),
    status: row.status,
    ...demandTerms(row),
    note: isMine ? row.note : '',
    shareCode: row.share_code,
    ownerPhone: maskPhone(viewer.ownerPhone),
    isMine,
    hasJoined: viewer.hasJoined,
    line: row.line_id === null ? null : { lineId: String(row.line_id), code: row.line_code ?? '', name: row.line_name ?? '' },
    odCampaign: row.od_campaign_id === null ? null : { id: String(row.od_campaign_id), name: row.od_campaign_name ?? '' },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
};

/** The console's end of a demand: no address. */
const opsEnd = ({ name, lng, lat, stationId }: DemandPlace) => ({ name, lng, lat, stationId });

export const toOpsDemand = (row: DemandRow, phone: string): OpsDemand => {
  const terms = demandTerms(row);
  return {
    ...terms,
    id: String(row.id),
    // null: no open city's service area holds its origin.
    cityId: row.city_id,
    status: row.status,
    phone: maskPhone(phone),
    from: opsEnd(terms.from),
    to: opsEnd(terms.to),
    note: row.note,
    odCampaignName: row.od_campaign_name,
    createdAt: row.created_at.toISOString(),
  };
};
