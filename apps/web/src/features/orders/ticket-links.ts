/** Where an order's tickets open: ticket-info for one ticket, my tickets for several. */
import type { OrderTicket } from '@udian/contracts/schemas/orders';
import { MY_TICKET_PATH, TICKET_INFO_PATH } from '../../app/page-paths';

/** ticket-info shows the tickets of paid orders: valid, used and refunded ones (an unpaid hold is no ticket yet). */
export const canOpenTicket = (ticket: Pick<OrderTicket, 'status'>): boolean =>
  ticket.status === 'valid' || ticket.status === 'used' || ticket.status === 'refunded';

/** ticket-info reads `?ticketId=`. */
export const ticketInfoLink = (ticketId: string) => ({ to: TICKET_INFO_PATH, query: { ticketId } });

/** 查看车票 after buying: the ticket itself when the order bought one, else the list of my tickets. */
export const ticketsLink = (tickets: readonly Pick<OrderTicket, 'ticketId' | 'status'>[]) => {
  const openable = tickets.filter(canOpenTicket);
  const [only] = openable;
  return openable.length === 1 && only ? ticketInfoLink(only.ticketId) : { to: MY_TICKET_PATH, query: {} };
};
