import { SignedPaymentNotification } from '@udian/contracts/endpoints/payment/payment-notifications';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationRejected, type ConfirmedPayment } from './payment-provider';

/**
 * HMAC-SHA256 (hex) over `k=v&k=v` of every field but `sign`, keys sorted, empty values left out: how the
 * sandbox gateway and the super-app sign what they send us, and how we sign what we send the super-app.
 */
export const signFields = (fields: Readonly<Record<string, string | number>>, key: string): string => {
  const text = Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== '' && fields[k] !== undefined)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', key).update(text).digest('hex');
};

export const isSignatureValid = (fields: Readonly<Record<string, string | number>>, sign: string, key: string): boolean => {
  const expected = Buffer.from(signFields(fields, key), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(sign) ? sign : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** Notifications older or newer than this are refused (replay protection), as WeChat Pay does. */
export const MAX_NOTIFICATION_SKEW_SECONDS = 300;

export const isTimestampFresh = (seconds: number, now: Date): boolean =>
  Math.abs(now.getTime() / 1000 - seconds) <= MAX_NOTIFICATION_SKEW_SECONDS;

/**
 * A notification signed with a shared key (sandbox, super-app), read: the shape, the signature, the 300 s
 * window. Throws NotificationRejected with the reason otherwise.
 */
export const readSignedPayment = (body: unknown, key: string, now: Date): ConfirmedPayment => {
  const result = SignedPaymentNotification.safeParse(body);
  if (!result.success) throw new NotificationRejected('malformed body');
  const { sign, ...fields } = result.data;
  if (!isSignatureValid(fields, sign, key)) throw new NotificationRejected('bad signature');
  if (!isTimestampFresh(fields.timestamp, now)) throw new NotificationRejected('stale timestamp');
  return { outTradeNo: fields.outTradeNo, transactionId: fields.transactionId, amountCents: fields.amountCents, paidAt: new Date(fields.timestamp * 1000) };
};
