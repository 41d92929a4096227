import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchGroups } from '@udian/contracts/endpoints/groups/groups';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { groupKeys } from './group-keys';

/** Enterprises whose name, short name or pinyin initials match (/group/search); public. */
export const groupSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: groupKeys.search(keyword),
    queryFn: async ({ signal }) => unwrap(await call(searchGroups, { query: { keyword, kind: 'enterprise' } }, { signal })).items,
    staleTime: 60_000,
    retry: retryTransportOnce,
    // The previous results stay while the next keyword is asked, so the list does not blink on every pause.
    placeholderData: keepPreviousData,
  });

/** Nothing is asked for an empty keyword. */
export const useGroupSearch = (keyword: string) => useQuery({ ...groupSearchQueryOptions(keyword), enabled: keyword !== '' });

/** The enterprises of a city, listed before anything is typed (/group/search without a keyword); public. */
export const cityGroupsQueryOptions = (cityId: number) =>
  queryOptions({
    queryKey: groupKeys.ofCity(cityId),
    queryFn: async ({ signal }) => unwrap(await call(searchGroups, { query: { cityId, kind: 'enterprise' } }, { signal })).items,
    staleTime: 60_000,
    retry: retryTransportOnce,
  });

export const useCityGroups = (cityId: number | undefined) => useQuery({ ...cityGroupsQueryOptions(cityId ?? 0), enabled: cityId !== undefined });
