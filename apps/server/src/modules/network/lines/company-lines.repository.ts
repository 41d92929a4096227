import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { LineAccessRow } from './lines.repository';
import { containsPattern } from '../search/search.repository';
import { selectLineSummaries, type LineSummaryRow } from './line-summary.repository';

export type CompanyLineRow = LineSummaryRow & Omit<LineAccessRow, 'id' | 'price_cents'>;

/** Company and park lines (园区班车, type company): a city's running ones, optionally matching a keyword. */
export const createCompanyLinesRepository = (db: DbOrTx) => ({
  /** The groups the city's running company lines are kept for. */
  groupIdsInCity: async (cityId: number, tx: DbOrTx = db): Promise<number[]> =>
    (
      await tx
        .selectFrom('lines')
        .select('group_id')
        .distinct()
        .where('city_id', '=', cityId)
        .where('type', '=', 'company')
        .where('is_active', '=', true)
        .where('group_id', 'is not', null)
        .execute()
    ).map((row) => Number(row.group_id)),

  /**
   * The city's running company lines by code, with their access rule; with a keyword, those whose code, name
   * or a station's name contains it (case-insensitive), or kept for one of `groupIds` (whose names match).
   */
  inCity: (input: { cityId: number; keyword?: string; groupIds?: readonly number[] }, tx: DbOrTx = db): Promise<CompanyLineRow[]> =>
    selectLineSummaries(tx)
      .select(['l.is_active', 'l.is_white_list', 'l.group_id', 'l.group_payer', 'l.member_price_cents'])
      .where('l.city_id', '=', input.cityId)
      .where('l.type', '=', 'company')
      .$if(input.keyword !== undefined, (query) => {
        const pattern = containsPattern(input.keyword!);
        const groupIds = [...(input.groupIds ?? [])];
        return query.where((eb) =>
          eb.or([
            eb('l.code', 'ilike', pattern),
            eb('l.name', 'ilike', pattern),
            eb.exists(
              eb
                .selectFrom('line_stops as ks')
                .innerJoin('stations as kst', 'kst.id', 'ks.station_id')
                .select(sql`1`.as('one'))
                .whereRef('ks.line_id', '=', 'l.id')
                .where('kst.name', 'ilike', pattern),
            ),
            ...(groupIds.length > 0 ? [eb('l.group_id', 'in', groupIds)] : []),
          ]),
        );
      })
      .orderBy('l.code')
      .orderBy('l.id')
      .execute(),
});

export type CompanyLinesRepository = ReturnType<typeof createCompanyLinesRepository>;
