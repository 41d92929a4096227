import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Order, OrderNoQuery } from '../../schemas/orders';

/** One of the passenger's own orders; anyone else's answers not-found. */
export const orderDetail = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.order,
  path: '/order/detail',
  summary: "One of the passenger's orders with its tickets, payment and refunds",
  isPublic: false,
  needsClientHeaders: true,
  query: OrderNoQuery,
  data: Order,
});
