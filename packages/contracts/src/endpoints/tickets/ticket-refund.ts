import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Order, OrderNo } from '../../schemas/orders';
import { PassengerRefund, RefundTicketIds } from '../../schemas/refunds';

export const TicketRefundBody = z.object({
  orderNo: OrderNo,
  ticketIds: RefundTicketIds,
  /** The total the page showed: a different amount now refuses the refund (refundAmountChanged) instead of paying it. */
  expectedRefundCents: z
    .number({ error: (issue) => (issue.input === undefined ? '缺少退款金额' : '退款金额须为整数（分）') })
    .int('退款金额须为整数（分）')
    .min(0, '退款金额不能为负数'),
});
export type TicketRefundBody = z.input<typeof TicketRefundBody>;

export const TicketRefundData = z.object({
  refund: PassengerRefund,
  /** The order afterwards: its tickets, status (refunded once no ticket is left) and refunds. */
  order: Order,
});
export type TicketRefundData = z.infer<typeof TicketRefundData>;

/**
 * SPEC section 7, POST /ticket/refund: refunds exactly the quote for these tickets, through the provider that
 * took the money; their seats come back, and the coupon too once the whole order is refunded. Send an
 * Idempotency-Key header: a retry with the same key and body gets the same answer.
 */
export const ticketRefund = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.order,
  path: '/ticket/refund',
  summary: 'Refunds tickets of a paid order by the refund rule, through the paying provider (Idempotency-Key)',
  isPublic: false,
  needsClientHeaders: true,
  isIdempotent: true,
  body: TicketRefundBody,
  data: TicketRefundData,
});
