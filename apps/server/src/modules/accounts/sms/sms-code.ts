import { createHmac, randomInt } from 'node:crypto';

/** Six digits from the CSPRNG, leading zeros kept. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The stored form of a code: keyed with a server secret so that a copy of the database alone cannot be
 * brute-forced back to codes, and bound to the phone and purpose so that a code only works where it was sent.
 */
export const hashSmsCode = (secret: string, phone: string, functionType: string, code: string): string =>
  createHmac('sha256', secret).update(`${phone}:${functionType}:${code}`).digest('hex');

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** Midnight in Asia/Shanghai (UTC+8, no daylight saving) of the day `at` falls on: "today" for the daily cap. */
export const startOfShanghaiDay = (at: Date): Date => {
  const local = at.getTime() + SHANGHAI_OFFSET_MS;
  return new Date(local - (local % 86_400_000) - SHANGHAI_OFFSET_MS);
};
