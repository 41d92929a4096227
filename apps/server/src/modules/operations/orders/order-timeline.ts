import {
  labelOf,
  messageStatusLabels,
  notificationOutcomeLabels,
  paymentChannelLabels,
  refundReasonLabels,
  refundStatusLabels,
} from '@udian/contracts/endpoints/ops/orders/order-labels';
import type { HistoryEvent } from '@udian/contracts/endpoints/ops/orders/order-history';
import { shanghaiClock } from '../../../time/shanghai-time';
import { auditActionLabel } from '../audit/audit-actions';
import type { OrderDeskOrder, OrderHistoryParts } from './order-desk.repository';

const yuan = (cents: number): string => `${(cents / 100).toFixed(2)} 元`;

/** Why an order closed (orders.close_reason), as the timeline says it. */
const closeReasons: Record<string, string> = {
  passenger: '乘客操作',
  expired: '超时未支付',
  latePaymentRefunded: '超时后支付且座位已售完，已自动退款',
};

type Timed = HistoryEvent & { time: number; rank: number };

/**
 * The order's timeline: every part of its history as one list, oldest first. Events at the same instant keep
 * the order of a purchase (order, payment, notification, check, refund, message, operator action).
 */
export const orderTimeline = (order: OrderDeskOrder, parts: OrderHistoryParts): HistoryEvent[] => {
  const events: Timed[] = [];
  const add = (at: Date, kind: HistoryEvent['kind'], rank: number, title: string, detail: string) =>
    events.push({ at: at.toISOString(), time: at.getTime(), kind, rank, title, detail });

  add(order.created_at, 'order', 0, '下单', `应付 ${yuan(order.payable_cents)}，共 ${parts.tickets.length} 张车票`);
  if (order.paid_at) add(order.paid_at, 'order', 0, '订单已支付', `实付 ${yuan(order.payable_cents)}`);
  if (order.closed_at) add(order.closed_at, 'order', 0, order.status === 'refunded' ? '订单已全部退款' : '订单已关闭', order.close_reason ? (closeReasons[order.close_reason] ?? order.close_reason) : '');

  for (const p of parts.payments) {
    const channel = labelOf(paymentChannelLabels, p.channel);
    add(p.created_at, 'payment', 1, `发起支付（${channel}）`, `${p.out_trade_no}，${yuan(p.amount_cents)}`);
    if (p.succeeded_at) add(p.succeeded_at, 'payment', 1, `支付成功（${channel}）`, `${p.out_trade_no}${p.provider_transaction_id ? `，渠道流水 ${p.provider_transaction_id}` : ''}`);
  }
  for (const n of parts.notifications) {
    add(n.received_at, 'notification', 2, `收到支付通知：${labelOf(notificationOutcomeLabels, n.outcome)}`, [n.out_trade_no, n.reason].filter(Boolean).join('，'));
  }
  for (const t of parts.tickets) {
    if (t.checked_at) add(t.checked_at, 'check', 3, `检票：${t.passenger_name}`, `${t.service_date} ${shanghaiClock(t.departs_at)} 班次`);
  }
  for (const r of parts.refunds) {
    const by = r.operator_username ? `，操作人 ${r.operator_username}` : '';
    const note = r.note ? `，${r.note}` : '';
    add(r.created_at, 'refund', 4, `${labelOf(refundReasonLabels, r.reason)} ${yuan(r.amount_cents)}`, `${r.out_refund_no}${by}${note}`);
    if (r.succeeded_at) add(r.succeeded_at, 'refund', 4, `退款到账 ${yuan(r.amount_cents)}`, r.out_refund_no);
    else if (r.status !== 'processing') add(r.created_at, 'refund', 4, `退款${labelOf(refundStatusLabels, r.status)}`, r.out_refund_no);
  }
  for (const m of parts.messages) {
    add(m.sent_at, 'message', 5, `短信${labelOf(messageStatusLabels, m.status)}：${m.phone}`, m.content);
  }
  for (const a of parts.audit) {
    add(a.at, 'audit', 6, `${auditActionLabel(a.action)}（${a.operator_username}）`, a.summary);
  }
  return events.sort((x, y) => x.time - y.time || x.rank - y.rank).map(({ at, kind, title, detail }) => ({ at, kind, title, detail }));
};
