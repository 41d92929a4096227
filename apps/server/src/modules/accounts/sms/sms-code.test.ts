import { describe, expect, it } from 'vitest';
import { isSameHash } from '../../../lib/secret-token';
import { hashSmsCode, newSmsCode, startOfShanghaiDay } from './sms-code';

describe('SMS codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 200 }, newSmsCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are stored as a keyed hash bound to phone and purpose', () => {
    const base = hashSmsCode('secret-secret-16', '13800138000', 'baseLogin', '123456');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(base).not.toContain('123456');
    expect(hashSmsCode('secret-secret-16', '13800138001', 'baseLogin', '123456')).not.toBe(base);
    expect(hashSmsCode('secret-secret-16', '13800138000', 'bindPhone', '123456')).not.toBe(base);
    expect(hashSmsCode('another-secret-16', '13800138000', 'baseLogin', '123456')).not.toBe(base);
    expect(isSameHash(base, hashSmsCode('secret-secret-16', '13800138000', 'baseLogin', '123456'))).toBe(true);
    expect(isSameHash(base, base.slice(1))).toBe(false);
  });

  it.each([
    ['2025-06-02T02:00:00Z', '2025-06-01T16:00:00.000Z'],
    ['2025-06-01T16:00:00Z', '2025-06-01T16:00:00.000Z'],
    ['2025-06-01T15:59:59Z', '2025-05-31T16:00:00.000Z'],
  ])('the Shanghai day of %s starts at %s', (at, start) => {
    expect(startOfShanghaiDay(new Date(at)).toISOString()).toBe(start);
  });
});
