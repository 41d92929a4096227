import { randomBytes } from 'node:crypto';
import { fetchHostJson } from '../../host/host-http';
import { NotificationRejected, type IncomingNotification, type PaymentProvider, type PaymentRequest, type VerifiedNotification } from '../payment-provider';
import { readSignedPayment, signFields } from '../signed-fields';

/** The order as the super-app's cashier reads it from the deep link's params. */
export type SuperAppPayParams = {
  outTradeNo: string;
  amountCents: number;
  subject: string;
  expireTime: number;
  notifyUrl: string;
  timestamp: number;
  nonce: string;
};

export type SuperAppPayProvider = PaymentProvider & {
  channel: 'superApp';
  /** SPEC sections 3, 4 and 7: type, sign and params for the host's payment deep link. */
  signPayRequest: (request: PaymentRequest & { notifyUrl: string }) => { type: string; sign: string; params: string };
};

export const SUPER_APP_PAY_TYPE = 'H5_ORDER_PAY';

const readNotification = (incoming: IncomingNotification): Record<string, unknown> => {
  const type = String(incoming.headers['content-type'] ?? '');
  try {
    if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(incoming.rawBody));
    return JSON.parse(incoming.rawBody) as Record<string, unknown>;
  } catch {
    throw new NotificationRejected('malformed body');
  }
};

/**
 * The city super-app's payment: we sign the order, the browser opens the host's payment deep link with it,
 * and the host's payment server notifies us, signed with the same shared key. With an apiUrl the host's
 * server also answers queries, closes and refunds; without one (development) there is nothing to ask, and
 * a refund is recorded as done (the log says so).
 */
export const createSuperAppPayProvider = ({
  payKey,
  apiUrl,
  now = () => new Date(),
  onDevRefund,
}: {
  payKey: string;
  apiUrl: string;
  now?: () => Date;
  onDevRefund?: (outRefundNo: string) => void;
}): SuperAppPayProvider => {
  const signed = (fields: Record<string, string | number>) => ({ ...fields, sign: signFields(fields, payKey) });
  const callHost = async (path: string, fields: Record<string, string | number>) => {
    const answer = await fetchHostJson(`${apiUrl}${path}`, { method: 'POST', body: signed({ ...fields, timestamp: Math.floor(now().getTime() / 1000) }) });
    if (answer.code !== 'SUCCESS') throw new Error(`super-app payment ${path} failed: ${String(answer.message ?? answer.code)}`);
    return (answer.data ?? {}) as Record<string, unknown>;
  };

  return {
    channel: 'superApp',

    signPayRequest: ({ outTradeNo, amountCents, description, expiresAt, notifyUrl }) => {
      const params: SuperAppPayParams = {
        outTradeNo,
        amountCents,
        subject: description,
        expireTime: Math.floor(expiresAt.getTime() / 1000),
        notifyUrl,
        timestamp: Math.floor(now().getTime() / 1000),
        nonce: randomBytes(8).toString('hex'),
      };
      const paramsText = JSON.stringify(params);
      return { type: SUPER_APP_PAY_TYPE, sign: signFields({ type: SUPER_APP_PAY_TYPE, params: paramsText }, payKey), params: paramsText };
    },

    verifyNotification: async (incoming): Promise<VerifiedNotification> => ({
      kind: 'paid',
      payment: readSignedPayment(readNotification(incoming), payKey, now()),
    }),

    queryPayment: async (outTradeNo) => {
      if (!apiUrl) return null;
      const data = await callHost('/pay/query', { outTradeNo });
      if (data.status !== 'SUCCESS') return null;
      return {
        outTradeNo,
        transactionId: String(data.transactionId),
        amountCents: Number(data.amountCents),
        paidAt: new Date(Number(data.paidAt) * 1000),
      };
    },

    closePayment: async (outTradeNo) => {
      if (apiUrl) await callHost('/pay/close', { outTradeNo });
    },

    refund: async ({ outTradeNo, outRefundNo, refundCents }) => {
      if (!apiUrl) {
        onDevRefund?.(outRefundNo);
        return { refundId: `DEV${outRefundNo}`, status: 'succeeded' };
      }
      const data = await callHost('/pay/refund', { outTradeNo, outRefundNo, refundCents });
      return { refundId: String(data.refundId), status: data.status === 'SUCCESS' ? 'succeeded' : 'processing' };
    },
  };
};
