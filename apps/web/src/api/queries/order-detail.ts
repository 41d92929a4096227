import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetail } from '@udian/contracts/endpoints/orders/order-detail';
import { call } from '../client';
import { retryTransportOnce, unwrap } from '../query-result';
import { orderKeys } from './order-keys';

/** How often a page asks again while the payment is being confirmed. */
export const PAYMENT_POLL_MS = 2000;

export type OrderDetailOptions = {
  /** Ask again every PAYMENT_POLL_MS while the order is still pending (a page reached before the notification). */
  isPollingUntilPaid?: boolean;
  /** How long an answer counts as fresh; 0 asks again on every visit (the client's default otherwise). */
  staleTime?: number;
};

/**
 * One of the passenger's orders with tickets, payment and refunds (/order/detail). One key for every page
 * (waiting-paid, the order pages, refund-ticket, get-invoice): a cancelled or paid order reads the same
 * everywhere.
 */
export const orderDetailQueryOptions = (orderNo: string, { isPollingUntilPaid = false, staleTime }: OrderDetailOptions = {}) =>
  queryOptions({
    queryKey: orderKeys.detail(orderNo),
    queryFn: async ({ signal }) => unwrap(await call(orderDetail, { query: { orderNo } }, { signal })),
    retry: retryTransportOnce,
    refetchInterval: isPollingUntilPaid
      ? (query) => (query.state.data === undefined || query.state.data.status === 'pending' ? PAYMENT_POLL_MS : false)
      : false,
    ...(staleTime === undefined ? {} : { staleTime }),
  });

export const useOrderDetail = (orderNo: string, options?: OrderDetailOptions) => useQuery(orderDetailQueryOptions(orderNo, options));
