import type { CreateOdCampaignBody, UpdateOdCampaignBody } from '@udian/contracts/endpoints/ops/demand/demand';
import type { OdCampaign } from '@udian/contracts/schemas/demand';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { addDays, shanghaiDate, shanghaiInstant } from '../../../time/shanghai-time';
import { checkChosenStations, placeColumns, placeOf } from '../demands/demand-places';
import type { DemandNetworkPort } from '../demand.ports';
import { toOdCampaign } from './od-campaign-view';
import type { OdCampaignRow, OdCampaignsRepository, OdCampaignValues } from './od-campaigns.repository';

/** Runs in a campaign write's transaction before it commits: the console's audit entry. */
export type OdCampaignCommitHook = (tx: DbOrTx, change: { before: OdCampaign | null; after: OdCampaign }) => Promise<void>;

type CreateInput = z.output<typeof CreateOdCampaignBody>;
type UpdateInput = z.output<typeof UpdateOdCampaignBody>;

/** The dates as instants: from the first day's 00:00 to the end of the last, Asia/Shanghai. */
const windowOf = (startDate: string, endDate: string) => ({ starts_at: shanghaiInstant(startDate, 0), ends_at: shanghaiInstant(addDays(endDate, 1), 0) });

/** The last service date a campaign runs on. */
const endDateOf = (row: OdCampaignRow): string => shanghaiDate(new Date(row.ends_at.getTime() - 1));

/**
 * OD-collection campaigns as operators run them (decision 046): list with progress, create, change. A new
 * end date may not be past; each write runs the caller's commit hook (the audit entry) in its transaction.
 */
export const createOdCampaignAdminService = ({
  db,
  campaigns,
  network,
  now = () => new Date(),
}: {
  db: Db;
  campaigns: OdCampaignsRepository;
  network: Pick<DemandNetworkPort, 'stationsNear' | 'openCities'>;
  now?: () => Date;
}) => {
  const viewOf = async (row: OdCampaignRow, tx: DbOrTx = db): Promise<OdCampaign> => toOdCampaign(row, (await campaigns.progress([row.id], tx)).get(row.id), now());
  const checkEnd = (endDate: string) => {
    if (endDate < shanghaiDate(now())) throw new AppError('odCampaignEndPassed');
  };

  return {
    list: async (): Promise<{ campaigns: OdCampaign[]; cities: { id: number; name: string }[] }> => {
      const [rows, cities] = await Promise.all([campaigns.listAll(), network.openCities()]);
      const progress = await campaigns.progress(rows.map((row) => row.id));
      const at = now();
      return { campaigns: rows.map((row) => toOdCampaign(row, progress.get(row.id), at)), cities };
    },

    create: async (input: CreateInput, onCommit: OdCampaignCommitHook): Promise<{ campaign: OdCampaign }> => {
      checkEnd(input.endDate);
      if (!(await network.openCities()).some((city) => city.id === input.cityId)) throw new AppError('invalidParams', '该城市未开通服务，请重新选择');
      await checkChosenStations(network, [input.place]);
      const values: OdCampaignValues = {
        city_id: input.cityId,
        name: input.name,
        organizer: input.organizer,
        intro: input.intro,
        ...placeColumns('place', input.place),
        ...windowOf(input.startDate, input.endDate),
        target: input.target,
      };
      return db.transaction().execute(async (tx) => {
        const campaign = await viewOf(await campaigns.insert(values, now(), tx), tx);
        await onCommit(tx, { before: null, after: campaign });
        return { campaign };
      });
    },

    /** Changes what is given; an ended campaign keeps its past end date when other fields change. */
    update: async (input: UpdateInput, onCommit: OdCampaignCommitHook): Promise<{ campaign: OdCampaign }> => {
      if (input.place) await checkChosenStations(network, [input.place]);
      return db.transaction().execute(async (tx) => {
        const row = await campaigns.lock(Number(input.id), tx);
        if (!row) throw new AppError('odCampaignNotFound');
        const startDate = input.startDate ?? shanghaiDate(row.starts_at);
        const endDate = input.endDate ?? endDateOf(row);
        if (endDate < startDate) throw new AppError('invalidParams', '结束日期不能早于开始日期');
        if (endDate !== endDateOf(row)) checkEnd(endDate);
        const values: OdCampaignValues = {
          city_id: row.city_id,
          name: input.name ?? row.name,
          organizer: input.organizer ?? row.organizer,
          intro: input.intro ?? row.intro,
          ...placeColumns('place', input.place ?? placeOf('place', row)),
          ...windowOf(startDate, endDate),
          target: input.target ?? row.target,
        };
        const before = await viewOf(row, tx);
        const after = await viewOf(await campaigns.update(row.id, values, now(), tx), tx);
        await onCommit(tx, { before, after });
        return { campaign: after };
      });
    },
  };
};

export type OdCampaignAdminService = ReturnType<typeof createOdCampaignAdminService>;
