import { describe, expect, it } from 'vitest';
import { centsToYuanText, YUAN_PATTERN, yuanTextToCents } from './yuan-input';

describe('a yuan amount typed', () => {
  it('becomes integer cents from its digits', () => {
    expect(yuanTextToCents('2.5')).toBe(250);
    expect(yuanTextToCents('12.34')).toBe(1234);
    expect(yuanTextToCents('0.01')).toBe(1);
    expect(yuanTextToCents('0')).toBe(0);
    expect(yuanTextToCents(' ¥3 ')).toBe(300);
    expect(yuanTextToCents('')).toBeUndefined();
    expect(yuanTextToCents('abc')).toBeNaN();
    expect(Number.isInteger(yuanTextToCents('1.234'))).toBe(false);
    expect(centsToYuanText(250)).toBe('2.50');
    expect(centsToYuanText(0)).toBe('0');
  });

  it('is accepted by the price box with at most two decimals', () => {
    expect(['0', '2.5', '12.34', '1000'].every((text) => YUAN_PATTERN.test(text))).toBe(true);
    expect(['', '-1', '1.234', '1.', '.5', '¥1', '1e3'].some((text) => YUAN_PATTERN.test(text))).toBe(false);
  });
});
