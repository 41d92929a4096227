import { queryOptions, useQuery } from '@tanstack/react-query';
import { relatedLines } from '@udian/contracts/endpoints/lines/related-lines';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { lineKeys } from '../../../api/queries/line-keys';

/** The return line, then lines sharing stops with this one (/line/related/query). */
export const relatedLinesQueryOptions = (lineId: string) =>
  queryOptions({
    queryKey: [...lineKeys.all, 'related', lineId] as const,
    queryFn: async ({ signal }) => unwrap(await call(relatedLines, { query: { lineId } }, { signal })),
    retry: retryTransportOnce,
  });

export const useRelatedLines = (lineId: string) => useQuery(relatedLinesQueryOptions(lineId));
