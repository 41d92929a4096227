import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the client stores. Only its SHA-256 is kept on the server. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const isWellFormedToken = (token: string): boolean => /^[A-Za-z0-9_-]{32,128}$/.test(token);

export const isWellFormedUserId = (userId: string): boolean => /^[1-9][0-9]{0,15}$/.test(userId);
