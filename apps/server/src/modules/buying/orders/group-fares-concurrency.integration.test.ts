import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { createBuyingApp, TEST_ID_NUMBERS, type BuyingApp } from '../../../test/buying-fixture';
import { addGroupStaff, insertGroup, keepLineForGroup } from '../../../test/line-network-fixture';
import { deadlockCount, departureWithSeats as emptiedDeparture, ordersServiceOfAnotherInstance } from '../../../test/seat-concurrency';
import { withUnguardedSeatTaking } from '../../../test/unguarded-seat-taking';

/**
 * A ¥0 ride (decision 048) under concurrency, on a real PostgreSQL: members of 优点科技 all buying the one
 * departure their group pays for in full. Each order is held by the seats' conditional update (take_seats),
 * then paid at creation in a transaction of its own; the seats must still come out exact. The control is the
 * seat tests' own (test/unguarded-seat-taking.ts): the same race with the conditional update replaced by a
 * read-then-write oversells, paid orders and all, so the test would catch it.
 */
const MEMBERS = 20;
const SEATS = 10;

type Member = { userId: string; headers: Record<string, string>; passengerId: string };

describe.runIf(process.env.TEST_DATABASE_URL)('¥0 group rides under concurrency (PostgreSQL)', () => {
  let b: BuyingApp;
  let db: Db;
  let members: Member[];
  let deadlocksBefore: number;

  const deadlocks = () => deadlockCount(db);

  /** The M101 08:00 run on fixture day `offset`, emptied to SEATS seats. */
  const departureWithSeats = (offset: number): Promise<number> => emptiedDeparture(b, offset, SEATS);

  const outcome = async (departureId: number) => {
    const departure = await db.selectFrom('departures').select('seats_sold').where('id', '=', departureId).executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('tickets')
      .innerJoin('orders', 'orders.id', 'tickets.order_id')
      .select(['orders.status', 'tickets.status as ticket', 'tickets.price_cents', 'tickets.group_cents'])
      .where('tickets.departure_id', '=', departureId)
      .execute();
    return {
      seatsSold: departure.seats_sold,
      liveTickets: rows.filter((r) => r.ticket === 'pending' || r.ticket === 'valid').length,
      paidValid: rows.filter((r) => r.status === 'paid' && r.ticket === 'valid').length,
      other: rows.filter((r) => !(r.status === 'paid' && r.ticket === 'valid')),
      fares: [...new Set(rows.map((r) => `${r.price_cents}+${r.group_cents}`))],
    };
  };

  const choiceOn = (departureId: number, m: Member) => ({
    lineId: String(b.network.lines.m101),
    departureIds: [String(departureId)],
    boardSeq: 0,
    alightSeq: 3,
    passengerIds: [m.passengerId],
    userCouponId: null,
    expectedPayableCents: 0,
  });

  /** Another server instance (its own batching and cache), on the same database. */
  const anotherInstance = () => ordersServiceOfAnotherInstance(b);
  /** Every member at once, each on an instance of their own: the answer code of each. */
  const buyOnInstances = (departureId: number) =>
    Promise.all(
      members.map((m) =>
        anotherInstance()
          .create(m.userId, choiceOn(departureId, m))
          .then(
            (order) => (order.status === 'paid' ? 1 : -1),
            (error: { code?: number }) => error.code ?? 1500,
          ),
      ),
    );

  beforeAll(async () => {
    b = await createBuyingApp();
    db = b.t.database.db;
    const group = await insertGroup(db, { name: '优点科技' });
    await keepLineForGroup(db, b.network.lines.m101, group, { payer: 'group', memberPriceCents: 0 });
    const phones = Array.from({ length: MEMBERS }, (_, i) => `1360000${String(i).padStart(4, '0')}`);
    await addGroupStaff(db, group, phones);
    const users = await db.insertInto('users').values(phones.map((phone) => ({ phone }))).returning(['id', 'phone']).execute();
    const riders = await db
      .insertInto('passengers')
      .values(users.map((u, i) => ({ user_id: u.id, name: `员工${i}`, id_type: 'idCard' as const, id_number: TEST_ID_NUMBERS[1] })))
      .returning(['id', 'user_id'])
      .execute();
    members = await Promise.all(
      users.map(async (u) => {
        const { userId, headers } = await b.t.loginAs(u.phone);
        return { userId, headers, passengerId: String(riders.find((r) => r.user_id === u.id)!.id) };
      }),
    );
    deadlocksBefore = await deadlocks();
  });
  afterAll(async () => b?.t.close());

  it(`${MEMBERS} members at once over HTTP for ${SEATS} seats: exactly ${SEATS} orders, each paid at creation`, async () => {
    const departureId = await departureWithSeats(6);
    const answers = await Promise.all(members.map((m) => b.call('POST', '/order/create', { headers: m.headers, body: choiceOn(departureId, m) })));

    const held = answers.filter((a) => a.meta.code === 1);
    expect(held).toHaveLength(SEATS);
    expect(held.every((a) => a.data.status === 'paid' && a.data.groupPaysCents === 800)).toBe(true);
    const refused = answers.filter((a) => a.meta.code !== 1);
    expect(refused.map((a) => a.meta.code)).toEqual(Array(MEMBERS - SEATS).fill(2402));
    expect(await outcome(departureId)).toEqual({ seatsSold: SEATS, liveTickets: SEATS, paidValid: SEATS, other: [], fares: ['0+800'] });
    expect(await sql`SELECT 1 FROM payments`.execute(db).then((r) => r.rows)).toEqual([]);
    expect(b.t.logs.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(await deadlocks()).toBe(deadlocksBefore);
  });

  it(`${MEMBERS} members at once, each on a server instance of their own: exactly ${SEATS} paid orders`, async () => {
    const departureId = await departureWithSeats(7);
    const answers = await buyOnInstances(departureId);
    expect(answers.filter((code) => code === 1)).toHaveLength(SEATS);
    expect(answers.filter((code) => code !== 1 && code !== 2402)).toEqual([]);
    expect(await outcome(departureId)).toMatchObject({ seatsSold: SEATS, liveTickets: SEATS, paidValid: SEATS, other: [] });
    expect(await deadlocks()).toBe(deadlocksBefore);
  });

  it('control: the same race with a read-then-write instead of the conditional update oversells, paid orders and all', async () => {
    const departureId = await departureWithSeats(8);
    await withUnguardedSeatTaking(db, async () => {
      const answers = await buyOnInstances(departureId);
      const { seatsSold, liveTickets, paidValid } = await outcome(departureId);
      expect(answers.filter((code) => code === 1).length).toBe(paidValid);
      expect(paidValid).toBeGreaterThan(SEATS);
      expect(seatsSold).not.toBe(liveTickets);
    });
  });
});
