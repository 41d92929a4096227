import { describe, expect, it } from 'vitest';
import {
  closeReasonText,
  LATE_PAYMENT_REFUND_TEXT,
  orderStatusLabel,
  orderStatusLabelAt,
  paymentChannelName,
  refundReasonText,
  refundStatusLabel,
  ticketStatusLabel,
} from './order-labels';

describe('order status labels', () => {
  it.each([
    ['pending', '待支付', 'warning'],
    ['paid', '已支付', 'success'],
    ['cancelled', '已取消', 'muted'],
    ['expired', '已超时', 'muted'],
    ['refunded', '已退款', 'info'],
    ['someNewStatus', '处理中', 'muted'],
  ])('%s → %s (%s)', (status, label, tone) => {
    expect(orderStatusLabel(status)).toEqual({ label, tone });
  });
});

describe('order status at a moment', () => {
  const expiresAt = '2026-06-03T00:10:00.000Z';
  it.each([
    ['pending', '2026-06-03T00:09:59.000Z', '待支付'],
    ['pending', '2026-06-03T00:10:00.000Z', '已超时'],
    ['paid', '2026-06-03T01:00:00.000Z', '已支付'],
    ['cancelled', '2026-06-03T00:05:00.000Z', '已取消'],
  ])('%s at %s → %s', (status, now, label) => {
    expect(orderStatusLabelAt(status, expiresAt, Date.parse(now)).label).toBe(label);
  });
});

describe('ticket status labels', () => {
  it.each([
    ['pending', '待支付'],
    ['valid', '待乘车'],
    ['released', '已释放'],
    ['used', '已乘车'],
    ['refunded', '已退票'],
    ['other', '处理中'],
  ])('%s → %s', (status, label) => {
    expect(ticketStatusLabel(status).label).toBe(label);
  });
});

describe('refunds', () => {
  it.each([
    ['processing', '退款中', 'warning'],
    ['succeeded', '已退款', 'success'],
    ['failed', '退款失败', 'danger'],
  ])('status %s → %s', (status, label, tone) => {
    expect(refundStatusLabel(status)).toEqual({ label, tone });
  });

  it.each([
    ['latePayment', '支付时订单已超时且座位已售完，款项已原路退回'],
    ['duplicatePayment', '订单重复支付，多付的款项已原路退回'],
    ['passenger', '乘客申请退票，款项原路退回'],
    ['unknown', '款项原路退回'],
  ])('reason %s → %s', (reason, text) => {
    expect(refundReasonText(reason)).toBe(text);
  });
});

describe('payment channel names', () => {
  it.each([
    ['sandbox', '模拟支付'],
    ['superApp', '城市App支付'],
    ['wechat', '微信支付'],
    ['alipay', '在线支付'],
    [null, ''],
  ])('%s → %s', (channel, name) => {
    expect(paymentChannelName(channel)).toBe(name);
  });
});

describe('why an order closed', () => {
  it.each([
    ['cancelled', 'passenger', '您已取消订单，座位已释放'],
    ['expired', 'expired', '超时未支付，座位已释放'],
    ['refunded', 'latePaymentRefunded', LATE_PAYMENT_REFUND_TEXT],
    ['cancelled', null, '订单已取消，座位已释放'],
    ['expired', null, '超时未支付，座位已释放'],
    ['refunded', null, '款项已原路退回'],
    ['paid', null, ''],
    ['expired', 'somethingNew', '超时未支付，座位已释放'],
  ])('%s with %s → %s', (status, reason, text) => {
    expect(closeReasonText(status, reason)).toBe(text);
  });
});
