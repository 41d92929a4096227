import { queryOptions, useQuery } from '@tanstack/react-query';
import { placeSearch } from '@udian/contracts/endpoints/search/place-search';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

/** Stations and districts of the city matching what the passenger typed (/search/place/query). */
export const placeSearchQueryOptions = (cityId: number, keyword: string) =>
  queryOptions({
    queryKey: ['search', 'place', cityId, keyword] as const,
    queryFn: async ({ signal }) => unwrap(await call(placeSearch, { query: { cityId, keyword } }, { signal })),
    staleTime: 5 * 60_000,
    retry: retryTransportOnce,
  });

export const usePlaceSearch = (cityId: number | undefined, keyword: string) =>
  useQuery({ ...placeSearchQueryOptions(cityId ?? 0, keyword), enabled: cityId !== undefined && keyword !== '' });
