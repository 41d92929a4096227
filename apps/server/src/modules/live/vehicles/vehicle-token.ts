import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from '../../../lib/secret-token';

/** Device tokens are made and kept like session tokens (lib/secret-token.ts): 32 random bytes base64url, only the SHA-256 stored. */
export const newVehicleToken = newSecretToken;
export const hashVehicleToken = hashSecretToken;

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is no well-formed one. */
export const bearerToken = (header: string | string[] | undefined): string | undefined => {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value ?? '');
  const token = match?.[1];
  return token !== undefined && isWellFormedSecretToken(token) ? token : undefined;
};
