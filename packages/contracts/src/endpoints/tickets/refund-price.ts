import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { OrderNo } from '../../schemas/orders';
import { RefundQuoteDate, RefundQuoteTicket, RefundTicketIdList } from '../../schemas/refunds';

export const RefundPriceQuery = z.object({
  orderNo: OrderNo,
  /** Comma-separated ticket ids of this order, e.g. '12,13'. */
  ticketIds: RefundTicketIdList,
});
export type RefundPriceQuery = z.input<typeof RefundPriceQuery>;

export const RefundPriceData = z.object({
  orderNo: z.string(),
  /** In the order asked. */
  tickets: z.array(RefundQuoteTicket),
  /** One per service date among the tickets, ascending. */
  dates: z.array(RefundQuoteDate),
  totalRefundCents: z.number().int(),
});
export type RefundPriceData = z.infer<typeof RefundPriceData>;

/**
 * SPEC section 7, /ticket/refundPrice/query: what refunding these tickets would give back now. Each ticket's
 * paid share is the order's payable split over its tickets by price; the fee comes from the line's refund
 * rule. Only valid tickets of a paid order, before departure (refundNotAllowed / refundClosed otherwise).
 */
export const refundPrice = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/ticket/refundPrice/query',
  summary: 'Quotes a refund of some tickets of an order: per ticket, per date and in total',
  isPublic: false,
  needsClientHeaders: true,
  query: RefundPriceQuery,
  data: RefundPriceData,
});
