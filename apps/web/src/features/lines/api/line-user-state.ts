import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineUserState } from '@udian/contracts/endpoints/lines/line-user-state';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { getLoginInfo, isLoggedIn } from '../../../lib/login-info';
import { lineKeys } from '../../../api/queries/line-keys';

/** What collect and cancel-collect invalidate: the passenger's own state of the line. */
export const lineUserStateKey = (lineId: string) => [...lineKeys.all, 'userState', lineId] as const;

/** Whether the logged-in passenger collected the line and may buy it (/line/userState/query); never asked for a visitor. */
export const lineUserStateQueryOptions = (lineId: string) =>
  queryOptions({
    queryKey: [...lineUserStateKey(lineId), getLoginInfo()?.userId ?? null] as const,
    queryFn: async ({ signal }) => unwrap(await call(lineUserState, { query: { lineId } }, { signal })),
    enabled: isLoggedIn(),
    retry: retryTransportOnce,
  });

export const useLineUserState = (lineId: string) => useQuery(lineUserStateQueryOptions(lineId));
