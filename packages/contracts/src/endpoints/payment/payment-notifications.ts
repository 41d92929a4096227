import { z } from 'zod';

/**
 * Payment notifications: server-to-server calls from a payment provider, not the web client. They are
 * routes of their own (raw bodies, the provider's own answers) rather than envelope endpoints; their paths
 * and bodies are written here once.
 */
export const paymentNotifyPaths = {
  sandbox: '/payment/notify/sandbox',
  superApp: '/payment/notify/superApp',
  wechat: '/payment/notify/wechat',
} as const;

/**
 * The sandbox gateway's and the super-app's notification (JSON, or a form for the super-app, hence the
 * coercion): HMAC-SHA256 over the other fields with the shared key (providers/payment/signed-fields.ts).
 */
export const SignedPaymentNotification = z.object({
  outTradeNo: z.string(),
  transactionId: z.string(),
  amountCents: z.coerce.number().int(),
  status: z.enum(['SUCCESS']),
  timestamp: z.coerce.number().int(),
  nonce: z.string(),
  sign: z.string(),
});
export type SignedPaymentNotification = z.infer<typeof SignedPaymentNotification>;

/** WeChat Pay API v3: the envelope of a notification; resource is AES-256-GCM encrypted. */
export const WechatPayNotification = z.object({
  id: z.string(),
  create_time: z.string(),
  event_type: z.string(),
  resource_type: z.string(),
  summary: z.string().optional(),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string(),
    associated_data: z.string().optional(),
    original_type: z.string().optional(),
    nonce: z.string(),
  }),
});
export type WechatPayNotification = z.infer<typeof WechatPayNotification>;

/** The decrypted resource of a TRANSACTION.SUCCESS notification (and the order-query answer). */
export const WechatPayTransaction = z.object({
  appid: z.string().optional(),
  mchid: z.string().optional(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int(), payer_total: z.number().int().optional(), currency: z.string().optional() }).optional(),
});
export type WechatPayTransaction = z.infer<typeof WechatPayTransaction>;

/** The decrypted resource of a REFUND.* notification. */
export const WechatRefundResource = z.object({
  out_trade_no: z.string(),
  out_refund_no: z.string(),
  refund_id: z.string(),
  refund_status: z.string(),
  amount: z.object({ total: z.number().int(), refund: z.number().int() }).optional(),
});
export type WechatRefundResource = z.infer<typeof WechatRefundResource>;
