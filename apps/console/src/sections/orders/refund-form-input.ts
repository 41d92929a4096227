import type { AfterSalesRefundBody } from '@udian/contracts/endpoints/ops/orders/after-sales-refund';
import { yuanTextToCents } from './yuan-text';

/**
 * The 售后退款 form's values as the contract's body: the amount typed in yuan becomes cents, and the order and
 * the refundable amount the page showed are added. The contract's schema then checks it, in cents.
 */
export const toRefundBodyInput = (values: Record<string, unknown>, order: { orderNo: string; refundableCents: number }): AfterSalesRefundBody =>
  ({
    orderNo: order.orderNo,
    expectedRemainingCents: order.refundableCents,
    reason: values.reason,
    amountCents: yuanTextToCents(values.amountCents),
  }) as AfterSalesRefundBody;
