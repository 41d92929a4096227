import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindTransitCard, unbindTransitCard, type BindTransitCardBody } from '@udian/contracts/endpoints/transit-cards/transit-cards';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { transitCardKeys } from '../../../api/queries/transit-card-keys';

/** Binds a card; the card pages and a ticket's card section read the list again. */
export const useBindTransitCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BindTransitCardBody) => unwrap(await call(bindTransitCard, { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transitCardKeys.all }),
  });
};

export const useUnbindTransitCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cardId: string) => unwrap(await call(unbindTransitCard, { body: { cardId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transitCardKeys.all }),
  });
};
