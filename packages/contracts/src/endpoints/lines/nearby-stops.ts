import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Lat, Limit, Lng, Radius } from '../../schemas/common';
import { NearbyStation } from '../../schemas/lines';

export const NearbyQuery = z.object({ lng: Lng, lat: Lat, radius: Radius.default(1000), limit: Limit(50, 20) });
export type NearbyQuery = z.infer<typeof NearbyQuery>;

export const NearbyStopsData = z.object({ stops: z.array(NearbyStation) });
export type NearbyStopsData = z.infer<typeof NearbyStopsData>;

/** Stations within the radius, nearest first. */
export const nearbyStops = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/lineOptimize/nearbyStop',
  summary: 'Stations near a GCJ-02 point, nearest first',
  isPublic: true,
  needsClientHeaders: true,
  query: NearbyQuery,
  data: NearbyStopsData,
});
