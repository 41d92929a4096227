import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  joinGroupByInvite,
  leaveGroup,
  sendGroupEmailCode,
  verifyGroupEmail,
  verifyGroupPhone,
} from '@udian/contracts/endpoints/groups/groups';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { lineUserStatesKey } from '../../../api/queries/line-user-state';
import { groupKeys } from './group-keys';

/**
 * Proving or ending a membership (decision 048). Each refusal is toasted with the server's text by the
 * request helper, and the page keeps it in view (the error's message is that text). A membership changes
 * the enterprise's pages and whether the passenger may buy its lines.
 */
const refreshAfterMembership = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: groupKeys.all }), client.invalidateQueries({ queryKey: lineUserStatesKey() })]);

/** 员工手机号: the account's own phone, checked against the staff list. */
export const useVerifyGroupPhone = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => call(verifyGroupPhone, { body: { groupId } }).then(unwrap),
    onSuccess: () => refreshAfterMembership(client),
  });
};

/** Sends the six-digit code to a company address; answers the resend wait the server keeps. */
export const useSendGroupEmailCode = () =>
  useMutation({
    mutationFn: (body: { groupId: string; email: string }) => call(sendGroupEmailCode, { body }).then(unwrap),
  });

export const useVerifyGroupEmail = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { groupId: string; email: string; code: string }) => call(verifyGroupEmail, { body }).then(unwrap),
    onSuccess: () => refreshAfterMembership(client),
  });
};

export const useJoinGroupByInvite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { groupId: string; inviteCode: string }) => call(joinGroupByInvite, { body }).then(unwrap),
    onSuccess: () => refreshAfterMembership(client),
  });
};

/** 退出企业: ends a membership proved by e-mail or invite code (a staff-list phone stays a member). */
export const useLeaveGroup = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => call(leaveGroup, { body: { groupId } }).then(unwrap),
    onSuccess: () => refreshAfterMembership(client),
  });
};
