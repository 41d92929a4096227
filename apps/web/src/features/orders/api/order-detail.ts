import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetail } from '@udian/contracts/endpoints/orders/order-detail';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { ORDERS_KEY } from './order-list';

/** How often the success page asks again while the payment is being confirmed. */
export const PAYMENT_POLL_MS = 2000;

type DetailOptions = {
  /** Ask again every PAYMENT_POLL_MS while the order is still pending (a page reached before the notification). */
  isPollingUntilPaid?: boolean;
};

/** One order with tickets, payment and refunds (/order/detail). */
export const orderDetailQueryOptions = (orderNo: string, { isPollingUntilPaid = false }: DetailOptions = {}) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', orderNo] as const,
    queryFn: async ({ signal }) => unwrap(await call(orderDetail, { query: { orderNo } }, { signal })),
    retry: retryTransportOnce,
    refetchInterval: isPollingUntilPaid
      ? (query) => (query.state.data === undefined || query.state.data.status === 'pending' ? PAYMENT_POLL_MS : false)
      : false,
  });

export const useOrderDetail = (orderNo: string, options?: DetailOptions) => useQuery(orderDetailQueryOptions(orderNo, options));
