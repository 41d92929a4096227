/**
 * The words of the older section's pages (decision 055): the ticket tabs of h5/ticketList, a ticket's state
 * and a notice's dates. An unknown value from a newer server reads as a neutral label instead of breaking.
 */
import type { TicketListTab } from '@udian/contracts/endpoints/tickets/ticket-list';
import type { CityNotice } from '@udian/contracts/endpoints/notices/city-notices';

export type LegacyTicketTab = { key: TicketListTab; label: string; empty: string };

export const LEGACY_TICKET_TABS: readonly LegacyTicketTab[] = [
  { key: 'toRide', label: '待乘车', empty: '暂无待乘车的车票' },
  { key: 'used', label: '已使用', empty: '暂无已使用的车票' },
  { key: 'refunded', label: '已退票', empty: '暂无已退票的车票' },
  { key: 'expired', label: '已过期', empty: '暂无已过期的车票' },
];

/** A tab from the query; anything else (absent, mistyped) is the first. */
export const parseLegacyTicketTab = (value: string | null): LegacyTicketTab =>
  LEGACY_TICKET_TABS.find((tab) => tab.key === value) ?? (LEGACY_TICKET_TABS[0] as LegacyTicketTab);

export type Tone = 'success' | 'muted' | 'info' | 'warning';

const ticketStates: Readonly<Record<string, { label: string; tone: Tone }>> = {
  toRide: { label: '待乘车', tone: 'success' },
  used: { label: '已检票', tone: 'muted' },
  refunded: { label: '已退票', tone: 'info' },
  expired: { label: '已过期', tone: 'warning' },
  stopped: { label: '已停运', tone: 'warning' },
  gathering: { label: '待成团', tone: 'info' },
};

export const ticketStateText = (state: string): { label: string; tone: Tone } => ticketStates[state] ?? { label: '处理中', tone: 'muted' };

/** 生效中 today, or 即将生效 from a later day. */
export const noticeStateText = (state: CityNotice['state']): { label: string; tone: Tone } =>
  state === 'inForce' ? { label: '生效中', tone: 'success' } : { label: '即将生效', tone: 'info' };

/** '2026-09-28 至 2026-10-28', or '2026-09-28 起，另行通知' for a notice without a last day. */
export const noticeDates = (notice: Pick<CityNotice, 'effectiveFrom' | 'effectiveTo'>): string =>
  notice.effectiveTo === null
    ? `${notice.effectiveFrom} 起，结束时间另行通知`
    : notice.effectiveTo === notice.effectiveFrom
      ? `${notice.effectiveFrom} 当天`
      : `${notice.effectiveFrom} 至 ${notice.effectiveTo}`;
