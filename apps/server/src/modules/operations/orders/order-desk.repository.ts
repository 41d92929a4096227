import type { OrderSearchKind } from '@udian/contracts/endpoints/ops/orders/order-search';
import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

export type OrderSearch = { kind: OrderSearchKind; q: string; offset: number; limit: number };

/**
 * Customer service's reads of orders. They read buying's and riding's tables (orders, tickets, payments,
 * refunds) in the queries that answer one screen, as buying's own order read does (decision 020); every write
 * goes through the owning context's service.
 */
export const createOrderDeskRepository = (db: DbOrTx) => ({
  search: async ({ kind, q, offset, limit }: OrderSearch, tx: DbOrTx = db) => {
    let query = tx.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id');
    if (kind === 'phone') query = query.where('u.phone', '=', q);
    if (kind === 'orderNo') query = query.where('o.order_no', '=', q);
    if (kind === 'ticketId') query = query.where('o.id', 'in', (eb) => eb.selectFrom('tickets').select('order_id').where('id', '=', Number(q)));
    const [rows, count] = await Promise.all([
      query
        .innerJoin('lines as l', 'l.id', 'o.line_id')
        .select((eb) => [
          'o.order_no', 'u.phone', 'l.code as line_code', 'l.name as line_name', 'o.status', 'o.payable_cents', 'o.created_at', 'o.paid_at',
          eb.selectFrom('tickets as t').select(sql<number>`count(*)::integer`.as('n')).whereRef('t.order_id', '=', 'o.id').as('ticket_count'),
        ])
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      query.select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** The order with its account's phone, its line and the names of the stops it boards and alights at. */
  findOrder: (orderNo: string, tx: DbOrTx = db) =>
    tx
      .selectFrom('orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .innerJoin('lines as l', 'l.id', 'o.line_id')
      .select((eb) => [
        'o.id', 'o.order_no', 'o.status', 'o.user_id', 'u.phone', 'l.code as line_code', 'l.name as line_name', 'o.total_cents',
        'o.discount_cents', 'o.payable_cents', 'o.created_at', 'o.expires_at', 'o.paid_at', 'o.closed_at', 'o.close_reason',
        eb
          .selectFrom('line_stops as ls')
          .innerJoin('stations as s', 's.id', 'ls.station_id')
          .select('s.name')
          .whereRef('ls.line_id', '=', 'o.line_id')
          .whereRef('ls.seq', '=', 'o.board_seq')
          .as('board_station'),
        eb
          .selectFrom('line_stops as ls')
          .innerJoin('stations as s', 's.id', 'ls.station_id')
          .select('s.name')
          .whereRef('ls.line_id', '=', 'o.line_id')
          .whereRef('ls.seq', '=', 'o.alight_seq')
          .as('alight_station'),
      ])
      .where('o.order_no', '=', orderNo)
      .executeTakeFirst(),

  /** Everything that happened to one order, each part oldest first. */
  findHistoryParts: async (order: { id: number; order_no: string }, tx: DbOrTx = db) => {
    const [tickets, payments, notifications, refunds, messages, audit] = await Promise.all([
      tx
        .selectFrom('tickets as t')
        .innerJoin('departures as d', 'd.id', 't.departure_id')
        .select(['t.id', 't.passenger_name', 't.passenger_id_masked', sql<string>`t.service_date::text`.as('service_date'), 'd.departs_at', 't.price_cents', 't.status', 't.checked_at'])
        .where('t.order_id', '=', order.id)
        .orderBy('t.service_date')
        .orderBy('t.id')
        .execute(),
      tx
        .selectFrom('payments')
        .select(['channel', 'out_trade_no', 'amount_cents', 'status', 'provider_transaction_id', 'created_at', 'succeeded_at'])
        .where('order_id', '=', order.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      tx
        .selectFrom('payment_notifications as n')
        .select(['n.channel', 'n.out_trade_no', 'n.outcome', 'n.reason', 'n.received_at'])
        .where('n.out_trade_no', 'in', (eb) => eb.selectFrom('payments').select('out_trade_no').where('order_id', '=', order.id))
        .orderBy('n.received_at')
        .orderBy('n.id')
        .execute(),
      tx
        .selectFrom('refunds as r')
        .leftJoin('operators as op', 'op.id', 'r.operator_id')
        .select(['r.out_refund_no', 'r.amount_cents', 'r.reason', 'r.status', 'op.username as operator_username', 'r.note', 'r.created_at', 'r.succeeded_at'])
        .where('r.order_id', '=', order.id)
        .orderBy('r.created_at')
        .orderBy('r.id')
        .execute(),
      tx
        .selectFrom('sent_messages')
        .select(['phone', 'template', 'content', 'status', 'sent_at'])
        .where('order_id', '=', order.id)
        .orderBy('sent_at')
        .orderBy('id')
        .execute(),
      tx
        .selectFrom('audit_log')
        .select(['id', 'operator_username', 'action', 'summary', 'before', 'after', 'at'])
        .where('target_type', '=', 'order')
        .where('target_id', '=', order.order_no)
        .orderBy('at')
        .orderBy('id')
        .execute(),
    ]);
    return { tickets, payments, notifications, refunds, messages, audit };
  },
});

export type OrderDeskRepository = ReturnType<typeof createOrderDeskRepository>;
export type OrderHistoryParts = Awaited<ReturnType<OrderDeskRepository['findHistoryParts']>>;
export type OrderDeskOrder = NonNullable<Awaited<ReturnType<OrderDeskRepository['findOrder']>>>;
