import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineDetail } from '@udian/contracts/endpoints/lines/line-detail';
import { call } from '../client';
import { retryTransportOnce, unwrap } from '../query-result';
import { lineKeys } from './line-keys';

/**
 * A line with stops, times, shape, calendar and notices (/line/detail/query): the same for every passenger
 * (their own state is line-user-state). Read by line-info, buying and live buses under
 * one key, so a passenger coming from the line page sees the next page at once.
 */
export const lineDetailQueryOptions = (lineId: string) =>
  queryOptions({
    queryKey: lineKeys.detail(lineId),
    queryFn: async ({ signal }) => unwrap(await call(lineDetail, { query: { lineId } }, { signal })),
    retry: retryTransportOnce,
  });

export const useLineDetail = (lineId: string) => useQuery(lineDetailQueryOptions(lineId));
