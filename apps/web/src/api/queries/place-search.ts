import { queryOptions, useQuery } from '@tanstack/react-query';
import { placeSearch } from '@udian/contracts/endpoints/search/place-search';
import { popularPlaces } from '@udian/contracts/endpoints/search/popular-places';
import { call } from '../client';
import { retryTransportOnce, unwrap } from '../query-result';

/**
 * Stations and districts matching what the passenger typed (/search/place/query), in a city, or in every
 * city when cityId is null (a passenger we could not place). Shared: search-address and the address picker.
 */
export const placeSearchQueryOptions = (cityId: number | null, keyword: string) =>
  queryOptions({
    queryKey: ['search', 'place', cityId ?? 'all', keyword] as const,
    queryFn: async ({ signal }) => unwrap(await call(placeSearch, { query: { ...(cityId === null ? {} : { cityId }), keyword } }, { signal })),
    staleTime: 5 * 60_000,
    retry: retryTransportOnce,
  });

export const usePlaceSearch = (cityId: number | undefined, keyword: string) =>
  useQuery({ ...placeSearchQueryOptions(cityId ?? 0, keyword), enabled: cityId !== undefined && keyword !== '' });

/** The city's busiest stations (/search/place/popular): what search-address offers before anything is typed. */
export const usePopularPlaces = (cityId: number | undefined) =>
  useQuery({
    queryKey: ['search', 'popular', cityId ?? 0] as const,
    queryFn: async ({ signal }) => unwrap(await call(popularPlaces, { query: { cityId: cityId ?? 0 } }, { signal })),
    enabled: cityId !== undefined,
    staleTime: 30 * 60_000,
    retry: retryTransportOnce,
  });
