import type { DemandFilter, DemandListQuery } from '@udian/contracts/endpoints/ops/demand/demand';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import type { DemandAccountsPort, DemandNetworkPort } from '../demand.ports';
import type { DemandAdminRepository } from './demand-admin.repository';
import { filterValues } from './demand-filter';
import { toOpsDemand } from './demand-view';

/** The heat map shows at most this many demands (the newest). */
const DEMAND_HEAT_LIMIT = 5_000;

/** Runs in the evaluation's transaction before it commits, when it changed any demand: the audit entry. */
export type DemandsEvaluatedHook = (tx: DbOrTx, change: { demandIds: number[] }) => Promise<void>;

type HeatPoint = [number, number, number];

/** 需求与众筹 in the console: where demand is (a page of the list and the heat map), and marking it 评估中. */
export const createDemandAdminService = ({
  db,
  admin,
  accounts,
  network,
  now = () => new Date(),
}: {
  db: Db;
  admin: DemandAdminRepository;
  accounts: Pick<DemandAccountsPort, 'phones'>;
  network: Pick<DemandNetworkPort, 'openCities'>;
  now?: () => Date;
}) => ({
  /** A page of the filter's demands, newest first, and the cities a filter may name. */
  list: async (query: z.output<typeof DemandListQuery>) => {
    const filter = filterValues(query);
    const [rows, total, cities] = await Promise.all([
      admin.list(filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
      admin.count(filter),
      network.openCities(),
    ]);
    const phones = await accounts.phones(rows.map((row) => row.user_id));
    return { items: rows.map((row) => toOpsDemand(row, phones.get(row.user_id) ?? '')), total, cities };
  },

  /** The heat map: the newest DEMAND_HEAT_LIMIT of the filter's demands, each end weighted by its people and supporters. */
  heat: async (query: z.output<typeof DemandFilter>) => {
    const rows = await admin.list(filterValues(query), { limit: DEMAND_HEAT_LIMIT, offset: 0 });
    return {
      heat: {
        origins: rows.map((row): HeatPoint => [row.from_lng, row.from_lat, row.people + row.supporters]),
        destinations: rows.map((row): HeatPoint => [row.to_lng, row.to_lat, row.people + row.supporters]),
      },
    };
  },

  /** The open cities a filter may name. */
  cities: () => network.openCities(),

  /** Marks the demands 评估中: only those still 已提交 change (the others are left as they are). */
  evaluate: (demandIds: readonly string[], onCommit: DemandsEvaluatedHook): Promise<{ updated: number }> =>
    db.transaction().execute(async (tx) => {
      const changed = await admin.markEvaluating([...new Set(demandIds.map(Number))], now(), tx);
      if (changed.length > 0) await onCommit(tx, { demandIds: changed });
      return { updated: changed.length };
    }),
});

export type DemandAdminService = ReturnType<typeof createDemandAdminService>;
