import { addressDelete } from '@udian/contracts/endpoints/addresses/address-delete';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { addressKeys } from '../../../api/queries/address-keys';

export const useAddressDelete = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) => call(addressDelete, { body: { addressId } }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
};
