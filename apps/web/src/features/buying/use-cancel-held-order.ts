import { useQueryClient } from '@tanstack/react-query';
import { useOrderCancel } from '../../api/queries/order-cancel';
import { BUY_CALENDAR_KEY } from './api/buy-calendar';
import { payStatusKey } from './api/pay-status';

/** 取消订单 on waiting-paid: the order cancel, then this page's payment state and the seats it gave back. */
export const useCancelHeldOrder = () => {
  const queryClient = useQueryClient();
  return useOrderCancel({
    onCancelled: (order) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payStatusKey(order.orderNo) }),
        queryClient.invalidateQueries({ queryKey: BUY_CALENDAR_KEY }),
      ]),
  });
};
