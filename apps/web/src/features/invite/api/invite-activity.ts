import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  inviteActivityInfo,
  myInviteUsers,
  type InviteActivityQuery,
} from '@udian/contracts/endpoints/activity/invite-activity';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

/** Every invitation query starts here; a registration or a login marks them stale together. */
export const inviteKeys = {
  all: ['invite'] as const,
  activity: (userId: string, query: InviteActivityQuery) => [...inviteKeys.all, 'activity', userId, query] as const,
  users: (userId: string, query: InviteActivityQuery, activityId: string) => [...inviteKeys.all, 'users', userId, query, activityId] as const,
};

/**
 * getInviteActivityMes (SPEC section 4): the campaign running now, null when none. A failure is an info
 * toast (the request helper's rule for activity calls) and the last answer stays.
 */
export const inviteActivityQueryOptions = (userId: string, query: InviteActivityQuery) =>
  queryOptions({
    queryKey: inviteKeys.activity(userId, query),
    queryFn: async ({ signal }) => unwrap(await call(inviteActivityInfo, { query }, { signal })),
    retry: retryTransportOnce,
  });

export const useInviteActivityInfo = (userId: string, query: InviteActivityQuery) => useQuery(inviteActivityQueryOptions(userId, query));

/** getMyInviteUser: the same parameters plus the activity's id (SPEC section 4); only for a passenger. */
export const myInviteUsersQueryOptions = (userId: string, query: InviteActivityQuery, activityId: string) =>
  queryOptions({
    queryKey: inviteKeys.users(userId, query, activityId),
    queryFn: async ({ signal }) => unwrap(await call(myInviteUsers, { query: { ...query, activityId } }, { signal })),
    retry: retryTransportOnce,
  });

export const useMyInviteUsers = (userId: string, query: InviteActivityQuery, activityId: string | null) =>
  useQuery({ ...myInviteUsersQueryOptions(userId, query, activityId ?? ''), enabled: activityId !== null && userId !== '' });
