import { z } from 'zod';
import type { TicketStatus } from './schemas/orders';

/**
 * A day of a pass (a term pass, decision 049; a period pass, decision 050) as its holder sees it: ridden (checked
 * in), missed (未乘车: the bus left the boarding stop without a check-in), to ride, refunded, or held by an order
 * not yet paid. Read from the day's ticket, never stored: nothing to keep current.
 */
export const PassDayState = z.enum(['checkedIn', 'missed', 'toRide', 'refunded', 'unpaid']);
export type PassDayState = z.infer<typeof PassDayState>;

export const passDayStateLabels: Record<PassDayState, string> = {
  checkedIn: '已乘车',
  missed: '未乘车',
  toRide: '待乘车',
  refunded: '已退票',
  unpaid: '待支付',
};

/**
 * The one rule for a pass day's state, from its ticket's status and when the bus is due at the holder's
 * boarding stop; null for a released ticket (an order that ended unpaid), which is no day of the pass.
 */
export const passDayStateOf = (ticket: { status: TicketStatus; boardsAt: Date }, now: Date): PassDayState | null => {
  if (ticket.status === 'used') return 'checkedIn';
  if (ticket.status === 'refunded') return 'refunded';
  if (ticket.status === 'pending') return 'unpaid';
  if (ticket.status === 'valid') return ticket.boardsAt.getTime() <= now.getTime() ? 'missed' : 'toRide';
  return null;
};
