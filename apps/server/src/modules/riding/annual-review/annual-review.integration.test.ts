import type { AnnualReview } from '@udian/contracts/endpoints/annual-review/annual-review';
import { greatCircleMeters } from '@udian/contracts/great-circle';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { co2SavedGrams } from '@udian/contracts/ride-carbon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buyingServices, extendSessions, m101Choice, mustBuy, type Buyer } from '../../../test/buying-helpers';
import { shanghaiInstant } from '../../../time/shanghai-time';
import { rideCodeStep, signRideCode } from '../tickets/ride-code';

/**
 * The annual review (decision 056) against a real database: rides bought, paid and checked in through the
 * app's own calls on the fixture's M101 (市民中心 seq 0 → 科技园 seq 3: 30 minutes, 8 元), and two rides written
 * as the app would have left them where the API cannot reach (a bus of last year, a night bus across
 * midnight). A refunded ticket, a paid ticket not ridden, a companion's unridden ticket and another
 * passenger's rides must not count.
 */

let b: BuyingApp;
let services: ReturnType<typeof buyingServices>;
let rider: Buyer;
let other: Buyer;

/** What the test expects: each ride by its service date, with the scheduled boarding minute and coupon saving. */
type Ride = { date: string; boardMinute: number; savedCents: number };
const rides: Ride[] = [];

const review = (who: Buyer, query: Record<string, string> = {}) =>
  b.call<AnnualReview>('GET', '/ticket/annualReview', { headers: who.headers, query });

/** Checks a ticket in at 30 minutes before its bus, with the code a scanner reads then. */
const checkIn = async (who: Buyer, ticket: { ticketId: string; departureId: string }, departsAt: Date) => {
  b.clock.now = new Date(departsAt.getTime() - 30 * 60_000);
  const rideCode = signRideCode(b.t.config.riding.rideCodeSecret, ticket.ticketId, rideCodeStep(b.clock.now));
  const answer = await b.call('POST', '/ticket/check', { headers: who.headers, body: { ...ticket, rideCode } });
  if (answer.meta.code !== 1) throw new Error(`check-in failed: ${answer.meta.desc}`);
};

/** Writes a ridden ticket directly (an order paid, its ticket checked in) on a new M101 trip. */
const writeRide = async (date: string, minutes: number) => {
  const db = b.t.database.db;
  const line = b.network.lines.m101;
  const service = await db.selectFrom('trips').select('service_id').where('line_id', '=', line).executeTakeFirstOrThrow();
  const trip = await db
    .insertInto('trips')
    .values({ external_id: `annual-${date}-${minutes}`, line_id: line, service_id: service.service_id, departure_minutes: minutes, capacity: 30 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const departsAt = shanghaiInstant(date, minutes);
  const departure = await db
    .insertInto('departures')
    .values({ trip_id: trip.id, line_id: line, service_date: date, departs_at: departsAt, capacity: 30, seats_sold: 1, price_cents: 800 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('orders')
    .values({
      order_no: `UD${String(Date.now()).padEnd(17, '0')}${String(minutes).padStart(3, '0')}`.slice(0, 22),
      user_id: Number(rider.userId),
      line_id: line,
      board_seq: 0,
      alight_seq: 3,
      status: 'paid',
      total_cents: 800,
      discount_cents: 0,
      payable_cents: 800,
      user_coupon_id: null,
      expires_at: departsAt,
      created_at: new Date(departsAt.getTime() - 86_400_000),
      paid_at: new Date(departsAt.getTime() - 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tickets')
    .values({
      order_id: order.id,
      departure_id: departure.id,
      passenger_id: Number(rider.passengerIds[0]),
      passenger_name: '乘客甲',
      passenger_id_masked: '1101**********002X',
      service_date: date,
      price_cents: 800,
      status: 'used',
      created_at: new Date(departsAt.getTime() - 86_400_000),
      checked_at: new Date(departsAt.getTime() - 10 * 60_000),
    })
    .execute();
  rides.push({ date, boardMinute: minutes, savedCents: 0 });
};

/** 市民中心 → 会展中心 → 车公庙 → 科技园 between consecutive stops: M101's route passes through its stops. */
const M101_RIDE_M =
  greatCircleMeters({ lng: 114.0596, lat: 22.5431 }, { lng: 114.0553, lat: 22.537 }) +
  greatCircleMeters({ lng: 114.0553, lat: 22.537 }, { lng: 114.02, lat: 22.535 }) +
  greatCircleMeters({ lng: 114.02, lat: 22.535 }, { lng: 113.9545, lat: 22.5405 });

const yearOf = (date: string) => Number(date.slice(0, 4));
const ridesIn = (year: number) => rides.filter((r) => yearOf(r.date) === year);

beforeAll(async () => {
  b = await createBuyingApp();
  services = buyingServices(b);
  rider = await b.buyer('13800005601', 2);
  other = await b.buyer('13800005602', 1);
  const start = b.clock.now;

  // Day 1, 08:00: two riders with the best coupon (5 元 off 16 元: 5.50 each paid); only the first rides.
  const withCoupon = await mustBuy(b, rider, await m101Choice(b, [1]));
  expect(withCoupon.discountCents).toBe(500);
  await services.markPaid(withCoupon.orderNo);
  await checkIn(rider, withCoupon.tickets[0], shanghaiInstant(b.network.day(1), 480));
  rides.push({ date: b.network.day(1), boardMinute: 480, savedCents: 250 });

  // Day 6, 07:30: one rider, no coupon, ridden.
  b.clock.now = start;
  const early = await mustBuy(b, rider, await m101Choice(b, [6], 450), { passengerIds: [rider.passengerIds[0]!], coupon: null });
  await services.markPaid(early.orderNo);
  await checkIn(rider, early.tickets[0], shanghaiInstant(b.network.day(6), 450));
  rides.push({ date: b.network.day(6), boardMinute: 450, savedCents: 0 });

  // Day 5, 08:00: paid and refunded, never ridden. Day 7, 08:00: paid, not ridden (yet).
  b.clock.now = start;
  const refunded = await mustBuy(b, rider, await m101Choice(b, [5]), { passengerIds: [rider.passengerIds[0]!], coupon: null });
  await services.markPaid(refunded.orderNo);
  await services.markRefunded(refunded.orderNo);
  const unridden = await mustBuy(b, rider, await m101Choice(b, [7]), { passengerIds: [rider.passengerIds[0]!], coupon: null });
  await services.markPaid(unridden.orderNo);

  // Another passenger's ride on day 1 counts for them only.
  const theirs = await mustBuy(b, other, await m101Choice(b, [1]), { coupon: null });
  await services.markPaid(theirs.orderNo);
  await checkIn(other, theirs.tickets[0], shanghaiInstant(b.network.day(1), 480));

  // A night bus on day 8 boarding 23:50, alighting 00:20; a ride of last year on 15 June.
  await writeRide(b.network.day(8), 23 * 60 + 50);
  await writeRide(`${yearOf(b.network.day(1)) - 1}-06-15`, 8 * 60);
  b.clock.now = start;
  await extendSessions(b);
}, 60_000);
afterAll(async () => b.t.close());

describe('GET /ticket/annualReview', () => {
  it('sums the checked-in tickets of the year: rides, distance along the line, scheduled time, CO2 and coupon savings', async () => {
    const year = yearOf(b.network.day(1));
    const mine = ridesIn(year);
    const answer = await review(rider, { year: String(year) });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    const data = answer.data!;
    expect(data).toMatchObject({
      year,
      rides: mine.length,
      ridesAlongRoute: mine.length,
      minutesOnBus: 30 * mine.length,
      couponSavedCents: mine.reduce((sum, r) => sum + r.savedCents, 0),
      couponRides: mine.filter((r) => r.savedCents > 0).length,
      topLine: { lineId: String(b.network.lines.m101), lineCode: 'M101', rides: mine.length },
    });
    expect(Math.abs(data.distanceM - M101_RIDE_M * mine.length)).toBeLessThanOrEqual(mine.length);
    expect(data.co2SavedGrams).toBe(co2SavedGrams(data.distanceM));
    // The 07:30 bus boards earliest; the night bus's 23:50 is late, whatever its date.
    const earliest = [...mine].sort((x, y) => x.boardMinute - y.boardMinute || x.date.localeCompare(y.date))[0]!;
    expect(data.earliestRide).toEqual({ date: earliest.date, boardsAt: earliest.boardMinute === 450 ? '07:30' : '08:00', lineCode: 'M101', lineName: '福田—南山通勤快线', boardName: '市民中心' });
    expect(data.years).toEqual(expect.arrayContaining([year, year - 1]));
    expect(data.years).toEqual([...data.years].sort((x, y) => y - x));
  });

  it('answers the current year in Asia/Shanghai without a year, and an earlier year by itself', async () => {
    const current = await review(rider);
    expect(current.data!.year).toBe(yearOf(b.network.day(0)));
    const last = await review(rider, { year: String(yearOf(b.network.day(1)) - 1) });
    expect(last.data).toMatchObject({ rides: ridesIn(yearOf(b.network.day(1)) - 1).length, couponSavedCents: 0 });
  });

  it("counts another passenger's own ride only for them, and nothing in a year without rides", async () => {
    const year = yearOf(b.network.day(1));
    expect((await review(other, { year: String(year) })).data).toMatchObject({ rides: 1, couponSavedCents: 0, minutesOnBus: 30 });
    const empty = await review(other, { year: String(year - 3) });
    expect(empty.data).toMatchObject({ rides: 0, distanceM: 0, minutesOnBus: 0, co2SavedGrams: 0, couponSavedCents: 0, topLine: null, earliestRide: null });
  });

  it('refuses a year still to come, and a year that is not one, in Chinese', async () => {
    const future = await review(rider, { year: String(yearOf(b.network.day(0)) + 1) });
    expect(future.meta).toMatchObject({ code: errorCatalogue.annualReviewFutureYear.code, desc: errorCatalogue.annualReviewFutureYear.desc });
    const bad = await review(rider, { year: '二〇二五' });
    expect(bad.meta.code).toBe(1001);
    expect(bad.meta.desc).toMatch(/年份/);
    const early = await review(rider, { year: '1999' });
    expect(early.meta.desc).toContain('2000');
  });

  it('asks for a login', async () => {
    const { token: _token, userId: _userId, ...anonymous } = rider.headers;
    const answer = await b.call('GET', '/ticket/annualReview', { headers: anonymous });
    expect(answer.meta.code).toBe(502);
  });
});
