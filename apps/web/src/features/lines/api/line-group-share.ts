import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineGroupShare } from '@udian/contracts/endpoints/lines/line-group';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { lineKeys } from '../../../api/queries/line-keys';

/** The lines of a shared group, in the order shared (/lineGroup/share/detail/query). */
export const lineGroupShareQueryOptions = (lineIds: string) =>
  queryOptions({
    queryKey: [...lineKeys.all, 'group-share', lineIds] as const,
    queryFn: async ({ signal }) => unwrap(await call(lineGroupShare, { query: { lineIds } }, { signal })),
    retry: retryTransportOnce,
  });

export const useLineGroupShare = (lineIds: string) => useQuery(lineGroupShareQueryOptions(lineIds));
