import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineDetail } from '@udian/contracts/endpoints/lines/line-detail';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

const lineDetailKey = (lineId: string) => ['lines', 'detail', lineId] as const;

/**
 * A line with stops, times, shape, calendar and notices (/line/detail/query): the same for every
 * passenger; their own state is useLineUserState.
 */
export const lineDetailQueryOptions = (lineId: string) =>
  queryOptions({
    queryKey: lineDetailKey(lineId),
    queryFn: async ({ signal }) => unwrap(await call(lineDetail, { query: { lineId } }, { signal })),
    retry: retryTransportOnce,
  });

export const useLineDetail = (lineId: string) => useQuery(lineDetailQueryOptions(lineId));
