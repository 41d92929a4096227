import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelCollectLine } from '@udian/contracts/endpoints/lines/cancel-collect-line';
import { lineCollection } from '@udian/contracts/endpoints/lines/line-collection';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { lineUserStateKey } from '../../../api/queries/line-user-state';
import { lineKeys } from '../../../api/queries/line-keys';
import { useLoginInfo } from '../../../lib/use-login-info';
import { legacyKeys } from './legacy-keys';

/** The passenger's collected lines, most recently collected first (/lineOptimize/collection). */
export const lineCollectionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: legacyKeys.collection(userId),
    queryFn: async ({ signal }) => unwrap(await call(lineCollection, undefined, { signal })),
    retry: retryTransportOnce,
    // A line collected on its page a moment ago must be here when the passenger comes to look.
    staleTime: 0,
  });

/** Only asked when logged in. */
export const useLineCollection = () => {
  const login = useLoginInfo();
  return useQuery({ ...lineCollectionQueryOptions(login?.userId ?? ''), enabled: login !== null });
};

/** Uncollects a line (POST /line/cancelCollectLine): the collection and the line's own state are asked again. */
export const useUncollectLine = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (lineId: string) => unwrap(await call(cancelCollectLine, { body: { lineId } })),
    onSuccess: async (data) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: [...lineKeys.all, 'collection'] }),
        client.invalidateQueries({ queryKey: lineUserStateKey(data.lineId) }),
      ]);
    },
  });
};
