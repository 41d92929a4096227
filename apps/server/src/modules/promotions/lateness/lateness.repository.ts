import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { LatenessCheckTable } from '../../../db/schema';

export type LatenessOutcome = LatenessCheckTable['outcome'];

export type ReadyDeparture = { id: number; line_id: number; departs_at: Date };

/** A checked-in rider of a departure, with the timetable and the recorded passage (if any) at their boarding stop. */
export type CheckedInRider = {
  ticket_id: number;
  order_id: number;
  user_id: number;
  board_seq: number;
  minutes_from_start: number;
  station_name: string;
  /** When the bus reached the stop (left it, for the first stop), as segment learning recorded it; null: never seen there. */
  passed_at: Date | null;
};

export type DepartureLine = { code: string; name: string; late_minor_minutes: number; late_major_minutes: number };

export type CompensationInsert = {
  ticketId: number;
  departureId: number;
  userId: number;
  boardSeq: number;
  scheduledAt: Date;
  arrivedAt: Date;
  lateMinutes: number;
  percent: 50 | 100;
  paidShareCents: number;
  at: Date;
};

export type ReportFilter = { fromDate: string; toDate: string; lineId?: number; offset: number; limit: number };

const lineFilter = (lineId: number | undefined) => (lineId === undefined ? sql`` : sql`AND d.line_id = ${lineId}`);

/**
 * Lateness compensation's SQL. The judging reads the network's and live's tables (departures, line stops,
 * stop passages, the learning cursor) and buying's tickets in single queries, as buying's order read does
 * (decision 020); writes are promotions' own two tables. Coupons are granted through buying's port.
 */
export const createLatenessRepository = (db: DbOrTx) => ({
  /** The template every compensation coupon is made from (seeded by migration 0013). */
  latenessTemplateId: async (tx: DbOrTx = db): Promise<number | undefined> => {
    const row = await tx
      .selectFrom('coupon_templates')
      .select('id')
      .where('purpose', '=', 'lateness')
      .where('is_archived', '=', false)
      .orderBy('id')
      .executeTakeFirst();
    return row?.id;
  },

  /**
   * Departures ready to be judged: scheduled, leaving since `since`, with a checked-in rider, not judged yet,
   * and whose passages are final: `settleMinutes` after the timetable's last stop has passed both now and the
   * learning cursor (positions received up to it have been turned into passages). Oldest first.
   */
  readyDepartures: async (input: { since: Date; now: Date; settleMinutes: number; limit: number }, tx: DbOrTx = db): Promise<ReadyDeparture[]> => {
    const { rows } = await sql<ReadyDeparture>`
      SELECT d.id, d.line_id, d.departs_at
      FROM departures d
      CROSS JOIN (SELECT received_until FROM segment_learning_state WHERE id = 1) s
      WHERE d.status = 'scheduled'
        AND d.departs_at >= ${input.since}
        AND d.departs_at <= ${input.now}
        AND d.departs_at + make_interval(mins => ${input.settleMinutes}
              + (SELECT COALESCE(max(ls.minutes_from_start), 0) FROM line_stops ls WHERE ls.line_id = d.line_id))
            <= LEAST(${input.now}::timestamptz, s.received_until)
        AND EXISTS (SELECT 1 FROM tickets t WHERE t.departure_id = d.id AND t.status = 'used')
        AND NOT EXISTS (SELECT 1 FROM lateness_checks c WHERE c.departure_id = d.id)
      ORDER BY d.departs_at, d.id
      LIMIT ${input.limit}`.execute(tx);
    return rows.map((r) => ({ ...r, id: Number(r.id), line_id: Number(r.line_id) }));
  },

  departureLine: (lineId: number, tx: DbOrTx = db): Promise<DepartureLine | undefined> =>
    tx.selectFrom('lines').select(['code', 'name', 'late_minor_minutes', 'late_major_minutes']).where('id', '=', lineId).executeTakeFirst(),

  /** The departure's checked-in tickets (status 'used'), each with its order's boarding stop. */
  checkedInRiders: async (departureId: number, tx: DbOrTx = db): Promise<CheckedInRider[]> => {
    const { rows } = await sql<CheckedInRider>`
      SELECT t.id AS ticket_id, t.order_id, o.user_id, o.board_seq, ls.minutes_from_start, st.name AS station_name, p.passed_at
      FROM tickets t
      JOIN orders o ON o.id = t.order_id
      JOIN departures d ON d.id = t.departure_id
      JOIN line_stops ls ON ls.line_id = d.line_id AND ls.seq = o.board_seq
      JOIN stations st ON st.id = ls.station_id
      LEFT JOIN stop_passages p ON p.departure_id = d.id AND p.seq = o.board_seq
      WHERE t.departure_id = ${departureId} AND t.status = 'used'
      ORDER BY t.id`.execute(tx);
    return rows.map((r) => ({ ...r, ticket_id: Number(r.ticket_id), order_id: Number(r.order_id), user_id: Number(r.user_id) }));
  },

  /**
   * Claims the departure's judgement: true for the one caller whose row went in. A second instance's insert
   * waits for the first one's transaction and then does nothing, so a departure is judged once.
   */
  claimCheck: async (departureId: number, outcome: LatenessOutcome, at: Date, tx: DbOrTx): Promise<boolean> => {
    const row = await tx
      .insertInto('lateness_checks')
      .values({ departure_id: departureId, outcome, checked_at: at })
      .onConflict((oc) => oc.column('departure_id').doNothing())
      .returning('departure_id')
      .executeTakeFirst();
    return row !== undefined;
  },

  setCompensatedCount: (departureId: number, count: number, tx: DbOrTx) =>
    tx.updateTable('lateness_checks').set({ compensated_count: count }).where('departure_id', '=', departureId).execute(),

  /** One compensation per ticket, ever: answers its id, or undefined when the ticket already has one. */
  insertCompensation: async (c: CompensationInsert, tx: DbOrTx): Promise<number | undefined> => {
    const row = await tx
      .insertInto('lateness_compensations')
      .values({
        ticket_id: c.ticketId,
        departure_id: c.departureId,
        user_id: c.userId,
        board_seq: c.boardSeq,
        scheduled_at: c.scheduledAt,
        arrived_at: c.arrivedAt,
        late_minutes: c.lateMinutes,
        percent: c.percent,
        paid_share_cents: c.paidShareCents,
        created_at: c.at,
      })
      .onConflict((oc) => oc.column('ticket_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.id);
  },

  attachCoupon: (compensationId: number, userCouponId: number, tx: DbOrTx) =>
    tx.updateTable('lateness_compensations').set({ user_coupon_id: userCouponId }).where('id', '=', compensationId).execute(),

  /** Compensations of departures in the service dates, newest departure first, with the total amount. */
  listCompensations: async (filter: ReportFilter, tx: DbOrTx = db) => {
    const where = sql`d.service_date BETWEEN ${filter.fromDate}::date AND ${filter.toDate}::date ${lineFilter(filter.lineId)}`;
    const { rows } = await sql<{
      id: number;
      departure_id: number;
      line_id: number;
      line_code: string;
      line_name: string;
      service_date: string;
      departs_at: Date;
      ticket_id: number;
      station_name: string;
      phone: string;
      passenger_name: string;
      scheduled_at: Date;
      arrived_at: Date;
      late_minutes: number;
      percent: 50 | 100;
      paid_share_cents: number;
      amount_cents: number;
      coupon_status: 'unused' | 'locked' | 'used';
      valid_to: Date;
      created_at: Date;
    }>`
      SELECT c.id, c.departure_id, d.line_id, l.code AS line_code, l.name AS line_name, to_char(d.service_date, 'YYYY-MM-DD') AS service_date,
             d.departs_at, c.ticket_id, st.name AS station_name, u.phone, t.passenger_name, c.scheduled_at, c.arrived_at, c.late_minutes,
             c.percent, c.paid_share_cents, uc.amount_cents, uc.status AS coupon_status, uc.valid_to, c.created_at
      FROM lateness_compensations c
      JOIN departures d ON d.id = c.departure_id
      JOIN lines l ON l.id = d.line_id
      JOIN line_stops ls ON ls.line_id = d.line_id AND ls.seq = c.board_seq
      JOIN stations st ON st.id = ls.station_id
      JOIN users u ON u.id = c.user_id
      JOIN tickets t ON t.id = c.ticket_id
      JOIN user_coupons uc ON uc.id = c.user_coupon_id
      WHERE ${where}
      ORDER BY d.departs_at DESC, c.id
      OFFSET ${filter.offset} LIMIT ${filter.limit}`.execute(tx);
    const totals = await sql<{ n: number; cents: number }>`
      SELECT count(*)::integer AS n, COALESCE(sum(uc.amount_cents), 0)::integer AS cents
      FROM lateness_compensations c
      JOIN departures d ON d.id = c.departure_id
      JOIN user_coupons uc ON uc.id = c.user_coupon_id
      WHERE ${where}`.execute(tx);
    return { rows, total: Number(totals.rows[0]?.n ?? 0), totalAmountCents: Number(totals.rows[0]?.cents ?? 0) };
  },

  /**
   * Departures judged 'no_data' in the service dates, newest first, with their checked-in riders and the
   * positions their bus sent from 15 minutes before leaving to `settleMinutes` after the timetable's end.
   */
  listWithoutLiveData: async (filter: ReportFilter & { settleMinutes: number }, tx: DbOrTx = db) => {
    const where = sql`c.outcome = 'no_data' AND d.service_date BETWEEN ${filter.fromDate}::date AND ${filter.toDate}::date ${lineFilter(filter.lineId)}`;
    const { rows } = await sql<{
      departure_id: number;
      line_id: number;
      line_code: string;
      line_name: string;
      service_date: string;
      departs_at: Date;
      riders: number;
      plate: string | null;
      positions: number;
      checked_at: Date;
    }>`
      SELECT d.id AS departure_id, d.line_id, l.code AS line_code, l.name AS line_name, to_char(d.service_date, 'YYYY-MM-DD') AS service_date,
             d.departs_at, v.plate, c.checked_at,
             (SELECT count(*)::integer FROM tickets t WHERE t.departure_id = d.id AND t.status = 'used') AS riders,
             CASE WHEN d.vehicle_id IS NULL THEN 0 ELSE (
               SELECT count(*)::integer FROM vehicle_positions vp
               WHERE vp.vehicle_id = d.vehicle_id
                 AND vp.recorded_at >= d.departs_at - interval '15 minutes'
                 AND vp.recorded_at <= d.departs_at + make_interval(mins => ${filter.settleMinutes}
                       + (SELECT COALESCE(max(ls.minutes_from_start), 0) FROM line_stops ls WHERE ls.line_id = d.line_id))
             ) END AS positions
      FROM lateness_checks c
      JOIN departures d ON d.id = c.departure_id
      JOIN lines l ON l.id = d.line_id
      LEFT JOIN vehicles v ON v.id = d.vehicle_id
      WHERE ${where}
      ORDER BY d.departs_at DESC, d.id
      OFFSET ${filter.offset} LIMIT ${filter.limit}`.execute(tx);
    const total = await sql<{ n: number }>`
      SELECT count(*)::integer AS n FROM lateness_checks c JOIN departures d ON d.id = c.departure_id WHERE ${where}`.execute(tx);
    return { rows, total: Number(total.rows[0]?.n ?? 0) };
  },

  /** The lines for the reports' filter. */
  lines: (tx: DbOrTx = db) => tx.selectFrom('lines').select(['id', 'code', 'name']).orderBy('code').orderBy('id').execute(),
});

export type LatenessRepository = ReturnType<typeof createLatenessRepository>;
