import type { RefundTier } from '@udian/contracts/schemas/refunds';
import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { PaymentChannel, RefundReason, TicketStatus } from '../../../db/schema';
import type { OrderRow } from '../orders/orders.repository';

/** A ticket of an order as refunding reads it: its departure time decides the tier, its price its share. */
export type RefundableTicketRow = {
  id: number;
  departure_id: number;
  service_date: string;
  departs_at: Date;
  passenger_name: string;
  price_cents: number;
  status: TicketStatus;
};

/** The payment that took an order's money: the one a passenger refund goes back through. */
export type TakingPaymentRow = { id: number; channel: PaymentChannel; out_trade_no: string; amount_cents: number };

export type UnsentRefundRow = {
  out_refund_no: string;
  amount_cents: number;
  reason: RefundReason;
  channel: PaymentChannel;
  out_trade_no: string;
  payment_cents: number;
};

export type RefundRow = { id: number; out_refund_no: string; amount_cents: number; status: 'processing' | 'succeeded' | 'failed' };

/** The SQL of refunding: rules, an order's tickets and payment, the refund and the tickets it paid back. */
export const createRefundRepository = (db: DbOrTx) => ({
  /** The line's own tiers if it has any, otherwise the default rule's (line_id NULL). */
  findTiers: async (lineId: number | null, tx: DbOrTx = db): Promise<RefundTier[]> => {
    let query = tx.selectFrom('refund_rules').select(['line_id', 'min_minutes_before', 'fee_percent']);
    query = lineId === null ? query.where('line_id', 'is', null) : query.where((eb) => eb.or([eb('line_id', '=', lineId), eb('line_id', 'is', null)]));
    const rows = await query.orderBy('min_minutes_before', 'desc').execute();
    const own = rows.filter((r) => r.line_id !== null);
    return (own.length > 0 ? own : rows).map((r) => ({ minMinutesBefore: r.min_minutes_before, feePercent: r.fee_percent }));
  },

  /** Every ticket of the order, whatever its status: the paid shares are split over all of them. */
  findOrderTickets: (orderId: number, tx: DbOrTx = db): Promise<RefundableTicketRow[]> =>
    tx
      .selectFrom('tickets as t')
      .innerJoin('departures as d', 'd.id', 't.departure_id')
      .select(['t.id', 't.departure_id', sql<string>`t.service_date::text`.as('service_date'), 'd.departs_at', 't.passenger_name', 't.price_cents', 't.status'])
      .where('t.order_id', '=', orderId)
      .orderBy('t.id')
      .execute(),

  /**
   * The payment that took the order's money: succeeded, and not itself given back whole as a late or second
   * payment (an order paid twice keeps the first payment that stuck).
   */
  /**
   * What this payment has given back so far: every refund of it whatever its reason, but a failed one (that
   * money never left). Read under the order's lock, it bounds every new refund (refund-rules capToPaymentLeft).
   */
  sumRefunded: async (paymentId: number, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .selectFrom('refunds')
      .select(sql<number>`coalesce(sum(amount_cents), 0)::integer`.as('cents'))
      .where('payment_id', '=', paymentId)
      .where('status', '<>', 'failed')
      .executeTakeFirstOrThrow();
    return Number(row.cents);
  },

  findTakingPayment: (orderId: number, tx: DbOrTx = db): Promise<TakingPaymentRow | undefined> =>
    tx
      .selectFrom('payments as p')
      .select(['p.id', 'p.channel', 'p.out_trade_no', 'p.amount_cents'])
      .where('p.order_id', '=', orderId)
      .where('p.status', '=', 'succeeded')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('refunds as r').select('r.id').whereRef('r.payment_id', '=', 'p.id').where('r.reason', 'in', ['latePayment', 'duplicatePayment']))),
      )
      .orderBy('p.succeeded_at')
      .orderBy('p.id')
      .executeTakeFirst(),

  /**
   * The refund's conditional update: only tickets of this order still valid become refunded (a ticket
   * checked or refunded meanwhile is not). Answers the tickets changed, lowest departure id first.
   */
  markTicketsRefunded: (orderId: number, ticketIds: readonly number[], tx: DbOrTx): Promise<{ id: number; departure_id: number }[]> =>
    tx
      .updateTable('tickets')
      .set({ status: 'refunded' })
      .where('order_id', '=', orderId)
      .where('id', 'in', ticketIds)
      .where('status', '=', 'valid')
      .returning(['id', 'departure_id'])
      .execute()
      .then((rows) => rows.sort((a, b) => a.departure_id - b.departure_id || a.id - b.id)),

  /** Tickets of the order still to ride or ridden: none left means the whole order is refunded. */
  countLiveTickets: async (orderId: number, tx: DbOrTx): Promise<number> => {
    const row = await tx
      .selectFrom('tickets')
      .select(sql<number>`count(*)::integer`.as('count'))
      .where('order_id', '=', orderId)
      .where('status', 'in', ['valid', 'used'])
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /**
   * How many refunds of this reason went through this payment, or, with no payment (an order paid at creation,
   * decision 048), through none of this order: the next one's out_refund_no counts on from it.
   */
  countRefunds: async (through: { orderId: number; paymentId: number | null }, reason: RefundReason, tx: DbOrTx): Promise<number> => {
    const row = await tx
      .selectFrom('refunds')
      .select(sql<number>`count(*)::integer`.as('count'))
      .$if(through.paymentId !== null, (query) => query.where('payment_id', '=', through.paymentId!))
      .$if(through.paymentId === null, (query) => query.where('order_id', '=', through.orderId).where('payment_id', 'is', null))
      .where('reason', '=', reason)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /**
   * A refund of a ticket or an amount, by the passenger or an operator (a stopped departure, after-sales).
   * Nothing to send (0) is settled at once; anything else is processing until the provider settles it. A
   * refund of an order paid at creation (nothing paid, decision 048) goes through no payment.
   */
  insertRefund: (
    r: {
      orderId: number;
      paymentId: number | null;
      outRefundNo: string;
      amountCents: number;
      reason: 'passenger' | 'departureCancelled' | 'afterSales';
      operatorId?: number | null;
      note?: string;
      now: Date;
    },
    tx: DbOrTx,
  ): Promise<RefundRow> =>
    tx
      .insertInto('refunds')
      .values({
        order_id: r.orderId,
        payment_id: r.paymentId,
        out_refund_no: r.outRefundNo,
        amount_cents: r.amountCents,
        reason: r.reason,
        status: r.amountCents === 0 ? 'succeeded' : 'processing',
        provider_refund_id: null,
        created_at: r.now,
        succeeded_at: r.amountCents === 0 ? r.now : null,
        operator_id: r.operatorId ?? null,
        note: r.note ?? '',
      })
      .returning(['id', 'out_refund_no', 'amount_cents', 'status'])
      .executeTakeFirstOrThrow(),

  insertRefundTickets: (refundId: number, tickets: readonly { ticketId: number; amountCents: number }[], tx: DbOrTx) =>
    tx
      .insertInto('refund_tickets')
      .values(tickets.map((t) => ({ refund_id: refundId, ticket_id: t.ticketId, amount_cents: t.amountCents })))
      .execute(),

  /** The whole order was refunded: the coupon it spent is the passenger's to use again ('returned' in its history). */
  returnCoupon: async (order: Pick<OrderRow, 'id' | 'user_coupon_id'>, at: Date, tx: DbOrTx): Promise<void> => {
    if (order.user_coupon_id === null) return;
    await sql`
      WITH returned AS (
        UPDATE user_coupons SET status = 'unused', order_id = NULL
        WHERE id = ${order.user_coupon_id} AND order_id = ${order.id} AND status = 'used'
        RETURNING id)
      INSERT INTO user_coupon_events (user_coupon_id, kind, order_id, at) SELECT id, 'returned', ${order.id}, ${at} FROM returned`.execute(tx);
  },

  /**
   * Claims refunds of money that no provider has taken on yet: still processing, with no provider refund id,
   * owed since between `from` and `to` (the newest are left to the request that is sending them now), and not
   * claimed since `at`. One statement locks them (rows another instance holds are skipped) and moves their
   * next_retry_at to `until`, so that no instance takes them again before then (decision 042).
   */
  claimUnsent: (range: { from: Date; to: Date }, claim: { at: Date; until: Date }, limit: number, tx: DbOrTx = db): Promise<UnsentRefundRow[]> =>
    tx
      .updateTable('refunds as r')
      .from('payments as p')
      .set({ next_retry_at: claim.until })
      .whereRef('p.id', '=', 'r.payment_id')
      .where('r.id', 'in', (eb) =>
        eb
          .selectFrom('refunds as due')
          .select('due.id')
          .where('due.status', '=', 'processing')
          .where('due.provider_refund_id', 'is', null)
          .where('due.amount_cents', '>', 0)
          .where('due.created_at', '>', range.from)
          .where('due.created_at', '<=', range.to)
          .where((w) => w.or([w('due.next_retry_at', 'is', null), w('due.next_retry_at', '<=', claim.at)]))
          .orderBy('due.created_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['r.out_refund_no', 'r.amount_cents', 'r.reason', 'p.channel', 'p.out_trade_no', 'p.amount_cents as payment_cents'])
      .execute(),

  findRefund: (outRefundNo: string, tx: DbOrTx = db): Promise<RefundRow | undefined> =>
    tx.selectFrom('refunds').select(['id', 'out_refund_no', 'amount_cents', 'status']).where('out_refund_no', '=', outRefundNo).executeTakeFirst(),
});

export type RefundRepository = ReturnType<typeof createRefundRepository>;
