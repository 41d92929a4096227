import type { SignedPaymentNotification } from '@udian/contracts/endpoints/payment/payment-notifications';
import { randomBytes } from 'node:crypto';
import { NotificationRejected, type IncomingNotification, type PaymentProvider, type VerifiedNotification } from '../payment-provider';
import { isSignatureValid, readSignedPayment, signFields } from '../signed-fields';

export type SandboxProvider = PaymentProvider & {
  channel: 'sandbox';
  /** The gateway side: what the cashier's 支付 button sends to our notify URL. */
  makeNotification: (payment: { outTradeNo: string; amountCents: number }) => SignedPaymentNotification;
  /** The signature on a cashier link, so that only links we issued open a cashier. */
  signCashierLink: (outTradeNo: string) => string;
  isCashierLinkValid: (outTradeNo: string, sig: string) => boolean;
};

/**
 * The sandbox gateway (DESIGN "Providers": the default): our own cashier page plays the payment provider.
 * Its notifications are signed like a real provider's and verified the same way; it holds no money, so
 * closing is a no-op and a refund succeeds at once.
 */
export const createSandboxProvider = ({ secret, now = () => new Date() }: { secret: string; now?: () => Date }): SandboxProvider => ({
  channel: 'sandbox',

  makeNotification: ({ outTradeNo, amountCents }) => {
    const fields = {
      outTradeNo,
      transactionId: `SBX${Date.now()}${randomBytes(4).toString('hex')}`,
      amountCents,
      status: 'SUCCESS' as const,
      timestamp: Math.floor(now().getTime() / 1000),
      nonce: randomBytes(8).toString('hex'),
    };
    return { ...fields, sign: signFields(fields, secret) };
  },

  signCashierLink: (outTradeNo) => signFields({ cashier: outTradeNo }, secret),
  isCashierLinkValid: (outTradeNo, sig) => isSignatureValid({ cashier: outTradeNo }, sig, secret),

  verifyNotification: async ({ rawBody }: IncomingNotification): Promise<VerifiedNotification> => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new NotificationRejected('malformed body');
    }
    return { kind: 'paid', payment: readSignedPayment(parsed, secret, now()) };
  },

  queryPayment: async () => null,
  closePayment: async () => undefined,
  // No money moves, so the refund is done when asked (no notification follows); what a real gateway refuses
  // at once, it refuses too: nothing, or more than the payment.
  refund: async ({ outRefundNo, refundCents, totalCents }) => {
    if (!Number.isSafeInteger(refundCents) || refundCents <= 0 || refundCents > totalCents) {
      throw new Error(`sandbox refund ${outRefundNo}: ${refundCents} of a ${totalCents}-cent payment cannot be refunded`);
    }
    return { refundId: `SBXR${outRefundNo}`, status: 'succeeded' };
  },
});
