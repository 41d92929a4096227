import { describe, expect, it } from 'vitest';
import { isSignatureValid, isTimestampFresh, signFields } from './signed-fields';

describe('signFields', () => {
  it('signs the sorted fields without sign and empty values', () => {
    const a = signFields({ b: 2, a: '1', sign: 'x', c: '' }, 'k');
    expect(a).toBe(signFields({ a: '1', b: '2' }, 'k'));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(signFields({ a: '1', b: '2' }, 'other')).not.toBe(a);
  });

  it.each([
    ['the right sign', (s: string) => s, true],
    ['a changed sign', (s: string) => `${s.slice(0, -1)}${s.endsWith('0') ? '1' : '0'}`, false],
    ['not hex', () => 'zz', false],
    ['empty', () => '', false],
  ])('checks %s', (_name, mutate, expected) => {
    const fields = { outTradeNo: 'UD1', amountCents: 1600 };
    expect(isSignatureValid(fields, mutate(signFields(fields, 'key')), 'key')).toBe(expected);
  });

  it.each([
    [0, true],
    [300, true],
    [-300, true],
    [301, false],
    [-301, false],
  ])('a timestamp %i s off is fresh: %s', (offset, expected) => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(isTimestampFresh(now.getTime() / 1000 + offset, now)).toBe(expected);
  });
});
