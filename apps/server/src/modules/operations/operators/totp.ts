import { createHmac, randomBytes } from 'node:crypto';

/** RFC 6238 TOTP with SHA-1, six digits and 30-second steps: what every authenticator app speaks. */
const STEP_SECONDS = 30;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const encodeBase32 = (bytes: Buffer): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
};

export const decodeBase32 = (text: string): Buffer => {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

/** A new secret: 20 random bytes, base32 as authenticator apps take it. */
export const newTotpSecret = (): string => encodeBase32(randomBytes(20));

/** The code of one step (RFC 4226 HOTP on the step counter). */
export const totpCodeAt = (secret: string, at: Date): string => {
  const counter = Math.floor(at.getTime() / 1000 / STEP_SECONDS);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', decodeBase32(secret)).update(message).digest();
  const offset = digest[digest.length - 1]! & 15;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
};

/** Right for the current step or the one either side (a phone's clock a little off). */
export const isTotpCodeRight = (secret: string, code: string, at: Date): boolean =>
  [-1, 0, 1].some((drift) => totpCodeAt(secret, new Date(at.getTime() + drift * STEP_SECONDS * 1000)) === code);

export const totpUrl = ({ secret, username, issuer }: { secret: string; username: string; issuer: string }): string =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${username}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=${STEP_SECONDS}`;
