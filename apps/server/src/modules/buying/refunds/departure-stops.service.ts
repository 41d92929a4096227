import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { shanghaiClock } from '../../../time/shanghai-time';
import type { OrderExpiry } from '../orders/order-expiry';
import type { OrderLifecycle } from '../orders/order-lifecycle';
import type { OrderRepository, OrderRow } from '../orders/orders.repository';
import { ticketShares } from '../orders/ticket-shares';
import type { DepartureStopRepository, StoppedDepartureRow } from './departure-stops.repository';
import { capToPaymentLeft, refundNoStem } from './refund-rules';
import type { RefundSender } from './refund-sender';
import type { RefundRepository, TakingPaymentRow } from './refunds.repository';

/** Why a departure was stopped, as orders record it when a stop closes them. */
export const DEPARTURE_CANCELLED = 'departureCancelled';

/** One rider's order refunded by a stop: what their message says and where it goes. */
export type StopRefund = {
  orderId: number;
  /** The account's phone (null: an account without one, e.g. some host logins). */
  phone: string | null;
  tickets: number;
  amountCents: number;
  /** Whether the provider took the refund on now (otherwise the refund-retry job sends it again). */
  isSent: boolean;
};

export type StopSummary = {
  departure: StoppedDepartureRow;
  reason: string;
  refundedTickets: number;
  refundedCents: number;
  cancelledOrders: number;
  usedTickets: number;
};

export type StopOutcome = StopSummary & { refunds: StopRefund[]; unsentRefunds: number };

type PendingRefund = { order: OrderRow; payment: TakingPaymentRow | null; outRefundNo: string | null; tickets: number; amountCents: number; phone: string | null };

export type DepartureStopsDeps = {
  db: Db;
  stops: DepartureStopRepository;
  refunds: RefundRepository;
  orders: OrderRepository;
  lifecycle: OrderLifecycle;
  expiry: Pick<OrderExpiry, 'afterClosed'>;
  sender: Pick<RefundSender, 'send'>;
  now?: () => Date;
};

/**
 * A departure stopped by the operator (停运): every valid ticket on it refunded in full, the way a passenger
 * refund is (decision 025), and every unpaid hold on it closed. Lock order is decision 020's: the orders
 * first (lowest id first), then the departure's row by its conditional update, then seats.
 */
export const createDepartureStopsService = (deps: DepartureStopsDeps) => {
  const { db, stops, refunds, orders, lifecycle, expiry, sender } = deps;
  const now = deps.now ?? (() => new Date());

  /** What each of these tickets of the order paid: its share of the order's payable, over all its tickets. */
  const sharesOf = async (order: OrderRow, tx: DbOrTx) => {
    const all = await refunds.findOrderTickets(order.id, tx);
    return ticketShares(order.payable_cents, all.map((t) => ({ id: t.id, priceCents: t.price_cents })));
  };

  const refusal = async (departureId: number, at: Date, tx: DbOrTx): Promise<AppError> => {
    const state = await stops.findDepartureState(departureId, tx);
    if (!state) return new AppError('departureNotFound', '班次不存在');
    if (state.status === 'cancelled') return new AppError('departureStopped', `该班次已停运（原因：${state.cancel_reason ?? '未填写'}），不能重复停运`);
    return new AppError('departureDeparted', `该班次已于 ${shanghaiClock(state.departs_at)} 发车，不能停运`);
  };

  /** A paid order's valid tickets on the departure, taken back with the conditional update, seats returned. */
  const refundOrder = async (order: OrderRow, departureId: number, input: { operatorId: number | null; reason: string }, at: Date, tx: DbOrTx): Promise<PendingRefund | null> => {
    const valid = await stops.findValidTickets(order.id, departureId, tx);
    if (valid.length === 0) return null;
    const shares = await sharesOf(order, tx);
    const changed = await refunds.markTicketsRefunded(order.id, valid.map((t) => t.id), tx);
    if (changed.length === 0) return null;
    await orders.releaseSeats(departureId, changed.length, tx);
    const payment = (await refunds.findTakingPayment(order.id, tx)) ?? null;
    // In full, but never more than the payment has left (an after-sales refund may have given some back).
    const full = changed.map((t) => ({ ticketId: t.id, refundCents: shares.get(t.id) ?? 0 }));
    const perTicket = payment ? capToPaymentLeft(full, payment.amount_cents - (await refunds.sumRefunded(payment.id, tx))) : full;
    const amountCents = perTicket.reduce((sum, t) => sum + t.refundCents, 0);
    let outRefundNo: string | null = null;
    // An order with nothing to pay was paid at creation without a payment (decision 048): its refund is of
    // nothing, recorded all the same (the ticket shows the stop and its reason).
    if (payment || order.payable_cents === 0) {
      // One stop per departure, so the departure's id makes the number unique on this payment (or order).
      const refund = await refunds.insertRefund(
        {
          orderId: order.id,
          paymentId: payment?.id ?? null,
          outRefundNo: `${refundNoStem(order, payment)}C${departureId}`,
          amountCents,
          reason: 'departureCancelled',
          operatorId: input.operatorId,
          note: input.reason,
          now: at,
        },
        tx,
      );
      await refunds.insertRefundTickets(refund.id, perTicket.map((t) => ({ ticketId: t.ticketId, amountCents: t.refundCents })), tx);
      outRefundNo = refund.out_refund_no;
    }
    if ((await refunds.countLiveTickets(order.id, tx)) === 0) {
      await orders.closeOrder(order.id, 'refunded', DEPARTURE_CANCELLED, at, tx);
      await refunds.returnCoupon(order, at, tx);
    }
    return { order, payment, outRefundNo, tickets: changed.length, amountCents, phone: await stops.findAccountPhone(order.id, tx) };
  };

  return {
    /** What a stop would do now: for the console's confirmation. */
    preview: async (departureId: number) => {
      const state = await stops.findDepartureState(departureId);
      if (!state) throw new AppError('departureNotFound', '班次不存在');
      const counts = await stops.counts(departureId);
      let refundCents = 0;
      for (const orderId of await stops.findOrdersOn(departureId)) {
        const order = await orders.findOrderById(orderId);
        if (order?.status !== 'paid') continue;
        const shares = await sharesOf(order, db);
        const full = (await stops.findValidTickets(orderId, departureId, db)).map((t) => ({ refundCents: shares.get(t.id) ?? 0 }));
        // As the stop will refund it: never more than the payment has left.
        const payment = await refunds.findTakingPayment(order.id, db);
        const perTicket = payment ? capToPaymentLeft(full, payment.amount_cents - (await refunds.sumRefunded(payment.id, db))) : full;
        refundCents += perTicket.reduce((sum, t) => sum + t.refundCents, 0);
      }
      return { validTickets: counts.valid_tickets, pendingOrders: counts.pending_orders, usedTickets: counts.used_tickets, refundCents };
    },

    /**
     * One transaction: lock the orders on the departure, stop it with the conditional update (a departure
     * already stopped or gone refuses, so a second stop at the same moment refunds nothing), refund each
     * paid order's valid tickets in full, close each unpaid order holding a seat there (a payment that still
     * arrives for one is refunded, apply-payment.ts), and hand `onStopped` the summary inside the
     * transaction (the audit). Then the money, outside it, through the refund sender.
     */
    stop: async (
      input: { departureId: number; reason: string; operatorId: number | null },
      onStopped: (summary: StopSummary, tx: DbOrTx) => Promise<void>,
    ): Promise<StopOutcome> => {
      const at = now();
      const known = await stops.findOrdersOn(input.departureId);
      const done = await db.transaction().execute(async (tx) => {
        const locked: OrderRow[] = [];
        for (const id of known) {
          const order = await orders.lockOrder(id, tx);
          if (order) locked.push(order);
        }
        const departure = await stops.markStopped(input.departureId, input.reason, at, tx);
        if (!departure) throw await refusal(input.departureId, at, tx);
        // Orders that took a seat between the read above and the stop: the departure's row lock orders them
        // before it, so they are committed now. One another writer holds is left to apply-payment's check.
        for (const id of await stops.lockLateOrders(input.departureId, known, tx)) locked.push((await orders.findOrderById(id, tx))!);

        const refunded: PendingRefund[] = [];
        const cancelled: OrderRow[] = [];
        for (const order of locked) {
          if (order.status === 'pending') {
            await lifecycle.release(order, 'cancelled', DEPARTURE_CANCELLED, at, tx);
            cancelled.push(order);
          } else if (order.status === 'paid') {
            const refund = await refundOrder(order, input.departureId, input, at, tx);
            if (refund) refunded.push(refund);
          }
        }
        const summary: StopSummary = {
          departure,
          reason: input.reason,
          refundedTickets: refunded.reduce((sum, r) => sum + r.tickets, 0),
          refundedCents: refunded.reduce((sum, r) => sum + r.amountCents, 0),
          cancelledOrders: cancelled.length,
          usedTickets: (await stops.counts(input.departureId, tx)).used_tickets,
        };
        await onStopped(summary, tx);
        return { summary, refunded, cancelled };
      });

      for (const order of done.cancelled) await expiry.afterClosed(order);
      const sent: StopRefund[] = [];
      for (const r of done.refunded) {
        let isSent = true;
        if (r.payment && r.outRefundNo && r.amountCents > 0) {
          isSent = await sender.send(
            { outRefundNo: r.outRefundNo, amountCents: r.amountCents, reason: 'departureCancelled' },
            { channel: r.payment.channel, outTradeNo: r.payment.out_trade_no, amountCents: r.payment.amount_cents },
          );
        }
        sent.push({ orderId: r.order.id, phone: r.phone, tickets: r.tickets, amountCents: r.amountCents, isSent });
      }
      return { ...done.summary, refunds: sent, unsentRefunds: sent.filter((r) => !r.isSent).length };
    },
  };
};

export type DepartureStopsService = ReturnType<typeof createDepartureStopsService>;
