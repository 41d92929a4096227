import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Order, OrderNoBody } from '../../schemas/orders';

/** Cancels a pending order: its seats and coupon come back at once. A paid order is refunded instead (ticket refund). */
export const orderCancel = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.order,
  path: '/order/cancel',
  summary: 'Cancels a pending order and releases its seats and coupon',
  isPublic: false,
  needsClientHeaders: true,
  body: OrderNoBody,
  data: Order,
});
