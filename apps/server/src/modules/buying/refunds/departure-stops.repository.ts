import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

/** The departure a stop changed, as the riders' messages name it. */
export type StoppedDepartureRow = { id: number; line_id: number; line_code: string; service_date: string; departs_at: Date };

/** What a stop would do to a departure: its riders' valid tickets, unpaid holds and tickets already checked in. */
export type StopCountsRow = { valid_tickets: number; pending_orders: number; used_tickets: number };

/**
 * The SQL of stopping a departure: the orders on it, the departure's conditional update, and the refund rows
 * an operator's stop writes (reason departureCancelled).
 */
export const createDepartureStopRepository = (db: DbOrTx) => ({
  /**
   * The orders a stop has to answer for, lowest id first (the order they are locked in): paid orders with a
   * valid ticket on the departure, and unpaid ones holding a seat there.
   */
  findOrdersOn: async (departureId: number, tx: DbOrTx = db): Promise<number[]> => {
    const rows = await tx
      .selectFrom('tickets as t')
      .innerJoin('orders as o', 'o.id', 't.order_id')
      .select('o.id')
      .distinct()
      .where('t.departure_id', '=', departureId)
      .where((eb) => eb.or([eb.and([eb('t.status', '=', 'valid'), eb('o.status', '=', 'paid')]), eb.and([eb('t.status', '=', 'pending'), eb('o.status', '=', 'pending')])]))
      .orderBy('o.id')
      .execute();
    return rows.map((r) => Number(r.id));
  },

  /** Orders that came onto the departure after it was read, locked unless another writer holds them. */
  lockLateOrders: async (departureId: number, known: readonly number[], tx: DbOrTx): Promise<number[]> => {
    let query = tx
      .selectFrom('orders as o')
      .select('o.id')
      .where('o.status', 'in', ['paid', 'pending'])
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('tickets as t').select('t.id').whereRef('t.order_id', '=', 'o.id').where('t.departure_id', '=', departureId).where('t.status', 'in', ['valid', 'pending'])),
      );
    if (known.length > 0) query = query.where('o.id', 'not in', known);
    const rows = await query.orderBy('o.id').forUpdate().skipLocked().execute();
    return rows.map((r) => Number(r.id));
  },

  /**
   * The stop's conditional update: only a scheduled departure not yet left becomes cancelled, so of two
   * stops at once the second changes nothing (and refunds nothing).
   */
  markStopped: (departureId: number, reason: string, at: Date, tx: DbOrTx): Promise<StoppedDepartureRow | undefined> =>
    tx
      .updateTable('departures')
      .set({ status: 'cancelled', cancel_reason: reason, cancelled_at: at })
      .where('id', '=', departureId)
      .where('status', '=', 'scheduled')
      .where('departs_at', '>', at)
      .returning(['id', 'line_id', sql<string>`service_date::text`.as('service_date'), 'departs_at', sql<string>`(SELECT code FROM lines WHERE lines.id = departures.line_id)`.as('line_code')])
      .executeTakeFirst(),

  findDepartureState: (departureId: number, tx: DbOrTx = db) =>
    tx.selectFrom('departures').select(['status', 'departs_at', 'cancel_reason']).where('id', '=', departureId).executeTakeFirst(),

  /** The valid tickets of one order on the departure. */
  findValidTickets: (orderId: number, departureId: number, tx: DbOrTx) =>
    tx.selectFrom('tickets').select(['id']).where('order_id', '=', orderId).where('departure_id', '=', departureId).where('status', '=', 'valid').orderBy('id').execute(),

  counts: async (departureId: number, tx: DbOrTx = db): Promise<StopCountsRow> => {
    const row = await tx
      .selectFrom('tickets as t')
      .innerJoin('orders as o', 'o.id', 't.order_id')
      .select([
        sql<number>`count(*) FILTER (WHERE t.status = 'valid' AND o.status = 'paid')::integer`.as('valid_tickets'),
        sql<number>`count(DISTINCT o.id) FILTER (WHERE t.status = 'pending' AND o.status = 'pending')::integer`.as('pending_orders'),
        sql<number>`count(*) FILTER (WHERE t.status = 'used')::integer`.as('used_tickets'),
      ])
      .where('t.departure_id', '=', departureId)
      .executeTakeFirstOrThrow();
    return { valid_tickets: Number(row.valid_tickets), pending_orders: Number(row.pending_orders), used_tickets: Number(row.used_tickets) };
  },

  /** The phone of the account an order belongs to: the one a rider's message goes to. */
  findAccountPhone: async (orderId: number, tx: DbOrTx = db): Promise<string | null> => {
    const row = await tx.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id').select('u.phone').where('o.id', '=', orderId).executeTakeFirst();
    return row?.phone || null;
  },
});

export type DepartureStopRepository = ReturnType<typeof createDepartureStopRepository>;
