import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { orderList, type OrderListTab } from '@udian/contracts/endpoints/orders/order-list';
import { call } from '../../../api/client';
import { orderKeys } from '../../../api/queries/order-keys';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { useLoginInfo } from '../../../lib/use-login-info';

const PAGE_SIZE = 10;

/** One tab of my-order, page by page ("加载更多"), newest first (/order/list). */
export const orderListQueryOptions = (userId: string, tab: OrderListTab) =>
  infiniteQueryOptions({
    queryKey: [...orderKeys.all, 'list', userId, tab] as const,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(await call(orderList, { query: { tab, page: pageParam, pageSize: PAGE_SIZE } }, { signal })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    retry: retryTransportOnce,
    // Orders change elsewhere (the cashier, the expiry job): coming back to the list shows the cached
    // pages at once and asks again behind them.
    staleTime: 0,
  });

export const useOrderList = (tab: OrderListTab) => {
  const login = useLoginInfo();
  return useInfiniteQuery({ ...orderListQueryOptions(login?.userId ?? '', tab), enabled: login !== null });
};
