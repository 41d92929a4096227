import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { LineType } from '../../../db/schema';
import { selectLineSummaries, type LineSummaryRow } from './line-summary.repository';

export type LineStateRow = { id: number; is_active: boolean; is_white_list: boolean; reverse_line_id: number | null };

/** Lines as lists show them; every query here returns active lines only (through selectLineSummaries). */
export const createLinesRepository = (db: DbOrTx) => ({
  /** Any line, active or not: collect and white-list checks need to tell unknown from inactive. */
  findState: (lineId: number, tx: DbOrTx = db): Promise<LineStateRow | undefined> =>
    tx
      .selectFrom('lines')
      .select(['id', 'is_active', 'is_white_list', 'reverse_line_id'])
      .where('id', '=', lineId)
      .executeTakeFirst(),

  findSummary: (lineId: number, tx: DbOrTx = db): Promise<LineSummaryRow | undefined> =>
    selectLineSummaries(tx).where('l.id', '=', lineId).executeTakeFirst(),

  findSummaries: (lineIds: readonly number[], tx: DbOrTx = db): Promise<LineSummaryRow[]> =>
    lineIds.length === 0 ? Promise.resolve([]) : selectLineSummaries(tx).where('l.id', 'in', lineIds).execute(),

  /** One page of a city's lines by code, and how many there are. */
  listByCity: async (
    filter: { cityId: number; type?: LineType },
    page: { offset: number; limit: number },
    tx: DbOrTx = db,
  ): Promise<{ rows: LineSummaryRow[]; total: number }> => {
    let lines = tx.selectFrom('lines').where('city_id', '=', filter.cityId).where('is_active', '=', true);
    let summaries = selectLineSummaries(tx).where('l.city_id', '=', filter.cityId);
    if (filter.type) {
      lines = lines.where('type', '=', filter.type);
      summaries = summaries.where('l.type', '=', filter.type);
    }
    const [{ total }, rows] = await Promise.all([
      lines.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      summaries.orderBy('l.code').orderBy('l.id').offset(page.offset).limit(page.limit).execute(),
    ]);
    return { rows, total: Number(total) };
  },

  countActiveInCity: async (cityId: number, tx: DbOrTx = db): Promise<number> => {
    const { total } = await tx
      .selectFrom('lines')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('city_id', '=', cityId)
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    return Number(total);
  },

  /** Lines that stop at the station (to board or to alight), by code. */
  findByStation: (stationId: number, tx: DbOrTx = db): Promise<LineSummaryRow[]> =>
    selectLineSummaries(tx)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('line_stops as ls').select('ls.line_id').whereRef('ls.line_id', '=', 'l.id').where('ls.station_id', '=', stationId)),
      )
      .orderBy('l.code')
      .orderBy('l.id')
      .execute(),

  /** Other lines sharing at least `minShared` stations with the line, most shared first, then by code. */
  findSharingStops: (lineId: number, minShared: number, limit: number, tx: DbOrTx = db) =>
    selectLineSummaries(tx)
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('line_stops as mine')
            .innerJoin('line_stops as other', 'other.station_id', 'mine.station_id')
            .select(['other.line_id', sql<number>`count(DISTINCT other.station_id)::integer`.as('shared_stops')])
            .where('mine.line_id', '=', lineId)
            .where('other.line_id', '<>', lineId)
            .groupBy('other.line_id')
            .having(sql<number>`count(DISTINCT other.station_id)`, '>=', minShared)
            .as('shared'),
        (join) => join.onRef('shared.line_id', '=', 'l.id'),
      )
      .select('shared.shared_stops')
      .orderBy('shared.shared_stops', 'desc')
      .orderBy('l.code')
      .orderBy('l.id')
      .limit(limit)
      .execute(),

  /** The passenger's collected lines, most recently collected first. */
  findCollected: (userId: number, tx: DbOrTx = db): Promise<LineSummaryRow[]> =>
    selectLineSummaries(tx)
      .innerJoin('line_collections as c', 'c.line_id', 'l.id')
      .where('c.user_id', '=', userId)
      .orderBy('c.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .execute(),

  collect: async (userId: number, lineId: number, tx: DbOrTx = db): Promise<void> => {
    await tx
      .insertInto('line_collections')
      .values({ user_id: userId, line_id: lineId })
      .onConflict((oc) => oc.columns(['user_id', 'line_id']).doNothing())
      .execute();
  },

  uncollect: async (userId: number, lineId: number, tx: DbOrTx = db): Promise<void> => {
    await tx.deleteFrom('line_collections').where('user_id', '=', userId).where('line_id', '=', lineId).execute();
  },

  /** What one passenger may see of a line: collected, and on its white list (by the account's phone). */
  findPassengerView: async (
    lineId: number,
    userId: number,
    tx: DbOrTx = db,
  ): Promise<{ is_collected: boolean; is_white_user: boolean }> => {
    const row = await tx
      .selectNoFrom(({ exists, selectFrom }) => [
        exists(
          selectFrom('line_collections').select('line_id').where('user_id', '=', userId).where('line_id', '=', lineId),
        ).as('is_collected'),
        exists(
          selectFrom('line_whitelist as w')
            .innerJoin('users as u', 'u.phone', 'w.phone')
            .select('w.line_id')
            .where('u.id', '=', userId)
            .where('w.line_id', '=', lineId),
        ).as('is_white_user'),
      ])
      .executeTakeFirstOrThrow();
    return { is_collected: Boolean(row.is_collected), is_white_user: Boolean(row.is_white_user) };
  },
});

export type LinesRepository = ReturnType<typeof createLinesRepository>;
