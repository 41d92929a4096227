import { queryOptions, useQuery } from '@tanstack/react-query';
import { payStatus } from '@udian/contracts/endpoints/payment/pay-status';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';

export const PAY_STATUS_POLL_MS = 2000;

export const payStatusKey = (orderNo: string) => ['buying', 'payStatus', orderNo] as const;

/**
 * The order's payment state (/payment/status/query), asked every 2 s while it is pending: the cashier, the
 * host or WeChat may report the payment at any moment. Polling stops at paid, cancelled, expired.
 */
export const payStatusQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: payStatusKey(orderNo),
    // Silent: a poll that fails on a bad network is simply tried again 2 s later.
    queryFn: async ({ signal }) => unwrap(await call(payStatus, { query: { orderNo } }, { signal, failureToast: 'none' })),
    refetchInterval: (query) => (query.state.data === undefined || query.state.data.status === 'pending' ? PAY_STATUS_POLL_MS : false),
    retry: false,
  });

export const usePayStatus = (orderNo: string) => useQuery(payStatusQueryOptions(orderNo));
