import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { TicketStatus } from '../../../db/schema';

/** A ticket of a group's order as its statement lists it, with what decides its state. */
export type StatementTicketRow = {
  id: number;
  order_id: number;
  order_no: string;
  service_date: string;
  departs_at: Date;
  line_code: string;
  line_name: string;
  passenger_name: string;
  buyer_phone: string;
  price_cents: number;
  group_cents: number;
  status: TicketStatus;
  /** Refunded by the operator's stop of its departure (riding's stop_reason, as a flag). */
  is_stopped: boolean;
  is_gathering: boolean;
  /** Minutes from the first stop to the rider's boarding stop: the check window is counted from there. */
  board_minutes: number;
};

/** The SQL of a group's statement (decision 048): its orders' tickets by service date. */
export const createGroupStatementRepository = (db: DbOrTx) => ({
  /**
   * Every ticket of an order the group pays for, with a service date in [from, to): orders paid, or paid and
   * refunded since (never the unpaid ones), by service date, departure time and ticket.
   */
  findTickets: (groupId: number, range: { from: string; to: string }, tx: DbOrTx = db): Promise<StatementTicketRow[]> =>
    tx
      .selectFrom('tickets as t')
      .innerJoin('orders as o', 'o.id', 't.order_id')
      .innerJoin('departures as d', 'd.id', 't.departure_id')
      .innerJoin('lines as l', 'l.id', 'o.line_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .leftJoin('line_stops as bs', (join) => join.onRef('bs.line_id', '=', 'o.line_id').onRef('bs.seq', '=', 'o.board_seq'))
      .select([
        't.id', 't.order_id', 'o.order_no', sql<string>`t.service_date::text`.as('service_date'), 'd.departs_at',
        'l.code as line_code', 'l.name as line_name', 't.passenger_name', 'u.phone as buyer_phone', 't.price_cents', 't.group_cents', 't.status',
        sql<boolean>`(d.status = 'cancelled' AND t.status = 'refunded' AND EXISTS (
          SELECT 1 FROM refund_tickets rt JOIN refunds r ON r.id = rt.refund_id WHERE rt.ticket_id = t.id AND r.reason = 'departureCancelled'))`.as('is_stopped'),
        sql<boolean>`EXISTS (SELECT 1 FROM line_presales p WHERE p.line_id = o.line_id AND p.status = 'presale')`.as('is_gathering'),
        sql<number>`coalesce(bs.minutes_from_start, 0)`.as('board_minutes'),
      ])
      .where('o.group_id', '=', groupId)
      .where('o.status', 'in', ['paid', 'refunded'])
      .where('t.status', 'in', ['valid', 'used', 'refunded', 'released'])
      .where('t.service_date', '>=', range.from)
      .where('t.service_date', '<', range.to)
      .orderBy('t.service_date')
      .orderBy('d.departs_at')
      .orderBy('t.id')
      .execute(),
});

export type GroupStatementRepository = ReturnType<typeof createGroupStatementRepository>;
