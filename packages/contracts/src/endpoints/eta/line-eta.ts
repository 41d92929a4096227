import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { EtaStop, LineEta, LineStopEtaQuery } from '../../schemas/eta';

/** LineEta, plus the stop the passenger asked about (null when no stationId was given). */
export const LineStopEtaData = LineEta.extend({ station: EtaStop.nullable() });
export type LineStopEtaData = z.infer<typeof LineStopEtaData>;

/** The line-eta page: the line's stops with ETAs, its vehicles, and the passenger's stop on its own. */
export const lineEta = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/line/detail/query/eta',
  summary: "A line's live vehicles and the ETA of each at every stop ahead (optionally one stop on its own)",
  isPublic: true,
  needsClientHeaders: true,
  query: LineStopEtaQuery,
  data: LineStopEtaData,
});
