import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { OrderStatus, OrderTable, TicketStatus, TicketTable } from '../../db/schema';

export type SaleLineRow = {
  id: number;
  code: string;
  name: string;
  is_active: boolean;
  is_white_list: boolean;
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
export type NewTicket = Omit<Selectable<TicketTable>, 'id' | 'order_id' | 'status' | 'created_at'> & { passenger_id: number };

const orderColumns = [
  'id', 'order_no', 'user_id', 'line_id', 'board_seq', 'alight_seq', 'status', 'total_cents', 'discount_cents',
  'payable_cents', 'user_coupon_id', 'expires_at', 'created_at', 'paid_at', 'closed_at', 'close_reason',
] as const;

/** The SQL of choosing and holding: lines and departures for sale, orders, tickets and the seat counter. */
export const createOrderRepository = (db: DbOrTx) => ({
  findLine: (lineId: number, tx: DbOrTx = db): Promise<SaleLineRow | undefined> =>
    tx.selectFrom('lines').select(['id', 'code', 'name', 'is_active', 'is_white_list', 'reverse_line_id']).where('id', '=', lineId).executeTakeFirst(),

  findStops: (lineId: number, tx: DbOrTx = db): Promise<SaleStopRow[]> =>
    tx
      .selectFrom('line_stops as ls')
      .innerJoin('stations as s', 's.id', 'ls.station_id')
      .select(['ls.seq', 'ls.station_id', 's.name', 'ls.minutes_from_start', 'ls.can_board', 'ls.can_alight'])
      .where('ls.line_id', '=', lineId)
      .orderBy('ls.seq')
      .execute(),

  isWhiteUser: async (lineId: number, userId: number, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx
      .selectFrom('line_whitelist as w')
      .innerJoin('users as u', 'u.phone', 'w.phone')
      .select('w.line_id')
      .where('w.line_id', '=', lineId)
      .where('u.id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  },

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

  countPending: async (userId: number, now: Date, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.count);
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
   * The order and its pending tickets in one statement (one round trip inside the creating transaction).
   * Answers the order row and the tickets' ids, in the order the tickets were given.
   */
  insertOrderWithTickets: async (order: NewOrder, tickets: readonly NewTicket[], tx: DbOrTx): Promise<{ order: OrderRow; ticketIds: number[] }> => {
    const column = <K extends keyof NewTicket>(key: K) => tickets.map((t) => t[key]);
    const { rows } = await sql<OrderRow & { ticket_ids: number[] }>`
      WITH o AS (
        INSERT INTO orders (order_no, user_id, line_id, board_seq, alight_seq, status, total_cents, discount_cents,
                            payable_cents, user_coupon_id, expires_at, created_at)
        VALUES (
          'UD' || to_char(${order.created_at}::timestamptz AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD')
            || lpad((nextval('order_no_seq') % 100000000)::text, 8, '0')
            || lpad(floor(random() * 10000)::integer::text, 4, '0'),
          ${order.user_id}, ${order.line_id}, ${order.board_seq}, ${order.alight_seq}, 'pending', ${order.total_cents},
          ${order.discount_cents}, ${order.payable_cents}, ${order.user_coupon_id}, ${order.expires_at}, ${order.created_at})
        RETURNING ${sql.join(orderColumns.map((c) => sql.ref(c)))}
      ), t AS (
        INSERT INTO tickets (order_id, departure_id, passenger_id, passenger_name, passenger_id_masked, service_date,
                             price_cents, status, created_at)
        SELECT o.id, x.departure_id, x.passenger_id, x.passenger_name, x.passenger_id_masked, x.service_date,
               x.price_cents, 'pending', ${order.created_at}
        FROM o, unnest(${column('departure_id')}::bigint[], ${column('passenger_id')}::bigint[],
                       ${column('passenger_name')}::text[], ${column('passenger_id_masked')}::text[],
                       ${column('service_date')}::date[], ${column('price_cents')}::integer[])
             WITH ORDINALITY AS x(departure_id, passenger_id, passenger_name, passenger_id_masked, service_date, price_cents, n)
        ORDER BY x.n
        RETURNING id
      )
      SELECT o.*, (SELECT array_agg(t.id ORDER BY t.id) FROM t) AS ticket_ids FROM o`.execute(tx);
    const { ticket_ids: ticketIds, ...row } = rows[0]!;
    return { order: row, ticketIds: (ticketIds ?? []).map(Number) };
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
