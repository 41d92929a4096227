import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demandInfo, joinDemand } from '@udian/contracts/endpoints/demand/demand';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { demandKeys } from './demand-keys';

/**
 * A shared demand by its code (/demand/info?code=): public, with the submitter masked and no note; keyed by
 * the viewer ('' logged out), whose isMine and hasJoined differ. A wrong code is answered 需求不存在, shown by
 * the page rather than toasted.
 */
export const sharedDemandQueryOptions = (userId: string, code: string) =>
  queryOptions({
    queryKey: demandKeys.shared(userId, code),
    queryFn: async ({ signal }) => unwrap(await call(demandInfo, { query: { code } }, { signal, failureToast: 'none' })).demand,
    retry: retryTransportOnce,
  });

export const useSharedDemand = (userId: string, code: string) => useQuery(sharedDemandQueryOptions(userId, code));

/**
 * 同路 +1 (POST /demand/share/join): once per passenger; a second tap answers the same. A refusal (one's own
 * demand, a demand no longer gathering) is toasted by the request helper and stays on the page in the
 * server's words.
 */
export const useJoinDemand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(joinDemand, { body: { code } }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandKeys.all }),
  });
};
