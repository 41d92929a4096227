import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { OrderStatus } from '../../../schemas/orders';
import { PageQuery } from '../../../schemas/operators';

/** What the search box holds: the account's phone, an order number, or a ticket's number. */
export const OrderSearchKind = z.enum(['phone', 'orderNo', 'ticketId']);
export type OrderSearchKind = z.infer<typeof OrderSearchKind>;

export const orderSearchKindLabels: Record<OrderSearchKind, string> = { phone: '手机号', orderNo: '订单号', ticketId: '车票号' };

const patterns: Record<OrderSearchKind, RegExp> = {
  phone: /^1\d{10}$/,
  orderNo: /^UD\d{8,24}$/,
  ticketId: /^[1-9]\d{0,15}$/,
};

/**
 * The kind of a search text: an order number starts with UD, a phone is 11 digits starting with 1, any other
 * whole number is a ticket's number; null for anything else. Shared by the console (to say what it searches)
 * and the server.
 */
export const detectOrderSearchKind = (text: string): OrderSearchKind | null => {
  const q = text.trim().toUpperCase();
  if (patterns.orderNo.test(q)) return 'orderNo';
  if (patterns.phone.test(q)) return 'phone';
  if (patterns.ticketId.test(q)) return 'ticketId';
  return null;
};

const kindMismatch: Record<OrderSearchKind, string> = {
  phone: '手机号应为 11 位数字',
  orderNo: '订单号以 UD 开头，后接数字',
  ticketId: '车票号应为数字',
};

export const OrderSearchQuery = z
  .object({
    q: z.string({ error: '请输入手机号、订单号或车票号' }).trim().min(1, '请输入手机号、订单号或车票号').max(32, '搜索内容不能超过 32 个字'),
    /** Absent: detected from the text. */
    kind: OrderSearchKind.optional(),
    ...PageQuery,
  })
  .transform((query, ctx) => {
    const q = query.q.toUpperCase();
    const kind = query.kind ?? detectOrderSearchKind(q);
    if (kind === null) {
      ctx.addIssue({ code: 'custom', path: ['q'], message: '请输入 11 位手机号、以 UD 开头的订单号或数字车票号' });
      return z.NEVER;
    }
    if (!patterns[kind].test(q)) {
      ctx.addIssue({ code: 'custom', path: ['q'], message: kindMismatch[kind] });
      return z.NEVER;
    }
    return { ...query, q, kind };
  });
export type OrderSearchQuery = z.input<typeof OrderSearchQuery>;

export const OrderSearchRow = z.object({
  orderNo: z.string(),
  /** The account's phone, whole: customer service calls the passenger back on it. */
  phone: z.string(),
  lineCode: z.string(),
  lineName: z.string(),
  status: OrderStatus,
  payableCents: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  ticketCount: z.number().int(),
});
export type OrderSearchRow = z.infer<typeof OrderSearchRow>;

/** Orders by the account's phone, an order number or a ticket's number, newest first, a page at a time. */
export const searchOrders = defineOperatorEndpoint({
  method: 'GET',
  path: '/orders',
  summary: "Orders found by the account's phone, the order number or a ticket number, newest first",
  roles: ['admin', 'service', 'finance', 'dispatcher'],
  query: OrderSearchQuery,
  data: z.object({ kind: OrderSearchKind, items: z.array(OrderSearchRow), total: z.number().int() }),
});
