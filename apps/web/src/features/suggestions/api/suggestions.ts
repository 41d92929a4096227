import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mySuggestions, submitSuggestion, suggestionDetail, type SubmitSuggestionBody } from '@udian/contracts/endpoints/feedback/suggestions';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { suggestionKeys } from './suggestion-keys';

/** The passenger's complaints and suggestions, newest first, with their state and replies (/suggestion/mine). */
export const mySuggestionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: suggestionKeys.mine(userId),
    queryFn: async ({ signal }) => unwrap(await call(mySuggestions, {}, { signal })).items,
    retry: retryTransportOnce,
  });

export const useMySuggestions = (userId: string) => useQuery(mySuggestionsQueryOptions(userId));

/** One of them with the operator's replies (/suggestion/detail); someone else's or an unknown one is shown by the page. */
export const useSuggestion = (userId: string, suggestionId: string) =>
  useQuery({
    queryKey: suggestionKeys.detail(userId, suggestionId),
    queryFn: async ({ signal }) => unwrap(await call(suggestionDetail, { query: { suggestionId } }, { signal, failureToast: 'none' })).suggestion,
    retry: retryTransportOnce,
  });

/** 提交 (/suggestion/submit); a refusal is shown by the form in the server's words. */
export const useSubmitSuggestion = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SubmitSuggestionBody) => unwrap(await call(submitSuggestion, { body }, { failureToast: 'none' })).suggestion,
    onSuccess: async (suggestion) => {
      client.setQueryData(suggestionKeys.detail(userId, suggestion.suggestionId), suggestion);
      await client.invalidateQueries({ queryKey: suggestionKeys.mine(userId), exact: true });
    },
  });
};
