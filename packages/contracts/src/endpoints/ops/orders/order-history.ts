import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { Id, ServiceDate } from '../../../schemas/common';
import { OrderStatus } from '../../../schemas/orders';
import { RefundStatus } from '../../../schemas/refunds';

export const OrderNo = z.string({ error: '请输入订单号' }).trim().toUpperCase().regex(/^UD\d{8,24}$/, '订单号以 UD 开头，后接数字');

const RefundReason = z.enum(['latePayment', 'duplicatePayment', 'passenger', 'departureCancelled', 'afterSales']);

export const HistoryOrder = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  userId: Id,
  /** The account's phone, whole (customer service calls back on it). */
  phone: z.string(),
  lineCode: z.string(),
  lineName: z.string(),
  boardStation: z.string(),
  alightStation: z.string(),
  totalCents: z.number().int(),
  discountCents: z.number().int(),
  payableCents: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closeReason: z.string().nullable(),
});

export const HistoryTicket = z.object({
  ticketId: Id,
  passengerName: z.string(),
  passengerIdMasked: z.string(),
  serviceDate: ServiceDate,
  departsAt: z.string(),
  priceCents: z.number().int(),
  status: z.enum(['pending', 'valid', 'released', 'used', 'refunded']),
  checkedAt: z.string().nullable(),
});

export const HistoryPayment = z.object({
  channel: z.enum(['sandbox', 'superApp', 'wechat']),
  outTradeNo: z.string(),
  amountCents: z.number().int(),
  status: z.enum(['created', 'succeeded', 'closed']),
  providerTransactionId: z.string().nullable(),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
});

export const HistoryNotification = z.object({
  channel: z.string(),
  outTradeNo: z.string(),
  outcome: z.enum(['applied', 'duplicate', 'rejected']),
  reason: z.string(),
  receivedAt: z.string(),
});

export const HistoryRefund = z.object({
  outRefundNo: z.string(),
  amountCents: z.number().int(),
  reason: RefundReason,
  reasonLabel: z.string(),
  status: RefundStatus,
  /** The operator who made it; null for the passenger's own and the automatic ones. */
  operatorUsername: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
});

export const HistoryCheck = z.object({ ticketId: Id, passengerName: z.string(), serviceDate: ServiceDate, checkedAt: z.string() });

export const HistoryMessage = z.object({ phone: z.string(), template: z.string(), content: z.string(), status: z.enum(['sent', 'failed']), sentAt: z.string() });

export const HistoryAuditEntry = z.object({
  id: Id,
  operatorUsername: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});

export const HistoryEventKind = z.enum(['order', 'payment', 'notification', 'refund', 'check', 'message', 'audit']);
export type HistoryEventKind = z.infer<typeof HistoryEventKind>;

/** One line of the order's timeline: when, of which kind, what happened (Chinese), and its particulars. */
export const HistoryEvent = z.object({ at: z.string(), kind: HistoryEventKind, title: z.string(), detail: z.string() });
export type HistoryEvent = z.infer<typeof HistoryEvent>;

export const OrderHistoryData = z.object({
  order: HistoryOrder,
  /** What an after-sales refund may still give back: what the paying payment took less every refund of it. */
  refundableCents: z.number().int(),
  /** The most the signed-in operator may refund at once (客服's limit); null: no limit of the role. */
  refundLimitCents: z.number().int().nullable(),
  tickets: z.array(HistoryTicket),
  payments: z.array(HistoryPayment),
  notifications: z.array(HistoryNotification),
  refunds: z.array(HistoryRefund),
  checks: z.array(HistoryCheck),
  messages: z.array(HistoryMessage),
  audit: z.array(HistoryAuditEntry),
  /** Everything above as one timeline, oldest first. */
  events: z.array(HistoryEvent),
});
export type OrderHistoryData = z.infer<typeof OrderHistoryData>;

/** One order's whole story: the order, its tickets, the money in and out, check-ins, messages and operator actions. */
export const orderHistory = defineOperatorEndpoint({
  method: 'GET',
  path: '/orders/history',
  summary: "One order with its tickets, payments, notifications, refunds, check-ins, messages and audit entries, and their timeline",
  roles: ['admin', 'service', 'finance', 'dispatcher'],
  query: z.object({ orderNo: OrderNo }),
  data: OrderHistoryData,
});
