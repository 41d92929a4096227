import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { accountsPortOf } from '../../../test/accounts-port';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { departureOf, seatsSold, type Buyer } from '../../../test/buying-helpers';
import { addGroupStaff, insertGroup, keepLineForGroup } from '../../../test/line-network-fixture';
import { networkAccessPortOf } from '../../../test/network-port';
import { paySandbox } from '../../../test/payment-helpers';
import { createOrderTaking } from '../buying.wiring';
import { createCouponRepository } from '../coupons/coupons.repository';
import { createAfterSalesRefundsService } from '../refunds/after-sales-refunds.service';
import { createDepartureStopRepository } from '../refunds/departure-stops.repository';
import { createDepartureStopsService } from '../refunds/departure-stops.service';
import type { RefundSender } from '../refunds/refund-sender';
import { createRefundRepository } from '../refunds/refunds.repository';
import { refundAsQuoted } from '../refunds/refunds.test-helpers';
import { createGroupStatementRepository } from '../statements/group-statement.repository';
import { createGroupStatementService } from '../statements/group-statement.service';
import { createOrderLifecycle } from './order-lifecycle';
import { createOrderViewRepository } from './order-view.repository';
import { createOrderRepository } from './orders.repository';

/**
 * Group fares (decision 048) on the fixture network, the groups written straight into their tables: 优点科技
 * keeps M101 for its staff at ¥0 (the group pays the fare), M102 at 3 元 (the group pays the other 5) and
 * S301 at the fare (the passenger pays). Who may buy is network's rule, asked at every quote and order; an
 * order with nothing to pay is paid at creation; the statement lists what the group paid for.
 */
let b: BuyingApp;
let db: Db;
let group: number;

const OUTSIDER = '13900000200';
let phone = 13900000300;
/** A new member of 优点科技 (a phone on its staff list) with `riders` passengers. */
const member = async (riders = 1): Promise<Buyer> => {
  const next = String((phone += 1));
  await addGroupStaff(db, group, [next]);
  return b.buyer(next, riders);
};

type LineKey = 'm101' | 'm102' | 's301' | 'n001';
const stops: Record<LineKey, { boardSeq: number; alightSeq: number }> = {
  m101: { boardSeq: 0, alightSeq: 3 },
  m102: { boardSeq: 0, alightSeq: 2 },
  s301: { boardSeq: 0, alightSeq: 2 },
  n001: { boardSeq: 0, alightSeq: 1 },
};
const choiceOn = async (line: LineKey, offsets: number[], minutes?: number) => ({
  lineId: String(b.network.lines[line]),
  departureIds: await Promise.all(offsets.map(async (o) => String(await departureOf(b, b.network.lines[line], o, minutes)))),
  ...stops[line],
});
type Choice = Awaited<ReturnType<typeof choiceOn>>;

const quote = (buyer: Buyer, choice: Choice, extra: { userCouponId?: string | null } = {}) =>
  b.call('POST', '/order/price/query', { headers: buyer.headers, body: { ...choice, passengerCount: buyer.passengerIds.length, ...extra } });
const create = (buyer: Buyer, choice: Choice, expectedPayableCents: number, userCouponId: string | null = null) =>
  b.call('POST', '/order/create', {
    headers: buyer.headers,
    idempotencyKey: `create-${buyer.userId}-${Math.random()}`,
    body: { ...choice, passengerIds: buyer.passengerIds, userCouponId, expectedPayableCents },
  });
/** Quotes without a coupon and creates at the quoted payable, as the buying page does. */
const buyAsQuoted = async (buyer: Buyer, choice: Choice) => {
  const quoted = await quote(buyer, choice, { userCouponId: null });
  expect(quoted.meta.code).toBe(1);
  const created = await create(buyer, choice, quoted.data.payableCents);
  expect(created.meta).toMatchObject({ code: 1 });
  return { quoted: quoted.data, order: created.data };
};
const orderRow = (orderNo: string) => db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const ticketRows = async (orderNo: string) => {
  const order = await orderRow(orderNo);
  return db.selectFrom('tickets').select(['id', 'price_cents', 'group_cents', 'status']).where('order_id', '=', order.id).orderBy('id').execute();
};
const paymentCount = async (orderNo: string) =>
  Number((await sql<{ n: number }>`SELECT count(*)::integer AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_no = ${orderNo}`.execute(db)).rows[0]!.n);

beforeAll(async () => {
  b = await createBuyingApp();
  db = b.t.database.db;
  group = await insertGroup(db, { name: '优点科技' });
  await keepLineForGroup(db, b.network.lines.m101, group, { payer: 'group', memberPriceCents: 0 });
  await keepLineForGroup(db, b.network.lines.m102, group, { payer: 'group', memberPriceCents: 300 });
  await keepLineForGroup(db, b.network.lines.s301, group, { payer: 'passenger' });
});
afterAll(async () => b?.t.close());

describe('a member on a line the group pays for in full', () => {
  it('buys at ¥0: the order is paid at creation with no payment, its tickets valid, the group paying the fare', async () => {
    const buyer = await member();
    const choice = await choiceOn('m101', [6]);
    const quoted = await quote(buyer, choice);
    expect(quoted.data).toMatchObject({ totalCents: 0, discountCents: 0, payableCents: 0, groupPaysCents: 800, appliedCoupon: null });
    expect(quoted.data.dates).toEqual([expect.objectContaining({ unitPriceCents: 0, subtotalCents: 0 })]);
    // A ride that costs nothing keeps the passenger's coupons.
    expect(quoted.data.coupons.every((c: { isUsable: boolean }) => !c.isUsable)).toBe(true);

    const created = await create(buyer, choice, 0);
    expect(created.meta.code).toBe(1);
    expect(created.data).toMatchObject({ status: 'paid', totalCents: 0, payableCents: 0, groupPaysCents: 800, coupon: null });
    expect(created.data.paidAt).not.toBeNull();
    expect(created.data.tickets).toEqual([expect.objectContaining({ status: 'valid', priceCents: 0 })]);

    const row = await orderRow(created.data.orderNo);
    expect(row).toMatchObject({ status: 'paid', group_id: group, payable_cents: 0 });
    expect(await ticketRows(created.data.orderNo)).toEqual([expect.objectContaining({ price_cents: 0, group_cents: 800, status: 'valid' })]);
    expect(await paymentCount(created.data.orderNo)).toBe(0);
    // Nothing for a cashier to take: the page goes straight to the ticket.
    const pay = await b.call('POST', '/payment/pay', { headers: buyer.headers, body: { orderNo: created.data.orderNo, channel: 'sandbox' } });
    expect(pay.meta.code).toBe(2406);
    const detail = await b.call('GET', '/order/detail', { headers: buyer.headers, query: { orderNo: created.data.orderNo } });
    expect(detail.data).toMatchObject({ status: 'paid', groupPaysCents: 800 });
    const tickets = await b.call('GET', '/ticket/v8/list', { headers: buyer.headers, query: { tab: 'toRide' } });
    expect(tickets.data.tickets).toEqual([expect.objectContaining({ orderNo: created.data.orderNo, state: 'toRide', priceCents: 0, paidCents: 0 })]);
  });

  it('adds up the group’s part over riders and dates', async () => {
    const buyer = await member(2);
    const { order } = await buyAsQuoted(buyer, await choiceOn('m101', [6, 7]));
    expect(order).toMatchObject({ status: 'paid', payableCents: 0, groupPaysCents: 3200 });
    expect((await ticketRows(order.orderNo)).map((t) => [t.price_cents, t.group_cents, t.status])).toEqual(Array(4).fill([0, 800, 'valid']));
  });
});

describe('a member on a subsidised line', () => {
  it('pays the member price through the sandbox, the group the rest; coupons judge the member’s price', async () => {
    const buyer = await member(2);
    const choice = await choiceOn('m102', [6, 7]);
    const quoted = await quote(buyer, choice);
    expect(quoted.data).toMatchObject({ totalCents: 1200, groupPaysCents: 2000 });
    expect(quoted.data.dates.map((d: { unitPriceCents: number; subtotalCents: number }) => [d.unitPriceCents, d.subtotalCents])).toEqual([
      [300, 600],
      [300, 600],
    ]);
    // 满 20 减 3 would apply to the fares (32 元) but not to what the passenger pays (12 元).
    const threshold = quoted.data.coupons.find((c: { coupon: { name: string } }) => c.coupon.name === '通勤满 20 减 3');
    expect(threshold).toMatchObject({ isUsable: false, reason: '订单满 20 元可用' });
    expect(quoted.data.appliedCoupon).toMatchObject({ name: '新人专享 5 元券', discountCents: 500 });

    const { order } = await buyAsQuoted(buyer, choice);
    expect(order).toMatchObject({ status: 'pending', totalCents: 1200, payableCents: 1200, groupPaysCents: 2000 });
    await paySandbox(b, buyer, order.orderNo);
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'paid', group_id: group });
    expect((await ticketRows(order.orderNo)).map((t) => [t.price_cents, t.group_cents, t.status])).toEqual(Array(4).fill([300, 500, 'valid']));
    const detail = await b.call('GET', '/order/detail', { headers: buyer.headers, query: { orderNo: order.orderNo } });
    expect(detail.data).toMatchObject({ status: 'paid', payableCents: 1200, groupPaysCents: 2000 });
  });
});

describe('a member on a group line the passenger pays for', () => {
  it('pays the fare; the order carries no group', async () => {
    const buyer = await member();
    const { quoted, order } = await buyAsQuoted(buyer, await choiceOn('s301', [6]));
    expect(quoted).toMatchObject({ totalCents: 500, groupPaysCents: 0 });
    expect(order).toMatchObject({ status: 'pending', payableCents: 500, groupPaysCents: 0 });
    expect(await orderRow(order.orderNo)).toMatchObject({ group_id: null });
    expect(await ticketRows(order.orderNo)).toEqual([expect.objectContaining({ price_cents: 500, group_cents: 0 })]);
  });
});

describe('who may buy', () => {
  it('refuses a non-member’s quote and order with the group’s words, writing nothing', async () => {
    const buyer = await b.buyer(OUTSIDER);
    const choice = await choiceOn('m101', [6]);
    const before = await seatsSold(b, choice.departureIds);
    const refusal = { code: 2409, desc: '该线路仅限优点科技员工乘坐，请先完成企业认证' };
    expect((await quote(buyer, choice)).meta).toMatchObject(refusal);
    expect((await create(buyer, choice, 0)).meta).toMatchObject(refusal);
    expect((await create(buyer, choice, 800)).meta).toMatchObject(refusal);
    expect(await db.selectFrom('orders').select('id').where('user_id', '=', Number(buyer.userId)).execute()).toEqual([]);
    expect(await seatsSold(b, choice.departureIds)).toEqual(before);
  });

  it('ends a member’s purchases when their phone leaves the staff list; the ticket they bought stays', async () => {
    const buyer = await member();
    const { order } = await buyAsQuoted(buyer, await choiceOn('m101', [5]));
    expect(order.status).toBe('paid');
    await db.deleteFrom('group_staff').where('group_id', '=', group).where('phone', '=', String(phone)).execute();
    const choice = await choiceOn('m101', [7]);
    expect((await quote(buyer, choice)).meta.code).toBe(2409);
    expect((await create(buyer, choice, 0)).meta.code).toBe(2409);
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'paid' });
    expect(await ticketRows(order.orderNo)).toEqual([expect.objectContaining({ status: 'valid' })]);
    const tickets = await b.call('GET', '/ticket/v8/list', { headers: buyer.headers, query: { tab: 'toRide' } });
    expect(tickets.data.tickets.map((t: { orderNo: string }) => t.orderNo)).toEqual([order.orderNo]);
  });
});

describe('refunds of a ¥0 ride', () => {
  const noProvider = { sandbox: null, superApp: null, wechat: null };
  const sender = () => {
    const sent: unknown[] = [];
    const fake = { send: async (...args: unknown[]) => (sent.push(args), true), retryUnsent: async () => 0 } as unknown as RefundSender;
    return { sent, fake };
  };

  it('gives ¥0 back to the passenger with no provider asked', async () => {
    const buyer = await member();
    const { order } = await buyAsQuoted(buyer, await choiceOn('m101', [6]));
    const departureId = order.tickets[0].departureId;
    const seats = await seatsSold(b, [departureId]);
    const logsBefore = b.t.logs.length;
    const { quote: refundQuote, refund } = await refundAsQuoted(b, buyer.headers, order.orderNo, [order.tickets[0].ticketId]);
    expect(refundQuote.data.totalRefundCents).toBe(0);
    expect(refund.meta.code).toBe(1);
    expect(refund.data.refund).toEqual({ outRefundNo: `${order.orderNo}NP1`, amountCents: 0, status: 'succeeded' });
    expect(refund.data.order).toMatchObject({ status: 'refunded', groupPaysCents: 800 });
    const rows = await db.selectFrom('refunds').select(['payment_id', 'amount_cents', 'status', 'provider_refund_id']).where('out_refund_no', '=', `${order.orderNo}NP1`).execute();
    expect(rows).toEqual([{ payment_id: null, amount_cents: 0, status: 'succeeded', provider_refund_id: null }]);
    expect(b.t.logs.slice(logsBefore).filter((l) => l.msg === 'refund sent' || Number(l.level) >= 50)).toEqual([]);
    expect(await seatsSold(b, [departureId])).toEqual({ [departureId]: seats[departureId]! - 1 });
  });

  it('has nothing for after-sales to give back', async () => {
    const buyer = await member();
    const { order } = await buyAsQuoted(buyer, await choiceOn('m101', [9]));
    const { sent, fake } = sender();
    const afterSales = createAfterSalesRefundsService({ db, orders: createOrderRepository(db), refunds: createRefundRepository(db), providers: noProvider, sender: fake, now: () => b.clock.now });
    expect(await afterSales.refundableCents((await orderRow(order.orderNo)).id)).toBe(0);
    const refused = await afterSales.refund({ orderNo: order.orderNo, amountCents: 1, note: '补偿', expectedRemainingCents: 0, operatorId: 1 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 4302, desc: '该订单实付 0 元，没有可退金额' });
    expect(sent).toEqual([]);
  });

  it('refunds ¥0 when the operator stops the departure (as a crowdfund’s settling does): the ticket shows the stop', async () => {
    const buyer = await member();
    const { order } = await buyAsQuoted(buyer, await choiceOn('m101', [8], 450));
    const orders = createOrderRepository(db);
    const { sent, fake } = sender();
    const stops = createDepartureStopsService({
      db,
      stops: createDepartureStopRepository(db),
      refunds: createRefundRepository(db),
      orders,
      lifecycle: createOrderLifecycle({ orders, coupons: createCouponRepository(db) }),
      expiry: { afterClosed: async () => {} },
      sender: fake,
      now: () => b.clock.now,
    });
    const departureId = Number(order.tickets[0].departureId);
    expect((await stops.preview(departureId)).refundCents).toBe(0);
    const outcome = await stops.stop({ departureId, reason: '道路施工', operatorId: null }, async () => {});
    expect(outcome.refunds).toEqual([expect.objectContaining({ tickets: 1, amountCents: 0, isSent: true })]);
    expect(sent).toEqual([]);
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'refunded' });
    const refunds = await db.selectFrom('refunds').select(['out_refund_no', 'payment_id', 'amount_cents', 'status', 'reason']).where('order_id', '=', (await orderRow(order.orderNo)).id).execute();
    expect(refunds).toEqual([{ out_refund_no: `${order.orderNo}NC${departureId}`, payment_id: null, amount_cents: 0, status: 'succeeded', reason: 'departureCancelled' }]);
    const tickets = await b.call('GET', '/ticket/v8/list', { headers: buyer.headers, query: { tab: 'refunded' } });
    expect(tickets.data.tickets).toEqual([expect.objectContaining({ state: 'stopped', stopReason: '道路施工', paidCents: 0 })]);
  });
});

describe('the group’s statement', () => {
  it('lists the month’s rides the group paid for, a refunded one listed but not charged, by date and time', async () => {
    const day = b.network.day(6);
    const { ordersService } = createOrderTaking({
      db,
      config: b.t.config.buying,
      orders: createOrderRepository(db),
      coupons: createCouponRepository(db),
      views: createOrderViewRepository(db),
      accounts: accountsPortOf(db),
      network: networkAccessPortOf(db),
      logger: pino({ level: 'silent' }),
    });
    const statements = createGroupStatementService({
      statements: createGroupStatementRepository(db),
      paidShares: ordersService.paidShares,
      checkClosesMinutes: b.t.config.riding.checkClosesMinutes,
      now: () => b.clock.now,
    });
    const statement = await statements.statement(group, day.slice(0, 7));
    expect(statement.month).toBe(day.slice(0, 7));
    expect(statement.rows.every((r) => r.serviceDate.startsWith(day.slice(0, 7)))).toBe(true);
    // Day 6 as the tests above bought it: on M101 at 08:00 the ¥0 ride, two riders' rides and the refunded one;
    // on M102 at 18:00 two subsidised rides. S301 (the passenger pays) and every unpaid order are left out.
    const ofDay = statement.rows.filter((r) => r.serviceDate === day);
    expect(ofDay.map((r) => [r.lineCode, r.fareCents, r.groupCents, r.passengerCents, r.state, r.isCharged])).toEqual([
      ['M101', 800, 800, 0, 'toRide', true],
      ['M101', 800, 800, 0, 'toRide', true],
      ['M101', 800, 800, 0, 'toRide', true],
      ['M101', 800, 800, 0, 'refunded', false],
      ['M102', 800, 500, 300, 'toRide', true],
      ['M102', 800, 500, 300, 'toRide', true],
    ]);
    expect(ofDay[0]).toMatchObject({ lineName: '福田—南山通勤快线', passengerName: '乘客甲', buyerPhone: expect.stringMatching(/^139\*{4}\d{4}$/) });
    const sorted = [...statement.rows].sort((x, y) => x.serviceDate.localeCompare(y.serviceDate) || x.departsAt.localeCompare(y.departsAt));
    expect(statement.rows).toEqual(sorted);
    const charged = statement.rows.filter((r) => r.isCharged);
    expect(statement.totals).toEqual({
      rides: statement.rows.length,
      chargedRides: charged.length,
      groupCents: charged.reduce((sum, r) => sum + r.groupCents, 0),
      passengerCents: charged.reduce((sum, r) => sum + r.passengerCents, 0),
    });
    expect(await statements.statement(group, '2020-01')).toEqual({ month: '2020-01', rows: [], totals: { rides: 0, chargedRides: 0, groupCents: 0, passengerCents: 0 } });
  });
});
