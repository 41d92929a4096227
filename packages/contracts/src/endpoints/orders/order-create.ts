import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { MAX_PASSENGERS_PER_ORDER, Order, OrderChoice } from '../../schemas/orders';

export const OrderCreateBody = OrderChoice.extend({
  passengerIds: z
    .array(Id, { error: '请选择乘车人' })
    .min(1, '请选择乘车人')
    .max(MAX_PASSENGERS_PER_ORDER, `一次最多为 ${MAX_PASSENGERS_PER_ORDER} 位乘车人购票`)
    .refine((ids) => new Set(ids).size === ids.length, '同一位乘车人不能重复选择'),
  /** The coupon the page shows applied; null for none. */
  userCouponId: Id.nullable(),
  /** What the page showed: a different price now refuses the order (priceChanged) instead of charging it. */
  expectedPayableCents: z
    .number({ error: (issue) => (issue.input === undefined ? '缺少应付金额' : '应付金额须为整数（分）') })
    .int('应付金额须为整数（分）')
    .min(0, '应付金额不能为负数'),
});
export type OrderCreateBody = z.input<typeof OrderCreateBody>;

/**
 * Creates an order and holds its seats (one ticket per passenger per date) until it is paid or expires.
 * Send an Idempotency-Key header: a retry with the same key and body gets the same order.
 */
export const orderCreate = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.order,
  path: '/order/create',
  summary: 'Creates an order and holds its seats until it is paid or expires (Idempotency-Key)',
  isPublic: false,
  needsClientHeaders: true,
  isIdempotent: true,
  body: OrderCreateBody,
  data: Order,
});
