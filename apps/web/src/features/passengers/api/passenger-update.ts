import { passengerUpdate, type PassengerUpdateBody } from '@udian/contracts/endpoints/passengers/passenger-update';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { passengerKeys } from '../../../api/queries/passenger-keys';

/** Replaces every field: callers send phone and icCardNo as they are, since '' clears them. */
export const usePassengerUpdate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PassengerUpdateBody) => call(passengerUpdate, { body }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengerKeys.all }),
  });
};
