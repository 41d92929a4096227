import { describe, expect, it } from 'vitest';
import { signShareToken, verifyShareToken } from './share-token';

const SECRET = 'a-test-ride-code-secret';
const NOW = new Date('2026-09-29T00:00:00Z');
const LATER = new Date('2026-09-29T01:30:00Z');

describe('share tokens', () => {
  it('opens the ticket until it expires', () => {
    const token = signShareToken(SECRET, '42', LATER);
    expect(token).toMatch(/^42\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyShareToken(SECRET, token, NOW)).toEqual({ isValid: true, ticketId: '42', expiresAt: LATER });
    expect(verifyShareToken(SECRET, token, new Date(LATER.getTime() - 1000))).toMatchObject({ isValid: true });
  });

  it('stops at its expiry', () => {
    const token = signShareToken(SECRET, '42', LATER);
    expect(verifyShareToken(SECRET, token, LATER)).toEqual({ isValid: false, reason: 'expired' });
  });

  it.each([
    ['another ticket', (t: string) => t.replace(/^42\./, '43.')],
    ['a later expiry', (t: string) => t.replace(/\.(\d+)\./, (_m, e: string) => `.${Number(e) + 86_400}.`)],
    ['a changed signature', (t: string) => t.slice(0, -1) + (t.endsWith('A') ? 'B' : 'A')],
  ])('refuses a token changed to %s', (_label, change) => {
    expect(verifyShareToken(SECRET, change(signShareToken(SECRET, '42', LATER)), NOW)).toEqual({ isValid: false, reason: 'signature' });
  });

  it('refuses another secret’s token and garbage', () => {
    expect(verifyShareToken(SECRET, signShareToken('someone-elses-secret', '42', LATER), NOW)).toMatchObject({ isValid: false, reason: 'signature' });
    for (const token of ['', 'abc', '42.1.x', '0.123.' + 'a'.repeat(43)]) expect(verifyShareToken(SECRET, token, NOW)).toEqual({ isValid: false, reason: 'malformed' });
  });
});
