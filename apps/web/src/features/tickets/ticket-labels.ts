/**
 * The words for a ticket's state (my-ticket, ticket-info, my-trip). An unknown value from a newer server reads
 * as a neutral label instead of breaking the page.
 */
import type { TicketState } from '@udian/contracts/schemas/tickets';

/** A colour family for a state tag; tickets.module.css has one class per tone. */
export type StateTone = 'success' | 'muted' | 'info' | 'warning';
export type StateLabel = { label: string; tone: StateTone };

export const ticketStateLabels: Readonly<Record<TicketState, StateLabel>> = {
  toRide: { label: '待乘车', tone: 'success' },
  used: { label: '已检票', tone: 'muted' },
  refunded: { label: '已退票', tone: 'info' },
  expired: { label: '已过期', tone: 'warning' },
  stopped: { label: '已停运', tone: 'warning' },
  gathering: { label: '待成团', tone: 'info' },
};

/** A ticket of a crowdfunded line still gathering riders (decision 047): it has no ride code until then. */
export const GATHERING_TICKET_TEXT = '线路成团后车票生效';

export const ticketStateLabel = (state: string): StateLabel =>
  ticketStateLabels[state as TicketState] ?? { label: '处理中', tone: 'muted' };
