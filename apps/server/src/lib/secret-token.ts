import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Bearer secrets a client keeps and the server knows only by hash: session tokens (accounts) and device
 * tokens (live buses) are both made and checked this way.
 */

/** 32 random bytes, base64url: what the client stores. Only its SHA-256 is kept on the server. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const isWellFormedSecretToken = (token: string): boolean => /^[A-Za-z0-9_-]{32,128}$/.test(token);

/** `length` characters drawn uniformly (crypto's randomInt) from `alphabet`: codes people read, type or share. */
export const randomCode = (alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** Two hashes compared in constant time (a code's hash against the stored one: SMS and e-mail codes). */
export const isSameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
