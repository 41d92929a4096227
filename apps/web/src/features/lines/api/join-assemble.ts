import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customLineShareJoin } from '@udian/contracts/endpoints/assemble/assemble';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { assembleKeys } from '../../../api/queries/assemble-keys';

/**
 * 参与众筹 (POST /customLine/share/join): the passenger is listed in their crowdfunds as 待支付 and gets what
 * committing buys. A crowdfund that ended meanwhile is refused (众筹已结束), toasted by the request helper.
 */
export const useJoinAssemble = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareCode: string) => call(customLineShareJoin, { body: { shareCode } }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assembleKeys.all }),
  });
};
