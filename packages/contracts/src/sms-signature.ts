import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Signature of SMS-code requests (SPEC section 5), computed by the browser and checked by the server.
 *
 * Algorithm:
 * 1. Drop the `sign` key and every key whose value is undefined or null.
 * 2. Sort the remaining keys by UTF-16 code unit order (the default `Array.prototype.sort`).
 * 3. Join them as `key=value` with '&', each value written as `String(value)`.
 * 4. Prefix that string with `path + PREFIX_SALT`, where path is the call path, for example
 *    '/sms/v1/verification_code/send'.
 * 5. Hash with SHA-256, as lowercase hex.
 * 6. Insert INSERT_SALT at index 7 of that hex string.
 * 7. Hash with SHA-256 again, as lowercase hex: that is the sign.
 *
 * Both salts ship inside the web bundle, so anyone can reproduce a signature: it only deters casual scripted
 * calls. The server's rate limits on SMS sending carry the real protection.
 */

export const PREFIX_SALT = 'udianbus#sms';
export const INSERT_SALT = 'ub7';

const INSERT_AT = 7;
const SIGN_PATTERN = /^[0-9a-f]{64}$/;

export type SignableValue = string | number | boolean | null | undefined;
export type SignablePayload = Readonly<Record<string, SignableValue>>;

const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

const canonicalQuery = (payload: SignablePayload): string =>
  Object.keys(payload)
    .filter((key) => key !== 'sign' && payload[key] !== undefined && payload[key] !== null)
    .sort()
    .map((key) => `${key}=${String(payload[key])}`)
    .join('&');

export function signRequest(payload: SignablePayload, path: string): string {
  const firstHash = sha256Hex(`${path}${PREFIX_SALT}${canonicalQuery(payload)}`);
  return sha256Hex(`${firstHash.slice(0, INSERT_AT)}${INSERT_SALT}${firstHash.slice(INSERT_AT)}`);
}

/** Compares every character whatever the first mismatch, so timing does not reveal a matching prefix. */
const isEqualConstantTime = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
};

/** `sign` is `unknown` because it arrives straight from the request; anything but 64 lowercase hex fails. */
export function verifyRequestSignature(payload: SignablePayload, path: string, sign: unknown): boolean {
  if (typeof sign !== 'string' || !SIGN_PATTERN.test(sign)) return false;
  return isEqualConstantTime(signRequest(payload, path), sign);
}
