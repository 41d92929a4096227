import { updateNickname } from '@udian/contracts/endpoints/user/update-nickname';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { currentUserQueryOptions } from './current-user';

/** Answers the profile as /user/v1/info does, so the cached profile is replaced rather than refetched. */
export const useUpdateNickname = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) => call(updateNickname, { body: { nickname } }).then(unwrap),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions(user.userId).queryKey, user),
  });
};
