import type { Logger } from 'pino';
import type { Db } from '../../../db/database';
import type { OrderLifecycle } from './order-lifecycle';
import type { OrderRepository, OrderRow } from './orders.repository';

/**
 * Pending orders past their deadline give their seats back. One order per transaction, locked with
 * FOR UPDATE SKIP LOCKED: several instances (and buyers who find a departure full) sweep at once without
 * waiting on each other or releasing an order twice, and each order's seats go back in departure id order.
 */
export const createOrderExpiry = ({
  db,
  orders,
  lifecycle,
  logger,
  now = () => new Date(),
}: {
  db: Db;
  orders: OrderRepository;
  lifecycle: OrderLifecycle;
  logger: Pick<Logger, 'warn' | 'info'>;
  now?: () => Date;
}) => {
  const closedListeners: ((order: OrderRow) => Promise<void>)[] = [];

  const afterClosed = async (order: OrderRow): Promise<void> => {
    for (const listener of closedListeners) {
      await listener(order).catch((err: unknown) => logger.warn({ err, orderNo: order.order_no }, 'after an order closed: a listener failed'));
    }
  };

  const expireOne = (departureId?: number): Promise<OrderRow | undefined> =>
    db.transaction().execute(async (tx) => {
      const at = now();
      const [due] = await orders.lockExpiredPending(at, 1, tx, departureId);
      if (!due) return undefined;
      await lifecycle.release(due, 'expired', 'expired', at, tx);
      return due;
    });

  const drain = async (departureId?: number): Promise<number> => {
    let count = 0;
    for (let order = await expireOne(departureId); order; order = await expireOne(departureId)) {
      count += 1;
      await afterClosed(order);
    }
    return count;
  };

  return {
    /** Tells the payment side that an order ended unpaid, so that the provider stops taking money for it. */
    onClosed: (listener: (order: OrderRow) => Promise<void>) => {
      closedListeners.push(listener);
    },
    afterClosed,
    /** Every lapsed hold; answers how many orders expired. */
    sweep: async (): Promise<number> => {
      const count = await drain();
      if (count > 0) logger.info({ count }, 'expired unpaid orders released their seats');
      return count;
    },
    /** Lapsed holds on one departure only: what a buyer who found it full runs before giving up. */
    sweepDeparture: (departureId: number): Promise<number> => drain(departureId),
  };
};

export type OrderExpiry = ReturnType<typeof createOrderExpiry>;
