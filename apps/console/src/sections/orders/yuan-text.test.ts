import { describe, expect, it } from 'vitest';
import { yuanTextToCents } from './yuan-text';

describe('yuanTextToCents', () => {
  it('reads yuan with up to two decimals exactly', () => {
    expect(yuanTextToCents('12.34')).toBe(1234);
    expect(yuanTextToCents('12.5')).toBe(1250);
    expect(yuanTextToCents('12.')).toBe(1200);
    expect(yuanTextToCents('0.01')).toBe(1);
    expect(yuanTextToCents(' 200 ')).toBe(20000);
    expect(yuanTextToCents('¥1.10')).toBe(110);
    expect(yuanTextToCents('1234567.89')).toBe(123456789);
  });

  it('keeps what the contract must refuse recognisable: negative, over two decimals, not a number, empty', () => {
    expect(yuanTextToCents('-1')).toBe(-100);
    for (const text of ['1.005', '0.125', '2.000']) expect(Number.isInteger(yuanTextToCents(text))).toBe(false);
    expect(yuanTextToCents('abc')).toBeNaN();
    expect(yuanTextToCents('')).toBeUndefined();
    expect(yuanTextToCents(undefined)).toBeUndefined();
  });
});
