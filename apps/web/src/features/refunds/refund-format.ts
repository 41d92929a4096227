/** Words and dates of the refund pages. Service dates ('YYYY-MM-DD') are Shanghai calendar dates already. */
import type { RefundStatus } from '@udian/contracts/schemas/refunds';

const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** '6月3日 周三' */
export const formatServiceDate = (date: string): string => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return `${month}月${day}日 ${weekday}`;
};

export type RefundStatusText = { label: string; hint: string };

const refundStatusTexts: Readonly<Record<RefundStatus, RefundStatusText>> = {
  processing: { label: '退款中', hint: '退款已提交支付渠道处理，款项将原路退回您的支付账户' },
  succeeded: { label: '已退款', hint: '款项已原路退回您的支付账户，到账时间以支付渠道为准' },
  failed: { label: '退款失败', hint: '支付渠道未能完成退款，请联系客服处理' },
};

/** An unknown state from a newer server reads as still being processed. */
export const refundStatusText = (status: string): RefundStatusText =>
  refundStatusTexts[status as RefundStatus] ?? refundStatusTexts.processing;
