import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { CrowdfundStatusColumn, CrowdfundTable } from '../../../db/schema';
import type { Insertable, Selectable } from 'kysely';

export type CrowdfundRow = Selectable<CrowdfundTable> & { line_code: string; line_name: string };

const rows = (tx: DbOrTx) =>
  tx
    .selectFrom('crowdfunds as c')
    .innerJoin('lines as l', 'l.id', 'c.line_id')
    .selectAll('c')
    .select([sql<string>`c.first_day::text`.as('first_day'), 'l.code as line_code', 'l.name as line_name']);

/** The SQL of crowdfunds (decision 047): the crowdfund, the demands it came from, the passengers who joined. */
export const createCrowdfundsRepository = (db: DbOrTx) => ({
  insert: async (row: Insertable<CrowdfundTable>, tx: DbOrTx = db): Promise<number> =>
    (await tx.insertInto('crowdfunds').values(row).returning('id').executeTakeFirstOrThrow()).id,

  insertDemands: async (crowdfundId: number, demandIds: readonly number[], tx: DbOrTx = db) => {
    if (demandIds.length === 0) return;
    await tx.insertInto('crowdfund_demands').values(demandIds.map((demand_id) => ({ crowdfund_id: crowdfundId, demand_id }))).execute();
  },

  findById: (id: number, tx: DbOrTx = db): Promise<CrowdfundRow | undefined> => rows(tx).where('c.id', '=', id).executeTakeFirst(),
  findByLine: (lineId: number, tx: DbOrTx = db): Promise<CrowdfundRow | undefined> => rows(tx).where('c.line_id', '=', lineId).executeTakeFirst(),
  findByShareCode: (code: string, tx: DbOrTx = db): Promise<CrowdfundRow | undefined> => rows(tx).where('c.share_code', '=', code).executeTakeFirst(),

  /** The crowdfund's row, held until `tx` ends: its state changes queue on it. */
  lock: (id: number, tx: DbOrTx): Promise<CrowdfundRow | undefined> =>
    tx
      .selectFrom('crowdfunds as c')
      .innerJoin('lines as l', 'l.id', 'c.line_id')
      .selectAll('c')
      .select([sql<string>`c.first_day::text`.as('first_day'), 'l.code as line_code', 'l.name as line_name'])
      .where('c.id', '=', id)
      .forUpdate('c')
      .executeTakeFirst(),

  list: (status: CrowdfundStatusColumn | undefined, tx: DbOrTx = db): Promise<CrowdfundRow[]> => {
    let query = rows(tx);
    if (status) query = query.where('c.status', '=', status);
    return query.orderBy(sql`c.status = 'gathering'`, 'desc').orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(500).execute();
  },

  gatheringIds: async (tx: DbOrTx = db): Promise<number[]> =>
    (await tx.selectFrom('crowdfunds').select('id').where('status', '=', 'gathering').orderBy('deadline').execute()).map((r) => r.id),

  /** Claims an ended crowdfund still to settle, unless another instance claimed it in the last `leaseMs`. */
  claimUnsettled: async (at: Date, leaseMs: number, only?: number, tx: DbOrTx = db): Promise<number[]> =>
    (
      await tx
        .updateTable('crowdfunds')
        .set({ settle_claimed_at: at })
        .$if(only !== undefined, (qb) => qb.where('id', '=', only!))
        .where('status', 'in', ['failed', 'closed'])
        .where('settled_at', 'is', null)
        .where((eb) => eb.or([eb('settle_claimed_at', 'is', null), eb('settle_claimed_at', '<', new Date(at.getTime() - leaseMs))]))
        .returning('id')
        .execute()
    ).map((r) => r.id),

  update: async (
    id: number,
    change: Partial<{ status: CrowdfundStatusColumn; deadline: Date; close_reason: string; ended_at: Date; settled_at: Date; notified_at: Date }>,
    at: Date,
    tx: DbOrTx = db,
  ) => {
    await tx.updateTable('crowdfunds').set({ ...change, updated_at: at }).where('id', '=', id).execute();
  },

  demandIds: async (crowdfundId: number, tx: DbOrTx = db): Promise<number[]> =>
    (await tx.selectFrom('crowdfund_demands').select('demand_id').where('crowdfund_id', '=', crowdfundId).orderBy('demand_id').execute()).map((r) => r.demand_id),

  /**
   * The demands still open among these (已提交, 评估中): only those may make a proposal. With `isLocked` their rows
   * are held until `tx` ends, so two proposals at once cannot both take the same demand.
   */
  openDemands: (ids: readonly number[], tx: DbOrTx = db, isLocked = false) => {
    if (ids.length === 0) return Promise.resolve([]);
    const query = tx
      .selectFrom('demands')
      .select(['id', 'city_id', 'from_name', 'from_lng', 'from_lat', 'to_name', 'to_lng', 'to_lat', 'time_kind', 'window_start_minutes', 'window_end_minutes', 'weekdays', 'people'])
      .where('id', 'in', ids)
      .where('status', 'in', ['submitted', 'evaluating'])
      .orderBy('id');
    return (isLocked ? query.forUpdate() : query).execute();
  },

  /** The crowdfund's demands take its line and state (their submitters see it in my-custom). */
  markDemands: async (crowdfundId: number, change: { status: 'gathering' | 'opened' | 'failed'; line_id?: number }, at: Date, tx: DbOrTx = db) => {
    await tx
      .updateTable('demands')
      .set({ ...change, updated_at: at })
      .where('id', 'in', (eb) => eb.selectFrom('crowdfund_demands').select('demand_id').where('crowdfund_id', '=', crowdfundId))
      .execute();
  },

  /** Submitters of the crowdfund's demands and their 同路 supporters. */
  demandPeople: async (crowdfundId: number, tx: DbOrTx = db): Promise<number[]> => {
    const result = await sql<{ user_id: number }>`
      SELECT d.user_id FROM demands d JOIN crowdfund_demands cd ON cd.demand_id = d.id WHERE cd.crowdfund_id = ${crowdfundId}
      UNION
      SELECT s.user_id FROM demand_supporters s JOIN crowdfund_demands cd ON cd.demand_id = s.demand_id WHERE cd.crowdfund_id = ${crowdfundId}`.execute(tx);
    return result.rows.map((r) => Number(r.user_id));
  },

  join: async (crowdfundId: number, userId: number, tx: DbOrTx = db) => {
    await tx.insertInto('crowdfund_joins').values({ crowdfund_id: crowdfundId, user_id: userId }).onConflict((oc) => oc.doNothing()).execute();
  },

  hasJoined: async (crowdfundId: number, userId: number, tx: DbOrTx = db): Promise<boolean> =>
    (await tx.selectFrom('crowdfund_joins').select('user_id').where('crowdfund_id', '=', crowdfundId).where('user_id', '=', userId).executeTakeFirst()) !== undefined,

  joinedUsers: async (crowdfundId: number, tx: DbOrTx = db): Promise<number[]> =>
    (await tx.selectFrom('crowdfund_joins').select('user_id').where('crowdfund_id', '=', crowdfundId).execute()).map((r) => r.user_id),

  /** The crowdfunded lines a passenger joined or bought on (their orders are buying's: passed in as line ids); carpools are my-pool's. */
  ofUser: (userId: number, lineIds: readonly number[], tx: DbOrTx = db): Promise<CrowdfundRow[]> =>
    rows(tx)
      .where('c.kind', '=', 'line')
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('crowdfund_joins as j').select('j.user_id').whereRef('j.crowdfund_id', '=', 'c.id').where('j.user_id', '=', userId)),
          ...(lineIds.length > 0 ? [eb('c.line_id', 'in', lineIds)] : []),
        ]),
      )
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(100)
      .execute(),

  /** A text message sent about a crowdfund (sent_messages: an order's history shows those with an order). */
  recordMessage: async (m: { orderId: number | null; phone: string; template: string; content: string; status: 'sent' | 'failed'; at: Date }, tx: DbOrTx = db) => {
    await tx.insertInto('sent_messages').values({ order_id: m.orderId, phone: m.phone, template: m.template, content: m.content, status: m.status, sent_at: m.at }).execute();
  },
});

export type CrowdfundsRepository = ReturnType<typeof createCrowdfundsRepository>;
