import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An invite code names its inviter so that nobody can write one for someone else: the inviter's user id in
 * base 36, then the first MAC_LENGTH hex digits of an HMAC-SHA256 of that id under INVITE_CODE_SECRET.
 * Upper-case when made, read in any case (a link typed by hand). Changing the secret voids every code.
 */
const MAC_LENGTH = 10;
const MAX_ID_DIGITS = 12;

const macOf = (secret: string, idPart: string): string =>
  createHmac('sha256', secret).update(`invite:${idPart}`).digest('hex').slice(0, MAC_LENGTH).toUpperCase();

export const makeInviteCode = (secret: string, userId: number): string => {
  const idPart = userId.toString(36).toUpperCase();
  return `${idPart}${macOf(secret, idPart)}`;
};

/** The inviter's user id, or null for anything that is not a code this server made. */
export const readInviteCode = (secret: string, code: string): number | null => {
  const upper = code.trim().toUpperCase();
  if (!/^[0-9A-Z]+$/.test(upper) || upper.length <= MAC_LENGTH || upper.length > MAC_LENGTH + MAX_ID_DIGITS) return null;
  const idPart = upper.slice(0, -MAC_LENGTH);
  if (idPart.startsWith('0')) return null;
  const expected = Buffer.from(macOf(secret, idPart));
  const given = Buffer.from(upper.slice(-MAC_LENGTH));
  if (!timingSafeEqual(expected, given)) return null;
  const id = parseInt(idPart, 36);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
