import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Ticket, TicketIdQuery } from '../../schemas/tickets';

/** One of the passenger's tickets; anyone else's (or an unpaid order's) answers not-found. */
export const ticketDetail = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/ticket/query',
  summary: "One of the passenger's tickets: line, stops, rider, bus and check window",
  isPublic: false,
  needsClientHeaders: true,
  query: TicketIdQuery,
  data: Ticket,
});
