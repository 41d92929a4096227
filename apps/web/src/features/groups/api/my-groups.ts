import { queryOptions, useQuery } from '@tanstack/react-query';
import { myGroups } from '@udian/contracts/endpoints/groups/groups';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { groupKeys } from './group-keys';

/** The enterprises the passenger belongs to, by any proof (/group/myGroups). */
export const myGroupsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: groupKeys.mine(userId),
    queryFn: async ({ signal }) => unwrap(await call(myGroups, {}, { signal })).items,
    retry: retryTransportOnce,
  });

export const useMyGroups = (userId: string) => useQuery(myGroupsQueryOptions(userId));
