import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { TicketStatus } from '../../../db/schema';

/** A school day of a student's term pass: its ticket, departure, line and the student's boarding stop. */
export type StudentRideRow = {
  id: number;
  order_no: string;
  service_date: string;
  status: TicketStatus;
  checked_at: Date | null;
  departs_at: Date;
  line_code: string;
  board_name: string;
  /** When the bus is due at the student's boarding stop. */
  boards_at: Date;
};

/** The SQL of a student's rides (decision 049), read from the term-pass orders buying wrote. */
export const createStudentRidesRepository = (db: DbOrTx) => ({
  /**
   * Every ticket of the student's term passes bought by this guardian, soonest day first: released tickets (an
   * order that ended unpaid) and holds whose deadline has passed at `now` (the sweep has not reached them) left out.
   */
  listByStudent: (guardianUserId: number, studentId: number, now: Date, tx: DbOrTx = db): Promise<StudentRideRow[]> =>
    tx
      .selectFrom('tickets as t')
      .innerJoin('orders as o', 'o.id', 't.order_id')
      .innerJoin('departures as d', 'd.id', 't.departure_id')
      .innerJoin('lines as l', 'l.id', 'o.line_id')
      .leftJoin('line_stops as bs', (join) => join.onRef('bs.line_id', '=', 'o.line_id').onRef('bs.seq', '=', 'o.board_seq'))
      .leftJoin('stations as bst', 'bst.id', 'bs.station_id')
      .select([
        't.id', 'o.order_no', sql<string>`t.service_date::text`.as('service_date'), 't.status', 't.checked_at', 'd.departs_at',
        'l.code as line_code', sql<string>`coalesce(bst.name, '')`.as('board_name'),
        sql<Date>`d.departs_at + make_interval(mins => coalesce(bs.minutes_from_start, 0)::integer)`.as('boards_at'),
      ])
      .where('o.student_id', '=', studentId)
      .where('o.user_id', '=', guardianUserId)
      .where('t.status', '<>', 'released')
      .where((eb) => eb.not(eb.and([eb('t.status', '=', 'pending'), eb('o.expires_at', '<=', now)])))
      .orderBy('t.service_date')
      .orderBy('d.departs_at')
      .orderBy('t.id')
      .execute(),
});

export type StudentRidesRepository = ReturnType<typeof createStudentRidesRepository>;
