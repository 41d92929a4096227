import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  myShuttleRequests,
  requestShuttle,
  respondShuttleQuote,
  shuttleRequestDetail,
  type ShuttleRequestBody,
} from '@udian/contracts/endpoints/groups/company-lines';
import type { ShuttleRequest } from '@udian/contracts/schemas/groups';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { groupKeys } from './group-keys';

/** The passenger's shuttle requests, newest first (/companyLine/shuttle/myRequests). */
export const myShuttleRequestsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: groupKeys.shuttleRequests(userId),
    queryFn: async ({ signal }) => unwrap(await call(myShuttleRequests, {}, { signal })).items,
    retry: retryTransportOnce,
  });

export const useMyShuttleRequests = (userId: string | null) =>
  useQuery({ ...myShuttleRequestsQueryOptions(userId ?? ''), enabled: userId !== null });

/**
 * One of the passenger's requests with its quote (/companyLine/shuttle/detail). Someone else's or an unknown
 * one is answered with a refusal, shown by the page rather than toasted.
 */
export const shuttleRequestQueryOptions = (userId: string, requestId: string) =>
  queryOptions({
    queryKey: groupKeys.shuttleRequest(userId, requestId),
    queryFn: async ({ signal }) => unwrap(await call(shuttleRequestDetail, { query: { requestId } }, { signal, failureToast: 'none' })).request,
    retry: retryTransportOnce,
  });

export const useShuttleRequest = (userId: string, requestId: string) => useQuery(shuttleRequestQueryOptions(userId, requestId));

/**
 * The answer of a write: that request as it is now, seen at once by its page, and the list asked again. A
 * refusal (the quote lapsed, the operator closed it meanwhile) asks every request again, so the page shows
 * where it really stands beside the server's words.
 */
const useRequestWrite = <Input,>(userId: string, send: (input: Input) => Promise<{ request: ShuttleRequest }>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ request }) => {
      client.setQueryData(groupKeys.shuttleRequest(userId, request.requestId), request);
      await client.invalidateQueries({ queryKey: groupKeys.shuttleRequests(userId), exact: true });
    },
    onError: () => client.invalidateQueries({ queryKey: groupKeys.shuttleRequests(userId) }),
  });
};

/** 提交需求 (/companyLine/shuttle/request); a refusal (five open already) is toasted in the server's words. */
export const useRequestShuttle = (userId: string) =>
  useRequestWrite(userId, (body: ShuttleRequestBody) => call(requestShuttle, { body }).then(unwrap));

/** 接受报价 or 婉拒 (/companyLine/shuttle/respond), while quoted and before the quote lapses. */
export const useRespondShuttleQuote = (userId: string) =>
  useRequestWrite(userId, (body: { requestId: string; isAccepted: boolean; reason: string }) => call(respondShuttleQuote, { body }).then(unwrap));
