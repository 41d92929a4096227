import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { BusLocation, TicketIdQuery } from '../../schemas/tickets';

export const TicketLocationData = BusLocation.extend({
  /** The rider's boarding stop. */
  board: z.object({ stationId: Id, name: z.string(), lng: z.number(), lat: z.number() }),
  /** The line's stops in travel order (GCJ-02). */
  stops: z.array(z.object({ seq: z.number().int(), name: z.string(), lng: z.number(), lat: z.number() })),
  /** The route as [[lng, lat], …] in GCJ-02; the stops in order when no shape is known. */
  shape: z.array(z.tuple([z.number(), z.number()])),
});
export type TicketLocationData = z.infer<typeof TicketLocationData>;

/** The bus of a ticket on the line's map: its position, the rider's boarding stop, the stops and the route. */
export const ticketLocation = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/line_eta/location/queryByTicket',
  summary: "A ticket's bus on the line map: position, boarding stop, stops and route",
  isPublic: false,
  needsClientHeaders: true,
  query: TicketIdQuery,
  data: TicketLocationData,
});
