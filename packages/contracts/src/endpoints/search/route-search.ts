import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Lat, Limit, Lng, Radius } from '../../schemas/common';
import { LineSummary, NearbyStation } from '../../schemas/lines';

export const RouteSearchQuery = z.object({
  startLng: Lng,
  startLat: Lat,
  endLng: Lng,
  endLat: Lat,
  /** How far the passenger will walk to a stop, at each end. */
  radius: Radius.default(1500),
  limit: Limit(30, 20),
});
export type RouteSearchQuery = z.infer<typeof RouteSearchQuery>;

export const RouteMatch = LineSummary.extend({
  boardStop: NearbyStation,
  alightStop: NearbyStation,
  /** Minutes on the bus from boardStop to alightStop. */
  rideMinutes: z.number().int(),
});
export type RouteMatch = z.infer<typeof RouteMatch>;

export const RouteSearchData = z.object({ lines: z.array(RouteMatch) });
export type RouteSearchData = z.infer<typeof RouteSearchData>;

/**
 * Lines that can be boarded near the start and left near the end, in that order (search-result). Ranked
 * by the total walk, then the ride.
 */
export const routeSearch = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/search/route/query',
  summary: 'Lines with a boarding stop near the start and a later alighting stop near the end, least walking first',
  isPublic: true,
  needsClientHeaders: true,
  query: RouteSearchQuery,
  data: RouteSearchData,
});
