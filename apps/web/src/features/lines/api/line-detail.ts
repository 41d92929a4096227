import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineDetail } from '@udian/contracts/endpoints/lines/line-detail';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { getLoginInfo } from '../../../lib/login-info';

/** What collect and cancel-collect invalidate: the line's detail for whoever is logged in. */
export const lineDetailKey = (lineId: string) => ['lines', 'detail', lineId] as const;

/**
 * A line with stops, times, shape, calendar and notices (/line/detail/query). isCollected and canBuy depend
 * on the session, so the passenger is part of the key.
 */
export const lineDetailQueryOptions = (lineId: string) =>
  queryOptions({
    queryKey: [...lineDetailKey(lineId), getLoginInfo()?.userId ?? null] as const,
    queryFn: async ({ signal }) => unwrap(await call(lineDetail, { query: { lineId } }, { signal })),
    retry: retryTransportOnce,
  });

export const useLineDetail = (lineId: string) => useQuery(lineDetailQueryOptions(lineId));
