import type { DbOrTx } from '../../../db/database';
import type { PaymentChannel } from '../../../db/schema';
import type { ConfirmedPayment } from '../../../providers/payment/payment-provider';
import type { OrderLifecycle } from '../orders/order-lifecycle';
import type { OrderRepository } from '../orders/orders.repository';
import type { PaymentRepository } from './payment.repository';

export type AppliedPayment = {
  outcome: 'applied' | 'duplicate' | 'rejected';
  reason: string;
  /** Money that has to go back: paid after the order ended with no seats left, or paid twice. */
  refund?: { channel: PaymentChannel; outTradeNo: string; outRefundNo: string; amountCents: number };
};

/**
 * What a confirmed payment means for its order, inside one transaction: the payment row is locked first
 * (so ten copies of one notification apply once), then the order row, then any seats.
 *
 * - unknown trade or another amount than asked: rejected, nothing changes;
 * - already applied: duplicate, nothing changes;
 * - pending order (even past its deadline but not yet swept: its seats are still held): paid;
 * - order that expired unpaid: paid again if its seats can be taken back, otherwise refunded in full;
 * - order the passenger cancelled: refunded in full (they said they no longer want it);
 * - pending order on a departure the operator stopped: cancelled (seats back), and refunded in full;
 * - order already paid through another channel: this second payment is refunded.
 */
export const applyConfirmedPayment = async ({
  tx,
  channel,
  confirmed,
  at,
  payments,
  orders,
  lifecycle,
}: {
  tx: DbOrTx;
  channel: PaymentChannel;
  confirmed: ConfirmedPayment;
  at: Date;
  payments: PaymentRepository;
  orders: OrderRepository;
  lifecycle: OrderLifecycle;
}): Promise<AppliedPayment> => {
  const payment = await payments.lockByTradeNo(confirmed.outTradeNo, tx);
  if (!payment || payment.channel !== channel) return { outcome: 'rejected', reason: 'unknown trade' };
  if (payment.amount_cents !== confirmed.amountCents) {
    return { outcome: 'rejected', reason: `amount mismatch: asked ${payment.amount_cents}, paid ${confirmed.amountCents}` };
  }
  if (payment.status === 'succeeded') return { outcome: 'duplicate', reason: 'already applied' };
  await payments.markSucceeded(payment.id, confirmed.transactionId, confirmed.paidAt, tx);

  const order = await orders.lockOrder(payment.order_id, tx);
  if (!order) return { outcome: 'rejected', reason: 'order missing' };
  const refund = async (reason: 'latePayment' | 'duplicatePayment') => {
    const outRefundNo = `${payment.out_trade_no}R${payment.id}`;
    await payments.insertRefund({ orderId: order.id, paymentId: payment.id, outRefundNo, amountCents: payment.amount_cents, reason, now: at }, tx);
    return { channel, outTradeNo: payment.out_trade_no, outRefundNo, amountCents: payment.amount_cents };
  };

  let status = order.status;
  if (status === 'pending') {
    // On a departure the operator stopped, the order ends as a stop ends it, and the money goes back (below).
    status = await lifecycle.payUnlessStopped(order, confirmed.paidAt, at, tx);
    if (status === 'paid') return { outcome: 'applied', reason: 'paid' };
  }
  if (status === 'expired' || status === 'cancelled') {
    if (status === 'expired' && (await lifecycle.revive(order, confirmed.paidAt, at, tx))) {
      return { outcome: 'applied', reason: 'late payment: seats taken again' };
    }
    if (payment.amount_cents === 0) return { outcome: 'applied', reason: 'late payment of nothing' };
    const late = await refund('latePayment');
    await orders.closeOrder(order.id, 'refunded', 'latePaymentRefunded', at, tx);
    const why = status === 'cancelled' ? 'payment for a cancelled order, refunded' : 'late payment: no seats, refunded';
    return { outcome: 'applied', reason: why, refund: late };
  }
  if (payment.amount_cents === 0) return { outcome: 'applied', reason: 'second payment of nothing' };
  return { outcome: 'applied', reason: 'paid twice: second payment refunded', refund: await refund('duplicatePayment') };
};
