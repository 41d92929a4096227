import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { DemandFilterValues } from './demand-filter';
import { selectDemands, type DemandRow } from './demands.repository';

const filtered = (tx: DbOrTx, filter: DemandFilterValues) =>
  selectDemands(tx)
    .$if(filter.cityId !== null, (query) => query.where('d.city_id', '=', filter.cityId!))
    .$if(filter.statuses !== null, (query) => query.where('d.status', 'in', filter.statuses!))
    .$if(filter.from !== null, (query) => query.where('d.created_at', '>=', filter.from!))
    .$if(filter.to !== null, (query) => query.where('d.created_at', '<', filter.to!));

/** The console's reads of demand (list, heat map, clusters) and its one write, marking demands 评估中. */
export const createDemandAdminRepository = (db: DbOrTx) => ({
  /** The filter's demands, newest first; all of them when no limit is given. */
  list: (filter: DemandFilterValues, page: { limit: number; offset: number } | null, tx: DbOrTx = db): Promise<DemandRow[]> =>
    filtered(tx, filter)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .$if(page !== null, (query) => query.limit(page!.limit).offset(page!.offset))
      .execute(),

  count: async (filter: DemandFilterValues, tx: DbOrTx = db): Promise<number> => {
    const row = await tx.selectFrom(filtered(tx, filter).as('f')).select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Marks these demands 评估中, only those still 已提交; answers the ids it changed. */
  markEvaluating: async (demandIds: readonly number[], now: Date, tx: DbOrTx = db): Promise<number[]> => {
    const rows = await tx
      .updateTable('demands')
      .set({ status: 'evaluating', updated_at: now })
      .where('id', 'in', demandIds)
      .where('status', '=', 'submitted')
      .returning('id')
      .execute();
    return rows.map((row) => row.id).sort((a, b) => a - b);
  },
});

export type DemandAdminRepository = ReturnType<typeof createDemandAdminRepository>;
