import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetail } from '@udian/contracts/endpoints/orders/order-detail';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { INVOICES_KEY } from './invoice-list';

/** The order an invoice is asked for (/order/detail): what it is, and whether it was paid. */
export const invoiceOrderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: [...INVOICES_KEY, 'order', orderNo] as const,
    queryFn: async ({ signal }) => unwrap(await call(orderDetail, { query: { orderNo } }, { signal })),
    retry: retryTransportOnce,
  });

export const useInvoiceOrder = (orderNo: string) => useQuery(invoiceOrderQueryOptions(orderNo));
