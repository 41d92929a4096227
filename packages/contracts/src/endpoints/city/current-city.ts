import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Lat, Lng } from '../../schemas/common';
import { City } from '../../schemas/lines';

export const CurrentCityQuery = z.object({ lng: Lng, lat: Lat });
export type CurrentCityQuery = z.infer<typeof CurrentCityQuery>;

export const CurrentCityData = z.object({
  /** The nearest city where the service runs. */
  city: City,
  /** False when the point is far (over 100 km) from every such city: the city is only a suggestion. */
  isInServiceArea: z.boolean(),
});
export type CurrentCityData = z.infer<typeof CurrentCityData>;

export const currentCity = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/city/curCity/query',
  summary: 'The service city for a GCJ-02 point (unauthenticated)',
  isPublic: true,
  needsClientHeaders: true,
  query: CurrentCityQuery,
  data: CurrentCityData,
});
