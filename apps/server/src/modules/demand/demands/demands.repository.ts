import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { DemandStatusColumn, DemandTable } from '../../../db/schema';

/** A demand with what any view of it needs: its supporters counted, its line and campaign named. */
export type DemandRow = Selectable<DemandTable> & { line_code: string | null; line_name: string | null; od_campaign_name: string | null; supporters: number };

/** What a submission writes (a new row, or the latest values of the row it merges into). */
export type DemandValues = Omit<DemandRow, 'id' | 'user_id' | 'status' | 'share_code' | 'line_id' | 'line_code' | 'line_name' | 'od_campaign_name' | 'supporters' | 'created_at' | 'updated_at'>;

/** The demands still collecting (已提交, 评估中): merged into, clustered, marked. */
export const OPEN_STATUSES: readonly DemandStatusColumn[] = ['submitted', 'evaluating'];

/** Demands (alias d) with their supporters, line and campaign, to filter and order further. */
export const selectDemands = (tx: DbOrTx) =>
  tx
    .selectFrom('demands as d')
    .leftJoin('lines as l', 'l.id', 'd.line_id')
    .leftJoin('od_campaigns as c', 'c.id', 'd.od_campaign_id')
    .select([
      'd.id', 'd.user_id', 'd.city_id',
      'd.from_name', 'd.from_address', 'd.from_lng', 'd.from_lat', 'd.from_station_id',
      'd.to_name', 'd.to_address', 'd.to_lng', 'd.to_lat', 'd.to_station_id',
      'd.time_kind', 'd.window_start_minutes', 'd.window_end_minutes', 'd.weekdays', 'd.people', 'd.note', 'd.status', 'd.share_code',
      'd.line_id', 'l.code as line_code', 'l.name as line_name', 'd.od_campaign_id', 'c.name as od_campaign_name',
      sql<number>`(SELECT count(*)::integer FROM demand_supporters s WHERE s.demand_id = d.id)`.as('supporters'),
      'd.created_at', 'd.updated_at',
    ]);

/** The passengers' demands (decision 046) and the supporters who added themselves from a share. */
export const createDemandsRepository = (db: DbOrTx) => ({
  find: (id: number, tx: DbOrTx = db): Promise<DemandRow | undefined> => selectDemands(tx).where('d.id', '=', id).executeTakeFirst(),

  findByCode: (code: string, tx: DbOrTx = db): Promise<DemandRow | undefined> => selectDemands(tx).where('d.share_code', '=', code).executeTakeFirst(),

  /** The passenger's own demands and those they joined, newest first. */
  listMine: (userId: number, tx: DbOrTx = db): Promise<DemandRow[]> =>
    selectDemands(tx)
      .where((eb) =>
        eb.or([
          eb('d.user_id', '=', userId),
          eb.exists(eb.selectFrom('demand_supporters as j').select('j.demand_id').whereRef('j.demand_id', '=', 'd.id').where('j.user_id', '=', userId)),
        ]),
      )
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .execute(),

  /** The passenger's open demands of this kind of time whose window starts within `minutes` of `startMinutes`. */
  findMergeCandidates: (userId: number, timeKind: DemandRow['time_kind'], startMinutes: number, minutes: number, tx: DbOrTx = db): Promise<DemandRow[]> =>
    selectDemands(tx)
      .where('d.user_id', '=', userId)
      .where('d.status', 'in', OPEN_STATUSES)
      .where('d.time_kind', '=', timeKind)
      .where(sql<boolean>`abs(d.window_start_minutes - ${startMinutes}::integer) <= ${minutes}::integer`)
      .orderBy('d.id')
      .execute(),

  /** A new demand; undefined when the share code is taken already (the caller draws another). */
  insert: async (userId: number, values: DemandValues, shareCode: string, now: Date, tx: DbOrTx = db): Promise<number | undefined> =>
    (
      await tx
        .insertInto('demands')
        .values({ user_id: userId, ...values, share_code: shareCode, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('share_code').doNothing())
        .returning('id')
        .executeTakeFirst()
    )?.id,

  update: async (id: number, values: DemandValues, now: Date, tx: DbOrTx = db): Promise<void> => {
    await tx.updateTable('demands').set({ ...values, updated_at: now }).where('id', '=', id).execute();
  },

  /** How many open demands the passenger holds. */
  countOpen: async (userId: number, tx: DbOrTx = db): Promise<number> =>
    Number(
      (
        await tx
          .selectFrom('demands')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .where('status', 'in', OPEN_STATUSES)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /** Deletes the passenger's demand while it is open (its supporters go with it); whether it did. */
  deleteOpen: async (id: number, userId: number, tx: DbOrTx = db): Promise<boolean> =>
    (await tx.deleteFrom('demands').where('id', '=', id).where('user_id', '=', userId).where('status', 'in', OPEN_STATUSES).executeTakeFirst()).numDeletedRows > 0n,

  /** Of these demands, the ones the passenger joined. */
  joinedBy: async (userId: number, demandIds: readonly number[], tx: DbOrTx = db): Promise<Set<number>> => {
    if (demandIds.length === 0) return new Set();
    const rows = await tx.selectFrom('demand_supporters').select('demand_id').where('user_id', '=', userId).where('demand_id', 'in', demandIds).execute();
    return new Set(rows.map((row) => row.demand_id));
  },

  /** 同路 +1, once: a second join of the same passenger changes nothing. */
  join: async (demandId: number, userId: number, tx: DbOrTx = db): Promise<void> => {
    await tx
      .insertInto('demand_supporters')
      .values({ demand_id: demandId, user_id: userId })
      .onConflict((oc) => oc.columns(['demand_id', 'user_id']).doNothing())
      .execute();
  },

  /** The passenger's demands submitted through the campaign, newest first. */
  idsInCampaign: async (userId: number, campaignId: number, tx: DbOrTx = db): Promise<number[]> =>
    (
      await tx
        .selectFrom('demands')
        .select('id')
        .where('user_id', '=', userId)
        .where('od_campaign_id', '=', campaignId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.id),
});

export type DemandsRepository = ReturnType<typeof createDemandsRepository>;
