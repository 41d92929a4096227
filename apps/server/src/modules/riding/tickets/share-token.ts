import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Share links (decision 024): the token is `<ticketId>.<expiry unix seconds>.<sig>`, sig = base64url
 * HMAC-SHA256(RIDE_CODE_SECRET, `UDS1.<ticketId>.<expiry>`). No table: the signature is the proof that we
 * issued it, the expiry (the ticket's check-window close) ends it. The `UDS1` domain keeps a share signature
 * from ever being a ride-code signature.
 */
const DOMAIN = 'UDS1';
const TOKEN_PATTERN = /^([1-9]\d{0,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (secret: string, ticketId: string, expiry: number): string =>
  createHmac('sha256', secret).update(`${DOMAIN}.${ticketId}.${expiry}`).digest('base64url');

export const signShareToken = (secret: string, ticketId: string, expiresAt: Date): string => {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  return `${ticketId}.${expiry}.${signatureOf(secret, ticketId, expiry)}`;
};

export type ShareTokenCheck = { isValid: true; ticketId: string; expiresAt: Date } | { isValid: false; reason: 'malformed' | 'signature' | 'expired' };

/** The ticket a token opens at `now`, or why it opens nothing. */
export const verifyShareToken = (secret: string, token: string, now: Date): ShareTokenCheck => {
  const match = TOKEN_PATTERN.exec(token.trim());
  if (!match) return { isValid: false, reason: 'malformed' };
  const [, ticketId, expiryText, signature] = match as unknown as [string, string, string, string];
  const expiry = Number(expiryText);
  if (!timingSafeEqual(Buffer.from(signatureOf(secret, ticketId, expiry)), Buffer.from(signature))) return { isValid: false, reason: 'signature' };
  const expiresAt = new Date(expiry * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { isValid: false, reason: 'expired' };
  return { isValid: true, ticketId, expiresAt };
};
