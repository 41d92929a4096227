import { describe, expect, it } from 'vitest';
import { shanghaiDate, shanghaiDateTime, yuan } from './format';

describe('yuan', () => {
  it.each([
    [1250, '12.50'],
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [123456789, '1234567.89'],
    [-5, '-0.05'],
    [-1250, '-12.50'],
  ])('%i cents → %s', (cents, text) => expect(yuan(cents)).toBe(text));
});

describe('Shanghai times', () => {
  it('shows a UTC time in Shanghai (UTC+8), across the date line', () => {
    expect(shanghaiDateTime('2026-11-27T16:05:00.000Z')).toBe('2026-11-28 00:05');
    expect(shanghaiDate('2026-11-27T16:05:00.000Z')).toBe('2026-11-28');
    expect(shanghaiDateTime('2026-01-02T03:04:05Z')).toBe('2026-01-02 11:04');
  });

  it('uses 00 for midnight, not 24', () => {
    expect(shanghaiDateTime('2026-03-01T16:00:00Z')).toBe('2026-03-02 00:00');
  });

  it('answers an absent or broken time with an empty text', () => {
    expect(shanghaiDateTime(null)).toBe('');
    expect(shanghaiDateTime(undefined)).toBe('');
    expect(shanghaiDateTime('not a time')).toBe('');
    expect(shanghaiDate('')).toBe('');
  });
});
