import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@udian/contracts/endpoint';
import type { Envelope } from '@udian/contracts/envelope';
import { listPeriodPassProducts, savePeriodPassProduct, type OpsPeriodPassProduct } from '@udian/contracts/endpoints/ops/network/period-pass-products';
import { myPeriodPasses, periodPassCreate, periodPassDetail, periodPassOffers, periodPassQuote } from '@udian/contracts/endpoints/period-passes/period-passes';
import { ticketCheck } from '@udian/contracts/endpoints/tickets/ticket-check';
import { ticketList } from '@udian/contracts/endpoints/tickets/ticket-list';
import { refundPrice } from '@udian/contracts/endpoints/tickets/refund-price';
import { ticketRefund } from '@udian/contracts/endpoints/tickets/ticket-refund';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { Order } from '@udian/contracts/schemas/orders';
import type { PeriodPass, PeriodPassOffer, PeriodPassQuote, PeriodPassSummary } from '@udian/contracts/schemas/period-passes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { clientHeaders, createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { isChineseDesc } from '../../../test/buying-helpers';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { opsCall } from '../../../test/ops-call';
import { paySandbox } from '../../../test/payment-helpers';
import { insertPassLine } from '../../../test/period-pass-fixture';
import { rideCodeAt } from '../../../test/school-fixture';

/**
 * Period passes (decision 050) end to end through the API, on a weekday line that follows China's official
 * calendar. The clock is Monday 21 September 2026, 10:00 in Shanghai: the monthly pass (sold the 20th to the
 * 25th, 85 折) sells October, whose 国庆 holiday (1 to 7 October) has no ride and whose make-up Saturday (10
 * October) has one; the weekly pass (sold Thursday to Sunday) is not on sale on a Monday.
 */
const NOW = new Date('2026-09-21T02:00:00Z');
const OCTOBER_DAYS = [
  '2026-10-08', '2026-10-09', '2026-10-10', '2026-10-12', '2026-10-13', '2026-10-14', '2026-10-15', '2026-10-16',
  '2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-26', '2026-10-27', '2026-10-28',
  '2026-10-29', '2026-10-30',
];
const FARE = 1500;
const PRICE = Math.round((OCTOBER_DAYS.length * FARE * 85) / 100);

let b: BuyingApp;
let db: Db;
let admin: OperatorClient;
let line: number;
let busyLine: number;

type Answer<T> = { meta: Envelope<T>['meta']; data: T };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
const call = async <T = any>(endpoint: Endpoint, headers: Record<string, string>, input: { body?: unknown; query?: Record<string, string> } = {}): Promise<Answer<T>> => {
  const res = await b.t.app.inject({
    method: endpoint.method,
    url: `${endpoint.prefix}${endpoint.path}`,
    query: input.query,
    headers: { ...headers, ...(endpoint.isIdempotent ? { 'idempotency-key': randomUUID() } : {}), ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  if (res.statusCode !== 200) throw new Error(`${endpoint.path}: HTTP ${res.statusCode} ${res.body}`);
  return res.json();
};

const expectFailure = (answer: Answer<unknown>, name: keyof typeof errorCatalogue) => {
  expect(answer.meta, answer.meta.desc).toMatchObject({ code: errorCatalogue[name].code });
  expect(isChineseDesc(answer.meta.desc), answer.meta.desc).toBe(true);
};

const saveProduct = (body: Record<string, unknown>, who = admin) => opsCall<{ product: OpsPeriodPassProduct }>(b.t.app, 'POST', savePeriodPassProduct.path, { headers: who.writeHeaders, body });
const monthly = (lineId: number, extra: Record<string, unknown> = {}) => ({ lineId: String(lineId), kind: 'month', discountPercent: 85, saleFrom: 20, saleTo: 25, isOnSale: true, ...extra });

type Buyer = Awaited<ReturnType<BuyingApp['buyer']>>;
const choiceOf = (buyer: Buyer, lineId = line, extra: Record<string, unknown> = {}) => ({ lineId: String(lineId), kind: 'month', boardSeq: 0, alightSeq: 2, passengerId: buyer.passengerIds[0], ...extra });
const quote = (buyer: Buyer, extra: Record<string, unknown> = {}, lineId = line) => call<PeriodPassQuote>(periodPassQuote, buyer.headers, { body: choiceOf(buyer, lineId, extra) });
const create = (buyer: Buyer, expectedPayableCents: number, extra: Record<string, unknown> = {}, lineId = line) =>
  call<Order>(periodPassCreate, buyer.headers, { body: { ...choiceOf(buyer, lineId, extra), expectedPayableCents } });
const detail = (buyer: Buyer, orderNo: string) => call<PeriodPass>(periodPassDetail, buyer.headers, { query: { orderNo } });

const departureOf = async (lineId: number, day: string) =>
  db.selectFrom('departures').select(['id', 'seats_sold', 'capacity']).where('line_id', '=', lineId).where(sql<boolean>`service_date = ${day}::date`).executeTakeFirstOrThrow();

beforeAll(async () => {
  b = await createBuyingApp();
  db = b.t.database.db;
  line = (await insertPassLine(db, { code: 'P801' })).lineId;
  busyLine = (await insertPassLine(db, { code: 'P802', capacity: 3, departureMinutes: [450, 510] })).lineId;
  b.clock.now = NOW;
  admin = await operatorAs(b.t.app, db, 'admin', 'pass-admin');
});
afterAll(() => b.t.close());

describe('the console sets a line’s passes', () => {
  it('saves a monthly and a weekly pass, audited, and makes the line’s departures through next month', async () => {
    const saved = await saveProduct(monthly(line));
    expect(saved.meta.code, saved.meta.desc).toBe(1);
    expect(saved.data!.product).toMatchObject({
      kind: 'month',
      discountPercent: 85,
      saleFrom: 20,
      saleTo: 25,
      isOnSale: true,
      nextPeriod: { startsOn: '2026-10-01', endsOn: '2026-10-31' },
      nextSale: { startsOn: '2026-09-20', endsOn: '2026-09-25' },
      soldCount: 0,
    });
    const weekly = await saveProduct({ ...monthly(line), kind: 'week', discountPercent: 90, saleFrom: 4, saleTo: 7 });
    expect(weekly.data!.product).toMatchObject({ kind: 'week', nextPeriod: { startsOn: '2026-09-28', endsOn: '2026-10-04' }, nextSale: { startsOn: '2026-09-24', endsOn: '2026-09-27' } });

    const row = await db.selectFrom('lines').select('sells_through_next').where('id', '=', line).executeTakeFirstOrThrow();
    expect(row.sells_through_next).toBe('month');
    const october = await db
      .selectFrom('departures')
      .select(sql<string>`service_date::text`.as('day'))
      .where('line_id', '=', line)
      .where(sql<boolean>`service_date BETWEEN '2026-10-01' AND '2026-10-31'`)
      .orderBy('service_date')
      .execute();
    expect(october.map((d) => d.day)).toEqual(OCTOBER_DAYS);

    const listed = await opsCall<{ products: OpsPeriodPassProduct[] }>(b.t.app, 'GET', listPeriodPassProducts.path, { headers: admin.readHeaders, query: { lineId: String(line) } });
    expect(listed.data!.products.map((p) => p.kind)).toEqual(['month', 'week']);
    const audit = await db.selectFrom('audit_log').select(['action', 'summary']).where('action', '=', 'line.periodPass').orderBy('id').execute();
    expect(audit.map((a) => a.summary)).toEqual(['P801 P801 龙华—科技园 设置月票：每月 20 日至 25 日售卖，8.5 折', 'P801 P801 龙华—科技园 设置周票：每周四至周日售卖，9 折']);
  });

  it('refuses a bad window or discount with the field’s message, an unknown line, and a role that may not set prices', async () => {
    const backwards = await saveProduct(monthly(line, { saleFrom: 25, saleTo: 20 }));
    expect(backwards.meta).toMatchObject({ code: errorCatalogue.invalidParams.code, desc: '参数 saleTo 有误：停售日不能早于开售日' });
    const eighthDay = await saveProduct(monthly(line, { kind: 'week', saleFrom: 1, saleTo: 8 }));
    expect(eighthDay.meta.desc).toBe('参数 saleTo 有误：周票的售卖日为周一到周日（1 到 7）');
    const tooCheap = await saveProduct(monthly(line, { discountPercent: 40 }));
    expect(tooCheap.meta.desc).toBe('参数 discountPercent 有误：折扣须在 50 到 100 之间');
    expectFailure(await saveProduct(monthly(999_999)), 'lineNotFound');
    const service = await operatorAs(b.t.app, db, 'service', 'pass-service');
    expect((await saveProduct(monthly(line), service)).meta.code).toBe(errorCatalogue.operatorForbidden.code);
  });
});

describe('the line page’s offers', () => {
  it('prices next month while its window is open and says when the weekly pass opens', async () => {
    const answer = await call<{ offers: PeriodPassOffer[] }>(periodPassOffers, clientHeaders, { query: { lineId: String(line) } });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.offers).toEqual([
      {
        kind: 'month',
        discountPercent: 85,
        period: { startsOn: '2026-10-01', endsOn: '2026-10-31' },
        sale: { startsOn: '2026-09-20', endsOn: '2026-09-25' },
        isOnSale: true,
        rideDays: OCTOBER_DAYS.length,
        fullFareCents: OCTOBER_DAYS.length * FARE,
        priceCents: PRICE,
      },
      {
        kind: 'week',
        discountPercent: 90,
        period: { startsOn: '2026-09-28', endsOn: '2026-10-04' },
        sale: { startsOn: '2026-09-24', endsOn: '2026-09-27' },
        isOnSale: false,
        rideDays: 0,
        fullFareCents: 0,
        priceCents: 0,
      },
    ]);
  });
});

describe('a pass on a line without a price, or with fares between stops (decision 062)', () => {
  it('offers no pass on an unpriced line and refuses its quote; charges the pair fare where fares differ', async () => {
    const buyer = await b.buyer('13800062501', 1);
    await db.updateTable('lines').set({ is_priced: false }).where('id', '=', line).execute();
    try {
      const offers = await call<{ offers: PeriodPassOffer[] }>(periodPassOffers, clientHeaders, { query: { lineId: String(line) } });
      expect(offers.data.offers).toEqual([]);
      expectFailure(await quote(buyer), 'lineUnpriced');
    } finally {
      await db.updateTable('lines').set({ is_priced: true }).where('id', '=', line).execute();
    }
    try {
      // Only 0 → 1 has a fare: the pass's 0 → 2 is not sold; then 0 → 2 gets one and is charged it.
      await db.insertInto('line_fares').values({ line_id: line, board_seq: 0, alight_seq: 1, price_cents: 650 }).execute();
      expectFailure(await quote(buyer), 'stopsUnpriced');
      await db.insertInto('line_fares').values({ line_id: line, board_seq: 0, alight_seq: 2, price_cents: 700 }).execute();
      const priced = await quote(buyer);
      expect(priced.meta.code, priced.meta.desc).toBe(1);
      expect(priced.data.perRideCents).toBe(700);
      expect(priced.data.totalCents).toBe(700 * priced.data.days.length);
    } finally {
      await db.deleteFrom('line_fares').where('line_id', '=', line).execute();
    }
  });
});

describe('buying a monthly pass', () => {
  let buyer: Buyer;
  let orderNo: string;

  beforeAll(async () => {
    buyer = await b.buyer('13800050001', 2);
  });

  it('quotes every ride day of October: the holiday weekdays without a ride, each with why, at 85 折', async () => {
    const answer = await quote(buyer);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data).toMatchObject({
      kind: 'month',
      period: { startsOn: '2026-10-01', endsOn: '2026-10-31' },
      time: '08:00',
      days: OCTOBER_DAYS,
      passengerName: '乘客甲',
      perRideCents: FARE,
      totalCents: OCTOBER_DAYS.length * FARE,
      discountPercent: 85,
      discountCents: OCTOBER_DAYS.length * FARE - PRICE,
      payableCents: PRICE,
    });
    expect(answer.data.daysWithoutRide).toEqual(['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'].map((day) => ({ day, reason: '法定节假日' })));
  });

  it('refuses the weekly pass out of its window (saying when it opens), stops the wrong way round, a time the line does not run and another’s passenger', async () => {
    const weekly = await quote(buyer, { kind: 'week' });
    expectFailure(weekly, 'periodPassNotOnSale');
    expect(weekly.meta.desc).toBe('周票每周四至周日售卖下周周票，下次开售：9月24日');
    expect((await quote(buyer, { boardSeq: 2, alightSeq: 0 })).meta).toMatchObject({ code: errorCatalogue.invalidParams.code, desc: '参数 alightSeq 有误：下车站点须在上车站点之后' });
    expectFailure(await quote(buyer, { boardSeq: 0, alightSeq: 1, time: '09:30' }), 'periodPassTimeNotRun');
    const other = await b.buyer('13800050002', 1);
    expectFailure(await quote(buyer, { passengerId: other.passengerIds[0] }), 'passengerNotFound');
    expectFailure(await quote(buyer, {}, b.network.lines.m101), 'periodPassNotOffered');
  });

  it('buys it as one order holding a seat on each day, refusing first a payable other than the quote’s', async () => {
    expectFailure(await create(buyer, PRICE + 1), 'priceChanged');
    const answer = await create(buyer, PRICE);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    const order = answer.data;
    orderNo = order.orderNo;
    expect(order).toMatchObject({
      status: 'pending',
      totalCents: OCTOBER_DAYS.length * FARE,
      discountCents: OCTOBER_DAYS.length * FARE - PRICE,
      payableCents: PRICE,
      passengerCount: 1,
      periodPass: { kind: 'month', startsOn: '2026-10-01', endsOn: '2026-10-31' },
    });
    expect(order.tickets.map((t) => t.serviceDate)).toEqual(OCTOBER_DAYS);
    for (const day of OCTOBER_DAYS) expect((await departureOf(line, day)).seats_sold).toBe(1);
    const pass = await db.selectFrom('period_passes').selectAll().where('order_id', '=', (await db.selectFrom('orders').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).id).executeTakeFirstOrThrow();
    expect(pass).toMatchObject({ kind: 'month', discount_percent: 85 });
  });

  it('refuses the same rider a second pass of the period, while another rider of the account may have one', async () => {
    const again = await create(buyer, PRICE);
    expectFailure(again, 'periodPassExists');
    expect(again.meta.desc).toBe('乘客甲 已购买本期月票，请在“我的周期票”中查看');
    const second = await create(buyer, PRICE, { passengerId: buyer.passengerIds[1] });
    expect(second.meta.code, second.meta.desc).toBe(1);
    await b.call('POST', '/order/cancel', { headers: buyer.headers, body: { orderNo: second.data.orderNo } });
  });

  it('is paid at the cashier, and then shows in my passes, my orders and my tickets as the October pass', async () => {
    await paySandbox(b, buyer, orderNo);
    const mine = await call<{ items: PeriodPassSummary[] }>(myPeriodPasses, buyer.headers);
    expect(mine.data.items).toHaveLength(1);
    expect(mine.data.items[0]).toMatchObject({ orderNo, orderStatus: 'paid', kind: 'month', dayCount: OCTOBER_DAYS.length, ridesUsed: 0, daysToRide: OCTOBER_DAYS.length, passengerName: '乘客甲' });
    const order = await b.call('GET', '/order/detail', { headers: buyer.headers, query: { orderNo } });
    expect(order.data.periodPass).toEqual({ kind: 'month', startsOn: '2026-10-01', endsOn: '2026-10-31' });
    const tickets = await call<{ tickets: { serviceDate: string; periodPass: unknown }[] }>(ticketList, buyer.headers, { query: { tab: 'toRide', pageSize: '50' } });
    expect(tickets.data.tickets.filter((t) => t.periodPass !== null)).toHaveLength(OCTOBER_DAYS.length);
    const { data } = await detail(buyer, orderNo);
    expect(data).toMatchObject({ orderStatus: 'paid', board: { name: '龙华', time: '08:00' }, alight: { name: '科技园', time: '08:30' }, refundedCents: 0 });
    expect(data.days.map((d) => [d.serviceDate, d.state, d.isRefundable])).toEqual(OCTOBER_DAYS.map((day) => [day, 'toRide', true]));
  });

  it('is ridden on two days (checked in with the day’s ride code), the day after missed, and the rest refunded at the quote', async () => {
    const ride = async (day: string) => {
      const { data } = await detail(buyer, orderNo);
      const ticket = data.days.find((d) => d.serviceDate === day)!;
      const departure = await departureOf(line, day);
      const checked = await call(ticketCheck, buyer.headers, {
        body: { ticketId: ticket.ticketId, departureId: String(departure.id), rideCode: rideCodeAt(b.t.config.riding.rideCodeSecret, ticket.ticketId, b.clock.now) },
      });
      expect(checked.meta.code, checked.meta.desc).toBe(1);
    };
    // Thursday 8 October, 07:55 at 龙华; then Friday 9 October.
    b.clock.now = new Date('2026-10-07T23:55:00Z');
    await ride('2026-10-08');
    b.clock.now = new Date('2026-10-08T23:55:00Z');
    await ride('2026-10-09');
    // Saturday 10 October (the make-up workday), 09:00: that bus left without the rider.
    b.clock.now = new Date('2026-10-10T01:00:00Z');
    const before = (await detail(buyer, orderNo)).data;
    expect(before.ridesUsed).toBe(2);
    expect(before.days.slice(0, 4).map((d) => [d.serviceDate, d.state])).toEqual([
      ['2026-10-08', 'checkedIn'],
      ['2026-10-09', 'checkedIn'],
      ['2026-10-10', 'missed'],
      ['2026-10-12', 'toRide'],
    ]);
    const rest = before.days.filter((d) => d.isRefundable).map((d) => d.ticketId);
    expect(rest).toHaveLength(OCTOBER_DAYS.length - 3);

    // Sunday 11 October, 09:00: the rest is refunded.
    b.clock.now = new Date('2026-10-11T01:00:00Z');

    const quoted = await call(refundPrice, buyer.headers, { query: { orderNo, ticketIds: rest.join(',') } });
    expect(quoted.meta.code, quoted.meta.desc).toBe(1);
    // Each day paid its share of the pass (1275 of 1500); Monday 12 October, 08:00, is less than a day away: 10% fee.
    const share = PRICE / OCTOBER_DAYS.length;
    expect(quoted.data.tickets[0]).toMatchObject({ serviceDate: '2026-10-12', paidCents: share, feeCents: Math.round(share * 0.1) });
    expect(quoted.data.totalRefundCents).toBe(rest.length * share - Math.round(share * 0.1));
    const refunded = await call(ticketRefund, buyer.headers, { body: { orderNo, ticketIds: rest, expectedRefundCents: quoted.data.totalRefundCents } });
    expect(refunded.meta.code, refunded.meta.desc).toBe(1);
    expect(refunded.data.refund.amountCents).toBe(quoted.data.totalRefundCents);

    const after = (await detail(buyer, orderNo)).data;
    expect(after).toMatchObject({ orderStatus: 'paid', ridesUsed: 2, daysToRide: 0, refundedCents: quoted.data.totalRefundCents });
    expect(after.days.filter((d) => d.state === 'refunded')).toHaveLength(rest.length);
    expect((await departureOf(line, '2026-10-12')).seats_sold).toBe(0);
    expect((await departureOf(line, '2026-10-08')).seats_sold).toBe(1);
    b.clock.now = NOW;
  });

  it('answers bad input in Chinese, naming the field', async () => {
    const bad = async (endpoint: Endpoint, input: { body?: unknown; query?: Record<string, string> }, desc: string) => {
      const answer = await call(endpoint, buyer.headers, input);
      expect(answer.meta).toMatchObject({ code: errorCatalogue.invalidParams.code, desc });
    };
    const { passengerId: _passengerId, ...withoutRider } = choiceOf(buyer);
    await bad(periodPassQuote, { body: withoutRider }, '参数 passengerId 有误：请选择乘车人');
    await bad(periodPassQuote, { body: choiceOf(buyer, line, { kind: 'year' }) }, '参数 kind 有误：请选择周票或月票');
    await bad(periodPassQuote, { body: choiceOf(buyer, line, { time: '7:20' }) }, '参数 time 有误：时间格式应为 HH:mm');
    await bad(periodPassCreate, { body: choiceOf(buyer) }, '参数 expectedPayableCents 有误：缺少应付金额');
    await bad(periodPassDetail, { query: { orderNo: 'UD1' } }, '参数 orderNo 有误：订单号格式不正确');
    await bad(periodPassOffers, { query: { lineId: 'abc' } }, '参数 lineId 有误：编号格式不正确');
  });

  it('answers someone else’s pass, or an order that is no pass, not found', async () => {
    const other = await b.buyer('13800050003', 1);
    expectFailure(await detail(other, orderNo), 'periodPassNotFound');
  });
});

describe('a pass needs a seat on every day', () => {
  it('refuses the whole pass when one day is full, naming it, and writes nothing', async () => {
    await saveProduct(monthly(busyLine));
    const full = await departureOf(busyLine, '2026-10-15');
    await db.updateTable('departures').set({ seats_sold: sql`capacity` }).where('id', '=', full.id).execute();
    const buyer = await b.buyer('13800050011', 1);
    const { data, meta } = await quote(buyer, {}, busyLine);
    expect(meta.code, meta.desc).toBe(1);
    expect(data.time).toBe('07:30');
    const answer = await create(buyer, data.payableCents, {}, busyLine);
    expectFailure(answer, 'periodPassDayFull');
    expect(answer.meta.desc).toBe('10月15日 07:30 的班次已满座，月票须每个乘车日都有座位，暂不能购买，请换一个发车时间');
    const orders = await db.selectFrom('orders').select('id').where('line_id', '=', busyLine).execute();
    expect(orders).toEqual([]);
    expect((await departureOf(busyLine, '2026-10-14')).seats_sold).toBe(0);
    // The later bus has room every day.
    const later = await quote(buyer, { time: '08:30' }, busyLine);
    expect((await create(buyer, later.data.payableCents, { time: '08:30' }, busyLine)).meta.code).toBe(1);
  });

  it('refuses a rider who already has a ticket on one of its days, naming the day', async () => {
    const buyer = await b.buyer('13800050012', 1);
    const morning = await db
      .selectFrom('departures')
      .innerJoin('trips', 'trips.id', 'departures.trip_id')
      .select('departures.id')
      .where('departures.line_id', '=', busyLine)
      .where('trips.departure_minutes', '=', 450)
      .where(sql<boolean>`departures.service_date = '2026-10-20'::date`)
      .executeTakeFirstOrThrow();
    const single = await b.call('POST', '/order/create', {
      headers: buyer.headers,
      idempotencyKey: randomUUID(),
      body: { lineId: String(busyLine), departureIds: [String(morning.id)], boardSeq: 0, alightSeq: 2, passengerIds: buyer.passengerIds, userCouponId: null, expectedPayableCents: FARE },
    });
    expect(single.meta.code, single.meta.desc).toBe(1);
    const { data } = await quote(buyer, {}, busyLine);
    const answer = await create(buyer, data.payableCents, {}, busyLine);
    expectFailure(answer, 'periodPassRiderHasTicket');
    expect(answer.meta.desc).toBe('乘客甲 已有 10月20日 07:30 的车票，月票不能与已购车票重复，请先退掉该日车票或换一位乘车人');
  });

  it('keeps the line on sale through the week only once the monthly pass is paused', async () => {
    await saveProduct({ ...monthly(busyLine), kind: 'week', saleFrom: 4, saleTo: 7 });
    await saveProduct(monthly(busyLine, { isOnSale: false }));
    const row = await db.selectFrom('lines').select('sells_through_next').where('id', '=', busyLine).executeTakeFirstOrThrow();
    expect(row.sells_through_next).toBe('week');
    const buyer = await b.buyer('13800050013', 1);
    expectFailure(await quote(buyer, {}, busyLine), 'periodPassNotOffered');
  });
});
