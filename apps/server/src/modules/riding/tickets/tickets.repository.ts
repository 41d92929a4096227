import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { OrderStatus, PeriodPassKindValue, TicketStatus } from '../../../db/schema';

/** Tickets a passenger sees: those of paid orders (pending and released ones belong to unpaid orders). */
export const SHOWN_STATUSES: readonly TicketStatus[] = ['valid', 'used', 'refunded'];

/** A ticket with everything its answer shows, in one row: order, departure, line, stops, bus. */
export type TicketRow = {
  id: number;
  order_id: number;
  departure_id: number;
  service_date: string;
  passenger_name: string;
  passenger_id_masked: string;
  price_cents: number;
  status: TicketStatus;
  checked_at: Date | null;
  order_no: string;
  order_status: OrderStatus;
  line_id: number;
  line_code: string;
  line_name: string;
  /** The line's driver takes a transit card swipe (decision 053). */
  accepts_transit_card: boolean;
  departs_at: Date;
  board_seq: number;
  board_minutes: number;
  board_station_id: number | null;
  board_name: string;
  board_lng: number;
  board_lat: number;
  alight_seq: number;
  alight_minutes: number;
  alight_station_id: number | null;
  alight_name: string;
  alight_lng: number;
  alight_lat: number;
  vehicle_id: number | null;
  plate: string | null;
  driver_name: string | null;
  driver_phone: string | null;
  /** The operator stopped the departure (停运) and this ticket's refund was that stop's: why. Else null. */
  stop_reason: string | null;
  /** The line is on presale, not yet confirmed (a crowdfund gathering riders, decision 047): the ticket waits. */
  is_gathering: boolean;
  /** A term pass's student (decision 049): the guardian is told of the check-in. Null for any other ticket. */
  student_id: number | null;
  /** A day of a period pass (decision 050): the pass's kind and period; null for any other ticket. */
  pass_kind: PeriodPassKindValue | null;
  pass_starts_on: string | null;
  pass_ends_on: string | null;
};

export type TicketTab = 'toRide' | 'used' | 'refunded' | 'expired';

export type PositionRow = { lng: number; lat: number; speed_kmh: number; heading: number; recorded_at: Date };

const ticketRows = (tx: DbOrTx) =>
  tx
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('departures as d', 'd.id', 't.departure_id')
    .innerJoin('lines as l', 'l.id', 'o.line_id')
    // The stops as they are now; a stop removed since the purchase still answers (time of the first stop).
    .leftJoin('line_stops as bs', (join) => join.onRef('bs.line_id', '=', 'o.line_id').onRef('bs.seq', '=', 'o.board_seq'))
    .leftJoin('stations as bst', 'bst.id', 'bs.station_id')
    .leftJoin('line_stops as als', (join) => join.onRef('als.line_id', '=', 'o.line_id').onRef('als.seq', '=', 'o.alight_seq'))
    .leftJoin('stations as ast', 'ast.id', 'als.station_id')
    .leftJoin('vehicles as v', 'v.id', 'd.vehicle_id')
    // The driver the dispatcher put on the departure, else the bus's own (the console's dispatch board).
    .leftJoin('drivers as dr', 'dr.id', 'd.driver_id')
    .leftJoin('period_passes as pp', 'pp.order_id', 'o.id')
    .select([
      'pp.kind as pass_kind', sql<string | null>`pp.starts_on::text`.as('pass_starts_on'), sql<string | null>`pp.ends_on::text`.as('pass_ends_on'),
      't.id', 't.order_id', 't.departure_id', sql<string>`t.service_date::text`.as('service_date'), 't.passenger_name',
      't.passenger_id_masked', 't.price_cents', 't.status', 't.checked_at',
      'o.order_no', 'o.status as order_status', 'o.student_id', 'o.line_id', 'l.code as line_code', 'l.name as line_name', 'l.accepts_transit_card',
      'd.departs_at', 'd.vehicle_id', 'v.plate',
      sql<string | null>`CASE WHEN d.status = 'cancelled' AND t.status = 'refunded' AND EXISTS (
        SELECT 1 FROM refund_tickets rt JOIN refunds r ON r.id = rt.refund_id WHERE rt.ticket_id = t.id AND r.reason = 'departureCancelled'
      ) THEN d.cancel_reason END`.as('stop_reason'),
      sql<boolean>`EXISTS (SELECT 1 FROM line_presales p WHERE p.line_id = o.line_id AND p.status = 'presale')`.as('is_gathering'),
      sql<string | null>`coalesce(dr.name, v.driver_name)`.as('driver_name'), sql<string | null>`coalesce(dr.phone, v.driver_phone)`.as('driver_phone'),
      'o.board_seq', sql<number>`coalesce(bs.minutes_from_start, 0)`.as('board_minutes'), 'bs.station_id as board_station_id',
      sql<string>`coalesce(bst.name, '')`.as('board_name'), sql<number>`coalesce(bst.lng, 0)`.as('board_lng'), sql<number>`coalesce(bst.lat, 0)`.as('board_lat'),
      'o.alight_seq', sql<number>`coalesce(als.minutes_from_start, 0)`.as('alight_minutes'), 'als.station_id as alight_station_id',
      sql<string>`coalesce(ast.name, '')`.as('alight_name'), sql<number>`coalesce(ast.lng, 0)`.as('alight_lng'), sql<number>`coalesce(ast.lat, 0)`.as('alight_lat'),
    ]);

/** When the check window of a row closes, in SQL: the bus at the boarding stop plus the closing minutes. */
const closesAt = (closeMinutes: number) =>
  sql<Date>`d.departs_at + make_interval(mins => coalesce(bs.minutes_from_start, 0)::integer + ${closeMinutes}::integer)`;

/** The SQL of riding: tickets as passengers see them, checking in, and where the buses are. */
export const createTicketsRepository = (db: DbOrTx) => ({
  /** One of the user's shown tickets; another user's, an unpaid order's or a missing one is undefined. */
  findOwned: (userId: number, ticketId: number, tx: DbOrTx = db): Promise<TicketRow | undefined> =>
    ticketRows(tx).where('t.id', '=', ticketId).where('o.user_id', '=', userId).where('t.status', 'in', SHOWN_STATUSES).executeTakeFirst(),

  /** A shown ticket by id alone: for share links, whose signature already names it. */
  findShown: (ticketId: number, tx: DbOrTx = db): Promise<TicketRow | undefined> =>
    ticketRows(tx).where('t.id', '=', ticketId).where('t.status', 'in', SHOWN_STATUSES).executeTakeFirst(),

  /**
   * A page of the user's tickets on a tab. toRide: valid with the check window still open or to come, soonest
   * first; expired: valid with the window closed; used and refunded by status; those three latest first.
   */
  listByUser: (userId: number, tab: TicketTab, page: { offset: number; limit: number; now: Date; closeMinutes: number }, tx: DbOrTx = db): Promise<TicketRow[]> => {
    let query = ticketRows(tx).where('o.user_id', '=', userId);
    if (tab === 'toRide' || tab === 'expired') {
      query = query.where('t.status', '=', 'valid');
      query = tab === 'toRide' ? query.where(closesAt(page.closeMinutes), '>=', page.now) : query.where(closesAt(page.closeMinutes), '<', page.now);
    } else {
      query = query.where('t.status', '=', tab === 'used' ? 'used' : 'refunded');
    }
    const direction = tab === 'toRide' ? 'asc' : 'desc';
    return query.orderBy('d.departs_at', direction).orderBy('t.id', direction).offset(page.offset).limit(page.limit).execute();
  },

  /** The check-in itself: valid → used, once. False when the ticket was no longer valid (checked meanwhile). */
  markUsed: async (ticketId: number, at: Date, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx
      .updateTable('tickets')
      .set({ status: 'used', checked_at: at })
      .where('id', '=', ticketId)
      .where('status', '=', 'valid')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The vehicle's latest report, if it ever reported. */
  latestPosition: (vehicleId: number, tx: DbOrTx = db): Promise<PositionRow | undefined> =>
    tx
      .selectFrom('vehicle_positions')
      .select(['lng', 'lat', 'speed_kmh', 'heading', 'recorded_at'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('recorded_at', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /** A line's stops in order with their places, and its drawn route. */
  findLineMap: async (lineId: number, tx: DbOrTx = db) => {
    const [stops, line] = await Promise.all([
      tx
        .selectFrom('line_stops as ls')
        .innerJoin('stations as s', 's.id', 'ls.station_id')
        .select(['ls.seq', 's.name', 's.lng', 's.lat'])
        .where('ls.line_id', '=', lineId)
        .orderBy('ls.seq')
        .execute(),
      tx.selectFrom('lines').select('shape').where('id', '=', lineId).executeTakeFirst(),
    ]);
    return { stops, shape: line?.shape ?? null };
  },
});

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
