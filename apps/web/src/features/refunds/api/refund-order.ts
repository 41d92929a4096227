import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetail } from '@udian/contracts/endpoints/orders/order-detail';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

/** The key every refund query sits under; a refund asks all of them again. */
export const REFUNDS_KEY = ['refunds'] as const;

/**
 * The keys the order and ticket pages keep their queries under: a refund changes what they show, so it
 * marks them stale and they ask again when next shown.
 */
export const REFUND_AFFECTED_KEYS = [['orders'], ['tickets']] as const;

/**
 * The order being refunded (/order/detail): its tickets by date and rider. Always asked afresh on entering
 * the page: a ticket refunded or checked a moment ago must not be offered.
 */
export const refundOrderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'order', orderNo] as const,
    queryFn: async ({ signal }) => unwrap(await call(orderDetail, { query: { orderNo } }, { signal })),
    retry: retryTransportOnce,
    staleTime: 0,
  });

export const useRefundOrder = (orderNo: string) => useQuery(refundOrderQueryOptions(orderNo));
