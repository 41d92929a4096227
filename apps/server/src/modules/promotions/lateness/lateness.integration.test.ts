import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { buyingServices, departureOf, extendSessions, m101Choice, mustBuy, type Buyer } from '../../../test/buying-helpers';
import { checkInTicket, insertLateRun, latenessServiceOf, learnSegments } from '../../../test/lateness-compensation';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { opsCall } from '../../../test/ops-call';
import { shanghaiInstant } from '../../../time/shanghai-time';
import type { LatenessService } from './lateness.service';

/**
 * Money back when the bus is late, end to end on the database: riders bought and checked in through the
 * API, the bus's positions stored and learned into stop passages as the live jobs do, then the
 * lateness-compensation job's run (compensate) judged at each rider's boarding stop; and the console's
 * reports and thresholds.
 *
 * Fixture day 1, M101 08:00 (seq 1 会展中心 is at minute 5): a simulated run 25½ minutes late at 会展中心.
 * Fixture day 1, M101 07:30: a checked-in rider, and no positions at all.
 */

const MINUTE = 60_000;
let b: BuyingApp;
let lateness: LatenessService;
let services: ReturnType<typeof buyingServices>;
let admin: OperatorClient;
let dispatcher: OperatorClient;
let service: OperatorClient;
let finance: OperatorClient;

let phone = 13900016000;
const nextPhone = () => String((phone += 1));

/** Buys on the departure (boarding at `boardSeq`), pays, and answers the order with its ticket ids. */
const paidOrder = async (buyer: Buyer, departureId: number, { boardSeq, lineId = b.network.lines.m101, alightSeq, coupon = null }: { boardSeq: number; lineId?: number; alightSeq?: number; coupon?: string | null | undefined }) => {
  const base = await m101Choice(b, [1]);
  const choice = { ...base, lineId: String(lineId), departureIds: [String(departureId)], boardSeq, alightSeq: alightSeq ?? base.alightSeq };
  const order = await mustBuy(b, buyer, choice, { coupon });
  await services.markPaid(order.orderNo);
  return { orderNo: order.orderNo as string, ticketIds: (order.tickets as { ticketId: string }[]).map((t) => t.ticketId) };
};

const compensationsOf = (ticketIds: string[]) =>
  b.t.database.db
    .selectFrom('lateness_compensations as c')
    .leftJoin('user_coupons as uc', 'uc.id', 'c.user_coupon_id')
    .select(['c.id', 'c.ticket_id', 'c.user_id', 'c.late_minutes', 'c.percent', 'c.paid_share_cents', 'uc.amount_cents', 'uc.note', 'uc.source', 'uc.source_id', 'uc.user_id as coupon_user_id', 'uc.status', 'uc.valid_from', 'uc.valid_to'])
    .where('c.ticket_id', 'in', ticketIds.map(Number))
    .orderBy('c.ticket_id')
    .execute();
const latenessCoupons = async () =>
  Number((await b.t.database.db.selectFrom('user_coupons').select((eb) => eb.fn.countAll<number>().as('n')).where('source', '=', 'lateness').executeTakeFirstOrThrow()).n);
const checkOf = (departureId: number) => b.t.database.db.selectFrom('lateness_checks').selectAll().where('departure_id', '=', departureId).executeTakeFirst();
const setCursor = (at: Date) => b.t.database.db.updateTable('segment_learning_state').set({ received_until: at }).where('id', '=', 1).execute();
const payableOf = async (orderNo: string) => (await b.t.database.db.selectFrom('orders').select('payable_cents').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).payable_cents;

const opsGet = (path: string, query: Record<string, string>, who: OperatorClient) => opsCall(b.t.app, 'GET', path, { headers: who.readHeaders, query });
const opsPost = (path: string, body: unknown, who: OperatorClient) => opsCall(b.t.app, 'POST', path, { headers: who.writeHeaders, body });

let realNow: Date;
beforeAll(async () => {
  b = await createBuyingApp();
  realNow = b.clock.now;
  services = buyingServices(b);
  lateness = latenessServiceOf(b.t.database.db, () => b.clock.now);
  const db = b.t.database.db;
  [admin, dispatcher, service, finance] = [
    await operatorAs(b.t.app, db, 'admin', 'late-admin'),
    await operatorAs(b.t.app, db, 'dispatcher', 'late-dispatcher'),
    await operatorAs(b.t.app, db, 'service', 'late-service'),
    await operatorAs(b.t.app, db, 'finance', 'late-finance'),
  ];
});
afterAll(async () => b.t.close());

describe('a simulated run 25 minutes late at the riders\u2019 stop, and a run with no positions', () => {
  let departsAt: Date;
  let departureId: number;
  let noDataDepartureId: number;
  let riderA: Buyer;
  let orderA: Awaited<ReturnType<typeof paidOrder>>;
  let pair: Awaited<ReturnType<typeof paidOrder>>;
  let absent: Awaited<ReturnType<typeof paidOrder>>;
  let noDataOrder: Awaited<ReturnType<typeof paidOrder>>;
  let reachedAt: Date;

  beforeAll(async () => {
    const db = b.t.database.db;
    departsAt = shanghaiInstant(b.network.day(1), 480);
    departureId = await b.departureOn(1);
    noDataDepartureId = await b.departureOn(1, 450);
    riderA = await b.buyer(nextPhone());
    const couple = await b.buyer(nextPhone(), 2);
    const notCheckedIn = await b.buyer(nextPhone());
    const early = await b.buyer(nextPhone());
    // A alone, no coupon (800 paid); a couple with the best coupon (the payable split over two tickets);
    // a rider who never boarded; and the 07:30 run's rider.
    orderA = await paidOrder(riderA, departureId, { boardSeq: 1 });
    pair = await paidOrder(couple, departureId, { boardSeq: 1, coupon: undefined });
    absent = await paidOrder(notCheckedIn, departureId, { boardSeq: 1 });
    noDataOrder = await paidOrder(early, noDataDepartureId, { boardSeq: 0 });

    b.clock.now = new Date(departsAt.getTime() - 30 * MINUTE + 5 * MINUTE);
    await extendSessions(b);
    await checkInTicket(b, riderA, orderA.ticketIds[0]!, departureId);
    for (const ticketId of pair.ticketIds) await checkInTicket(b, couple, ticketId, departureId);
    b.clock.now = new Date(departsAt.getTime() - 30 * MINUTE);
    await checkInTicket(b, early, noDataOrder.ticketIds[0]!, noDataDepartureId);

    const vehicle = await db.insertInto('vehicles').values({ plate: '粤B·L2501', capacity: 30, line_id: b.network.lines.m101 }).returning('id').executeTakeFirstOrThrow();
    reachedAt = await insertLateRun(db, { lineId: b.network.lines.m101, departureId, vehicleId: vehicle.id, departsAt, seq: 1, lateSeconds: 25 * 60 + 30, seed: 11 });
  });
  afterAll(() => {
    b.clock.now = realNow;
  });

  it('judges nothing before the run is over and learning has its passages', async () => {
    // Three hours later, but learning has not run: the cursor is where the database started it.
    b.clock.now = new Date(departsAt.getTime() + 200 * MINUTE);
    expect(await lateness.compensate()).toMatchObject({ departures: 0, compensated: 0 });
    // Learning has caught up at 10:30: the 08:00 run may still be reporting (40 minutes of timetable and two
    // hours), so it waits; the 07:30 run's time is up (10:10), and its stop was never seen.
    await learnSegments(b.t.database.db, new Date(departsAt.getTime() + 150 * MINUTE));
    b.clock.now = new Date(departsAt.getTime() + 150 * MINUTE);
    expect(await lateness.compensate()).toEqual({ departures: 1, late: 0, onTime: 0, noData: 1, compensated: 0, skipped: 0 });
    expect(await checkOf(departureId)).toBeUndefined();
    expect(await latenessCoupons()).toBe(0);
  });

  it('gives each checked-in rider at the stop 50% of that ticket\u2019s paid share, with a note saying why; the rider who never boarded nothing', async () => {
    await learnSegments(b.t.database.db, new Date(departsAt.getTime() + 200 * MINUTE));
    const passage = await b.t.database.db.selectFrom('stop_passages').select('passed_at').where('departure_id', '=', departureId).where('seq', '=', 1).executeTakeFirstOrThrow();
    // The learned passage is within seconds of the simulated bus's true arrival, 25½ minutes late.
    expect(Math.abs(passage.passed_at.getTime() - reachedAt.getTime())).toBeLessThan(20_000);
    const minutesLate = Math.ceil((passage.passed_at.getTime() - (departsAt.getTime() + 5 * MINUTE)) / MINUTE);
    expect(minutesLate).toBeGreaterThan(20);
    expect(minutesLate).toBeLessThanOrEqual(30);

    b.clock.now = new Date(departsAt.getTime() + 200 * MINUTE);
    const run = await lateness.compensate();
    expect(run).toEqual({ departures: 1, late: 1, onTime: 0, noData: 0, compensated: 3, skipped: 0 });

    const [a] = await compensationsOf(orderA.ticketIds);
    expect(a).toMatchObject({ user_id: Number(riderA.userId), coupon_user_id: Number(riderA.userId), late_minutes: minutesLate, percent: 50, paid_share_cents: 800, amount_cents: 400, source: 'lateness', status: 'unused' });
    expect(a!.source_id).toBe(a!.id);
    expect(a!.note).toContain('M101 福田—南山通勤快线');
    expect(a!.note).toContain('08:00 班次');
    expect(a!.note).toContain('「会展中心」');
    expect(a!.note).toContain(`晚点 ${minutesLate} 分钟`);
    expect(a!.note).toContain('50%');
    expect(a!.note).toContain('补偿 4.00 元');
    // Valid for the template's 30 days from the run.
    expect(a!.valid_from).toEqual(b.clock.now);
    expect(a!.valid_to!.getTime() - a!.valid_from!.getTime()).toBe(30 * 24 * 60 * MINUTE);

    // The couple's order: each ticket's own share of what the order paid (buying's split), halved.
    const couple = await compensationsOf(pair.ticketIds);
    expect(couple).toHaveLength(2);
    expect(couple.reduce((sum, c) => sum + c.paid_share_cents, 0)).toBe(await payableOf(pair.orderNo));
    for (const c of couple) expect(c.amount_cents).toBe(Math.ceil(c.paid_share_cents / 2));

    expect(await compensationsOf(absent.ticketIds)).toEqual([]);
    expect(await checkOf(departureId)).toMatchObject({ outcome: 'late', compensated_count: 3 });
  });

  it('gives nothing for a run with no positions, and records it as without live data', async () => {
    expect(await compensationsOf(noDataOrder.ticketIds)).toEqual([]);
    expect(await checkOf(noDataDepartureId)).toMatchObject({ outcome: 'no_data', compensated_count: 0 });
  });

  it('gives once: a second run (and a third, later) judges nothing again', async () => {
    expect(await lateness.compensate()).toEqual({ departures: 0, late: 0, onTime: 0, noData: 0, compensated: 0, skipped: 0 });
    b.clock.now = new Date(departsAt.getTime() + 600 * MINUTE);
    await learnSegments(b.t.database.db, b.clock.now);
    expect(await lateness.compensate()).toMatchObject({ departures: 0, compensated: 0 });
    expect(await latenessCoupons()).toBe(3);
  });

  it('shows the passenger the coupon with its amount and note', async () => {
    const answer = await b.call('GET', '/coupon/listUserCoupon', { headers: riderA.headers, query: {} });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    const coupons = JSON.stringify(answer.data);
    expect(coupons).toContain('晚点补偿券');
    expect(coupons).toContain('补偿 4.00 元');
  });

  it('lists the compensations in the console for every role, the rider\u2019s phone masked', async () => {
    // Operator sessions run on the app's clock: back to when they signed in.
    b.clock.now = realNow;
    const day1 = b.network.day(1);
    for (const who of [admin, dispatcher, service, finance]) {
      const answer = await opsGet('/lateness/compensations', { from: day1, to: day1 }, who);
      expect(answer.meta.code, answer.meta.desc).toBe(1);
      expect(answer.data.total).toBe(3);
    }
    const answer = await opsGet('/lateness/compensations', { from: day1, to: day1, lineId: String(b.network.lines.m101) }, finance);
    const mine = answer.data.items.find((i: { ticketId: string }) => i.ticketId === orderA.ticketIds[0]);
    expect(mine).toMatchObject({
      departure: { departureId: String(departureId), lineCode: 'M101', serviceDate: day1, time: '08:00' },
      stationName: '会展中心',
      riderPhone: `${String(phone - 3).slice(0, 3)}****${String(phone - 3).slice(7)}`,
      percent: 50,
      paidShareCents: 800,
      amountCents: 400,
      couponState: 'unused',
    });
    expect(mine.minutesLate).toBeGreaterThan(20);
    const couple = await compensationsOf(pair.ticketIds);
    expect(answer.data.totalAmountCents).toBe(400 + couple.reduce((sum, c) => sum + c.amount_cents!, 0));
    // Another line, or other days: none.
    expect((await opsGet('/lateness/compensations', { from: day1, to: day1, lineId: String(b.network.lines.s301) }, finance)).data.total).toBe(0);
    expect((await opsGet('/lateness/compensations', { from: b.network.day(-3), to: b.network.day(0) }, finance)).data.total).toBe(0);
  });

  it('lists the departure without live data with its riders', async () => {
    b.clock.now = realNow;
    const day1 = b.network.day(1);
    const answer = await opsGet('/lateness/no-data', { from: day1, to: day1 }, service);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.total).toBe(1);
    expect(answer.data.items[0]).toMatchObject({
      departure: { departureId: String(noDataDepartureId), lineCode: 'M101', time: '07:30' },
      riders: 1,
      vehiclePlate: null,
      positions: 0,
    });
  });

  it('refuses a report range the wrong way round, in Chinese', async () => {
    const answer = await opsGet('/lateness/compensations', { from: b.network.day(2), to: b.network.day(1) }, admin);
    expect(answer.meta.code).toBe(errorCatalogue.invalidParams.code);
    expect(answer.meta.desc).toContain('结束日期不能早于开始日期');
  });
});

describe('the thresholds: 35 minutes is 100%, exactly 20 is nothing, a line of 10/15 gives 100% for 25', () => {
  let departsAt: Date;

  /** A checked-in rider boarding at the first stop of `departureId`, and the bus's recorded departure from it `lateMinutes` late. */
  const riderLeftLate = async (departureId: number, lineId: number, lateMinutes: number, alightSeq: number) => {
    const rider = await b.buyer(nextPhone());
    b.clock.now = realNow;
    const order = await paidOrder(rider, departureId, { boardSeq: 0, lineId, alightSeq });
    const departure = await b.t.database.db.selectFrom('departures').select('departs_at').where('id', '=', departureId).executeTakeFirstOrThrow();
    b.clock.now = departure.departs_at;
    await extendSessions(b);
    await checkInTicket(b, rider, order.ticketIds[0]!, departureId);
    await b.t.database.db.insertInto('stop_passages').values({ departure_id: departureId, seq: 0, passed_at: new Date(departure.departs_at.getTime() + lateMinutes * MINUTE) }).execute();
    return order;
  };

  beforeAll(() => {
    // Day 5: M101 is sold out on day 2, day 3 is a holiday and day 4's 08:00 run is stopped.
    departsAt = shanghaiInstant(b.network.day(5), 480);
  });
  afterAll(() => {
    b.clock.now = realNow;
  });

  it('a dispatcher sets S301\u2019s thresholds to 10 and 15 minutes, audited; the service desk may not', async () => {
    const s301 = String(b.network.lines.s301);
    const refused = await opsPost('/lateness/thresholds/update', { lineId: s301, minorMinutes: 10, majorMinutes: 15 }, service);
    expect(refused.meta.code).toBe(errorCatalogue.operatorForbidden.code);
    const wrongWay = await opsPost('/lateness/thresholds/update', { lineId: s301, minorMinutes: 15, majorMinutes: 15 }, dispatcher);
    expect(wrongWay.meta.code).toBe(errorCatalogue.invalidParams.code);
    expect(wrongWay.meta.desc).toContain('全额补偿阈值须大于半额补偿阈值');
    const tooLong = await opsPost('/lateness/thresholds/update', { lineId: s301, minorMinutes: 10, majorMinutes: 601 }, dispatcher);
    expect(tooLong.meta.desc).toContain('不能超过 600 分钟');
    const missing = await opsPost('/lateness/thresholds/update', { lineId: '99999999', minorMinutes: 10, majorMinutes: 15 }, dispatcher);
    expect(missing.meta.code).toBe(errorCatalogue.lineNotFound.code);

    const answer = await opsPost('/lateness/thresholds/update', { lineId: s301, minorMinutes: '10', majorMinutes: 15 }, dispatcher);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.line).toMatchObject({ lineId: s301, lineCode: 'S301', minorMinutes: 10, majorMinutes: 15 });
    const listed = await opsGet('/lateness/thresholds', {}, finance);
    const lines = listed.data.lines as { lineCode: string; minorMinutes: number; majorMinutes: number }[];
    expect(lines.find((l) => l.lineCode === 'S301')).toMatchObject({ minorMinutes: 10, majorMinutes: 15 });
    expect(lines.find((l) => l.lineCode === 'M101')).toMatchObject({ minorMinutes: 20, majorMinutes: 30 });
    const audit = await b.t.database.db.selectFrom('audit_log').select(['action', 'operator_username', 'summary']).where('action', '=', 'line.lateThresholds').execute();
    expect(audit).toEqual([{ action: 'line.lateThresholds', operator_username: 'late-dispatcher', summary: expect.stringContaining('S301') }]);
    expect(audit[0]!.summary).toContain('20/30');
    expect(audit[0]!.summary).toContain('10/15');
  });

  it('judges each against its line\u2019s thresholds', async () => {
    const major = await riderLeftLate(await b.departureOn(5), b.network.lines.m101, 35, 3);
    const exactlyMinor = await riderLeftLate(await b.departureOn(5, 450), b.network.lines.m101, 20, 3);
    const strict = await riderLeftLate(await departureOf(b, b.network.lines.s301, 5), b.network.lines.s301, 25, 2);
    // Learning has caught up with day 5's runs.
    b.clock.now = new Date(departsAt.getTime() + 300 * MINUTE);
    await setCursor(b.clock.now);

    const before = await latenessCoupons();
    const run = await lateness.compensate();
    expect(run).toEqual({ departures: 3, late: 2, onTime: 1, noData: 0, compensated: 2, skipped: 0 });
    expect(await compensationsOf(major.ticketIds)).toMatchObject([{ late_minutes: 35, percent: 100, paid_share_cents: 800, amount_cents: 800 }]);
    expect((await compensationsOf(major.ticketIds))[0]!.note).toContain('按车票实付金额的 100% 补偿 8.00 元');
    expect(await compensationsOf(exactlyMinor.ticketIds)).toEqual([]);
    expect(await compensationsOf(strict.ticketIds)).toMatchObject([{ late_minutes: 25, percent: 100, paid_share_cents: 500, amount_cents: 500 }]);
    expect(await latenessCoupons()).toBe(before + 2);
    expect(await lateness.compensate()).toMatchObject({ departures: 0 });
  });
});
