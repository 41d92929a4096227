/**
 * The Chinese names the console shows for the states of an order's parts. The server sends the refund
 * reason's label with each refund (the order's history); the console labels the rest from here.
 */

export const orderStatusLabels = {
  pending: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  expired: '已超时',
  refunded: '已退款',
} as const;

export const ticketStatusLabels = {
  pending: '待支付',
  valid: '待乘车',
  released: '已释放',
  used: '已检票',
  refunded: '已退票',
} as const;

export const paymentStatusLabels = { created: '待支付', succeeded: '支付成功', closed: '已关闭' } as const;

export const paymentChannelLabels = { sandbox: '沙箱支付', superApp: '超级 App 支付', wechat: '微信支付' } as const;

export const refundStatusLabels = { processing: '退款中', succeeded: '已退款', failed: '退款失败' } as const;

export const refundReasonLabels = {
  passenger: '乘客退票',
  latePayment: '超时支付自动退款',
  duplicatePayment: '重复支付自动退款',
  departureCancelled: '班次停运退款',
  afterSales: '售后退款',
} as const;

export const notificationOutcomeLabels = { applied: '已处理', duplicate: '重复通知', rejected: '已拒绝' } as const;

export const messageStatusLabels = { sent: '已发送', failed: '发送失败' } as const;

/** A label from one of the maps above, or the value itself when a newer state has no label yet. */
export const labelOf = (labels: Readonly<Record<string, string>>, value: string): string => labels[value] ?? value;
