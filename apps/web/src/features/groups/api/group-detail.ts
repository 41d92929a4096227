import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupDetail, groupLines } from '@udian/contracts/endpoints/groups/groups';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { groupKeys } from './group-keys';

/**
 * One enterprise and the viewer's membership of it (/group/detail; null for a visitor or a non-member). An
 * unknown group is answered 单位不存在, shown by the page rather than toasted.
 */
export const groupDetailQueryOptions = (userId: string, groupId: string) =>
  queryOptions({
    queryKey: groupKeys.detail(userId, groupId),
    queryFn: async ({ signal }) => unwrap(await call(groupDetail, { query: { groupId } }, { signal, failureToast: 'none' })),
    retry: retryTransportOnce,
  });

export const useGroupDetail = (userId: string, groupId: string) => useQuery(groupDetailQueryOptions(userId, groupId));

/** An enterprise's running lines with what a member pays on each, and whether the viewer is one (/group/lines). */
export const groupLinesQueryOptions = (userId: string, groupId: string) =>
  queryOptions({
    queryKey: groupKeys.lines(userId, groupId),
    queryFn: async ({ signal }) => unwrap(await call(groupLines, { query: { groupId } }, { signal })),
    retry: retryTransportOnce,
  });

export const useGroupLines = (userId: string, groupId: string) => useQuery(groupLinesQueryOptions(userId, groupId));
