import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCancel } from '@udian/contracts/endpoints/orders/order-cancel';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { orderDetailQueryOptions } from './order-detail';
import { ORDERS_KEY } from './order-list';

/** Cancels a pending order: its seats and coupon come back at once (/order/cancel). */
export const useOrderCancel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => call(orderCancel, { body: { orderNo } }).then(unwrap),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderDetailQueryOptions(order.orderNo).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
};
