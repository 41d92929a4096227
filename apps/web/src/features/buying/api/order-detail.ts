import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetail } from '@udian/contracts/endpoints/orders/order-detail';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

/** Same key as the order pages use for this call: a cancelled or paid order reads the same everywhere. */
export const orderDetailKey = (orderNo: string) => ['orders', 'detail', orderNo] as const;

/** One of the passenger's orders (/order/detail). */
export const orderDetailQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: orderDetailKey(orderNo),
    queryFn: async ({ signal }) => unwrap(await call(orderDetail, { query: { orderNo } }, { signal })),
    retry: retryTransportOnce,
  });

export const useOrderDetail = (orderNo: string) => useQuery(orderDetailQueryOptions(orderNo));
