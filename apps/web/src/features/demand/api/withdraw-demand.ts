import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawDemand } from '@udian/contracts/endpoints/demand/demand';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { demandKeys } from './demand-keys';

/**
 * Withdraws the passenger's own open demand (POST /demand/withdraw): it is deleted with its 同路 colleagues.
 * A refusal (its line is already being prepared) is toasted with the server's text by the request helper.
 */
export const useWithdrawDemand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(withdrawDemand, { body: { id } }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandKeys.all }),
  });
};
