import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from '../../../lib/secret-token';

/** A session token is a secret token (lib/secret-token.ts): 32 random bytes, only its SHA-256 stored. */
export const newSessionToken = newSecretToken;

export const hashSessionToken = hashSecretToken;

export const isWellFormedToken = isWellFormedSecretToken;

export const isWellFormedUserId = (userId: string): boolean => /^[1-9][0-9]{0,15}$/.test(userId);
