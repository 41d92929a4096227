import { queryOptions, useQuery } from '@tanstack/react-query';
import { passengerList } from '@udian/contracts/endpoints/passengers/passenger-list';
import { useLoginInfo } from '../../lib/use-login-info';
import { call } from '../client';
import { retryTransportOnce, unwrap } from '../query-result';
import { passengerKeys } from './passenger-keys';

/**
 * The logged-in passenger's riders, ID numbers masked by the server (/passenger/list). The passenger pages
 * and buying read it under one key, so a rider added there is offered here at once.
 */
export const passengerListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: passengerKeys.list(userId),
    queryFn: async ({ signal }) => unwrap(await call(passengerList, {}, { signal })),
    retry: retryTransportOnce,
  });

export const usePassengerList = () => {
  const login = useLoginInfo();
  return useQuery({ ...passengerListQueryOptions(login?.userId ?? ''), enabled: login !== null });
};
