import type { Db, DbOrTx } from '../../../db/database';
import type { OrderStatus } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { OrderRepository } from '../orders/orders.repository';
import type { PaymentProviders } from '../payment/payment.service';
import { refundNoStem } from './refund-rules';
import type { RefundSender } from './refund-sender';
import type { RefundRepository } from './refunds.repository';

const yuan = (cents: number): string => (cents / 100).toFixed(2);

/** Why an order has no money to give back, by its status (paid and refunded orders were paid). */
const unpaidRefusal: Record<Exclude<OrderStatus, 'paid' | 'refunded'>, string> = {
  pending: '该订单尚未支付，不能售后退款',
  cancelled: '该订单已取消（未支付），不能售后退款',
  expired: '该订单已超时关闭（未支付），不能售后退款',
};

export type AfterSalesRefundInput = {
  orderNo: string;
  amountCents: number;
  /** Why, in the operator's words: kept on the refund as its note. */
  note: string;
  /** The refundable amount the console showed; any other amount now means someone refunded meanwhile. */
  expectedRemainingCents: number;
  operatorId: number;
};

export type AfterSalesRefundOutcome = {
  orderId: number;
  orderNo: string;
  refundableBeforeCents: number;
  refundableAfterCents: number;
  refund: { outRefundNo: string; amountCents: number; status: 'processing' | 'succeeded' | 'failed' };
};

export type AfterSalesRefundsDeps = {
  db: Db;
  orders: Pick<OrderRepository, 'lockOrderByNo'>;
  refunds: Pick<RefundRepository, 'findTakingPayment' | 'findRefund' | 'sumRefunded' | 'insertRefund' | 'countRefunds'>;
  providers: PaymentProviders;
  sender: RefundSender;
  now?: () => Date;
};

/**
 * After-sales refunds (售后退款): an amount of a paid order, up to what the payment that took the money has not
 * given back yet (every refund of it counts, whatever its reason), back through that payment's provider. It is
 * money back (a compensation, a partial refund), so the tickets stay as they are: riding and a passenger's own
 * refund of a ticket are untouched. The order row is locked first, as every change of an order is, so that two
 * refunds at once take turns and can never give back more than is left.
 */
export const createAfterSalesRefundsService = (deps: AfterSalesRefundsDeps) => {
  const { db, orders, refunds, providers, sender } = deps;
  const now = deps.now ?? (() => new Date());

  const refundableOf = async (orderId: number, tx: DbOrTx) => {
    const payment = await refunds.findTakingPayment(orderId, tx);
    if (!payment) return { payment: null, refundableCents: 0 };
    return { payment, refundableCents: payment.amount_cents - (await refunds.sumRefunded(payment.id, tx)) };
  };

  return {
    /** What an after-sales refund may still give back on this order (0 when nothing was paid). */
    refundableCents: async (orderId: number): Promise<number> => (await refundableOf(orderId, db)).refundableCents,

    /**
     * One transaction: lock the order, refuse an unpaid order, a changed refundable amount or an amount over
     * it, record the refund (and whatever `onCommitting` records, e.g. the audit entry) and commit; then ask
     * the provider, as passenger refunds do (the refund-retry job sends it again if that fails).
     */
    refund: async (
      input: AfterSalesRefundInput,
      onCommitting?: (tx: DbOrTx, outcome: AfterSalesRefundOutcome) => Promise<void>,
    ): Promise<AfterSalesRefundOutcome> => {
      const at = now();
      const done = await db.transaction().execute(async (tx) => {
        const order = await orders.lockOrderByNo(input.orderNo, tx);
        if (!order) throw new AppError('orderNotFound');
        if (order.status !== 'paid' && order.status !== 'refunded') throw new AppError('afterSalesNotPaid', unpaidRefusal[order.status]);
        const { payment, refundableCents } = await refundableOf(order.id, tx);
        // Paid at creation with nothing to pay (its group paid all of it; decision 048): no money to give back.
        if (!payment && order.payable_cents === 0) throw new AppError('afterSalesOverRemaining', '该订单实付 0 元，没有可退金额');
        if (!payment) throw new AppError('afterSalesNotPaid', '该订单没有在线支付成功的记录，不能售后退款');
        if (refundableCents !== input.expectedRemainingCents) {
          throw new AppError('afterSalesRemainingChanged', `可退金额已变化，最新可退 ${yuan(refundableCents)} 元，请确认后再提交`);
        }
        if (refundableCents <= 0) throw new AppError('afterSalesOverRemaining', '该订单的实付金额已全部退回，没有可退金额');
        if (input.amountCents > refundableCents) {
          throw new AppError('afterSalesOverRemaining', `退款金额超过剩余可退金额 ${yuan(refundableCents)} 元，请修改金额`);
        }
        if (!providers[payment.channel]) throw new AppError('refundStartFailed', '原支付方式当前不可用，暂时无法退款，请稍后重试');

        const outRefundNo = `${refundNoStem(order, payment)}A${(await refunds.countRefunds({ orderId: order.id, paymentId: payment.id }, 'afterSales', tx)) + 1}`;
        const refund = await refunds.insertRefund(
          { orderId: order.id, paymentId: payment.id, outRefundNo, amountCents: input.amountCents, reason: 'afterSales', operatorId: input.operatorId, note: input.note, now: at },
          tx,
        );
        const outcome: AfterSalesRefundOutcome = {
          orderId: order.id,
          orderNo: order.order_no,
          refundableBeforeCents: refundableCents,
          refundableAfterCents: refundableCents - refund.amount_cents,
          refund: { outRefundNo: refund.out_refund_no, amountCents: refund.amount_cents, status: refund.status },
        };
        await onCommitting?.(tx, outcome);
        return { outcome, payment };
      });

      await sender.send(
        { outRefundNo: done.outcome.refund.outRefundNo, amountCents: done.outcome.refund.amountCents, reason: 'afterSales' },
        { channel: done.payment.channel, outTradeNo: done.payment.out_trade_no, amountCents: done.payment.amount_cents },
      );
      const settled = (await refunds.findRefund(done.outcome.refund.outRefundNo))!;
      return { ...done.outcome, refund: { outRefundNo: settled.out_refund_no, amountCents: settled.amount_cents, status: settled.status } };
    },
  };
};

export type AfterSalesRefundsService = ReturnType<typeof createAfterSalesRefundsService>;
