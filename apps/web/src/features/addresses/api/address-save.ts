import { addressSave, type AddressSaveBody } from '@udian/contracts/endpoints/addresses/address-save';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { addressKeys } from '../../../api/queries/address-keys';

/** Adds an address, or replaces the one with addressId (POST /user/address/add does both). */
export const useAddressSave = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressSaveBody) => call(addressSave, { body }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
};
