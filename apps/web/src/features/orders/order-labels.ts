/**
 * The words for an order's states (my-order, order-detail, buy-ticket-success). An unknown value from a
 * newer server reads as a neutral label instead of breaking the page.
 */
import type { OrderRefund, OrderStatus, PaymentChannel, TicketStatus } from '@udian/contracts/schemas/orders';

/** A colour family for a status tag; the CSS module has one class per tone. */
export type StatusTone = 'warning' | 'success' | 'muted' | 'info' | 'danger';
export type StatusLabel = { label: string; tone: StatusTone };

const UNKNOWN_STATUS: StatusLabel = { label: '处理中', tone: 'muted' };

export const orderStatusLabels: Readonly<Record<OrderStatus, StatusLabel>> = {
  pending: { label: '待支付', tone: 'warning' },
  paid: { label: '已支付', tone: 'success' },
  cancelled: { label: '已取消', tone: 'muted' },
  expired: { label: '已超时', tone: 'muted' },
  refunded: { label: '已退款', tone: 'info' },
};

export const orderStatusLabel = (status: string): StatusLabel =>
  orderStatusLabels[status as OrderStatus] ?? UNKNOWN_STATUS;

/**
 * The label at a moment: a pending order whose hold has run out reads 已超时 before the server's expiry job
 * has closed it, so no page offers to pay for seats that are gone.
 */
export const orderStatusLabelAt = (status: string, expiresAt: string, nowMs: number): StatusLabel => {
  const expiresMs = Date.parse(expiresAt);
  const isHoldOver = Number.isNaN(expiresMs) || nowMs >= expiresMs;
  return status === 'pending' && isHoldOver ? orderStatusLabels.expired : orderStatusLabel(status);
};

export const ticketStatusLabels: Readonly<Record<TicketStatus, StatusLabel>> = {
  pending: { label: '待支付', tone: 'warning' },
  valid: { label: '待乘车', tone: 'success' },
  released: { label: '已释放', tone: 'muted' },
  used: { label: '已乘车', tone: 'muted' },
  refunded: { label: '已退票', tone: 'info' },
};

export const ticketStatusLabel = (status: string): StatusLabel =>
  ticketStatusLabels[status as TicketStatus] ?? UNKNOWN_STATUS;

type RefundStatus = OrderRefund['status'];
type RefundReason = OrderRefund['reason'];

export const refundStatusLabels: Readonly<Record<RefundStatus, StatusLabel>> = {
  processing: { label: '退款中', tone: 'warning' },
  succeeded: { label: '已退款', tone: 'success' },
  failed: { label: '退款失败', tone: 'danger' },
};

export const refundStatusLabel = (status: string): StatusLabel =>
  refundStatusLabels[status as RefundStatus] ?? UNKNOWN_STATUS;

export const LATE_PAYMENT_REFUND_TEXT = '支付时订单已超时且座位已售完，款项已原路退回';

const refundReasons: Readonly<Record<RefundReason, string>> = {
  latePayment: LATE_PAYMENT_REFUND_TEXT,
  duplicatePayment: '订单重复支付，多付的款项已原路退回',
  passenger: '乘客申请退票，款项原路退回',
  departureCancelled: '班次停运，票款已全额原路退回',
  afterSales: '客服售后退款，款项原路退回',
};

export const refundReasonText = (reason: string): string => refundReasons[reason as RefundReason] ?? '款项原路退回';

const paymentChannelNames: Readonly<Record<PaymentChannel, string>> = {
  sandbox: '模拟支付',
  superApp: '城市App支付',
  wechat: '微信支付',
};

/** '' for an order not paid (null channel); an unknown channel keeps the generic word. */
export const paymentChannelName = (channel: string | null): string =>
  channel === null ? '' : (paymentChannelNames[channel as PaymentChannel] ?? '在线支付');

/** The banner's second line for an order that is over: why it closed (Order.closeReason). */
const closeReasons: Readonly<Record<string, string>> = {
  passenger: '您已取消订单，座位已释放',
  expired: '超时未支付，座位已释放',
  latePaymentRefunded: LATE_PAYMENT_REFUND_TEXT,
};

export const closeReasonText = (status: string, closeReason: string | null): string => {
  if (closeReason && closeReasons[closeReason]) return closeReasons[closeReason];
  if (status === 'cancelled') return '订单已取消，座位已释放';
  if (status === 'expired') return '超时未支付，座位已释放';
  if (status === 'refunded') return '款项已原路退回';
  return '';
};
