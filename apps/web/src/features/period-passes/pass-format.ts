import type { OrderStatus } from '@udian/contracts/schemas/orders';
import { formatYuan } from '../../lib/format';

/** A pass's order as its holder reads it (an unpaid one past its hold, when given, reads 已超时 before the server closes it). */
export const passStatusText = (status: OrderStatus, hold?: { expiresAt: string; nowMs: number }): string => {
  if (status === 'pending') return !hold || Date.parse(hold.expiresAt) > hold.nowMs ? '待支付' : '已超时';
  return { paid: '已支付', refunded: '已退款', cancelled: '已取消', expired: '已超时' }[status];
};

export const yuan = (cents: number): string => `¥${formatYuan(cents)}`;

/** The period pass page's query: ?orderNo= a pass; ?lineId=&kind= buying one. Checked here, as the browser never runs zod. */
export const readOrderNo = (search: string): string | null => {
  const orderNo = new URLSearchParams(search).get('orderNo');
  return orderNo !== null && /^UD\d{20}$/.test(orderNo) ? orderNo : null;
};

export const readKind = (search: string): 'week' | 'month' | null => {
  const kind = new URLSearchParams(search).get('kind');
  return kind === 'week' || kind === 'month' ? kind : null;
};
