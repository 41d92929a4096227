import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelStudentCharter,
  myStudentCharters,
  quoteStudentCharter,
  studentCharterDetail,
  submitStudentCharter,
  type StudentCharterBody,
} from '@udian/contracts/endpoints/charters/student-charters';
import type { CharterTripBody, StudentCharter } from '@udian/contracts/schemas/charters';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { charterKeys } from './charter-keys';

/**
 * The fee of a trip by the published rules (/studentCharter/quote), asked again whenever the trip changes;
 * the previous breakdown stays while the next is asked. A trip the rules do not price is answered with a
 * refusal the page shows beside the form, not toasted.
 */
export const useCharterQuote = (trip: CharterTripBody | null) =>
  useQuery({
    queryKey: charterKeys.quote(trip ?? ({} as CharterTripBody)),
    queryFn: async ({ signal }) => unwrap(await call(quoteStudentCharter, { body: trip! }, { signal, failureToast: 'none' })).quote,
    enabled: trip !== null,
    retry: retryTransportOnce,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** The passenger's charter requests, newest first (/studentCharter/mine). */
export const myChartersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: charterKeys.mine(userId),
    queryFn: async ({ signal }) => unwrap(await call(myStudentCharters, {}, { signal })).items,
    retry: retryTransportOnce,
  });

export const useMyCharters = (userId: string) => useQuery(myChartersQueryOptions(userId));

/** One of the passenger's requests (/studentCharter/detail); someone else's or an unknown one is shown by the page. */
export const useCharter = (userId: string, requestId: string) =>
  useQuery({
    queryKey: charterKeys.detail(userId, requestId),
    queryFn: async ({ signal }) => unwrap(await call(studentCharterDetail, { query: { requestId } }, { signal, failureToast: 'none' })).charter,
    retry: retryTransportOnce,
  });

/** A write's answer: that request as it is now, seen at once by its page, and the list asked again. */
const useCharterWrite = <Input,>(userId: string, send: (input: Input) => Promise<{ charter: StudentCharter }>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ charter }) => {
      client.setQueryData(charterKeys.detail(userId, charter.requestId), charter);
      await client.invalidateQueries({ queryKey: charterKeys.mine(userId), exact: true });
    },
    // A refusal (decided meanwhile) asks every request again, so the page shows where it really stands.
    onError: () => client.invalidateQueries({ queryKey: charterKeys.mine(userId) }),
  });
};

/** 提交包车申请 (/studentCharter/submit); a refusal is shown in the server's words by the form. */
export const useSubmitCharter = (userId: string) =>
  useCharterWrite(userId, (body: StudentCharterBody) => call(submitStudentCharter, { body }, { failureToast: 'none' }).then(unwrap));

/** 取消申请 (/studentCharter/cancel), while the operator has not decided. */
export const useCancelCharter = (userId: string) =>
  useCharterWrite(userId, (requestId: string) => call(cancelStudentCharter, { body: { requestId } }, { failureToast: 'none' }).then(unwrap));
