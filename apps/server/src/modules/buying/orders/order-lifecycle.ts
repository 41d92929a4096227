import type { DbOrTx } from '../../../db/database';
import type { CouponRepository } from '../coupons/coupons.repository';
import type { OrderRepository, OrderRow } from './orders.repository';

/**
 * The transitions of an order that touch seats, shared by cancelling, the expiry sweep and payment. Each
 * runs inside the caller's transaction after the caller has locked the order row; seats are then taken or
 * given back lowest departure id first, the order every writer of seats uses, so writers cannot deadlock.
 */
export const createOrderLifecycle = ({ orders, coupons }: { orders: OrderRepository; coupons: CouponRepository }) => {
  /** A pending order ends unpaid: its seats and its coupon come back. */
  const release = async (order: OrderRow, status: 'cancelled' | 'expired', reason: string, now: Date, tx: DbOrTx): Promise<void> => {
    for (const { departure_id, count } of await orders.seatsOfOrder(order.id, 'pending', tx)) {
      await orders.releaseSeats(departure_id, count, tx);
    }
    await orders.setTicketStatus(order.id, 'pending', 'released', tx);
    await coupons.releaseForOrder(order.id, tx);
    await orders.closeOrder(order.id, status, reason, now, tx);
  };

  /**
   * Whether a pending order holds a seat on a stopped departure: the operator's stop closes such orders, but
   * one the stop could not lock (another writer held it) must not be paid into the stopped bus either.
   */
  const isOnStoppedDeparture = async (order: OrderRow, tx: DbOrTx): Promise<boolean> => {
    const seats = await orders.seatsOfOrder(order.id, 'pending', tx);
    const departures = await orders.findDepartures(seats.map((s) => s.departure_id), tx);
    return departures.some((d) => d.status !== 'scheduled');
  };

  /** A pending order is paid: its held seats become tickets to ride. */
  const confirm = async (order: OrderRow, paidAt: Date, tx: DbOrTx): Promise<void> => {
    await orders.setTicketStatus(order.id, 'pending', 'valid', tx);
    await coupons.markUsedForOrder(order.id, paidAt, tx);
    await orders.markPaid(order.id, paidAt, tx);
  };

  return {
    release,
    confirm,

    /**
     * A pending order is paid (by a payment, or at creation when there is nothing to pay), unless it holds a seat
     * on a departure the operator stopped meanwhile: then it ends as the stop ends it (cancelled, seats back).
     * Answers which.
     */
    payUnlessStopped: async (order: OrderRow, paidAt: Date, now: Date, tx: DbOrTx): Promise<'paid' | 'cancelled'> => {
      if (await isOnStoppedDeparture(order, tx)) {
        await release(order, 'cancelled', 'departureCancelled', now, tx);
        return 'cancelled';
      }
      await confirm(order, paidAt, tx);
      return 'paid';
    },

    /**
     * Money arrived for an order that had already ended unpaid. It becomes paid if every one of its seats
     * can be taken again (departures not yet left, seats free, no passenger holding another ticket there);
     * otherwise nothing changes and the caller refunds. Answers whether the seats were taken.
     */
    revive: async (order: OrderRow, paidAt: Date, now: Date, tx: DbOrTx): Promise<boolean> => {
      const seats = await orders.seatsOfOrder(order.id, 'released', tx);
      const departures = await orders.findDepartures(seats.map((s) => s.departure_id), tx);
      if (departures.some((d) => d.departs_at <= now || d.status !== 'scheduled')) return false;
      // A rider deleted since (passenger_id NULL) cannot hold another ticket: only the others can clash.
      const tickets = (await orders.findOrderSeats(order.id, tx)).filter((t): t is { departure_id: number; passenger_id: number } => t.passenger_id !== null);
      const clashes = tickets.length === 0 ? [] : await orders.findLiveTickets(tickets.map((t) => t.departure_id), tickets.map((t) => t.passenger_id), tx);
      const mine = new Set(tickets.map((t) => `${t.departure_id}:${t.passenger_id}`));
      if (clashes.some((c) => mine.has(`${c.departure_id}:${c.passenger_id}`))) return false;
      const taken: typeof seats = [];
      for (const seat of seats) {
        if (!(await orders.holdSeats(seat.departure_id, seat.count, tx))) {
          for (const back of taken) await orders.releaseSeats(back.departure_id, back.count, tx);
          return false;
        }
        taken.push(seat);
      }
      await orders.setTicketStatus(order.id, 'released', 'valid', tx);
      // The price paid had the coupon off: spend it, unless another order has it by now.
      if (order.user_coupon_id !== null) await coupons.reclaimForOrder(order.user_coupon_id, order.id, paidAt, tx);
      await orders.markPaid(order.id, paidAt, tx);
      return true;
    },
  };
};

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
