import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineDetail } from '@udian/contracts/endpoints/lines/line-detail';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

/**
 * The line being bought (/line/detail/query): stops, departure times, reverse line. The key is the one the
 * line page uses for the same call, so a passenger coming from there sees the form at once.
 */
export const buyLineDetailQueryOptions = (lineId: string) =>
  queryOptions({
    queryKey: ['lines', 'detail', lineId] as const,
    queryFn: async ({ signal }) => unwrap(await call(lineDetail, { query: { lineId } }, { signal })),
    retry: retryTransportOnce,
  });

export const useBuyLineDetail = (lineId: string) => useQuery(buyLineDetailQueryOptions(lineId));
