import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id, ServiceDate } from '../../schemas/common';
import { DepartureSlot } from '../../schemas/lines';

export const LineDeparturesQuery = z.object({ lineId: Id, date: ServiceDate });
export type LineDeparturesQuery = z.infer<typeof LineDeparturesQuery>;

export const LineDeparturesData = z.object({ lineId: Id, date: ServiceDate, departures: z.array(DepartureSlot) });
export type LineDeparturesData = z.infer<typeof LineDeparturesData>;

/**
 * The departures of one service date still to come, with seats read fresh: the chosen day on the line page
 * and the buying page. Public, like the line page.
 */
export const lineDepartures = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/line/departures/query',
  summary: "A line's departures on one service date that have not left yet, with seats left (read fresh)",
  isPublic: true,
  needsClientHeaders: true,
  query: LineDeparturesQuery,
  data: LineDeparturesData,
});
