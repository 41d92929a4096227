import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { refundPrice } from '@udian/contracts/endpoints/tickets/refund-price';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { REFUNDS_KEY } from './refund-keys';

/**
 * The fee tier depends on how long before departure the refund is made: the quote is asked again every
 * minute, so a page left open does not show an amount the server would refuse.
 */
export const REFUND_QUOTE_REFRESH_MS = 60_000;

/**
 * What refunding these tickets gives back now (/ticket/refundPrice/query), per ticket, per date and in
 * total. The previous quote stays on screen, marked as updating, while a new selection is priced.
 */
export const refundPriceQueryOptions = (orderNo: string, ticketIds: readonly string[]) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'quote', orderNo, ticketIds.join(',')] as const,
    queryFn: async ({ signal }) =>
      unwrap(await call(refundPrice, { query: { orderNo, ticketIds: ticketIds.join(',') } }, { signal })),
    retry: retryTransportOnce,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: REFUND_QUOTE_REFRESH_MS,
  });

/** Nothing is asked while no ticket is chosen. */
export const useRefundPrice = (orderNo: string, ticketIds: readonly string[]) =>
  useQuery({ ...refundPriceQueryOptions(orderNo, ticketIds), enabled: ticketIds.length > 0 });
