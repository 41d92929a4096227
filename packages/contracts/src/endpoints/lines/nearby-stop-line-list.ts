import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { StationWithLines } from '../../schemas/lines';
import { NearbyQuery } from './nearby-stops';

export const NearbyStopLinesData = z.object({ stops: z.array(StationWithLines) });
export type NearbyStopLinesData = z.infer<typeof NearbyStopLinesData>;

/** Stations within the radius with the lines that serve each: the home page's nearby list. */
export const nearbyStopLineList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/lineOptimize/nearbyStopLineList',
  summary: 'Stations near a point, each with the active lines that serve it',
  isPublic: true,
  needsClientHeaders: true,
  query: NearbyQuery,
  data: NearbyStopLinesData,
});
