import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { OrderNo } from '../../schemas/orders';

export const OrderPayBody = z.object({
  orderNo: OrderNo,
  /** sandbox or wechat; the super-app pays through /payment/nJWeChatOrderPayByH5. */
  channel: z.enum(['sandbox', 'wechat'], { error: '不支持的支付方式' }),
});
export type OrderPayBody = z.input<typeof OrderPayBody>;

/** The browser opens our cashier page. */
export const SandboxPayData = z.object({ channel: z.literal('sandbox'), cashierUrl: z.string() });

/** Exactly what WeixinJSBridge getBrandWCPayRequest / wx.chooseWXPay take (WeChat Pay v3 JSAPI). */
export const WechatPayData = z.object({
  channel: z.literal('wechat'),
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});

export const OrderPayData = z.discriminatedUnion('channel', [SandboxPayData, WechatPayData]);
export type OrderPayData = z.infer<typeof OrderPayData>;

/**
 * Starts paying a pending order. Refused for an order that is no longer pending or has expired. Send an
 * Idempotency-Key header: a retry gets the same payment instead of a second one.
 */
export const orderPay = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.order,
  path: '/payment/pay',
  summary: 'Starts paying a pending order in the sandbox cashier or with WeChat Pay JSAPI (Idempotency-Key)',
  isPublic: false,
  needsClientHeaders: true,
  isIdempotent: true,
  body: OrderPayBody,
  data: OrderPayData,
});
