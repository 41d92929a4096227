import { describe, expect, it } from 'vitest';
import { decodeBase32, encodeBase32, isTotpCodeRight, totpCodeAt } from './totp';

// RFC 6238 appendix B, SHA-1, with the RFC's 20-byte secret "12345678901234567890" (codes cut to six digits).
const RFC_SECRET = encodeBase32(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('gives the RFC 6238 code at %i s', (seconds, code) => {
    expect(totpCodeAt(RFC_SECRET, new Date(seconds * 1000))).toBe(code);
  });

  it('takes the step either side and no further', () => {
    const at = new Date(1111111109 * 1000);
    expect(isTotpCodeRight(RFC_SECRET, totpCodeAt(RFC_SECRET, new Date(at.getTime() - 30_000)), at)).toBe(true);
    expect(isTotpCodeRight(RFC_SECRET, totpCodeAt(RFC_SECRET, new Date(at.getTime() + 30_000)), at)).toBe(true);
    expect(isTotpCodeRight(RFC_SECRET, totpCodeAt(RFC_SECRET, new Date(at.getTime() - 90_000)), at)).toBe(false);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(decodeBase32(encodeBase32(bytes))).toEqual(bytes);
    expect(encodeBase32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });
});
