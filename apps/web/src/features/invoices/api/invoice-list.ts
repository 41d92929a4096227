import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceList } from '@udian/contracts/endpoints/invoices/invoice-list';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { useLoginInfo } from '../../../lib/use-login-info';

/** The key every invoice query sits under; a request asks them again. */
export const INVOICES_KEY = ['invoices'] as const;

/** The passenger's invoice requests, newest first, with their state (/invoice/list). */
export const invoiceListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...INVOICES_KEY, 'list', userId] as const,
    queryFn: async ({ signal }) => unwrap(await call(invoiceList, {}, { signal })),
    retry: retryTransportOnce,
    staleTime: 0,
  });

export const useInvoiceList = () => {
  const login = useLoginInfo();
  return useQuery({ ...invoiceListQueryOptions(login?.userId ?? ''), enabled: login !== null });
};
