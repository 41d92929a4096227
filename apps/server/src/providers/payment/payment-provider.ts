import type { PaymentChannel } from '../../db/schema';

/**
 * One payment provider (DESIGN "Providers"): the sandbox, the super-app's deep link, WeChat Pay v3 JSAPI.
 * The payment service decides what an answer means for the order; a provider only talks to its gateway and
 * verifies what the gateway sends. Amounts are integer cents.
 */

/** What the service asks a provider to collect. */
export type PaymentRequest = {
  outTradeNo: string;
  amountCents: number;
  /** Shown by the cashier or the host, e.g. 'M101 车票 ×2'. */
  description: string;
  /** When the gateway should stop accepting payment (the order's expiry). */
  expiresAt: Date;
  /** WeChat JSAPI only: the payer's openid. */
  payerOpenId?: string;
};

/** A payment the gateway confirms, whether by notification or by query. */
export type ConfirmedPayment = {
  outTradeNo: string;
  transactionId: string;
  amountCents: number;
  paidAt: Date;
};

/** A verified notification: a payment succeeded, a refund changed state, or something we do not act on. */
export type VerifiedNotification =
  | { kind: 'paid'; payment: ConfirmedPayment }
  | { kind: 'refund'; outRefundNo: string; refundId: string; isSucceeded: boolean }
  | { kind: 'ignored'; reason: string };

/** The raw request as it reached us; signatures cover the exact body bytes. */
export type IncomingNotification = { headers: Record<string, string | string[] | undefined>; rawBody: string };

export class NotificationRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export type RefundRequest = { outTradeNo: string; outRefundNo: string; refundCents: number; totalCents: number; reason: string };
export type RefundResult = { refundId: string; status: 'processing' | 'succeeded' };

export type PaymentProvider = {
  channel: PaymentChannel;
  /**
   * Verifies a notification (signature, serial, timestamp skew, decryption) and reads it. Throws
   * NotificationRejected with a reason to log when anything does not check out.
   */
  verifyNotification: (incoming: IncomingNotification) => Promise<VerifiedNotification>;
  /** The gateway's view of a payment: confirmed, or null while unpaid. */
  queryPayment: (outTradeNo: string) => Promise<ConfirmedPayment | null>;
  /** Stops the gateway from taking money for this trade (expired or cancelled order); best effort. */
  closePayment: (outTradeNo: string) => Promise<void>;
  refund: (request: RefundRequest) => Promise<RefundResult>;
};
