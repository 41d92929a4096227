import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDemand } from '@udian/contracts/endpoints/demand/demand';
import type { AddDemandBody } from '@udian/contracts/schemas/demand';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { demandKeys } from './demand-keys';

/**
 * Submits a demand (POST /demand/add); the answer says whether it was merged into the passenger's open
 * demand for the same trip. A refusal is toasted with the server's text by the request helper.
 */
export const useAddDemand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddDemandBody) => call(addDemand, { body }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandKeys.all }),
  });
};
