import { describe, expect, it } from 'vitest';
import { discountText, passLabel, passPeriodText } from './pass-label';

describe('period pass labels', () => {
  it('names a monthly pass by its month and a weekly one by its days', () => {
    expect(passLabel({ kind: 'month', startsOn: '2026-10-01', endsOn: '2026-10-31' })).toBe('2026年10月月票');
    expect(passPeriodText({ kind: 'week', startsOn: '2026-10-12', endsOn: '2026-10-18' })).toBe('10月12日—10月18日');
    expect(passLabel({ kind: 'week', startsOn: '2026-12-28', endsOn: '2027-01-03' })).toBe('12月28日—1月3日周票');
  });

  it('says the discount as a shop does', () => {
    expect(discountText(85)).toBe('8.5 折');
    expect(discountText(90)).toBe('9 折');
    expect(discountText(100)).toBe('原价');
  });
});
