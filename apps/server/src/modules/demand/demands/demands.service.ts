import type { DemandInfoQuery } from '@udian/contracts/endpoints/demand/demand';
import { AddDemandBody, DEMAND_MERGE_MINUTES, DEMAND_MERGE_RADIUS_M, DEMAND_OPEN_LIMIT, clockMinutes, type Demand } from '@udian/contracts/schemas/demand';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { distanceM } from '../../../lib/geo';
import type { DemandAccountsPort, DemandNetworkPort } from '../demand.ports';
import { odCampaignStatus } from '../od-campaigns/od-campaign-view';
import type { OdCampaignsRepository } from '../od-campaigns/od-campaigns.repository';
import { checkChosenStations, placeColumns } from './demand-places';
import { toDemand } from './demand-view';
import type { DemandRow, DemandsRepository, DemandValues } from './demands.repository';
import { newShareCode } from './share-code';

type AddInput = z.output<typeof AddDemandBody>;

/** A code is drawn again when taken; 62^10 codes make a second draw already unlikely. */
const SHARE_CODE_ATTEMPTS = 5;

/**
 * The open demand a submission updates instead of adding one (decision 046): both ends within
 * DEMAND_MERGE_RADIUS_M (the candidates already share the kind of time and a window start within
 * DEMAND_MERGE_MINUTES); the closest (sum of the two distances) first, then the oldest.
 */
const mergeTargetOf = (candidates: readonly DemandRow[], input: Pick<AddInput, 'from' | 'to'>): DemandRow | undefined =>
  candidates
    .map((row) => ({ row, from: distanceM(input.from, { lng: row.from_lng, lat: row.from_lat }), to: distanceM(input.to, { lng: row.to_lng, lat: row.to_lat }) }))
    .filter((c) => c.from <= DEMAND_MERGE_RADIUS_M && c.to <= DEMAND_MERGE_RADIUS_M)
    .sort((a, b) => a.from + a.to - (b.from + b.to) || a.row.id - b.row.id)[0]?.row;

const valuesOf = (input: AddInput, cityId: number | null): DemandValues => ({
  city_id: cityId,
  ...placeColumns('from', input.from),
  ...placeColumns('to', input.to),
  time_kind: input.timeKind,
  window_start_minutes: clockMinutes(input.windowStart),
  window_end_minutes: clockMinutes(input.windowEnd),
  weekdays: input.weekdays,
  people: input.people,
  note: input.note,
  od_campaign_id: input.odCampaignId === null ? null : Number(input.odCampaignId),
});

/** The passenger's side of demand: submit (merged with the same trip), see, list, and join a shared one. */
export const createDemandsService = ({
  db,
  demands,
  campaigns,
  accounts,
  network,
  now = () => new Date(),
}: {
  db: Db;
  demands: DemandsRepository;
  campaigns: Pick<OdCampaignsRepository, 'find'>;
  accounts: Pick<DemandAccountsPort, 'lockUser' | 'phones'>;
  network: Pick<DemandNetworkPort, 'stationsNear' | 'cityAt'>;
  now?: () => Date;
}) => {
  const viewsOf = async (rows: readonly DemandRow[], viewerId: number | null): Promise<Demand[]> => {
    const ids = rows.map((row) => row.id);
    const [phones, joined] = await Promise.all([
      accounts.phones(rows.map((row) => row.user_id)),
      viewerId === null ? new Set<number>() : demands.joinedBy(viewerId, ids),
    ]);
    return rows.map((row) => toDemand(row, { viewerId, ownerPhone: phones.get(row.user_id) ?? '', hasJoined: joined.has(row.id) }));
  };

  const viewOf = async (id: number, viewerId: number | null): Promise<Demand> => {
    const row = await demands.find(id);
    if (!row) throw new AppError('demandNotFound');
    return (await viewsOf([row], viewerId))[0]!;
  };

  return {
    /**
     * Submits a demand. Its stations and city are settled first; then one transaction takes the passenger's
     * row lock, so that the merge check and the write of two submissions at once run one after the other.
     */
    add: async (userId: string, input: AddInput): Promise<{ demand: Demand; isMerged: boolean }> => {
      const owner = Number(userId);
      await checkChosenStations(network, [input.from, input.to]);
      const values = valuesOf(input, await network.cityAt(input.from));
      const at = now();
      const written = await db.transaction().execute(async (tx) => {
        if (values.od_campaign_id !== null) {
          const campaign = await campaigns.find(values.od_campaign_id, tx);
          if (!campaign || odCampaignStatus(campaign, at) !== 'running') throw new AppError('odCampaignNotRunning');
        }
        await accounts.lockUser(owner, tx);
        const candidates = await demands.findMergeCandidates(owner, values.time_kind, values.window_start_minutes, DEMAND_MERGE_MINUTES, tx);
        const target = mergeTargetOf(candidates, input);
        if (target) {
          // The latest values win; a submission from the plain form keeps the campaign it came through.
          await demands.update(target.id, { ...values, od_campaign_id: values.od_campaign_id ?? target.od_campaign_id }, at, tx);
          return { id: target.id, isMerged: true };
        }
        if ((await demands.countOpen(owner, tx)) >= DEMAND_OPEN_LIMIT) throw new AppError('demandLimit');
        for (let attempt = 0; attempt < SHARE_CODE_ATTEMPTS; attempt += 1) {
          const id = await demands.insert(owner, values, newShareCode(), at, tx);
          if (id !== undefined) return { id, isMerged: false };
        }
        throw new Error('no free share code after several draws');
      });
      return { demand: await viewOf(written.id, owner), isMerged: written.isMerged };
    },

    /** By id: the passenger's own demand only. By code: anyone's, shown as shared (no note unless theirs). */
    info: async (viewerId: string | null, query: z.output<typeof DemandInfoQuery>): Promise<{ demand: Demand }> => {
      const viewer = viewerId === null ? null : Number(viewerId);
      const row = query.id !== undefined ? await demands.find(Number(query.id)) : await demands.findByCode(query.code ?? '');
      if (!row || (query.id !== undefined && row.user_id !== viewer)) throw new AppError('demandNotFound');
      return { demand: (await viewsOf([row], viewer))[0]! };
    },

    /** my-custom: the passenger's demands and the shared ones they joined, newest first. */
    myList: async (userId: string): Promise<{ demands: Demand[] }> => {
      const viewer = Number(userId);
      return { demands: await viewsOf(await demands.listMine(viewer), viewer) };
    },

    /** Withdraws the passenger's own open demand; another's is unknown to them, a gathering or closed one stays. */
    withdraw: async (userId: string, id: string): Promise<{ id: string }> => {
      const owner = Number(userId);
      const row = await demands.find(Number(id));
      if (!row || row.user_id !== owner) throw new AppError('demandNotFound');
      if (!(await demands.deleteOpen(row.id, owner))) throw new AppError('demandNotWithdrawable');
      return { id };
    },

    /** 同路 +1 from a share: once per passenger; never one's own, nor a demand whose line opened or did not gather. */
    join: async (userId: string, code: string): Promise<{ demand: Demand }> => {
      const viewer = Number(userId);
      const row = await demands.findByCode(code);
      if (!row) throw new AppError('demandNotFound');
      if (row.user_id === viewer) throw new AppError('demandOwnJoin');
      if (row.status === 'opened' || row.status === 'failed') throw new AppError('demandClosed');
      await demands.join(row.id, viewer);
      return { demand: await viewOf(row.id, viewer) };
    },
  };
};

export type DemandsService = ReturnType<typeof createDemandsService>;
