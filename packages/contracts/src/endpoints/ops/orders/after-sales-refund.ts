import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { RefundStatus } from '../../../schemas/refunds';
import { OrderNo } from './order-history';

/** An after-sales refund's largest amount in cents the schema takes; the order's remaining amount decides. */
const MAX_CENTS = 100_000_000;

export const AfterSalesRefundBody = z.object({
  orderNo: OrderNo,
  amountCents: z
    .number({ error: '请输入退款金额' })
    .int('退款金额须精确到分')
    .min(1, '退款金额须大于 0')
    .max(MAX_CENTS, '退款金额过大'),
  reason: z.string({ error: '请填写退款原因' }).trim().min(2, '退款原因至少 2 个字').max(200, '退款原因最多 200 个字'),
  /**
   * The refundable amount the console showed. A refund made meanwhile (another operator, or a double click)
   * changes it, and the server refuses rather than refund twice.
   */
  expectedRemainingCents: z.number({ error: '缺少可退金额，请刷新页面后重试' }).int().min(0),
});
export type AfterSalesRefundBody = z.input<typeof AfterSalesRefundBody>;

/**
 * 售后退款: an amount of a paid order back through the provider that took it (compensation or a partial
 * refund); the tickets stay as they are.
 */
export const afterSalesRefund = defineOperatorEndpoint({
  method: 'POST',
  path: '/orders/after-sales-refund',
  summary: 'Refunds an amount of a paid order through the provider that took it (after-sales), within the role limit',
  roles: ['admin', 'service', 'finance'],
  body: AfterSalesRefundBody,
  data: z.object({
    refund: z.object({ outRefundNo: z.string(), amountCents: z.number().int(), status: RefundStatus }),
    refundableCents: z.number().int(),
  }),
});
