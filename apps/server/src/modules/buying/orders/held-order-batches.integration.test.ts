import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { couponRow } from '../../../test/buying-helpers';
import { createOrderRepository, type HeldOrder, type OrderRepository } from './orders.repository';

/**
 * create_held_orders (migration 0005, decision 023): a batch of orders for the same departures in one
 * transaction. Each order is held or refused on its own; the seats of all go in one conditional update,
 * and when the bus cannot take them all, the first that fit are seated and the rest leave nothing behind.
 */

let b: BuyingApp;
let orders: OrderRepository;
beforeAll(async () => {
  b = await createBuyingApp();
  orders = createOrderRepository(b.t.database.db);
});
afterAll(async () => b.t.close());

type Account = Awaited<ReturnType<BuyingApp['buyer']>> & { couponIds: string[] };

const account = async (phone: string, riders = 1): Promise<Account> => {
  const buyer = await b.buyer(phone, riders);
  await b.call('GET', '/coupon/listUserCoupon', { headers: buyer.headers }); // grants the welcome coupons
  const coupons = await b.t.database.db.selectFrom('user_coupons').select('id').where('user_id', '=', Number(buyer.userId)).orderBy('id').execute();
  return { ...buyer, couponIds: coupons.map((c) => String(c.id)) };
};

/** The `nth` M101 departure (each test takes its own) with `left` seats left. */
const departureWithSeatsLeft = async (nth: number, left: number) => {
  const { id } = await b.t.database.db
    .selectFrom('departures')
    .select('id')
    .where('line_id', '=', b.network.lines.m101)
    .orderBy('id')
    .offset(nth)
    .limit(1)
    .executeTakeFirstOrThrow();
  return b.t.database.db
    .updateTable('departures')
    .set({ capacity: 40, seats_sold: 40 - left })
    .where('id', '=', id)
    .returning(['id', sql<string>`service_date::text`.as('service_date'), 'price_cents'])
    .executeTakeFirstOrThrow();
};

const held = (
  who: Account,
  departure: { id: number; service_date: string; price_cents: number },
  { riders = who.passengerIds, coupon = null, maxPending = 5 }: { riders?: string[]; coupon?: string | null; maxPending?: number } = {},
): HeldOrder => ({
  order: {
    user_id: Number(who.userId),
    line_id: b.network.lines.m101,
    board_seq: 0,
    alight_seq: 3,
    total_cents: departure.price_cents * riders.length,
    discount_cents: 0,
    payable_cents: departure.price_cents * riders.length,
    user_coupon_id: coupon === null ? null : Number(coupon),
    expires_at: new Date(b.clock.now.getTime() + 10 * 60_000),
    created_at: b.clock.now,
    group_id: null,
    student_id: null,
    term_id: null,
  },
  maxPending,
  departures: [{ ...departure, group_cents: 0 }],
  riders: riders.map((id, i) => ({ id: Number(id), name: `乘客${i}`, masked: '4403**********1239' })),
});

const seatsSoldOf = async (id: number) =>
  (await b.t.database.db.selectFrom('departures').select('seats_sold').where('id', '=', id).executeTakeFirstOrThrow()).seats_sold;
const ordersOf = async (who: Account) =>
  b.t.database.db.selectFrom('orders').select(['id', 'status', 'user_coupon_id']).where('user_id', '=', Number(who.userId)).execute();

describe('create_held_orders', () => {
  it('holds or refuses each order on its own, and seats the first that fit when the bus cannot take all', async () => {
    const departure = await departureWithSeatsLeft(1, 3);
    const [first, stranger, couple, late, capped] = await Promise.all([
      account('13800009101'),
      account('13800009102'),
      account('13800009103', 2),
      account('13800009104'),
      account('13800009105'),
    ]);
    const outcomes = await orders.createHeldOrders([
      held(first, departure, { coupon: first.couponIds[0]! }),
      held(stranger, departure, { coupon: first.couponIds[1]! }), // another account's coupon
      held(first, departure, { coupon: null }), // the same rider again, in the same batch
      held(couple, departure, { coupon: couple.couponIds[0]! }),
      held(late, departure, { coupon: late.couponIds[0]! }), // no seat left for it
      held(capped, departure, { maxPending: 0 }),
    ]);

    expect(outcomes.map((o) => (o.ok ? (o.value.isHeld ? 'held' : o.value.refusal) : 'error'))).toEqual([
      'held',
      'coupon',
      'riderHasTicket',
      'held',
      'seats',
      'pendingCap',
    ]);
    const seats = outcomes[4]!;
    expect(seats.ok && !seats.value.isHeld && seats.value.refusal === 'seats' && seats.value.departureId).toBe(departure.id);
    expect(await seatsSoldOf(departure.id)).toBe(40);

    // The held ones are there with their tickets and coupons; the refused ones left nothing behind.
    const firstOrders = await ordersOf(first);
    expect(firstOrders).toHaveLength(1);
    expect(await couponRow(b, first.couponIds[0]!)).toEqual({ status: 'locked', order_id: firstOrders[0]!.id });
    expect(await couponRow(b, first.couponIds[1]!)).toEqual({ status: 'unused', order_id: null });
    const tickets = await b.t.database.db.selectFrom('tickets').select(['order_id', 'status']).where('departure_id', '=', departure.id).execute();
    expect(tickets).toHaveLength(3);
    expect(tickets.every((t) => t.status === 'pending')).toBe(true);
    expect(await ordersOf(stranger)).toEqual([]);
    expect(await ordersOf(late)).toEqual([]);
    expect(await couponRow(b, late.couponIds[0]!)).toEqual({ status: 'unused', order_id: null });
    expect(await ordersOf(capped)).toEqual([]);
    const held0 = outcomes[0]!;
    const held3 = outcomes[3]!;
    if (!held0.ok || !held0.value.isHeld || !held3.ok || !held3.value.isHeld) throw new Error('expected both held');
    expect(held0.value.ticketIds).toHaveLength(1);
    expect(held3.value.ticketIds).toHaveLength(2);
    expect(held0.value.orderNo).toMatch(/^UD\d{20}$/);
  });

  it('takes the seats of a batch that fits in one conditional update', async () => {
    const departure = await departureWithSeatsLeft(2, 3);
    const buyers = await Promise.all(['13800009111', '13800009112', '13800009113'].map((phone) => account(phone)));
    const outcomes = await orders.createHeldOrders(buyers.map((who) => held(who, departure)));
    expect(outcomes.every((o) => o.ok && o.value.isHeld)).toBe(true);
    expect(await seatsSoldOf(departure.id)).toBe(40);
  });

  it('answers an unexpected error for its order alone', async () => {
    const departure = await departureWithSeatsLeft(3, 5);
    const [good, broken] = await Promise.all([account('13800009121'), account('13800009122')]);
    const outcomes = await orders.createHeldOrders([held(good, departure), held(broken, departure, { riders: ['999999999'] })]);
    expect(outcomes[0]).toMatchObject({ ok: true, value: { isHeld: true } });
    expect(outcomes[1]).toMatchObject({ ok: false, error: { code: '23503' } });
    expect(await seatsSoldOf(departure.id)).toBe(36);
    expect(await ordersOf(broken)).toEqual([]);
  });

  it('refuses a batch that mixes departures, writing nothing', async () => {
    const [one, other] = await Promise.all([departureWithSeatsLeft(4, 5), departureWithSeatsLeft(5, 5)]);
    const [a, c] = await Promise.all([account('13800009131'), account('13800009132')]);
    await expect(orders.createHeldOrders([held(a, one), held(c, other)])).rejects.toThrow(/same departures/);
    expect(await seatsSoldOf(one.id)).toBe(35);
    expect(await ordersOf(a)).toEqual([]);
  });
});
