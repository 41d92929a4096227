import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { CityId, Limit } from '../../schemas/common';
import { PlaceSearchData } from './place-search';

export const PopularPlacesQuery = z.object({ cityId: CityId, limit: Limit(20, 8) });
export type PopularPlacesQuery = z.infer<typeof PopularPlacesQuery>;

/**
 * The city's busiest stations (served by the most active lines), offered by search-address before the
 * passenger types, so that a start or an end can be chosen with one tap.
 */
export const popularPlaces = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/search/place/popular',
  summary: "The city's stations served by the most active lines: search-address's suggestions before typing",
  isPublic: true,
  needsClientHeaders: true,
  query: PopularPlacesQuery,
  data: PlaceSearchData,
});
