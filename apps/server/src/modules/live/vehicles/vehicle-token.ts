import { hashSessionToken, isWellFormedToken, newSessionToken } from '../../accounts/session/session-token';

/** Device tokens are made and kept like session tokens: 32 random bytes base64url, only the SHA-256 stored. */
export const newVehicleToken = newSessionToken;
export const hashVehicleToken = hashSessionToken;

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is no well-formed one. */
export const bearerToken = (header: string | string[] | undefined): string | undefined => {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value ?? '');
  const token = match?.[1];
  return token !== undefined && isWellFormedToken(token) ? token : undefined;
};
