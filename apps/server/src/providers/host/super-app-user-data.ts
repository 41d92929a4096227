import { createHmac, timingSafeEqual } from 'node:crypto';
import { isHostPhone, type HostUser } from './host-provider';

/** How far the host's timestamp may be from our clock: long enough for slow phones, short for replays. */
export const SUPER_APP_MAX_SKEW_MS = 10 * 60_000;

export type SuperAppCheck = { ok: true; user: HostUser } | { ok: false; reason: 'sign' | 'data' | 'stale' };

export const signSuperAppUserData = (key: string, userData: string): string =>
  createHmac('sha256', key).update(userData, 'utf8').digest('hex');

/**
 * The super-app's login request: `sign` must be HMAC-SHA256(key, userData) in hex (compared in constant
 * time), and userData a JSON object { userId, phone, timestamp } signed within SUPER_APP_MAX_SKEW_MS.
 */
export const checkSuperAppUserData = (key: string, userData: string, sign: string, now: Date): SuperAppCheck => {
  const expected = Buffer.from(signSuperAppUserData(key, userData), 'hex');
  const given = Buffer.from(sign.toLowerCase(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'sign' };

  let data: unknown;
  try {
    data = JSON.parse(userData);
  } catch {
    return { ok: false, reason: 'data' };
  }
  if (typeof data !== 'object' || data === null) return { ok: false, reason: 'data' };
  const { userId, phone, timestamp } = data as Record<string, unknown>;
  const hostUserId = typeof userId === 'number' ? String(userId) : userId;
  if (typeof hostUserId !== 'string' || hostUserId === '' || hostUserId.length > 128 || !isHostPhone(phone)) {
    return { ok: false, reason: 'data' };
  }
  if (typeof timestamp !== 'number' || Math.abs(now.getTime() - timestamp) > SUPER_APP_MAX_SKEW_MS) {
    return { ok: false, reason: 'stale' };
  }
  return { ok: true, user: { hostUserId, phone } };
};
