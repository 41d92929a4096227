/** The tabs of my-ticket (and the older /ydbus/ticket), in the URL as `?tab=` so that Back keeps the tab. */
import type { TicketListTab } from '@udian/contracts/endpoints/tickets/ticket-list';

export type TicketTab = { key: TicketListTab; label: string; emptyTitle: string; emptyHint: string };

export const TICKET_TABS: readonly TicketTab[] = [
  { key: 'toRide', label: '待乘车', emptyTitle: '暂无待乘车的车票', emptyHint: '选好线路和班次，即可在线购票' },
  { key: 'used', label: '已使用', emptyTitle: '暂无已使用的车票', emptyHint: '检票上车后，车票会出现在这里' },
  { key: 'refunded', label: '已退票', emptyTitle: '暂无已退票的车票', emptyHint: '退票成功的车票会出现在这里' },
  { key: 'expired', label: '已过期', emptyTitle: '暂无已过期的车票', emptyHint: '检票时间结束仍未检票的车票会出现在这里' },
];

export const DEFAULT_TICKET_TAB: TicketListTab = 'toRide';

/** A tab from the query; anything else (absent, mistyped) is the first tab. */
export const parseTicketTab = (value: string | null): TicketListTab =>
  TICKET_TABS.find((tab) => tab.key === value)?.key ?? DEFAULT_TICKET_TAB;

export const ticketTabOf = (key: TicketListTab): TicketTab =>
  TICKET_TABS.find((tab) => tab.key === key) ?? (TICKET_TABS[0] as TicketTab);
