import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineAdjustment } from '@udian/contracts/endpoints/lines/line-adjustment';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { lineKeys } from '../../../api/queries/line-keys';

/** A line's announced changes, in force or upcoming (/line/adjustment/query). */
export const lineAdjustmentQueryOptions = (lineId: string) =>
  queryOptions({
    queryKey: [...lineKeys.all, 'adjustment', lineId] as const,
    queryFn: async ({ signal }) => unwrap(await call(lineAdjustment, { query: { lineId } }, { signal })),
    retry: retryTransportOnce,
  });

export const useLineAdjustment = (lineId: string) => useQuery(lineAdjustmentQueryOptions(lineId));
