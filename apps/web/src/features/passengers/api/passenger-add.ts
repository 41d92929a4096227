import { passengerAdd, type PassengerAddBody } from '@udian/contracts/endpoints/passengers/passenger-add';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { passengerKeys } from '../../../api/queries/passenger-keys';

export const usePassengerAdd = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PassengerAddBody) => call(passengerAdd, { body }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengerKeys.all }),
  });
};
