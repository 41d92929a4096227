import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineDetail } from '@udian/contracts/endpoints/lines/line-detail';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

/**
 * The line under the live buses (/line/detail/query): name, stops in order and the route's shape. Under the
 * line page's key, so coming from line-info shows it at once.
 */
export const lineRouteQueryOptions = (lineId: string) =>
  queryOptions({
    queryKey: ['lines', 'detail', lineId] as const,
    queryFn: async ({ signal }) => unwrap(await call(lineDetail, { query: { lineId } }, { signal })),
    retry: retryTransportOnce,
  });

export const useLineRoute = (lineId: string) => useQuery(lineRouteQueryOptions(lineId));
