import { passengerDelete } from '@udian/contracts/endpoints/passengers/passenger-delete';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { passengerKeys } from '../../../api/queries/passenger-keys';

export const usePassengerDelete = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passengerId: string) => call(passengerDelete, { body: { passengerId } }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengerKeys.all }),
  });
};
