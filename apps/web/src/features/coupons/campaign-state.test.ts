import { describe, expect, it } from 'vitest';
import { campaignAction, stockText } from './campaign-state';

describe('a campaign of 领券中心', () => {
  it.each([
    ['open', 0, '立即领取', true],
    ['open', 1, '再领一张', true],
    ['claimed', 1, '已领取', false],
    ['soldOut', 0, '已领完', false],
    ['notStarted', 0, '未开始', false],
    ['ended', 0, '已结束', false],
  ] as const)('%s (held %i) offers %s', (state, claimedByMe, label, canClaim) => {
    expect(campaignAction({ state, claimedByMe })).toEqual({ label, canClaim });
  });

  it('says what stock is left and the limit', () => {
    expect(stockText({ stockLeft: 3, totalStock: 50, perUserLimit: 2, claimedByMe: 1 })).toBe('剩余3/50张 · 每人限领2张 · 已领1张');
    expect(stockText({ stockLeft: 0, totalStock: 50, perUserLimit: 1, claimedByMe: 0 })).toBe('已领完 · 每人限领1张');
  });
});
