import { sql } from 'kysely';
import { pino } from 'pino';
import { createCouponRepository } from '../modules/buying/coupons/coupons.repository';
import { createOrderExpiry } from '../modules/buying/orders/order-expiry';
import { createOrderLifecycle } from '../modules/buying/orders/order-lifecycle';
import { createOrderRepository } from '../modules/buying/orders/orders.repository';
import type { BuyingApp } from './buying-fixture';

/** Helpers shared by the buying integration tests (orders, coupons); the fixture itself stays as it is. */

export type Buyer = Awaited<ReturnType<BuyingApp['buyer']>>;

/**
 * True when a failure text is Chinese and leaks no English validator message or stack. zod's zh-CN locale
 * may name a JavaScript type ('期望 string，实际接收 undefined'): that passes.
 */
export const isChineseDesc = (desc: string): boolean => /[\u4e00-\u9fa5]/.test(desc) && !/invalid input|expected \w+,? received|error:|\bat \S+ \(/i.test(desc);

/** Any line's departure on fixture day `offset` at `minutes` after midnight (the M101 helper covers one line). */
export const departureOf = async (b: BuyingApp, lineId: number, offset: number, minutes?: number): Promise<number> => {
  let query = b.t.database.db
    .selectFrom('departures')
    .innerJoin('trips', 'trips.id', 'departures.trip_id')
    .select('departures.id')
    .where('departures.line_id', '=', lineId)
    .where(sql<boolean>`departures.service_date = ${b.network.day(offset)}::date`);
  if (minutes !== undefined) query = query.where('trips.departure_minutes', '=', minutes);
  return (await query.executeTakeFirstOrThrow()).id;
};

/** The M101 choice (board 市民中心 seq 0, alight 科技园 seq 3) on these fixture days at 08:00 (or `minutes`). */
export const m101Choice = async (b: BuyingApp, offsets: number[], minutes = 480) => ({
  lineId: String(b.network.lines.m101),
  departureIds: await Promise.all(offsets.map(async (o) => String(await b.departureOn(o, minutes)))),
  boardSeq: 0,
  alightSeq: 3,
});

type Choice = Awaited<ReturnType<typeof m101Choice>>;

/**
 * Quotes and then creates, as the buying page does: the coupon the quote applied (or `coupon`: null for
 * none, an id for that one) and the payable amount it showed. Answers both envelopes.
 */
export const buy = async (
  b: BuyingApp,
  buyer: Buyer,
  choice: Choice,
  options: { passengerIds?: string[]; coupon?: string | null; idempotencyKey?: string } = {},
) => {
  const passengerIds = options.passengerIds ?? buyer.passengerIds;
  const quote = await b.call('POST', '/order/price/query', {
    headers: buyer.headers,
    body: { ...choice, passengerCount: passengerIds.length, ...(options.coupon === undefined ? {} : { userCouponId: options.coupon }) },
  });
  if (quote.meta.code !== 1) return { quote, created: quote };
  const created = await b.call('POST', '/order/create', {
    headers: buyer.headers,
    idempotencyKey: options.idempotencyKey,
    body: {
      ...choice,
      passengerIds,
      userCouponId: quote.data.appliedCoupon?.userCouponId ?? null,
      expectedPayableCents: quote.data.payableCents,
    },
  });
  return { quote, created };
};

/** Like `buy`, but fails the test unless the order was created; answers the order. */
export const mustBuy = async (...args: Parameters<typeof buy>) => {
  const { created } = await buy(...args);
  if (created.meta.code !== 1) throw new Error(`order create failed: ${created.meta.code} ${created.meta.desc}`);
  return created.data;
};

/** seats_sold by departure id. */
export const seatsSold = async (b: BuyingApp, ids: readonly (string | number)[]): Promise<Record<string, number>> => {
  const rows = await b.t.database.db.selectFrom('departures').select(['id', 'seats_sold']).where('id', 'in', ids.map(Number)).execute();
  return Object.fromEntries(rows.map((r) => [String(r.id), r.seats_sold]));
};

export const ticketStatuses = async (b: BuyingApp, orderNo: string): Promise<string[]> => {
  const rows = await b.t.database.db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .select('tickets.status')
    .where('orders.order_no', '=', orderNo)
    .execute();
  return rows.map((r) => r.status);
};

export const couponRow = (b: BuyingApp, userCouponId: string) =>
  b.t.database.db.selectFrom('user_coupons').select(['status', 'order_id']).where('id', '=', Number(userCouponId)).executeTakeFirstOrThrow();

/**
 * The buying services the app wires but does not expose, built on the same database and clock: the sweep
 * the expiry job runs, and the lifecycle payment uses (to make an order paid without a payment provider).
 */
export const buyingServices = (b: BuyingApp) => {
  const orders = createOrderRepository(b.t.database.db);
  const coupons = createCouponRepository(b.t.database.db);
  const lifecycle = createOrderLifecycle({ orders, coupons });
  const expiry = createOrderExpiry({ db: b.t.database.db, orders, lifecycle, logger: pino({ level: 'silent' }), now: () => b.clock.now });
  const withOrder = async (orderNo: string, change: (order: NonNullable<Awaited<ReturnType<typeof orders.lockOrderByNo>>>, tx: Parameters<typeof orders.lockOrder>[1]) => Promise<void>) =>
    b.t.database.db.transaction().execute(async (tx) => {
      const order = await orders.lockOrderByNo(orderNo, tx);
      if (!order) throw new Error(`no order ${orderNo}`);
      await change(order, tx);
    });
  return {
    expiry,
    /** As a confirmed payment leaves it: paid, tickets valid, coupon used. */
    markPaid: (orderNo: string) => withOrder(orderNo, (order, tx) => lifecycle.confirm(order, b.clock.now, tx)),
    /** As a passenger refund leaves it. */
    markRefunded: (orderNo: string) =>
      withOrder(orderNo, async (order, tx) => {
        await orders.setTicketStatus(order.id, 'valid', 'refunded', tx);
        await orders.closeOrder(order.id, 'refunded', 'passenger', b.clock.now, tx);
      }),
  };
};

/** Sessions last 30 days on the real clock: keep them alive when a test moves the app's clock further. */
export const extendSessions = (b: BuyingApp) =>
  b.t.database.db.updateTable('sessions').set({ expires_at: new Date(b.clock.now.getTime() + 365 * 86_400_000) }).execute();

/** Runs `body` with the app's clock moved by `minutes`, then puts it back. */
export const withClockMoved = async <T>(b: BuyingApp, minutes: number, body: () => Promise<T>): Promise<T> => {
  const saved = b.clock.now;
  b.clock.advance(minutes);
  try {
    return await body();
  } finally {
    b.clock.now = saved;
  }
};
