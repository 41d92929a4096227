import { passengerList } from '@udian/contracts/endpoints/passengers/passenger-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { useLoginInfo } from '../../../lib/use-login-info';

/** The key every passenger mutation invalidates. */
export const PASSENGERS_KEY = ['passengers'] as const;

export const passengerListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...PASSENGERS_KEY, 'list', userId],
    queryFn: ({ signal }) => call(passengerList, {}, { signal }).then(unwrap),
  });

/** The logged-in passenger's riders, ID numbers masked by the server. */
export const usePassengerList = () => {
  const login = useLoginInfo();
  return useQuery({ ...passengerListQueryOptions(login?.userId ?? ''), enabled: login !== null });
};
