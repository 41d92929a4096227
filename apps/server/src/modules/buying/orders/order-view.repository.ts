import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { PaymentChannel, PeriodPassKindValue, RefundReason, TicketStatus } from '../../../db/schema';

export type OrderViewTicketRow = {
  id: number;
  order_id: number;
  departure_id: number;
  service_date: string;
  departs_at: Date;
  passenger_id: number | null;
  passenger_name: string;
  passenger_id_masked: string;
  price_cents: number;
  /** What the order's group pays for the ticket on top of price_cents (decision 048). */
  group_cents: number;
  status: TicketStatus;
};

export type OrderViewParts = {
  lines: { id: number; code: string; name: string }[];
  stops: { line_id: number; seq: number; station_id: number; name: string; minutes_from_start: number }[];
  tickets: OrderViewTicketRow[];
  coupons: { id: number; name: string }[];
  payments: { order_id: number; channel: PaymentChannel; status: string; created_at: Date }[];
  refunds: { order_id: number; amount_cents: number; reason: RefundReason; status: 'processing' | 'succeeded' | 'failed'; created_at: Date }[];
  /** The orders that are period passes (decision 050): their kind and period. */
  passes: { order_id: number; kind: PeriodPassKindValue; starts_on: string; ends_on: string }[];
};

/** Everything an order's answer shows besides the order row, for many orders in a handful of queries. */
export const createOrderViewRepository = (db: DbOrTx) => ({
  load: async (orders: readonly { id: number; line_id: number; user_coupon_id: number | null }[], tx: DbOrTx = db): Promise<OrderViewParts> => {
    if (orders.length === 0) return { lines: [], stops: [], tickets: [], coupons: [], payments: [], refunds: [], passes: [] };
    const orderIds = orders.map((o) => o.id);
    const lineIds = [...new Set(orders.map((o) => o.line_id))];
    const couponIds = orders.map((o) => o.user_coupon_id).filter((id): id is number => id !== null);
    const [lines, stops, tickets, coupons, payments, refunds, passes] = await Promise.all([
      tx.selectFrom('lines').select(['id', 'code', 'name']).where('id', 'in', lineIds).execute(),
      tx
        .selectFrom('line_stops as ls')
        .innerJoin('stations as s', 's.id', 'ls.station_id')
        .select(['ls.line_id', 'ls.seq', 'ls.station_id', 's.name', 'ls.minutes_from_start'])
        .where('ls.line_id', 'in', lineIds)
        .execute(),
      tx
        .selectFrom('tickets as t')
        .innerJoin('departures as d', 'd.id', 't.departure_id')
        .select([
          't.id', 't.order_id', 't.departure_id', sql<string>`t.service_date::text`.as('service_date'), 'd.departs_at',
          't.passenger_id', 't.passenger_name', 't.passenger_id_masked', 't.price_cents', 't.group_cents', 't.status',
        ])
        .where('t.order_id', 'in', orderIds)
        .orderBy('t.service_date')
        .orderBy('t.id')
        .execute(),
      couponIds.length === 0
        ? Promise.resolve([])
        : tx
            .selectFrom('user_coupons as uc')
            .innerJoin('coupon_templates as ct', 'ct.id', 'uc.template_id')
            .select(['uc.id', 'ct.name'])
            .where('uc.id', 'in', couponIds)
            .execute(),
      tx.selectFrom('payments').select(['order_id', 'channel', 'status', 'created_at']).where('order_id', 'in', orderIds).orderBy('created_at').execute(),
      tx
        .selectFrom('refunds')
        .select(['order_id', 'amount_cents', 'reason', 'status', 'created_at'])
        .where('order_id', 'in', orderIds)
        .orderBy('created_at')
        .execute(),
      tx
        .selectFrom('period_passes')
        .select(['order_id', 'kind', sql<string>`starts_on::text`.as('starts_on'), sql<string>`ends_on::text`.as('ends_on')])
        .where('order_id', 'in', orderIds)
        .execute(),
    ]);
    return { lines, stops, tickets, coupons, payments, refunds, passes };
  },
});

export type OrderViewRepository = ReturnType<typeof createOrderViewRepository>;
