import type { AfterSalesRefundBody } from '@udian/contracts/endpoints/ops/orders/after-sales-refund';
import type { OrderHistoryData } from '@udian/contracts/endpoints/ops/orders/order-history';
import { labelOf, refundReasonLabels } from '@udian/contracts/endpoints/ops/orders/order-labels';
import type { OrderSearchQuery } from '@udian/contracts/endpoints/ops/orders/order-search';
import type { OperatorRole } from '@udian/contracts/operator-roles';
import type { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { AfterSalesRefundsService } from '../../buying/refunds/after-sales-refunds.service';
import { auditActionLabel } from '../audit/audit-actions';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { OrderDeskRepository } from './order-desk.repository';
import { orderTimeline } from './order-timeline';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);
const yuan = (cents: number): string => (cents / 100).toFixed(2);

export type OrderDeskDeps = {
  desk: OrderDeskRepository;
  audit: AuditService;
  afterSalesRefunds: AfterSalesRefundsService;
  /** config.operations.serviceRefundLimitCents: the most 客服 may refund at once. */
  serviceRefundLimitCents: number;
};

/**
 * The most one after-sales refund may give back for a role: 客服 up to the configured limit, finance and
 * admins any amount (the contract keeps dispatchers out altogether).
 */
export const refundLimitOf = (role: OperatorRole, serviceLimitCents: number): number | null => (role === 'service' ? serviceLimitCents : null);

/** Customer service's desk: find an order, read its whole history, and refund an amount of it (售后退款). */
export const createOrderDeskService = ({ desk, audit, afterSalesRefunds, serviceRefundLimitCents }: OrderDeskDeps) => ({
  search: async (query: z.output<typeof OrderSearchQuery>) => {
    const { rows, total } = await desk.search({ kind: query.kind, q: query.q, offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
    return {
      kind: query.kind,
      total,
      items: rows.map((r) => ({
        orderNo: r.order_no,
        phone: r.phone,
        lineCode: r.line_code,
        lineName: r.line_name,
        status: r.status,
        payableCents: r.payable_cents,
        createdAt: r.created_at.toISOString(),
        paidAt: iso(r.paid_at),
        ticketCount: Number(r.ticket_count ?? 0),
      })),
    };
  },

  history: async (orderNo: string, role: OperatorRole): Promise<OrderHistoryData> => {
    const order = await desk.findOrder(orderNo);
    if (!order) throw new AppError('orderNotFound');
    const [parts, refundableCents] = await Promise.all([desk.findHistoryParts(order), afterSalesRefunds.refundableCents(order.id)]);
    return {
      order: {
        orderNo: order.order_no,
        status: order.status,
        userId: String(order.user_id),
        phone: order.phone,
        lineCode: order.line_code,
        lineName: order.line_name,
        boardStation: order.board_station ?? '',
        alightStation: order.alight_station ?? '',
        totalCents: order.total_cents,
        discountCents: order.discount_cents,
        payableCents: order.payable_cents,
        createdAt: order.created_at.toISOString(),
        expiresAt: order.expires_at.toISOString(),
        paidAt: iso(order.paid_at),
        closedAt: iso(order.closed_at),
        closeReason: order.close_reason,
      },
      refundableCents,
      refundLimitCents: refundLimitOf(role, serviceRefundLimitCents),
      tickets: parts.tickets.map((t) => ({
        ticketId: String(t.id),
        passengerName: t.passenger_name,
        passengerIdMasked: t.passenger_id_masked,
        serviceDate: t.service_date,
        departsAt: t.departs_at.toISOString(),
        priceCents: t.price_cents,
        status: t.status,
        checkedAt: iso(t.checked_at),
      })),
      payments: parts.payments.map((p) => ({
        channel: p.channel,
        outTradeNo: p.out_trade_no,
        amountCents: p.amount_cents,
        status: p.status,
        providerTransactionId: p.provider_transaction_id,
        createdAt: p.created_at.toISOString(),
        succeededAt: iso(p.succeeded_at),
      })),
      notifications: parts.notifications.map((n) => ({
        channel: n.channel,
        outTradeNo: n.out_trade_no ?? '',
        outcome: n.outcome,
        reason: n.reason,
        receivedAt: n.received_at.toISOString(),
      })),
      refunds: parts.refunds.map((r) => ({
        outRefundNo: r.out_refund_no,
        amountCents: r.amount_cents,
        reason: r.reason,
        reasonLabel: labelOf(refundReasonLabels, r.reason),
        status: r.status,
        operatorUsername: r.operator_username,
        note: r.note,
        createdAt: r.created_at.toISOString(),
        succeededAt: iso(r.succeeded_at),
      })),
      checks: parts.tickets
        .filter((t) => t.checked_at !== null)
        .map((t) => ({ ticketId: String(t.id), passengerName: t.passenger_name, serviceDate: t.service_date, checkedAt: t.checked_at!.toISOString() })),
      messages: parts.messages.map((m) => ({ phone: m.phone, template: m.template, content: m.content, status: m.status, sentAt: m.sent_at.toISOString() })),
      audit: parts.audit.map((a) => ({
        id: String(a.id),
        operatorUsername: a.operator_username,
        action: a.action,
        actionLabel: auditActionLabel(a.action),
        summary: a.summary,
        before: a.before ?? null,
        after: a.after ?? null,
        at: a.at.toISOString(),
      })),
      events: orderTimeline(order, parts),
    };
  },

  /**
   * 售后退款 within the operator's role limit; buying's service keeps the money rules under the order's lock,
   * and the audit entry is written in that same transaction.
   */
  refund: async (operator: AuditActor & { id: number; role: OperatorRole }, body: z.output<typeof AfterSalesRefundBody>) => {
    const limit = refundLimitOf(operator.role, serviceRefundLimitCents);
    if (limit !== null && body.amountCents > limit) {
      throw new AppError('afterSalesOverLimit', `客服单笔售后退款不能超过 ${yuan(limit)} 元，更大金额请联系财务或管理员办理`);
    }
    const outcome = await afterSalesRefunds.refund(
      { orderNo: body.orderNo, amountCents: body.amountCents, note: body.reason, expectedRemainingCents: body.expectedRemainingCents, operatorId: operator.id },
      (tx, o) =>
        audit.record(
          operator,
          {
            action: 'order.refund',
            targetType: 'order',
            targetId: o.orderNo,
            summary: `售后退款 ${yuan(o.refund.amountCents)} 元（${o.refund.outRefundNo}）：${body.reason}`,
            before: { refundableCents: o.refundableBeforeCents },
            after: { refundableCents: o.refundableAfterCents, outRefundNo: o.refund.outRefundNo, amountCents: o.refund.amountCents },
          },
          tx,
        ),
    );
    return { refund: outcome.refund, refundableCents: outcome.refundableAfterCents };
  },
});

export type OrderDeskService = ReturnType<typeof createOrderDeskService>;
