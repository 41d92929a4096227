import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { insertBulkBuyers, type BulkBuyer } from '../../../test/bulk-buyers';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { extendSessions } from '../../../test/buying-helpers';
import { carpoolCall, joinAndBuy, startCarpool } from '../../../test/carpool-fixture';
import { deadlockCount, ordersServiceOfAnotherInstance } from '../../../test/seat-concurrency';
import { withUnguardedSeatTaking } from '../../../test/unguarded-seat-taking';

/**
 * Joining a carpool under concurrency on a real PostgreSQL (decision 051). Joining is buying a seat, so the
 * carpool's seats are its departure's, taken by buying's conditional update (decision 020): racers who each
 * join (the carpool's own call) and order a seat on one of several server instances at once get its last seat
 * exactly once. The control replaces the conditional update with a read-then-write: the same race sells the
 * last seat more than once. And one passenger joining twice at once with the same rider gets one seat.
 */
const RACERS = 24;
const INSTANCES = 8;
/** The control's race is a matter of timing: it is run again, a few times at most, until it shows. */
const CONTROL_ROUNDS = 5;
const SEATS = 7;

describe.runIf(process.env.TEST_DATABASE_URL)('joining carpools under concurrency (PostgreSQL)', () => {
  let b: BuyingApp;
  let db: Db;
  let buyers: BulkBuyer[];
  let next = 0;
  let deadlocksBefore: number;
  const take = (n: number) => {
    const some = buyers.slice(next, next + n).map((x) => ({ userId: x.userId, headers: x.headers, passengerIds: [x.passengerId] }));
    next += n;
    return some;
  };

  beforeAll(async () => {
    b = await createBuyingApp({ SMS_IP_HOURLY_LIMIT: '10000' });
    db = b.t.database.db;
    buyers = await insertBulkBuyers(db, 240, 73);
    await extendSessions(b);
    deadlocksBefore = await deadlockCount(db);
  }, 120_000);
  afterAll(async () => {
    expect(await deadlockCount(db)).toBe(deadlocksBefore);
    await b?.t.close();
  });

  /** A 7-seat carpool (minimum 7, so it gathers throughout) with six seats held: one left. */
  const lastSeatCarpool = async () => {
    const [starter] = take(1);
    const made = await startCarpool(b, starter!, { seats: SEATS, minimum: SEATS });
    for (const buyer of take(SEATS - 1)) expect((await joinAndBuy(b, buyer, made.id, { isPaid: false })).meta.code).toBe(1);
    return made;
  };

  /**
   * The racers join at once (the carpool's own call: each then stands at the cashier), then all order the seat
   * at once, each on one of the instances. Answers each racer's code.
   */
  const race = async (made: Awaited<ReturnType<typeof lastSeatCarpool>>) => {
    const instances = Array.from({ length: INSTANCES }, () => ordersServiceOfAnotherInstance(b));
    const racers = take(RACERS);
    const joins = await Promise.all(racers.map((racer) => carpoolCall(b, 'POST', '/car/carpool/join', { headers: racer.headers, body: { id: made.id } })));
    expect(joins.map((j) => j.meta.code)).toEqual(racers.map(() => 1));
    return Promise.all(
      racers.map((racer, i) =>
        instances[i % INSTANCES]!.create(racer.userId, { ...joins[i]!.data.plan, passengerIds: racer.passengerIds, userCouponId: null, expectedPayableCents: made.priceCents }).then(
          () => 1,
          (error: { code?: number }) => error.code ?? 1500,
        ),
      ),
    );
  };

  const seatCount = async (departureId: string) => {
    const departure = await db.selectFrom('departures').select(['seats_sold', 'capacity']).where('id', '=', Number(departureId)).executeTakeFirstOrThrow();
    const live = await db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('departure_id', '=', Number(departureId))
      .where('status', 'in', ['pending', 'valid', 'used'])
      .executeTakeFirstOrThrow();
    return { seatsSold: departure.seats_sold, capacity: departure.capacity, liveTickets: Number(live.n) };
  };

  it(`${RACERS} passengers joining at once on ${INSTANCES} instances for the last seat: it is taken once`, async () => {
    const made = await lastSeatCarpool();
    const codes = await race(made);
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    // The rest are told the seats are gone, by the seat taking itself.
    expect(codes.filter((code) => code !== 1 && code !== errorCatalogue.seatsSoldOut.code)).toEqual([]);
    expect(await seatCount(made.departureId)).toEqual({ seatsSold: SEATS, capacity: SEATS, liveTickets: SEATS });
  }, 60_000);

  it('control: with a read-then-write instead of the conditional update, the same race sells the last seat more than once', async () => {
    let oversold: { round: number; held: number; liveTickets: number } | null = null;
    await withUnguardedSeatTaking(db, async () => {
      for (let round = 1; round <= CONTROL_ROUNDS && !oversold; round += 1) {
        const made = await lastSeatCarpool();
        const held = (await race(made)).filter((code) => code === 1).length;
        const { liveTickets } = await seatCount(made.departureId);
        if (held > 1) oversold = { round, held, liveTickets };
      }
    });
    console.info(`carpool control: ${JSON.stringify(oversold)} (round, racers holding the last seat, live tickets on ${SEATS} seats) without the guard`);
    expect(oversold).not.toBeNull();
    expect(oversold!.liveTickets).toBeGreaterThan(SEATS);
  }, 120_000);

  it('one passenger joining twice at once with the same rider holds one seat', async () => {
    const [starter] = take(1);
    const made = await startCarpool(b, starter!, { seats: SEATS, minimum: SEATS });
    const [buyer] = take(1);
    const instances = Array.from({ length: 2 }, () => ordersServiceOfAnotherInstance(b));
    const codes = await Promise.all(
      instances.map(async (instance) => {
        const joined = await carpoolCall(b, 'POST', '/car/carpool/join', { headers: buyer!.headers, body: { id: made.id } });
        if (joined.meta.code !== 1) return joined.meta.code;
        return instance
          .create(buyer!.userId, { ...joined.data.plan, passengerIds: buyer!.passengerIds, userCouponId: null, expectedPayableCents: made.priceCents })
          .then(
            () => 1,
            (error: { code?: number }) => error.code ?? 1500,
          );
      }),
    );
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    expect(codes.filter((code) => code !== 1)[0]).toBeOneOf([errorCatalogue.passengerHasTicket.code, errorCatalogue.carpoolAlreadyJoined.code]);
    expect((await seatCount(made.departureId)).liveTickets).toBe(1);
  }, 60_000);
});
