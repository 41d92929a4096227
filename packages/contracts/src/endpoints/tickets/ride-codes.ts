import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { RideCodes, TicketIdQuery } from '../../schemas/tickets';

/**
 * The signed ride codes of a valid ticket for its whole check window, one per 30-second step: the page
 * keeps them (localStorage) and shows the current one, offline too. A used ticket answers ticketAlreadyUsed,
 * a refunded or expired one ticketNotValid.
 */
export const rideCodes = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/ticket/rideCode/query',
  summary: "A valid ticket's rotating ride codes for its check window",
  isPublic: false,
  needsClientHeaders: true,
  query: TicketIdQuery,
  data: RideCodes,
});
