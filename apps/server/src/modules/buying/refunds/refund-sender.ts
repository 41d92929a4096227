import type { Logger } from 'pino';
import type { PaymentChannel } from '../../../db/schema';
import type { PaymentRepository } from '../payment/payment.repository';
import type { PaymentProviders } from '../payment/payment.service';
import type { RefundRepository, UnsentRefundRow } from './refunds.repository';

/** What the provider shows the payer with the refund (WeChat Pay keeps the first one it was sent). */
const reasonText: Record<UnsentRefundRow['reason'], string> = {
  passenger: '乘客申请退票',
  latePayment: '订单已超时且座位已售完，自动退款',
  duplicatePayment: '重复支付，自动退款',
  departureCancelled: '班次停运，全额退款',
  afterSales: '客服售后退款',
};

/** A refund younger than this is still being sent by the request that made it. */
const RETRY_AFTER_MS = 2 * 60_000;
/** Older than this it is an operator's to look at (the log has said so at every try). */
const RETRY_FOR_MS = 24 * 3_600_000;
const RETRY_BATCH = 50;
/** REFUND_RETRY_SECONDS' default: how often the job runs, on each instance. */
const DEFAULT_RETRY_EVERY_MS = 300_000;

/**
 * Sends refunds to the provider that took the money and settles the row from its answer. A refund whose
 * sending failed (the provider unreachable, or its answer unreadable) stays `processing` without a
 * provider refund id; `retryUnsent` sends it again with the same out_refund_no, which the provider treats
 * as the same refund (WeChat Pay answers the one it has), so a retry never pays twice. The refund-retry job
 * runs it every REFUND_RETRY_SECONDS (jobs/periodic-jobs.ts) on every instance: each run claims what it sends
 * for most of that interval, so instances running at once never send one refund twice (decision 042).
 */
export const createRefundSender = (deps: {
  refunds: RefundRepository;
  payments: PaymentRepository;
  providers: PaymentProviders;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** How often the retry job runs on each instance (REFUND_RETRY_SECONDS). */
  retryEveryMs?: number;
  now?: () => Date;
}) => {
  const { refunds, payments, providers, logger } = deps;
  const now = deps.now ?? (() => new Date());
  // Claimed for nine tenths of the interval: the same instance's next run finds it due again, even if its
  // timer fires a little before the claim's end would be, and any other instance's run meanwhile does not.
  const claimMs = Math.round((deps.retryEveryMs ?? DEFAULT_RETRY_EVERY_MS) * 0.9);

  /** Answers whether the provider took the refund on (succeeded or processing there). */
  const send = async (refund: { outRefundNo: string; amountCents: number; reason: UnsentRefundRow['reason'] }, payment: { channel: PaymentChannel; outTradeNo: string; amountCents: number }): Promise<boolean> => {
    const provider = providers[payment.channel];
    try {
      if (!provider) throw new Error(`no ${payment.channel} provider to refund with`);
      const result = await provider.refund({
        outTradeNo: payment.outTradeNo,
        outRefundNo: refund.outRefundNo,
        refundCents: refund.amountCents,
        totalCents: payment.amountCents,
        reason: reasonText[refund.reason],
      });
      await payments.settleRefund(refund.outRefundNo, { status: result.status, refundId: result.refundId, at: now() });
      logger.info({ outRefundNo: refund.outRefundNo, outTradeNo: payment.outTradeNo, amountCents: refund.amountCents, status: result.status }, 'refund sent');
      return true;
    } catch (err) {
      logger.error({ err, outRefundNo: refund.outRefundNo, outTradeNo: payment.outTradeNo }, 'refund could not be sent; the refund stays processing');
      return false;
    }
  };

  return {
    send,

    /** Sends again every refund no provider has taken on, owed for 2 minutes to a day. Answers how many were taken now. */
    retryUnsent: async (): Promise<number> => {
      const at = now().getTime();
      const unsent = await refunds.claimUnsent(
        { from: new Date(at - RETRY_FOR_MS), to: new Date(at - RETRY_AFTER_MS) },
        { at: new Date(at), until: new Date(at + claimMs) },
        RETRY_BATCH,
      );
      let taken = 0;
      for (const row of unsent) {
        const isTaken = await send(
          { outRefundNo: row.out_refund_no, amountCents: row.amount_cents, reason: row.reason },
          { channel: row.channel, outTradeNo: row.out_trade_no, amountCents: row.payment_cents },
        );
        if (isTaken) taken += 1;
      }
      return taken;
    },
  };
};

export type RefundSender = ReturnType<typeof createRefundSender>;
