import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCancel } from '@udian/contracts/endpoints/orders/order-cancel';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { BUY_CALENDAR_KEY } from './buy-calendar';
import { orderDetailKey } from './order-detail';
import { payStatusKey } from './pay-status';

/** Cancels a pending order (/order/cancel): its seats and coupon come back at once. */
export const useOrderCancel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderNo: string) => unwrap(await call(orderCancel, { body: { orderNo } })),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderDetailKey(order.orderNo), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: payStatusKey(order.orderNo) }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: BUY_CALENDAR_KEY }),
      ]);
    },
  });
};
