import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

/** A departure as the operator's console lists it: its line, seats, paid tickets, bus and driver. */
export type AdminDepartureRow = {
  id: number;
  line_id: number;
  line_code: string;
  line_name: string;
  service_date: string;
  departs_at: Date;
  capacity: number;
  seats_sold: number;
  paid_tickets: number;
  status: 'scheduled' | 'cancelled';
  cancel_reason: string | null;
  cancelled_at: Date | null;
  plate: string | null;
  driver_name: string | null;
};

export type AdminDepartureFilter = { lineId?: number; from: string; to: string; status?: 'scheduled' | 'cancelled' };

/** Why a departure is not what a seat change needs, read after the conditional update changed nothing. */
export type SeatsRefusalRow = { status: 'scheduled' | 'cancelled'; departs_at: Date; seats_sold: number };

const departureRows = (db: DbOrTx) =>
  db
    .selectFrom('departures as d')
    .innerJoin('lines as l', 'l.id', 'd.line_id')
    .leftJoin('vehicles as v', 'v.id', 'd.vehicle_id')
    .leftJoin('drivers as dr', 'dr.id', 'd.driver_id')
    .select([
      'd.id', 'd.line_id', 'l.code as line_code', 'l.name as line_name', sql<string>`d.service_date::text`.as('service_date'),
      'd.departs_at', 'd.capacity', 'd.seats_sold', 'd.status', 'd.cancel_reason', 'd.cancelled_at', 'v.plate',
      // The driver assigned to the departure, else the one the bus carries by default.
      sql<string | null>`coalesce(dr.name, nullif(v.driver_name, ''))`.as('driver_name'),
      // Tickets paid for (to ride or ridden): what a stop would have to answer for.
      sql<number>`(SELECT count(*)::integer FROM tickets t WHERE t.departure_id = d.id AND t.status IN ('valid', 'used'))`.as('paid_tickets'),
    ]);

/** The console's SQL of departures: the filtered list, one departure, and the seat change. */
export const createDeparturesAdminRepository = (db: DbOrTx) => ({
  list: async (filter: AdminDepartureFilter, page: { offset: number; limit: number }): Promise<{ rows: AdminDepartureRow[]; total: number }> => {
    let query = departureRows(db).where('d.service_date', '>=', filter.from).where('d.service_date', '<=', filter.to);
    if (filter.lineId !== undefined) query = query.where('d.line_id', '=', filter.lineId);
    if (filter.status !== undefined) query = query.where('d.status', '=', filter.status);
    let count = db.selectFrom('departures as d').select(sql<number>`count(*)::integer`.as('total')).where('d.service_date', '>=', filter.from).where('d.service_date', '<=', filter.to);
    if (filter.lineId !== undefined) count = count.where('d.line_id', '=', filter.lineId);
    if (filter.status !== undefined) count = count.where('d.status', '=', filter.status);
    const [rows, total] = await Promise.all([
      query.orderBy('d.departs_at').orderBy('l.code').orderBy('d.id').offset(page.offset).limit(page.limit).execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.total) };
  },

  find: (id: number, tx: DbOrTx = db): Promise<AdminDepartureRow | undefined> => departureRows(tx).where('d.id', '=', id).executeTakeFirst(),

  /** The lines the filter offers: every line, active first. */
  lines: () => db.selectFrom('lines').select(['id', 'code', 'name']).orderBy('is_active', 'desc').orderBy('code').orderBy('id').execute(),

  /**
   * The seat change as one conditional UPDATE: only a scheduled departure not yet left, and only down to its
   * seats sold, so a seat taken at the same moment either lands first (and the change is refused) or finds the
   * new capacity. The CTE locks the row and reads the capacity it replaces, for the audit log.
   */
  setCapacity: async (id: number, capacity: number, now: Date, tx: DbOrTx): Promise<{ before: number; after: number } | undefined> => {
    const { rows } = await sql<{ before: number; after: number }>`
      WITH old AS (SELECT id, capacity FROM departures WHERE id = ${id} FOR UPDATE)
      UPDATE departures d SET capacity = ${capacity}
      FROM old
      WHERE d.id = old.id AND d.status = 'scheduled' AND d.departs_at > ${now} AND d.seats_sold <= ${capacity}
      RETURNING old.capacity AS before, d.capacity AS after`.execute(tx);
    const row = rows[0];
    return row ? { before: Number(row.before), after: Number(row.after) } : undefined;
  },

  findSeatsState: (id: number, tx: DbOrTx): Promise<SeatsRefusalRow | undefined> =>
    tx.selectFrom('departures').select(['status', 'departs_at', 'seats_sold']).where('id', '=', id).executeTakeFirst(),
});

export type DeparturesAdminRepository = ReturnType<typeof createDeparturesAdminRepository>;
