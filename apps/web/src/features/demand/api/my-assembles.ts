import { queryOptions, useQuery } from '@tanstack/react-query';
import { myLineAssembleList } from '@udian/contracts/endpoints/assemble/assemble';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { assembleKeys } from '../../../api/queries/assemble-keys';

/** my-custom's 我的众筹: the crowdfunds the passenger joined or paid for, newest first (/assemble/myLineAssembleList). */
export const myAssemblesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: assembleKeys.mine(userId),
    queryFn: async ({ signal }) => unwrap(await call(myLineAssembleList, {}, { signal })).items,
    retry: retryTransportOnce,
  });

export const useMyAssembles = (userId: string) => useQuery(myAssemblesQueryOptions(userId));
