import type { Order } from '@udian/contracts/schemas/orders';
import { shanghaiClock } from '../../../time/shanghai-time';
import type { OrderViewParts } from './order-view.repository';
import type { OrderRow } from './orders.repository';

const MINUTE_MS = 60_000;

const passOf = (pass: OrderViewParts['passes'][number] | undefined): Order['periodPass'] =>
  pass ? { kind: pass.kind, startsOn: pass.starts_on, endsOn: pass.ends_on } : null;

/** Orders as the API answers them, assembled from their rows and the parts loaded for them together. */
export const toOrders = (rows: readonly OrderRow[], parts: OrderViewParts): Order[] => {
  const lines = new Map(parts.lines.map((l) => [l.id, l]));
  const stops = new Map(parts.stops.map((s) => [`${s.line_id}:${s.seq}`, s]));
  const coupons = new Map(parts.coupons.map((c) => [c.id, c]));
  const passes = new Map(parts.passes.map((p) => [p.order_id, p]));
  return rows.map((row) => {
    const tickets = parts.tickets.filter((t) => t.order_id === row.id);
    const first = tickets[0];
    const line = lines.get(row.line_id);
    const stopAt = (seq: number) => {
      const stop = stops.get(`${row.line_id}:${seq}`);
      const at = first ? first.departs_at.getTime() + (stop?.minutes_from_start ?? 0) * MINUTE_MS : 0;
      return { seq, stationId: String(stop?.station_id ?? 0), name: stop?.name ?? '', time: shanghaiClock(at) };
    };
    const payments = parts.payments.filter((p) => p.order_id === row.id);
    const payment = payments.find((p) => p.status === 'succeeded') ?? payments.at(-1);
    const coupon = row.user_coupon_id === null ? undefined : coupons.get(row.user_coupon_id);
    return {
      orderNo: row.order_no,
      status: row.status,
      line: { lineId: String(row.line_id), lineCode: line?.code ?? '', lineName: line?.name ?? '' },
      board: stopAt(row.board_seq),
      alight: stopAt(row.alight_seq),
      dates: [...new Set(tickets.map((t) => t.service_date))].sort(),
      time: shanghaiClock(first ? first.departs_at : 0),
      // Every date carries the same riders: count them on the first date (a rider deleted since has no id).
      passengerCount: first ? tickets.filter((t) => t.service_date === first.service_date).length : 0,
      totalCents: row.total_cents,
      discountCents: row.discount_cents,
      payableCents: row.payable_cents,
      groupPaysCents: tickets.reduce((sum, t) => sum + t.group_cents, 0),
      coupon: coupon ? { userCouponId: String(coupon.id), name: coupon.name } : null,
      createdAt: row.created_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      paidAt: row.paid_at?.toISOString() ?? null,
      closedAt: row.closed_at?.toISOString() ?? null,
      closeReason: row.close_reason,
      paymentChannel: payment?.channel ?? null,
      tickets: tickets.map((t) => ({
        ticketId: String(t.id),
        departureId: String(t.departure_id),
        serviceDate: t.service_date,
        time: shanghaiClock(t.departs_at),
        departsAt: t.departs_at.toISOString(),
        passengerId: t.passenger_id === null ? null : String(t.passenger_id),
        passengerName: t.passenger_name,
        passengerIdNumber: t.passenger_id_masked,
        priceCents: t.price_cents,
        status: t.status,
      })),
      refunds: parts.refunds
        .filter((r) => r.order_id === row.id)
        .map((r) => ({ amountCents: r.amount_cents, reason: r.reason, status: r.status, createdAt: r.created_at.toISOString() })),
      periodPass: passOf(passes.get(row.id)),
    };
  });
};
