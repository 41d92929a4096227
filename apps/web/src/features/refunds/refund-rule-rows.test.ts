import { describe, expect, it } from 'vitest';
import { formatMinutesBefore, refundRuleRows } from './refund-rule-rows';

const rowsOf = (tiers: Parameters<typeof refundRuleRows>[0]) => refundRuleRows(tiers).map((row) => [row.when, row.fee]);

describe('refund rule rows', () => {
  it('reads the default rule as four rows', () => {
    expect(
      rowsOf([
        { minMinutesBefore: 1440, feePercent: 0 },
        { minMinutesBefore: 120, feePercent: 10 },
        { minMinutesBefore: 0, feePercent: 20 },
      ]),
    ).toEqual([
      ['发车前 24 小时及以上', '免费退票'],
      ['发车前 2–24 小时', '收取 10% 手续费'],
      ['发车前 2 小时内', '收取 20% 手续费'],
      ['发车后', '不可退票'],
    ]);
  });

  it("writes a line's own tiers from the data, in any order, with minutes where hours do not fit", () => {
    expect(
      rowsOf([
        { minMinutesBefore: 30, feePercent: 50 },
        { minMinutesBefore: 2880, feePercent: 5 },
        { minMinutesBefore: 90, feePercent: 15 },
      ]),
    ).toEqual([
      ['发车前 48 小时及以上', '收取 5% 手续费'],
      ['发车前 1 小时 30 分钟 至 48 小时', '收取 15% 手续费'],
      ['发车前 30 分钟 至 1 小时 30 分钟', '收取 50% 手续费'],
      ['发车前 30 分钟内', '不可退票'],
      ['发车后', '不可退票'],
    ]);
  });

  it('one tier from 0 covers the whole time before departure', () => {
    expect(rowsOf([{ minMinutesBefore: 0, feePercent: 0 }])).toEqual([
      ['发车前', '免费退票'],
      ['发车后', '不可退票'],
    ]);
  });

  it('no tiers: only that nothing is refundable after departure', () => {
    expect(refundRuleRows([])).toEqual([{ when: '发车后', fee: '不可退票', isRefundable: false }]);
  });

  it.each([
    [1440, '24 小时'],
    [120, '2 小时'],
    [90, '1 小时 30 分钟'],
    [45, '45 分钟'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatMinutesBefore(minutes)).toBe(text);
  });
});
