import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { OrderStatus, OrderTable, TicketStatus, TicketTable } from '../../../db/schema';
import type { Settled } from '../../../db/keyed-batcher';
import type { UserCouponRow } from '../coupons/coupons.repository';

export type SaleLineRow = {
  id: number;
  code: string;
  name: string;
  /** Coupons may apply to some line types only. */
  type: string;
  is_active: boolean;
  reverse_line_id: number | null;
};

export type SaleStopRow = { seq: number; station_id: number; name: string; minutes_from_start: number; can_board: boolean; can_alight: boolean };

export type SaleDepartureRow = {
  id: number;
  line_id: number;
  service_date: string;
  departs_at: Date;
  capacity: number;
  seats_sold: number;
  price_cents: number;
  status: 'scheduled' | 'cancelled';
};

/** An order row as every query here selects it (all of its columns). */
export type OrderRow = Selectable<OrderTable>;

/** What creating an order writes; the rest (number, status, payment and closing times) the database fills. */
export type NewOrder = Omit<OrderRow, 'id' | 'order_no' | 'status' | 'paid_at' | 'closed_at' | 'close_reason'>;

/** A ticket as creating writes it (status pending). */
export type NewTicket = Omit<Selectable<TicketTable>, 'id' | 'order_id' | 'status' | 'created_at' | 'checked_at'> & { passenger_id: number };

type JsonDeparture = Omit<SaleDepartureRow, 'departs_at'> & { departs_at_ms: number };
type JsonCoupon = Omit<UserCouponRow, 'valid_from' | 'valid_to' | 'created_at'> & { valid_from_ms: number; valid_to_ms: number; created_at_ms: number };

export type OrderInputs = {
  departures: SaleDepartureRow[];
  /** With the full ID number: the ticket keeps it masked. */
  riders: { id: number; name: string; id_number: string }[];
  coupon: UserCouponRow | null;
};

export type OrderInputsRequest = { userId: number; departures: readonly number[]; riders: readonly number[]; coupon: number | null };

export type HeldOrder = {
  order: NewOrder;
  maxPending: number;
  /**
   * Sorted by id: the order seats are taken in. price_cents is what the passenger pays per ticket there,
   * group_cents what the order's group pays on top (group-fares.ts; 0 without a group).
   */
  departures: readonly (Pick<SaleDepartureRow, 'id' | 'service_date' | 'price_cents'> & { group_cents: number })[];
  /** A term pass's one rider is the student: no passenger of the account (id null, decision 049). */
  riders: readonly { id: number | null; name: string; masked: string }[];
};

export type HeldOrderResult =
  | { isHeld: true; orderId: number; orderNo: string; ticketIds: number[] }
  | { isHeld: false; refusal: 'pendingCap' }
  | { isHeld: false; refusal: 'coupon' }
  | { isHeld: false; refusal: 'riderHasTicket' }
  /** A live (pending or paid) term pass of the student and term exists: orders_one_live_term_pass_idx (migration 0019). */
  | { isHeld: false; refusal: 'termPassExists' }
  | { isHeld: false; refusal: 'seats'; departureId: number };

type HeldOrdersRow = {
  item: number;
  held_order_id: string | null;
  held_order_no: string | null;
  held_ticket_ids: string[] | null;
  refused_state: string | null;
  refused_detail: string | null;
  refused_constraint: string | null;
};

/** A database error as pg would have thrown it, for an order whose subtransaction failed otherwise. */
class HeldOrderError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string | null,
    readonly constraint: string | null,
  ) {
    super(`creating the order failed with SQLSTATE ${code}${constraint ? ` on ${constraint}` : ''}`);
  }
}

const toHeldOrderOutcome = (row: HeldOrdersRow): Settled<HeldOrderResult> => {
  if (row.refused_state === null) {
    return { ok: true, value: { isHeld: true, orderId: Number(row.held_order_id), orderNo: row.held_order_no!, ticketIds: (row.held_ticket_ids ?? []).map(Number) } };
  }
  const refused = (value: HeldOrderResult): Settled<HeldOrderResult> => ({ ok: true, value });
  if (row.refused_state === 'UD409') return refused({ isHeld: false, refusal: 'pendingCap' });
  if (row.refused_state === 'UD601') return refused({ isHeld: false, refusal: 'coupon' });
  if (row.refused_state === 'UD402') return refused({ isHeld: false, refusal: 'seats', departureId: Number(row.refused_detail) });
  if (row.refused_state === '23505' && row.refused_constraint === 'tickets_one_live_per_passenger_idx') return refused({ isHeld: false, refusal: 'riderHasTicket' });
  if (row.refused_state === '23505' && row.refused_constraint === 'orders_one_live_term_pass_idx') return refused({ isHeld: false, refusal: 'termPassExists' });
  return { ok: false, error: new HeldOrderError(row.refused_state, row.refused_detail, row.refused_constraint) };
};

const orderColumns = [
  'id', 'order_no', 'user_id', 'line_id', 'board_seq', 'alight_seq', 'status', 'total_cents', 'discount_cents',
  'payable_cents', 'user_coupon_id', 'expires_at', 'created_at', 'paid_at', 'closed_at', 'close_reason', 'group_id',
  'student_id', 'term_id',
] as const;

/** The SQL of choosing and holding: lines and departures for sale, orders, tickets and the seat counter. */
export const createOrderRepository = (db: DbOrTx) => ({
  findLine: (lineId: number, tx: DbOrTx = db): Promise<SaleLineRow | undefined> =>
    tx.selectFrom('lines').select(['id', 'code', 'name', 'type', 'is_active', 'reverse_line_id']).where('id', '=', lineId).executeTakeFirst(),

  findStops: (lineId: number, tx: DbOrTx = db): Promise<SaleStopRow[]> =>
    tx
      .selectFrom('line_stops as ls')
      .innerJoin('stations as s', 's.id', 'ls.station_id')
      .select(['ls.seq', 'ls.station_id', 's.name', 'ls.minutes_from_start', 'ls.can_board', 'ls.can_alight'])
      .where('ls.line_id', '=', lineId)
      .orderBy('ls.seq')
      .execute(),

  findDepartures: (ids: readonly number[], tx: DbOrTx = db): Promise<SaleDepartureRow[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : tx
          .selectFrom('departures')
          .select(['id', 'line_id', sql<string>`service_date::text`.as('service_date'), 'departs_at', 'capacity', 'seats_sold', 'price_cents', 'status'])
          .where('id', 'in', ids)
          .execute(),

  /** A line's departures between two dates (the buying calendar and order again). */
  findLineDepartures: (lineId: number, range: { from: string; to: string }, tx: DbOrTx = db): Promise<SaleDepartureRow[]> =>
    tx
      .selectFrom('departures')
      .select(['id', 'line_id', sql<string>`service_date::text`.as('service_date'), 'departs_at', 'capacity', 'seats_sold', 'price_cents', 'status'])
      .where('line_id', '=', lineId)
      .where('service_date', '>=', range.from)
      .where('service_date', '<=', range.to)
      .orderBy('departs_at')
      .execute(),

  /**
   * The service dates between two dates on which some of these passengers already ride this line: a valid or
   * used ticket, or one held by an unpaid order whose hold has not lapsed at `now` (order again skips them).
   */
  findRiderDates: async (
    lineId: number,
    passengerIds: readonly number[],
    range: { from: string; to: string; now: Date },
    tx: DbOrTx = db,
  ): Promise<string[]> => {
    if (passengerIds.length === 0) return [];
    const rows = await tx
      .selectFrom('tickets as t')
      .innerJoin('departures as d', 'd.id', 't.departure_id')
      .innerJoin('orders as o', 'o.id', 't.order_id')
      .select(sql<string>`t.service_date::text`.as('service_date'))
      .distinct()
      .where('d.line_id', '=', lineId)
      .where('t.service_date', '>=', range.from)
      .where('t.service_date', '<=', range.to)
      .where('t.passenger_id', 'in', passengerIds)
      .where((eb) =>
        eb.or([
          eb('t.status', 'in', ['valid', 'used']),
          eb.and([eb('t.status', '=', 'pending'), eb('o.status', '=', 'pending'), eb('o.expires_at', '>', range.now)]),
        ]),
      )
      .execute();
    return rows.map((row) => row.service_date);
  },

  /** Live tickets (held, valid or used) some of these passengers already have on some of these departures. */
  findLiveTickets: (departureIds: readonly number[], passengerIds: readonly number[], tx: DbOrTx = db) =>
    tx
      .selectFrom('tickets')
      .select(['departure_id', 'passenger_id', 'passenger_name', sql<string>`service_date::text`.as('service_date')])
      .where('departure_id', 'in', departureIds)
      .where('passenger_id', 'in', passengerIds)
      .where('status', 'in', ['pending', 'valid', 'used'])
      .execute(),

  /**
   * What creating orders reads, for a batch of orders in one round trip: for each, the chosen departures,
   * the chosen riders of that account (another account's passenger is simply absent) and the chosen coupon.
   * One answer per request, in order.
   */
  findOrderInputs: async (requests: readonly OrderInputsRequest[], tx: DbOrTx = db): Promise<OrderInputs[]> => {
    const items = requests.map((r) => ({ user: r.userId, departures: r.departures, riders: r.riders, coupon: r.coupon }));
    const { rows } = await sql<{ departures: JsonDeparture[]; riders: OrderInputs['riders']; coupon: JsonCoupon | null }>`
      SELECT
        (SELECT coalesce(json_agg(json_build_object(
           'id', d.id, 'line_id', d.line_id, 'service_date', d.service_date::text,
           'departs_at_ms', (extract(epoch FROM d.departs_at) * 1000)::float8, 'capacity', d.capacity,
           'seats_sold', d.seats_sold, 'price_cents', d.price_cents, 'status', d.status)), '[]'::json)
         FROM departures d WHERE d.id = ANY(ARRAY(SELECT jsonb_array_elements_text(r.item -> 'departures')::bigint))) AS departures,
        (SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'id_number', p.id_number)), '[]'::json)
         FROM passengers p
         WHERE p.user_id = (r.item ->> 'user')::bigint AND p.id = ANY(ARRAY(SELECT jsonb_array_elements_text(r.item -> 'riders')::bigint))) AS riders,
        (SELECT json_build_object(
           'id', uc.id, 'status', uc.status, 'order_id', uc.order_id,
           'valid_from_ms', (extract(epoch FROM uc.valid_from) * 1000)::float8,
           'valid_to_ms', (extract(epoch FROM uc.valid_to) * 1000)::float8,
           'created_at_ms', (extract(epoch FROM uc.created_at) * 1000)::float8,
           'name', t.name, 'kind', t.kind, 'amount_cents', coalesce(uc.amount_cents, t.amount_cents), 'ratio_percent', t.ratio_percent,
           'max_discount_cents', t.max_discount_cents, 'threshold_cents', t.threshold_cents,
           'product_types', t.product_types, 'line_ids', t.line_ids, 'line_types', t.line_types,
           'description', t.description, 'source', uc.source, 'note', uc.note)
         FROM user_coupons uc JOIN coupon_templates t ON t.id = uc.template_id
         WHERE uc.user_id = (r.item ->> 'user')::bigint AND uc.id = (r.item ->> 'coupon')::bigint) AS coupon
      FROM jsonb_array_elements(${JSON.stringify(items)}::jsonb) WITH ORDINALITY AS r(item, n)
      ORDER BY r.n`.execute(tx);
    return rows.map((row) => {
      const { valid_from_ms: from, valid_to_ms: to, created_at_ms: created, ...coupon } = row.coupon ?? ({} as JsonCoupon);
      return {
        departures: row.departures.map(({ departs_at_ms, ...d }) => ({ ...d, departs_at: new Date(departs_at_ms) })),
        riders: row.riders,
        coupon: row.coupon ? { ...coupon, valid_from: new Date(from), valid_to: new Date(to), created_at: new Date(created) } : null,
      };
    });
  },

  /**
   * Creating orders, as one call of create_held_orders (migrations 0005, 0017 and 0020, decision 023): a batch of orders for
   * the same departures in one transaction. Each order in a subtransaction of its own (the buyer's pending
   * cap, the order, its tickets, the coupon), then the seats of all with the conditional update. One outcome
   * per order, in order: held; or refused with nothing written (a rider who already rides one of the
   * departures is the unique index's refusal); or the database error that stopped that order alone.
   */
  createHeldOrders: async (batch: readonly HeldOrder[], tx: DbOrTx = db): Promise<Settled<HeldOrderResult>[]> => {
    const items = batch.map(({ order, maxPending, departures, riders }) => ({
      user: order.user_id,
      line: order.line_id,
      board: order.board_seq,
      alight: order.alight_seq,
      total: order.total_cents,
      discount: order.discount_cents,
      coupon: order.user_coupon_id,
      group: order.group_id,
      student: order.student_id,
      term: order.term_id,
      expires: order.expires_at.toISOString(),
      now: order.created_at.toISOString(),
      maxPending,
      departures: departures.map((d) => d.id),
      dates: departures.map((d) => d.service_date),
      prices: departures.map((d) => d.price_cents),
      groupCents: departures.map((d) => d.group_cents),
      riders: riders.map((r) => r.id),
      names: riders.map((r) => r.name),
      masked: riders.map((r) => r.masked),
    }));
    const { rows } = await sql<HeldOrdersRow>`SELECT * FROM create_held_orders(${JSON.stringify(items)}::jsonb)`.execute(tx);
    return rows.map(toHeldOrderOutcome);
  },

  /**
   * DESIGN "Seats": the conditional update. Takes `count` seats of a departure only if they are there;
   * false when they are not. The row lock it takes is held until the transaction ends.
   */
  holdSeats: async (departureId: number, count: number, tx: DbOrTx): Promise<boolean> => {
    const row = await tx
      .updateTable('departures')
      .set({ seats_sold: sql`seats_sold + ${count}` })
      .where('id', '=', departureId)
      .where('status', '=', 'scheduled')
      .where(sql<boolean>`seats_sold + ${count} <= capacity`)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  releaseSeats: (departureId: number, count: number, tx: DbOrTx) =>
    tx.updateTable('departures').set({ seats_sold: sql`seats_sold - ${count}` }).where('id', '=', departureId).execute(),

  /** Seats per departure an order's tickets in this status take, lowest departure id first (lock order). */
  seatsOfOrder: async (orderId: number, status: TicketStatus, tx: DbOrTx): Promise<{ departure_id: number; count: number }[]> => {
    const rows = await tx
      .selectFrom('tickets')
      .select(['departure_id', sql<number>`count(*)::integer`.as('count')])
      .where('order_id', '=', orderId)
      .where('status', '=', status)
      .groupBy('departure_id')
      .orderBy('departure_id')
      .execute();
    return rows.map((r) => ({ departure_id: r.departure_id, count: Number(r.count) }));
  },

  findOrderSeats: (orderId: number, tx: DbOrTx = db) =>
    tx.selectFrom('tickets').select(['departure_id', 'passenger_id']).where('order_id', '=', orderId).execute(),

  setTicketStatus: (orderId: number, from: TicketStatus, to: TicketStatus, tx: DbOrTx) =>
    tx.updateTable('tickets').set({ status: to }).where('order_id', '=', orderId).where('status', '=', from).execute(),

  /** Every ticket of these orders with its price and its order's payable (the payable splits over all of them, by ticket id). */
  findTicketPrices: async (orderIds: readonly number[], tx: DbOrTx = db): Promise<{ id: number; order_id: number; price_cents: number; payable_cents: number }[]> =>
    orderIds.length === 0
      ? []
      : tx
          .selectFrom('tickets as t')
          .innerJoin('orders as o', 'o.id', 't.order_id')
          .select(['t.id', 't.order_id', 't.price_cents', 'o.payable_cents'])
          .where('t.order_id', 'in', orderIds)
          .execute(),

  findOrderByNo: (userId: number, orderNo: string, tx: DbOrTx = db): Promise<OrderRow | undefined> =>
    tx.selectFrom('orders').select(orderColumns).where('user_id', '=', userId).where('order_no', '=', orderNo).executeTakeFirst(),

  findOrderById: (orderId: number, tx: DbOrTx = db): Promise<OrderRow | undefined> =>
    tx.selectFrom('orders').select(orderColumns).where('id', '=', orderId).executeTakeFirst(),

  /** Locks the order row: every change of an order's state goes through here first (then the seats). */
  lockOrder: (orderId: number, tx: DbOrTx): Promise<OrderRow | undefined> =>
    tx.selectFrom('orders').select(orderColumns).where('id', '=', orderId).forUpdate().executeTakeFirst(),

  lockOrderByNo: (orderNo: string, tx: DbOrTx): Promise<OrderRow | undefined> =>
    tx.selectFrom('orders').select(orderColumns).where('order_no', '=', orderNo).forUpdate().executeTakeFirst(),

  /** Pending orders past their deadline that no one else is working on: several instances may sweep. */
  lockExpiredPending: (now: Date, limit: number, tx: DbOrTx, departureId?: number): Promise<OrderRow[]> => {
    let query = tx
      .selectFrom('orders')
      .select(orderColumns)
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now);
    if (departureId !== undefined) {
      query = query.where(({ exists, selectFrom }) =>
        exists(selectFrom('tickets').select('tickets.id').whereRef('tickets.order_id', '=', 'orders.id').where('tickets.departure_id', '=', departureId).where('tickets.status', '=', 'pending')),
      );
    }
    return query.orderBy('expires_at').limit(limit).forUpdate().skipLocked().execute();
  },

  closeOrder: (orderId: number, status: 'cancelled' | 'expired' | 'refunded', reason: string, now: Date, tx: DbOrTx) =>
    tx.updateTable('orders').set({ status, closed_at: now, close_reason: reason }).where('id', '=', orderId).execute(),

  markPaid: (orderId: number, paidAt: Date, tx: DbOrTx) =>
    tx.updateTable('orders').set({ status: 'paid', paid_at: paidAt, closed_at: null, close_reason: null }).where('id', '=', orderId).execute(),

  listByUser: (userId: number, statuses: readonly OrderStatus[] | null, page: { offset: number; limit: number }, tx: DbOrTx = db) => {
    let query = tx.selectFrom('orders').select(orderColumns).where('user_id', '=', userId);
    if (statuses) query = query.where('status', 'in', statuses);
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
  },
});

export type OrderRepository = ReturnType<typeof createOrderRepository>;
