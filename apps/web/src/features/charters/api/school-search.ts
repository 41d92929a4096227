import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchGroups } from '@udian/contracts/endpoints/groups/groups';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { charterKeys } from './charter-keys';

/**
 * Schools of the directory (/group/search kind=school, decision 049) for the charter's school: those whose
 * name, short name or pinyin initials match a keyword, or before anything is typed, the city's.
 */
export const useCharterSchools = (keyword: string, cityId: number | undefined) =>
  useQuery({
    queryKey: charterKeys.schools(keyword, cityId ?? 0),
    queryFn: async ({ signal }) =>
      unwrap(await call(searchGroups, { query: keyword ? { keyword, kind: 'school' } : { cityId, kind: 'school' } }, { signal, failureToast: 'none' })).items,
    enabled: keyword !== '' || cityId !== undefined,
    staleTime: 60_000,
    retry: retryTransportOnce,
    placeholderData: keepPreviousData,
  });
