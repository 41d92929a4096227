import { RIDE_CODE_STEP_SECONDS } from '@udian/contracts/schemas/tickets';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Ride codes (decision 024): `UD1.<ticketId>.<step>.<sig>`, step = floor(unix seconds / 30), sig = the first
 * 22 characters of base64url HMAC-SHA256(RIDE_CODE_SECRET, `UD1.<ticketId>.<step>`). Nothing is stored: the
 * server can sign any step of any ticket, so a page can be given a whole check window's codes at once and
 * rotate them offline, while a screenshot stops working a step or so after it was taken.
 */
const VERSION = 'UD1';
const SIGNATURE_LENGTH = 22;
/** A code is accepted this many steps either side of the current one (clock skew, a code shown just before it rotated). */
export const RIDE_CODE_TOLERANCE_STEPS = 1;

const CODE_PATTERN = /^UD1\.([1-9]\d{0,15})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

export type RideCodeCheck = 'ok' | 'invalid' | 'expired';

/** The step an instant falls in. */
export const rideCodeStep = (at: Date | number): number =>
  Math.floor((typeof at === 'number' ? at : at.getTime()) / 1000 / RIDE_CODE_STEP_SECONDS);

const signatureOf = (secret: string, ticketId: string, step: number): string =>
  createHmac('sha256', secret).update(`${VERSION}.${ticketId}.${step}`).digest('base64url').slice(0, SIGNATURE_LENGTH);

export const signRideCode = (secret: string, ticketId: string, step: number): string =>
  `${VERSION}.${ticketId}.${step}.${signatureOf(secret, ticketId, step)}`;

/** The codes of every step from `from` to `to` (inclusive), in order. */
export const rideCodesBetween = (secret: string, ticketId: string, from: Date, to: Date): { step: number; code: string }[] => {
  const codes: { step: number; code: string }[] = [];
  for (let step = rideCodeStep(from); step <= rideCodeStep(to); step += 1) codes.push({ step, code: signRideCode(secret, ticketId, step) });
  return codes;
};

/**
 * Whether `code` opens `ticketId` at `now`: 'invalid' when it does not parse, names another ticket or its
 * signature does not match; 'expired' when it is genuine but its step is not the current one ± 1.
 */
export const verifyRideCode = (secret: string, code: string, ticketId: string, now: Date): RideCodeCheck => {
  const match = CODE_PATTERN.exec(code.trim());
  if (!match) return 'invalid';
  const [, codeTicketId, stepText, signature] = match as unknown as [string, string, string, string];
  if (codeTicketId !== ticketId) return 'invalid';
  const step = Number(stepText);
  const expected = Buffer.from(signatureOf(secret, ticketId, step));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return 'invalid';
  return Math.abs(rideCodeStep(now) - step) <= RIDE_CODE_TOLERANCE_STEPS ? 'ok' : 'expired';
};
