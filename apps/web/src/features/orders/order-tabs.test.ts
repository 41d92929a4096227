import { describe, expect, it } from 'vitest';
import { ORDER_TABS, orderTabOf, parseOrderTab } from './order-tabs';

describe('my-order tabs', () => {
  it('lists the five tabs in order', () => {
    expect(ORDER_TABS.map((tab) => tab.label)).toEqual(['全部', '待支付', '已支付', '已关闭', '已退款']);
  });

  it.each([
    ['all', 'all'],
    ['pending', 'pending'],
    ['paid', 'paid'],
    ['closed', 'closed'],
    ['refunded', 'refunded'],
    [null, 'all'],
    ['', 'all'],
    ['PAID', 'all'],
    ['cancelled', 'all'],
  ])('?tab=%s → %s', (value, key) => {
    expect(parseOrderTab(value)).toBe(key);
  });

  it.each([
    ['all', '暂无订单'],
    ['pending', '暂无待支付订单'],
    ['paid', '暂无已支付订单'],
    ['closed', '暂无已关闭订单'],
    ['refunded', '暂无已退款订单'],
  ] as const)('the empty %s tab says %s', (key, title) => {
    expect(orderTabOf(key).emptyTitle).toBe(title);
  });
});
