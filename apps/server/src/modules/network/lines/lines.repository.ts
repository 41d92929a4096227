import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { GroupPayerValue, LineType } from '../../../db/schema';
import { selectLineSummaries, type LineSummaryRow } from './line-summary.repository';

export type LineStateRow = { id: number; is_active: boolean; is_white_list: boolean; reverse_line_id: number | null };

/** What decides who may buy a line (line-access.ts), and its fare. */
export type LineAccessRow = {
  id: number;
  is_active: boolean;
  price_cents: number;
  is_white_list: boolean;
  group_id: number | null;
  group_payer: GroupPayerValue;
  member_price_cents: number;
};

const accessColumns = ['id', 'is_active', 'price_cents', 'is_white_list', 'group_id', 'group_payer', 'member_price_cents'] as const;

/** Lines as lists show them; every query here returns active lines only (through selectLineSummaries). */
export const createLinesRepository = (db: DbOrTx) => ({
  /** Any line, active or not: collect and white-list checks need to tell unknown from inactive. */
  findState: (lineId: number, tx: DbOrTx = db): Promise<LineStateRow | undefined> =>
    tx
      .selectFrom('lines')
      .select(['id', 'is_active', 'is_white_list', 'reverse_line_id'])
      .where('id', '=', lineId)
      .executeTakeFirst(),

  /** Any line's access rule, active or not. */
  findAccess: (lineId: number, tx: DbOrTx = db): Promise<LineAccessRow | undefined> =>
    tx.selectFrom('lines').select(accessColumns).where('id', '=', lineId).executeTakeFirst(),

  /** The line's access rule and code, locked until `tx` ends: a change of who may buy it takes turns. */
  lockAccess: (lineId: number, tx: DbOrTx): Promise<(LineAccessRow & { code: string; name: string }) | undefined> =>
    tx.selectFrom('lines').select([...accessColumns, 'code', 'name']).where('id', '=', lineId).forUpdate().executeTakeFirst(),

  /** Keeps the line for a group's members (or for everyone again, groupId null) with its terms. */
  setGroup: async (
    lineId: number,
    terms: { groupId: number | null; payer: GroupPayerValue; memberPriceCents: number; isNewGroup: boolean },
    at: Date,
    tx: DbOrTx,
  ): Promise<void> => {
    await tx
      .updateTable('lines')
      .set({
        group_id: terms.groupId,
        group_payer: terms.payer,
        member_price_cents: terms.memberPriceCents,
        // A school's sale period (decision 049) is its own: a line joining or leaving a group starts without one.
        ...(terms.isNewGroup ? { sells_until: null } : {}),
        updated_at: at,
      })
      .where('id', '=', lineId)
      .execute();
  },

  /** The active lines kept for a group, by code, with their terms. */
  findGroupLines: (groupId: number, tx: DbOrTx = db): Promise<(LineSummaryRow & { group_payer: GroupPayerValue; member_price_cents: number })[]> =>
    selectLineSummaries(tx)
      .select(['l.group_payer', 'l.member_price_cents'])
      .where('l.group_id', '=', groupId)
      .orderBy('l.code')
      .orderBy('l.id')
      .execute(),

  /** Of these phone-list lines, those whose list (line_whitelist) has the user's account phone: one query for a list. */
  listedOn: async (lineIds: readonly number[], userId: number, tx: DbOrTx = db): Promise<Set<number>> => {
    if (lineIds.length === 0) return new Set();
    const rows = await tx
      .selectFrom('line_whitelist as w')
      .innerJoin('users as u', 'u.phone', 'w.phone')
      .select('w.line_id')
      .where('w.line_id', 'in', [...lineIds])
      .where('u.id', '=', userId)
      .execute();
    return new Set(rows.map((row) => Number(row.line_id)));
  },

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

  /** A region and every region under it (its sub-districts), or undefined for an unknown region. */
  findRegionTree: async (regionId: number, tx: DbOrTx = db): Promise<{ id: number; name: string; ids: number[] } | undefined> => {
    const rows = (
      await sql<{ id: number; name: string; depth: number }>`
        WITH RECURSIVE tree AS (
          SELECT id, name, 0 AS depth FROM regions WHERE id = ${regionId}
          UNION ALL
          SELECT r.id, r.name, tree.depth + 1 FROM regions r JOIN tree ON r.parent_id = tree.id WHERE tree.depth < 3
        )
        SELECT id, name, depth FROM tree`.execute(tx)
    ).rows;
    const root = rows.find((row) => row.depth === 0);
    return root ? { id: Number(root.id), name: root.name, ids: rows.map((row) => Number(row.id)) } : undefined;
  },

  /** Active lines with a boarding stop at a station of these regions, by code. */
  findBoardingInRegions: (regionIds: readonly number[], tx: DbOrTx = db): Promise<LineSummaryRow[]> =>
    selectLineSummaries(tx)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('line_stops as ls')
            .innerJoin('stations as s', 's.id', 'ls.station_id')
            .select('ls.line_id')
            .whereRef('ls.line_id', '=', 'l.id')
            .where('ls.can_board', '=', true)
            .where('s.region_id', 'in', [...regionIds]),
        ),
      )
      .orderBy('l.code')
      .orderBy('l.id')
      .execute(),

  /** The boarding stops of these lines at stations of these regions, in each line's order. */
  findBoardingStopNames: async (lineIds: readonly number[], regionIds: readonly number[], tx: DbOrTx = db): Promise<{ line_id: number; name: string }[]> =>
    lineIds.length === 0
      ? []
      : tx
          .selectFrom('line_stops as ls')
          .innerJoin('stations as s', 's.id', 'ls.station_id')
          .select(['ls.line_id', 's.name'])
          .where('ls.line_id', 'in', [...lineIds])
          .where('ls.can_board', '=', true)
          .where('s.region_id', 'in', [...regionIds])
          .orderBy('ls.line_id')
          .orderBy('ls.seq')
          .execute(),

  /** Other lines sharing at least `minShared` stations with the line, most shared first, then by code. */
  /** The other lines of the line's GTFS route (lines.route_group, decision 061), its most frequent patterns first. */
  findRouteGroup: (lineId: number, limit: number, tx: DbOrTx = db): Promise<LineSummaryRow[]> =>
    selectLineSummaries(tx)
      .where('l.route_group', '=', (eb) => eb.selectFrom('lines as own').select('own.route_group').where('own.id', '=', lineId))
      .where('l.id', '<>', lineId)
      .orderBy('l.route_rank')
      .orderBy('l.id')
      .limit(limit)
      .execute(),

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

  /** Whether the passenger collected the line. */
  isCollected: async (lineId: number, userId: number, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx.selectFrom('line_collections').select('line_id').where('user_id', '=', userId).where('line_id', '=', lineId).executeTakeFirst();
    return row !== undefined;
  },
});

export type LinesRepository = ReturnType<typeof createLinesRepository>;
