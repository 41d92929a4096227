import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { StationWithLines } from '../../schemas/lines';
import { NearbyQuery } from './nearby-stops';

export const NearestStopLinesData = z.object({ stop: StationWithLines.nullable() });
export type NearestStopLinesData = z.infer<typeof NearestStopLinesData>;

/** The nearest station within the radius and its lines (null when none is that close). */
export const nearbyStopLine = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/lineOptimize/nearbyStopLine',
  summary: 'The nearest station to a point and the lines that serve it',
  isPublic: true,
  needsClientHeaders: true,
  query: NearbyQuery,
  data: NearestStopLinesData,
});
