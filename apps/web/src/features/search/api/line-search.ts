import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineSearch } from '@udian/contracts/endpoints/search/line-search';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

/** Lines whose code, name or a station matches the keyword (/search/line/query). */
export const lineSearchQueryOptions = (cityId: number, keyword: string) =>
  queryOptions({
    queryKey: ['search', 'line', cityId, keyword] as const,
    queryFn: async ({ signal }) => unwrap(await call(lineSearch, { query: { cityId, keyword } }, { signal })),
    retry: retryTransportOnce,
  });

export const useLineSearch = (cityId: number | undefined, keyword: string) =>
  useQuery({ ...lineSearchQueryOptions(cityId ?? 0, keyword), enabled: cityId !== undefined && keyword !== '' });
