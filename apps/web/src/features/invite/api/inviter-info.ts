import { queryOptions, useQuery } from '@tanstack/react-query';
import { inviterInfo } from '@udian/contracts/endpoints/activity/invite-activity';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { inviteKeys } from './invite-activity';

/** Who an invite link is from (masked) and its campaign; a forged or stale link is refused 邀请链接无效. */
export const inviterInfoQueryOptions = (inviteCode: string) =>
  queryOptions({
    queryKey: [...inviteKeys.all, 'inviter', inviteCode] as const,
    queryFn: async ({ signal }) => unwrap(await call(inviterInfo, { query: { inviteCode } }, { signal })),
    retry: retryTransportOnce,
  });

export const useInviterInfo = (inviteCode: string) => useQuery(inviterInfoQueryOptions(inviteCode));
