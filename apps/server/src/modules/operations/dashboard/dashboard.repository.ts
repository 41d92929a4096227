import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

/** Two periods ending now: today and this week (both start at a Shanghai midnight; the week's is a Monday's). */
export type Periods = { weekStart: Date; todayStart: Date; end: Date };

export type FiguresRow = {
  today_orders: number;
  today_cents: number;
  today_tickets: number;
  week_orders: number;
  week_cents: number;
  week_tickets: number;
  today_refunds: number;
  today_refund_cents: number;
  week_refunds: number;
  week_refund_cents: number;
};

export type DepartureLoadRow = {
  id: number;
  line_id: number;
  code: string;
  name: string;
  departs_at: Date;
  status: 'scheduled' | 'cancelled';
  seats_sold: number;
  capacity: number;
};

export type UnsettledPaymentRow = {
  out_trade_no: string;
  order_no: string;
  channel: string;
  amount_cents: number;
  order_status: string;
  created_at: Date;
  kind: 'paidNotApplied' | 'duplicatePaid' | 'notClosed';
};

export type WaitingRefundRow = {
  out_refund_no: string;
  order_no: string;
  amount_cents: number;
  status: 'processing' | 'failed';
  reason: string;
  created_at: Date;
  is_unsent: boolean;
};

const LIST_LIMIT = 100;

const num = (value: unknown): number => Number(value ?? 0);

/**
 * The dashboard's reads, one query each (migration 0012 gives each an index). They read buying's and
 * network's tables directly: a count over a time range is the point, and no other context's rule is involved.
 */
export const createDashboardRepository = (db: DbOrTx) => ({
  /** Paid orders and their tickets by paid_at, refunds (not failed) by created_at, for both periods at once. */
  figures: async ({ weekStart, todayStart, end }: Periods): Promise<FiguresRow> => {
    const { rows } = await sql<Record<keyof FiguresRow, unknown>>`
      WITH sales AS (
        SELECT
          count(*) FILTER (WHERE o.paid_at >= ${todayStart}) AS today_orders,
          sum(o.payable_cents) FILTER (WHERE o.paid_at >= ${todayStart}) AS today_cents,
          sum(t.n) FILTER (WHERE o.paid_at >= ${todayStart}) AS today_tickets,
          count(*) AS week_orders,
          sum(o.payable_cents) AS week_cents,
          sum(t.n) AS week_tickets
        FROM orders o
        CROSS JOIN LATERAL (SELECT count(*) AS n FROM tickets WHERE order_id = o.id AND status <> 'released') t
        WHERE o.paid_at >= ${weekStart} AND o.paid_at < ${end}
      ), refunded AS (
        SELECT
          count(*) FILTER (WHERE created_at >= ${todayStart}) AS today_refunds,
          sum(amount_cents) FILTER (WHERE created_at >= ${todayStart}) AS today_refund_cents,
          count(*) AS week_refunds,
          sum(amount_cents) AS week_refund_cents
        FROM refunds
        WHERE created_at >= ${weekStart} AND created_at < ${end} AND status <> 'failed'
      )
      SELECT * FROM sales CROSS JOIN refunded`.execute(db);
    const row = rows[0] ?? {};
    return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, num(value)])) as FiguresRow;
  },

  /** A service date's departures with their lines, by time. */
  departuresOn: (serviceDate: string): Promise<DepartureLoadRow[]> =>
    db
      .selectFrom('departures as d')
      .innerJoin('lines as l', 'l.id', 'd.line_id')
      .select(['d.id', 'd.line_id', 'l.code', 'l.name', 'd.departs_at', 'd.status', 'd.seats_sold', 'd.capacity'])
      .where('d.service_date', '=', serviceDate)
      .orderBy('d.departs_at')
      .orderBy('l.code')
      .execute(),

  /**
   * Payments that need an operator, oldest first:
   * - paidNotApplied: the provider took the money (succeeded) but the order is neither paid nor refunded,
   *   and no refund was started against this payment (late money that was neither applied nor refunded);
   * - duplicatePaid: a second succeeded payment of one order, with no refund against it;
   * - notClosed: still open at the provider (created) after its order ended unpaid, or is past its hold, by
   *   more than `graceBefore` (the expiry sweep and the provider's close have had their time), so a passenger
   *   could still pay for an order that no longer holds seats.
   * Money taken is looked at for `since` onwards (payments_succeeded_at_idx); open payments whenever made.
   */
  unsettledPayments: async ({ since, graceBefore }: { since: Date; graceBefore: Date }): Promise<UnsettledPaymentRow[]> => {
    const { rows } = await sql<UnsettledPaymentRow>`
      SELECT p.out_trade_no, o.order_no, p.channel, p.amount_cents, o.status AS order_status, p.created_at,
        CASE WHEN p.status = 'created' THEN 'notClosed'
             WHEN o.status IN ('paid', 'refunded') THEN 'duplicatePaid'
             ELSE 'paidNotApplied' END AS kind
      FROM payments p
      JOIN orders o ON o.id = p.order_id
      WHERE (
        p.status = 'succeeded' AND p.succeeded_at >= ${since}
        AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id)
        AND (
          o.status NOT IN ('paid', 'refunded')
          OR EXISTS (
            SELECT 1 FROM payments q
            WHERE q.order_id = p.order_id AND q.status = 'succeeded' AND (q.succeeded_at, q.id) < (p.succeeded_at, p.id)
          )
        )
      ) OR (
        p.status = 'created' AND o.status IN ('pending', 'expired', 'cancelled')
        AND coalesce(o.closed_at, o.expires_at) < ${graceBefore}
      )
      ORDER BY p.created_at, p.id
      LIMIT ${LIST_LIMIT}`.execute(db);
    return rows.map((r) => ({ ...r, amount_cents: num(r.amount_cents), created_at: new Date(r.created_at) }));
  },

  /**
   * Refunds the provider has not settled, oldest first: processing for longer than `processingBefore` (the
   * refund-retry job's own wait, refund-sender.ts), and failed ones since `since`.
   */
  waitingRefunds: async ({ processingBefore, since }: { processingBefore: Date; since: Date }): Promise<WaitingRefundRow[]> => {
    const rows = await db
      .selectFrom('refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['r.out_refund_no', 'o.order_no', 'r.amount_cents', 'r.status', 'r.reason', 'r.created_at'])
      .select(sql<boolean>`r.provider_refund_id IS NULL`.as('is_unsent'))
      .where('r.amount_cents', '>', 0)
      .where((eb) =>
        eb.or([
          eb.and([eb('r.status', '=', 'processing'), eb('r.created_at', '<', processingBefore)]),
          eb.and([eb('r.status', '=', 'failed'), eb('r.created_at', '>=', since)]),
        ]),
      )
      .orderBy('r.created_at')
      .orderBy('r.id')
      .limit(LIST_LIMIT)
      .execute();
    return rows as WaitingRefundRow[];
  },
});

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
