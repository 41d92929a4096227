import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { BusLocation, TicketIdQuery } from '../../schemas/tickets';

/** The bus of one of the passenger's tickets and its last reported position. */
export const busLocation = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/bus/location/query',
  summary: 'The bus of a ticket and where it last reported',
  isPublic: false,
  needsClientHeaders: true,
  query: TicketIdQuery,
  data: BusLocation,
});
