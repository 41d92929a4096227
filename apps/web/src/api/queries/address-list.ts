import { addressList } from '@udian/contracts/endpoints/addresses/address-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLoginInfo } from '../../lib/use-login-info';
import { call } from '../client';
import { unwrap } from '../query-result';
import { addressKeys } from './address-keys';

/**
 * The logged-in passenger's common addresses (/user/address/list): the address pages, and demand-collection,
 * which offers them as an end of a commute, read them under one key.
 */
export const addressListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: addressKeys.list(userId),
    queryFn: ({ signal }) => call(addressList, {}, { signal }).then(unwrap),
  });

/** Home, work and the other common addresses of the logged-in passenger. */
export const useAddressList = () => {
  const login = useLoginInfo();
  return useQuery({ ...addressListQueryOptions(login?.userId ?? ''), enabled: login !== null });
};
