import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { randomCode } from '../../../lib/secret-token';

/**
 * Operator passwords (decision 044): scrypt from node:crypto, stored as "scrypt$N$r$p$salt$hash" so that the
 * cost can be raised later without losing the accounts hashed before.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
// N=2^15, r=8 needs 32 MiB; Node's default ceiling is exactly 32 MiB, so give it room.
const MAX_MEMORY = 64 * 1024 * 1024;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });

export const hashOperatorPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyOperatorPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
};

/** A hash no password matches: compared against for unknown usernames, so that they take as long as known ones. */
export const hashOfNoPassword = hashOperatorPassword(randomBytes(24).toString('base64url'));

// No 0/O, 1/l/I: read aloud or copied by hand from a terminal.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A one-time password: 14 characters with a letter and a digit, so that it meets the password rule itself. */
export const newOneTimePassword = (): string => {
  for (;;) {
    const value = randomCode(ALPHABET, 14);
    if (/[A-Za-z]/.test(value) && /\d/.test(value)) return value;
  }
};
