import type { Db, DbOrTx } from '../../../db/database';
import type { OrderExpiry } from '../orders/order-expiry';
import type { HeldOrder, HeldOrderResult, OrderRepository } from '../orders/orders.repository';

export type HoldPassDeps = {
  db: Db;
  orders: Pick<OrderRepository, 'createHeldOrders' | 'findLiveTickets'>;
  expiry: Pick<OrderExpiry, 'sweepDeparture'>;
};

/**
 * Holds a pass's order (decisions 049 and 050): every day's seat taken by the same create_held_orders every order
 * goes through (the conditional update: a full day refuses the whole order, nothing is written), in one
 * transaction with what the pass records of itself (`recordPass`, given the new order's id). Refused for seats
 * or for a rider already riding one of its departures, it first takes back holds that have lapsed there
 * (DESIGN "Seats": the next buyer sweeps), then tries once more. Answers the hold or the refusal.
 */
export const holdPassOrder = async (
  { db, orders, expiry }: HoldPassDeps,
  held: HeldOrder,
  recordPass?: (orderId: number, tx: DbOrTx) => Promise<void>,
): Promise<HeldOrderResult> => {
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await db.transaction().execute(async (tx) => {
      const [settled] = await orders.createHeldOrders([held], tx);
      if (settled!.ok && settled!.value.isHeld && recordPass) await recordPass(settled!.value.orderId, tx);
      return settled!;
    });
    if (!outcome.ok) throw outcome.error;
    const result = outcome.value;
    if (result.isHeld || attempt > 0) return result;
    let clashes: number[] = [];
    if (result.refusal === 'seats') clashes = [result.departureId];
    if (result.refusal === 'riderHasTicket') {
      const riders = held.riders.flatMap((r) => (r.id === null ? [] : [r.id]));
      const live = await orders.findLiveTickets(held.departures.map((d) => d.id), riders);
      clashes = [...new Set(live.map((t) => t.departure_id))];
    }
    let swept = 0;
    for (const departureId of clashes) swept += await expiry.sweepDeparture(departureId);
    if (swept === 0) return result;
  }
};
