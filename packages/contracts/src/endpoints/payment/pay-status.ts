import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { OrderNoQuery, OrderStatus } from '../../schemas/orders';

export const PayStatusData = z.object({ orderNo: z.string(), status: OrderStatus, paidAt: z.string().nullable(), expiresAt: z.string() });
export type PayStatusData = z.infer<typeof PayStatusData>;

/**
 * What waiting-paid polls. For a pending order with a WeChat payment the server also asks WeChat Pay
 * (order query), so a lost notification does not leave the passenger waiting.
 */
export const payStatus = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.order,
  path: '/payment/status/query',
  summary: "An order's payment state; asks the provider when a notification may have been lost",
  isPublic: false,
  needsClientHeaders: true,
  query: OrderNoQuery,
  data: PayStatusData,
});
