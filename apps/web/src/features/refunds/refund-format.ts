/** Words of the refund pages; their dates are lib/shanghai-time's formatServiceDate. */
import type { RefundStatus } from '@udian/contracts/schemas/refunds';

export type RefundStatusText = { label: string; hint: string };

const refundStatusTexts: Readonly<Record<RefundStatus, RefundStatusText>> = {
  processing: { label: '退款中', hint: '退款已提交支付渠道处理，款项将原路退回您的支付账户' },
  succeeded: { label: '已退款', hint: '款项已原路退回您的支付账户，到账时间以支付渠道为准' },
  failed: { label: '退款失败', hint: '支付渠道未能完成退款，请联系客服处理' },
};

/** An unknown state from a newer server reads as still being processed. */
export const refundStatusText = (status: string): RefundStatusText =>
  refundStatusTexts[status as RefundStatus] ?? refundStatusTexts.processing;
