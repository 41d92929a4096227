import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { LineSummary } from '../../schemas/lines';
import { OrderNoQuery } from '../../schemas/orders';

export const OrderSuccessRecommendData = z.object({ lines: z.array(LineSummary) });
export type OrderSuccessRecommendData = z.infer<typeof OrderSuccessRecommendData>;

/** SPEC section 7: after buying, the return line first, then lines sharing stops with the bought one. */
export const orderSuccessRecommend = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/line/orderSuccess/recommend',
  summary: 'Lines to show after a purchase: the return line, then related lines',
  isPublic: false,
  needsClientHeaders: true,
  query: OrderNoQuery,
  data: OrderSuccessRecommendData,
});
