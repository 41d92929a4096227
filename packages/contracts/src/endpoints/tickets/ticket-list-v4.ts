import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { TicketListData, TicketListQuery } from './ticket-list';

/** The older bus section's ticket list (/ydbus/ticket): the same tabs, paging and tickets as /ticket/v8/list. */
export const ticketListV4 = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.legacy,
  path: '/ticket/v4/list',
  summary: "The passenger's tickets for the older bus section (same as /ticket/v8/list)",
  isPublic: false,
  needsClientHeaders: true,
  query: TicketListQuery,
  data: TicketListData,
});
