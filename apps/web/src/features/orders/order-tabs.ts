/** The tabs of my-order, in the URL as `?tab=` so that coming back to the list keeps the passenger's tab. */
import type { OrderListTab } from '@udian/contracts/endpoints/orders/order-list';

export type OrderTab = { key: OrderListTab; label: string; emptyTitle: string };

export const ORDER_TABS: readonly OrderTab[] = [
  { key: 'all', label: '全部', emptyTitle: '暂无订单' },
  { key: 'pending', label: '待支付', emptyTitle: '暂无待支付订单' },
  { key: 'paid', label: '已支付', emptyTitle: '暂无已支付订单' },
  { key: 'closed', label: '已关闭', emptyTitle: '暂无已关闭订单' },
  { key: 'refunded', label: '已退款', emptyTitle: '暂无已退款订单' },
];

export const DEFAULT_ORDER_TAB: OrderListTab = 'all';

/** A tab from the query; anything else (absent, mistyped) is the first tab. */
export const parseOrderTab = (value: string | null): OrderListTab =>
  ORDER_TABS.find((tab) => tab.key === value)?.key ?? DEFAULT_ORDER_TAB;

export const orderTabOf = (key: OrderListTab): OrderTab =>
  ORDER_TABS.find((tab) => tab.key === key) ?? (ORDER_TABS[0] as OrderTab);
