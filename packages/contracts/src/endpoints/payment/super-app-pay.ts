import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { OrderNo } from '../../schemas/orders';

export const SuperAppPayBody = z.object({ orderNo: OrderNo });
export type SuperAppPayBody = z.input<typeof SuperAppPayBody>;

/**
 * SPEC sections 3, 4 and 7: type, sign and params. The browser then navigates to the host's payment deep
 * link (web config superAppPayLink) with the three in its query; params is the order as the host reads it.
 */
export const SuperAppPayData = z.object({ type: z.string(), sign: z.string(), params: z.string() });
export type SuperAppPayData = z.infer<typeof SuperAppPayData>;

export const superAppPay = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.order,
  path: '/payment/nJWeChatOrderPayByH5',
  summary: "Signs a pending order for the super-app's payment deep link (type, sign, params)",
  isPublic: false,
  needsClientHeaders: true,
  isIdempotent: true,
  body: SuperAppPayBody,
  data: SuperAppPayData,
});
