import { createHash, randomBytes } from 'node:crypto';

/** How long an unbound openid waits for the SMS login that attaches it. */
export const BIND_TICKET_TTL_MS = 10 * 60_000;

export const newBindTicket = (): string => randomBytes(32).toString('base64url');

/** Only the hash is stored, as with session tokens (decision 005). */
export const hashBindTicket = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');
