import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderQuote, type OrderQuoteBody } from '@udian/contracts/endpoints/orders/order-quote';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

export const ORDER_QUOTE_KEY = ['buying', 'quote'] as const;

/**
 * The price of the current choice (/order/price/query), asked again whenever any part of it changes. The
 * previous price stays on screen, marked as updating, until the new one arrives.
 */
export const orderQuoteQueryOptions = (body: OrderQuoteBody) =>
  queryOptions({
    queryKey: [...ORDER_QUOTE_KEY, body] as const,
    queryFn: async ({ signal }) => unwrap(await call(orderQuote, { body }, { signal })),
    retry: retryTransportOnce,
    placeholderData: keepPreviousData,
  });

/** Null while the choice is not complete (no date or no rider yet). */
export const useOrderQuote = (body: OrderQuoteBody | null) =>
  useQuery({
    ...orderQuoteQueryOptions(body ?? { lineId: '', departureIds: [], boardSeq: 0, alightSeq: 0, passengerCount: 0 }),
    enabled: body !== null,
  });
