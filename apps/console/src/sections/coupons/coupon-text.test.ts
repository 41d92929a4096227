import { describe, expect, it } from 'vitest';
import { yuanTextToCents as yuanToCents } from '../../lib/yuan-input';
import { couponValueText } from './coupon-text';

describe('yuanToCents', () => {
  it('reads yuan by its digits', () => {
    expect(yuanToCents('12.34')).toBe(1234);
    expect(yuanToCents('3')).toBe(300);
    expect(yuanToCents('0.5')).toBe(50);
    expect(yuanToCents('')).toBeUndefined();
    expect(Number.isInteger(yuanToCents('1.234'))).toBe(false);
    expect(yuanToCents('abc')).toBeNaN();
  });
});

describe('couponValueText', () => {
  it('says what each kind takes off', () => {
    expect(couponValueText({ kind: 'amount', amountCents: 300, ratioPercent: 100, maxDiscountCents: 0, thresholdCents: 2000 })).toBe('满 20 元减 3 元');
    expect(couponValueText({ kind: 'ratio', ratioPercent: 80, amountCents: 0, maxDiscountCents: 1000, thresholdCents: 0 })).toBe('无门槛 8 折（最高减 10 元）');
    expect(couponValueText({ kind: 'free', ratioPercent: 100, amountCents: 0, maxDiscountCents: 0, thresholdCents: 0 })).toBe('无门槛免一张车票');
  });
});
