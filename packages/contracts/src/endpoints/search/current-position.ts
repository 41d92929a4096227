import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Lat, Lng } from '../../schemas/common';
import { NearbyStation } from '../../schemas/lines';

export const CurrentPositionQuery = z.object({ lng: Lng, lat: Lat });
export type CurrentPositionQuery = z.infer<typeof CurrentPositionQuery>;

export const CurrentPositionData = z.object({
  /** A name for the point a passenger recognises: "<station>附近", or the district, or '' far from any. */
  address: z.string(),
  nearestStation: NearbyStation.nullable(),
  regionName: z.string().nullable(),
});
export type CurrentPositionData = z.infer<typeof CurrentPositionData>;

export const currentPosition = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/search/curPosition/query',
  summary: 'Names a GCJ-02 point by its nearest station (within 2 km) and district',
  isPublic: true,
  needsClientHeaders: true,
  query: CurrentPositionQuery,
  data: CurrentPositionData,
});
