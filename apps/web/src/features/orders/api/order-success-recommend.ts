import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderSuccessRecommend } from '@udian/contracts/endpoints/orders/order-success-recommend';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { orderKeys } from '../../../api/queries/order-keys';

/** Lines to show after a purchase: the return line first, then lines sharing stops (/line/orderSuccess/recommend). */
export const orderSuccessRecommendQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'recommend', orderNo] as const,
    queryFn: async ({ signal }) => unwrap(await call(orderSuccessRecommend, { query: { orderNo } }, { signal })),
    retry: retryTransportOnce,
    staleTime: 5 * 60_000,
  });

export const useOrderSuccessRecommend = (orderNo: string, isEnabled = true) =>
  useQuery({ ...orderSuccessRecommendQueryOptions(orderNo), enabled: isEnabled });
