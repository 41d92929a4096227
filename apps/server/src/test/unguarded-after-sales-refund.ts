import { sql } from 'kysely';
import { pino } from 'pino';
import type { Db } from '../db/database';
import { createOrderRepository, type OrderRow } from '../modules/buying/orders/orders.repository';
import { createPaymentRepository } from '../modules/buying/payment/payment.repository';
import { createAfterSalesRefundsService } from '../modules/buying/refunds/after-sales-refunds.service';
import { createRefundSender } from '../modules/buying/refunds/refund-sender';
import { createRefundRepository } from '../modules/buying/refunds/refunds.repository';
import { createSandboxProvider } from '../providers/payment/sandbox/sandbox-provider';

/** The pause between reading what is left and writing the refund: what a busy server would add. */
export const AFTER_SALES_PAUSE_MS = 200;

/**
 * The after-sales refunds service over a test database, as buying's wiring builds it, with a pause after it
 * reads what the payment has given back. `isLocked: false` is the control of the after-sales race: the order
 * row is read without FOR UPDATE, so two refunds at once both read the same amount left and both go through.
 */
export const afterSalesRefundsFor = (db: Db, { isLocked, secret, now }: { isLocked: boolean; secret: string; now: () => Date }) => {
  const orders = createOrderRepository(db);
  const refunds = createRefundRepository(db);
  const providers = { sandbox: createSandboxProvider({ secret, now }), superApp: null, wechat: null };
  const sender = createRefundSender({ refunds, payments: createPaymentRepository(db), providers, logger: pino({ level: 'silent' }), now });
  const unlocked = {
    lockOrderByNo: (orderNo: string, tx: Db) =>
      tx.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst() as Promise<OrderRow | undefined>,
  };
  return createAfterSalesRefundsService({
    db,
    orders: isLocked ? orders : unlocked,
    refunds: {
      ...refunds,
      sumRefunded: async (paymentId, tx) => {
        const cents = await refunds.sumRefunded(paymentId, tx);
        await sql`SELECT pg_sleep(${AFTER_SALES_PAUSE_MS / 1000})`.execute(tx ?? db);
        return cents;
      },
    },
    providers,
    sender,
    now,
  });
};
