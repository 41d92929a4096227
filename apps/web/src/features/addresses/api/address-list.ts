import { addressList } from '@udian/contracts/endpoints/addresses/address-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { useLoginInfo } from '../../../lib/use-login-info';

/** The key every address mutation invalidates. */
export const ADDRESSES_KEY = ['addresses'] as const;

export const addressListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...ADDRESSES_KEY, 'list', userId],
    queryFn: ({ signal }) => call(addressList, {}, { signal }).then(unwrap),
  });

/** Home, work and the other common addresses of the logged-in passenger. */
export const useAddressList = () => {
  const login = useLoginInfo();
  return useQuery({ ...addressListQueryOptions(login?.userId ?? ''), enabled: login !== null });
};
