import type { WechatPayTransaction } from '@udian/contracts/endpoints/payment/payment-notifications';
import type { ConfirmedPayment } from '../payment-provider';

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** RFC 3339 in Beijing time, seconds precision (2018-06-08T10:34:56+08:00): how WeChat Pay writes times. */
export const wechatPayTime = (at: Date): string =>
  `${new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;

/** REFUND ("转入退款") is a paid trade some of whose money went back: it was still paid. */
const PAID_STATES = new Set(['SUCCESS', 'REFUND']);

/**
 * A paid transaction as a ConfirmedPayment; null for any other state (NOTPAY, CLOSED, USERPAYING, PAYERROR…).
 * A paid state without the id, amount or time WeChat Pay always sends is not believed: it throws.
 */
export const confirmedPaymentOf = (transaction: WechatPayTransaction): ConfirmedPayment | null => {
  if (!PAID_STATES.has(transaction.trade_state)) return null;
  const paidAt = new Date(transaction.success_time ?? Number.NaN);
  if (!transaction.transaction_id || transaction.amount === undefined || Number.isNaN(paidAt.getTime())) {
    throw new Error('WeChat Pay transaction SUCCESS without transaction_id, amount or success_time');
  }
  return {
    outTradeNo: transaction.out_trade_no,
    transactionId: transaction.transaction_id,
    amountCents: transaction.amount.total,
    paidAt,
  };
};
