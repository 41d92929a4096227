import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { cityNotices } from '@udian/contracts/endpoints/notices/city-notices';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { legacyKeys } from './legacy-keys';

const PAGE_SIZE = 10;

/** The city's current line notices, newest first, page by page ("加载更多"; /notice/list). */
export const cityNoticesQueryOptions = (cityId: number) =>
  infiniteQueryOptions({
    queryKey: legacyKeys.notices(cityId),
    queryFn: async ({ pageParam, signal }) => unwrap(await call(cityNotices, { query: { cityId, page: pageParam, pageSize: PAGE_SIZE } }, { signal })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    retry: retryTransportOnce,
  });

export const useCityNotices = (cityId: number | undefined) => useInfiniteQuery({ ...cityNoticesQueryOptions(cityId ?? 0), enabled: cityId !== undefined });
