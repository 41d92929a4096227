import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Order } from '../../schemas/orders';

/** The tabs of my-order: all, to pay, paid, closed (cancelled or expired), refunded. */
export const OrderListTab = z.enum(['all', 'pending', 'paid', 'closed', 'refunded'], { error: '订单分类不正确' });
export type OrderListTab = z.infer<typeof OrderListTab>;

export const OrderListQuery = z.object({
  tab: OrderListTab.default('all'),
  page: z.coerce.number().int().min(1, '页码至少为 1').max(1000, '页码过大').default(1),
  pageSize: z.coerce.number().int().min(1, '每页至少 1 条').max(50, '每页最多 50 条').default(20),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

export const OrderListData = z.object({ orders: z.array(Order), page: z.number().int(), hasMore: z.boolean() });
export type OrderListData = z.infer<typeof OrderListData>;

export const orderList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.order,
  path: '/order/list',
  summary: "The passenger's orders, newest first, by tab",
  isPublic: false,
  needsClientHeaders: true,
  query: OrderListQuery,
  data: OrderListData,
});
