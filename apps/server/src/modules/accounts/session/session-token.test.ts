import { describe, expect, it } from 'vitest';
import { hashSessionToken, isWellFormedToken, isWellFormedUserId, newSessionToken } from './session-token';

describe('session tokens', () => {
  it('are random, well formed and stored only as a hash', () => {
    const a = newSessionToken();
    const b = newSessionToken();
    expect(a).not.toBe(b);
    expect(isWellFormedToken(a)).toBe(true);
    expect(hashSessionToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(a)).not.toContain(a);
  });

  it.each([
    ['', false],
    ['short', false],
    ['a'.repeat(43), true],
    ['a'.repeat(129), false],
    [`${'a'.repeat(40)} or 1=1`, false],
  ])('token %j well formed: %s', (token, expected) => {
    expect(isWellFormedToken(token)).toBe(expected);
  });

  it.each([
    ['100001', true],
    ['0', false],
    ['01', false],
    ['12a', false],
    ['1'.repeat(17), false],
  ])('userId %j well formed: %s', (userId, expected) => {
    expect(isWellFormedUserId(userId)).toBe(expected);
  });
});
