import { queryOptions, useQuery } from '@tanstack/react-query';
import { passengerList } from '@udian/contracts/endpoints/passengers/passenger-list';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { useLoginInfo } from '../../../lib/use-login-info';

/**
 * The riders to buy for (/passenger/list). Same key as the passenger pages' list, so adding a rider there
 * invalidates this one too.
 */
export const buyPassengersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['passengers', 'list', userId] as const,
    queryFn: async ({ signal }) => unwrap(await call(passengerList, {}, { signal })),
    retry: retryTransportOnce,
  });

export const useBuyPassengers = () => {
  const login = useLoginInfo();
  return useQuery({ ...buyPassengersQueryOptions(login?.userId ?? ''), enabled: login !== null });
};
