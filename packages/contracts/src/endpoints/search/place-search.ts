import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { CityId, Id, Keyword, Limit } from '../../schemas/common';

/** Without a city (a passenger we could not place), every city is searched. */
export const PlaceQuery = z.object({ cityId: CityId.optional(), keyword: Keyword, limit: Limit(30, 15) });
export type PlaceQuery = z.infer<typeof PlaceQuery>;

export const Place = z.object({
  kind: z.enum(['station', 'region']),
  placeId: Id,
  name: z.string(),
  /** The district (or city) the place is in, to tell same-named places apart; city and district across cities. */
  detail: z.string(),
  lng: z.number(),
  lat: z.number(),
});
export type Place = z.infer<typeof Place>;

export const PlaceSearchData = z.object({ places: z.array(Place) });
export type PlaceSearchData = z.infer<typeof PlaceSearchData>;

/** Places (stations and districts) matching what the passenger typed: search-address. */
export const placeSearch = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/search/place/query',
  summary: 'Stations and districts of a city (or of every city) whose name or alias contains the keyword',
  isPublic: true,
  needsClientHeaders: true,
  query: PlaceQuery,
  data: PlaceSearchData,
});
