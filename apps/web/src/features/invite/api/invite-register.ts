import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteRegister, type InviteRegisterBody } from '@udian/contracts/endpoints/activity/invite-activity';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { couponKeys } from '../../../api/queries/coupon-keys';
import { inviteKeys } from './invite-activity';

/**
 * Registers (or logs in) by SMS from an invite link (POST /activity/invite_user/register); a refusal (a
 * wrong code, an ended campaign) is an info toast with the server's text.
 */
export const useInviteRegister = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteRegisterBody) => call(inviteRegister, { body }).then(unwrap),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inviteKeys.all });
      void queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
  });
};
