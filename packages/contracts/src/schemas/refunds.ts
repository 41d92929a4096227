import { z } from 'zod';
import { Id, ServiceDate } from './common';
import { MAX_DATES_PER_ORDER, MAX_PASSENGERS_PER_ORDER } from './orders';

/** Refunds: the shapes shared by the refund rule, the refund quote and the refund itself. Money is integer cents. */

/** An order holds at most this many tickets, so a refund names at most this many. */
export const MAX_TICKETS_PER_REFUND = MAX_PASSENGERS_PER_ORDER * MAX_DATES_PER_ORDER;

/**
 * One tier of a refund rule: refunding at least `minMinutesBefore` minutes before departure costs
 * `feePercent` of the ticket's paid share. The tier with the largest minimum that is reached applies; after
 * departure nothing is refundable.
 */
export const RefundTier = z.object({
  minMinutesBefore: z.number().int(),
  feePercent: z.number().int(),
});
export type RefundTier = z.infer<typeof RefundTier>;

/** The tickets to refund: ids of one order, each once. */
export const RefundTicketIds = z
  .array(Id, { error: '请选择要退的车票' })
  .min(1, '请选择要退的车票')
  .max(MAX_TICKETS_PER_REFUND, `一次最多退 ${MAX_TICKETS_PER_REFUND} 张车票`)
  .refine((ids) => new Set(ids).size === ids.length, '同一张车票不能重复选择');

/** The same list in a query string: ids separated by commas ('12,13'). */
export const RefundTicketIdList = z
  .string({ error: '请选择要退的车票' })
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, '车票编号格式不正确，多张车票请用英文逗号分隔')
  .transform((text) => text.split(',').map((id) => id.trim()))
  .pipe(RefundTicketIds);

/** A ticket's part of a refund quote: what it paid (its share of the order's payable), the fee and the refund. */
export const RefundQuoteTicket = z.object({
  ticketId: Id,
  serviceDate: ServiceDate,
  passengerName: z.string(),
  paidCents: z.number().int(),
  feePercent: z.number().int(),
  feeCents: z.number().int(),
  refundCents: z.number().int(),
});
export type RefundQuoteTicket = z.infer<typeof RefundQuoteTicket>;

/** The refund of one service date: the sum over its tickets in the quote. */
export const RefundQuoteDate = z.object({ serviceDate: ServiceDate, refundCents: z.number().int() });
export type RefundQuoteDate = z.infer<typeof RefundQuoteDate>;

export const RefundStatus = z.enum(['processing', 'succeeded', 'failed']);
export type RefundStatus = z.infer<typeof RefundStatus>;

/** A passenger's refund as the provider knows it: out_refund_no, the amount going back and where it stands. */
export const PassengerRefund = z.object({
  outRefundNo: z.string(),
  amountCents: z.number().int(),
  status: RefundStatus,
});
export type PassengerRefund = z.infer<typeof PassengerRefund>;
