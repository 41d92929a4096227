import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { lineList } from '@udian/contracts/endpoints/lines/line-list';
import type { LineType } from '@udian/contracts/schemas/lines';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

export const LINE_LIST_PAGE_SIZE = 20;

/** All lines of a city by code, a page at a time (/line/list); `type` narrows to one line type. */
export const lineListQueryOptions = (cityId: number, type: LineType | null) =>
  infiniteQueryOptions({
    queryKey: ['lines', 'list', cityId, type ?? 'all'] as const,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await call(
          lineList,
          { query: { cityId, page: pageParam, pageSize: LINE_LIST_PAGE_SIZE, ...(type ? { type } : {}) } },
          { signal },
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    retry: retryTransportOnce,
  });

export const useLineList = (cityId: number | undefined, type: LineType | null) =>
  useInfiniteQuery({ ...lineListQueryOptions(cityId ?? 0, type), enabled: cityId !== undefined });
