import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCancel } from '@udian/contracts/endpoints/orders/order-cancel';
import type { Order } from '@udian/contracts/schemas/orders';
import { call } from '../client';
import { unwrap } from '../query-result';
import { orderKeys } from './order-keys';

type OrderCancelOptions = {
  /** What else the calling page shows of the order and must ask again (buying: its payment state, seats). */
  onCancelled?: (order: Order) => Promise<unknown>;
};

/**
 * Cancels a pending order (/order/cancel): its seats and coupon come back at once. The answer is the order
 * as it is now; every other order query is marked stale.
 */
export const useOrderCancel = ({ onCancelled }: OrderCancelOptions = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderNo: string) => unwrap(await call(orderCancel, { body: { orderNo } })),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.detail(order.orderNo), order);
      await Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.all }), onCancelled?.(order)]);
    },
  });
};
