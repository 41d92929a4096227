import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

export type PresaleStatus = 'presale' | 'released' | 'closed';
export type PresaleRow = { line_id: number; status: PresaleStatus; dates: string[]; sales_close_at: Date };

/** An order on a presold line: its riders (tickets on the first date) and what went back to it. */
export type PresaleOrderRow = {
  id: number;
  order_no: string;
  user_id: number;
  status: 'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded';
  payable_cents: number;
  created_at: Date;
  riders: number;
  /** Its first-date tickets still valid or used: the riders it commits. */
  live_riders: number;
  /** Those tickets' ids (a carpool shows its riders their ride codes, decision 051). */
  live_ticket_ids: number[];
  refunded_cents: number;
};

/** The SQL of presales (line_presales, decision 047). */
export const createPresalesRepository = (db: DbOrTx) => ({
  find: (lineId: number, tx: DbOrTx = db): Promise<PresaleRow | undefined> =>
    tx.selectFrom('line_presales').select(['line_id', 'status', 'dates', 'sales_close_at']).where('line_id', '=', lineId).executeTakeFirst(),

  insert: async (row: { line_id: number; dates: string[]; sales_close_at: Date }, tx: DbOrTx = db): Promise<void> => {
    await tx.insertInto('line_presales').values(row).execute();
  },

  /** Every order on the line that held seats on its first date, newest first (a crowdfund's commitments). */
  orders: (lineId: number, firstDate: string, tx: DbOrTx = db): Promise<PresaleOrderRow[]> =>
    tx
      .selectFrom('orders as o')
      .innerJoin('tickets as t', (join) => join.onRef('t.order_id', '=', 'o.id').on('t.service_date', '=', firstDate))
      .select((eb) => [
        'o.id',
        'o.order_no',
        'o.user_id',
        'o.status',
        'o.payable_cents',
        'o.created_at',
        eb.fn.countAll<number>().as('riders'),
        sql<number>`count(*) FILTER (WHERE t.status IN ('valid', 'used'))`.as('live_riders'),
        sql<number[] | null>`array_agg(t.id ORDER BY t.id) FILTER (WHERE t.status IN ('valid', 'used'))`.as('live_ticket_ids'),
        sql<number>`coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = o.id AND r.status <> 'failed'), 0)`.as('refunded_cents'),
      ])
      .where('o.line_id', '=', lineId)
      .groupBy(['o.id', 'o.order_no', 'o.user_id', 'o.status', 'o.payable_cents', 'o.created_at'])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .execute()
      .then((rows) =>
        rows.map((r) => ({
          ...r,
          riders: Number(r.riders),
          live_riders: Number(r.live_riders),
          live_ticket_ids: (r.live_ticket_ids ?? []).map(Number),
          refunded_cents: Number(r.refunded_cents),
        })),
      ),

  /** Riders committed on the line: its first-date tickets of paid orders still valid or used. */
  committedRiders: async (lineId: number, firstDate: string, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .selectFrom('tickets as t')
      .innerJoin('orders as o', 'o.id', 't.order_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('o.line_id', '=', lineId)
      .where('o.status', '=', 'paid')
      .where('t.service_date', '=', firstDate)
      .where('t.status', 'in', ['valid', 'used'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The presold lines (any status) the user ordered on. */
  linesOfUser: async (userId: number, tx: DbOrTx = db): Promise<number[]> =>
    (
      await tx
        .selectFrom('orders as o')
        .innerJoin('line_presales as p', 'p.line_id', 'o.line_id')
        .select('o.line_id')
        .distinct()
        .where('o.user_id', '=', userId)
        .execute()
    ).map((r) => r.line_id),

  /** Moves a presale on; only from 'presale' (false when it had already moved). */
  update: async (lineId: number, change: { status?: PresaleStatus; sales_close_at?: Date }, at: Date, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx
      .updateTable('line_presales')
      .set({ ...change, updated_at: at })
      .where('line_id', '=', lineId)
      .where('status', '=', 'presale')
      .returning('line_id')
      .executeTakeFirst();
    return row !== undefined;
  },
});

export type PresalesRepository = ReturnType<typeof createPresalesRepository>;
