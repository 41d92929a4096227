import { queryOptions, useQuery } from '@tanstack/react-query';
import { myDemands } from '@udian/contracts/endpoints/demand/demand';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { demandKeys } from './demand-keys';

/** my-custom: the passenger's demands and the shared ones they joined, newest first (/demand/myList). */
export const myDemandsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: demandKeys.mine(userId),
    queryFn: async ({ signal }) => unwrap(await call(myDemands, {}, { signal })).demands,
    retry: retryTransportOnce,
  });

export const useMyDemands = (userId: string) => useQuery(myDemandsQueryOptions(userId));
