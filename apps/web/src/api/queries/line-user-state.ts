import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineUserState } from '@udian/contracts/endpoints/lines/line-user-state';
import { call } from '../client';
import { retryTransportOnce, unwrap } from '../query-result';
import { getLoginInfo, isLoggedIn } from '../../lib/login-info';
import { lineKeys } from './line-keys';

/** What collect, cancel-collect and a group membership invalidate: the passenger's own state of the line. */
export const lineUserStateKey = (lineId: string) => [...lineKeys.all, 'userState', lineId] as const;

/** Every line's state for the passenger: a membership made or ended changes whether they may buy (decision 048). */
export const lineUserStatesKey = () => [...lineKeys.all, 'userState'] as const;

/**
 * The logged-in passenger's own state of a line (/line/userState/query): collected, may buy, why not
 * (refusal) and the group whose members may (decision 048), and what a member pays. Never asked for a
 * visitor. Read by line-info and buy-ticket.
 */
export const lineUserStateQueryOptions = (lineId: string) =>
  queryOptions({
    queryKey: [...lineUserStateKey(lineId), getLoginInfo()?.userId ?? null] as const,
    queryFn: async ({ signal }) => unwrap(await call(lineUserState, { query: { lineId } }, { signal })),
    enabled: isLoggedIn(),
    retry: retryTransportOnce,
  });

export const useLineUserState = (lineId: string) => useQuery(lineUserStateQueryOptions(lineId));
