import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { couponRow, isChineseDesc, m101Choice, mustBuy } from '../../../test/buying-helpers';
import { jsonNotification, orderRow, postNotification, refundsOf, sandboxGateway } from '../../../test/payment-helpers';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { auditOf, departureRow, noticesTo, opsGet, opsPost, paidOrderOn, stopRefundsOf } from './departure-desk.test-helpers';

/** 班次管理: the departures list, the seat change and the stop (full refunds, closed holds, riders texted). */

let b: BuyingApp;
let admin: OperatorClient;
let dispatcher: OperatorClient;
let service: OperatorClient;
let finance: OperatorClient;
beforeAll(async () => {
  b = await createBuyingApp();
  const db = b.t.database.db;
  [admin, dispatcher, service, finance] = [
    await operatorAs(b.t.app, db, 'admin', 'dep-admin'),
    await operatorAs(b.t.app, db, 'dispatcher', 'dep-dispatcher'),
    await operatorAs(b.t.app, db, 'service', 'dep-service'),
    await operatorAs(b.t.app, db, 'finance', 'dep-finance'),
  ];
});
afterAll(async () => b.t.close());

let phone = 13900008000;
const nextPhone = () => String((phone += 1));

const list = (query: Record<string, string>, headers = dispatcher.readHeaders) => opsGet(b, '/departures', query, headers);
const seats = (departureId: number, capacity: unknown, headers = dispatcher.writeHeaders) => opsPost(b, '/departures/seats', { departureId: String(departureId), capacity }, headers);
const stop = (departureId: number, reason: string, headers = dispatcher.writeHeaders) => opsPost(b, '/departures/stop', { departureId: String(departureId), reason }, headers);

describe('the departures list', () => {
  it('lists a line\u2019s departures of a day with seats sold, paid tickets, status and the stopped run\u2019s reason', async () => {
    const paid = await paidOrderOn(b, nextPhone(), 1, 2, { coupon: null });
    const m101 = String(b.network.lines.m101);
    const day1 = b.network.day(1);
    const answer = await list({ lineId: m101, from: day1, to: day1 });
    expect(answer.meta.code).toBe(1);
    expect(answer.data.total).toBe(2);
    const eight = answer.data.items.find((d: { time: string }) => d.time === '08:00');
    expect(eight).toMatchObject({
      departureId: String(await b.departureOn(1)),
      line: { lineId: m101, lineCode: 'M101', lineName: '福田—南山通勤快线' },
      serviceDate: day1,
      capacity: 30,
      // The fixture's one seat sold without a ticket, and this order's two.
      seatsSold: 3,
      paidTickets: 2,
      status: 'scheduled',
      cancelReason: null,
      hasDeparted: false,
      vehiclePlate: null,
    });
    expect(paid.order.tickets).toHaveLength(2);
    expect(answer.data.lines.map((l: { lineCode: string }) => l.lineCode)).toContain('M101');

    // The fixture's cancelled run on day 4, by status.
    const day4 = b.network.day(4);
    const cancelled = await list({ lineId: m101, from: b.network.day(1), to: b.network.day(10), status: 'cancelled' });
    expect(cancelled.data.items.map((d: { serviceDate: string; status: string }) => [d.serviceDate, d.status])).toEqual([[day4, 'cancelled']]);
  });

  it('lets every role read it, and refuses dates in the past, a reversed range or a range too long in Chinese', async () => {
    for (const who of [admin, service, finance]) expect((await list({}, who.readHeaders)).meta.code).toBe(1);
    const past = await list({ from: b.network.day(-1) });
    expect(past.meta.code).toBe(1001);
    expect(past.meta.desc).toContain('只能查询今天');
    const badQueries: Record<string, string>[] = [{ from: b.network.day(5), to: b.network.day(4) }, { from: b.network.day(1), to: b.network.day(40) }, { status: 'gone' }];
    for (const query of badQueries) {
      const bad = await list(query);
      expect(bad.meta.code).toBe(1001);
      expect(isChineseDesc(bad.meta.desc)).toBe(true);
    }
  });
});

describe('changing seats', () => {
  it('refuses a capacity below the seats sold, naming the number, and audits a change with before and after', async () => {
    await paidOrderOn(b, nextPhone(), 5, 2, { coupon: null });
    const id = await b.departureOn(5);
    expect((await departureRow(b, id)).seats_sold).toBe(3);

    const below = await seats(id, 2);
    expect(below.meta).toMatchObject({ code: 4202, desc: '该班次已售出 3 个座位，座位数不能少于 3' });
    expect((await departureRow(b, id)).capacity).toBe(30);

    const changed = await seats(id, 3);
    expect(changed.meta.code).toBe(1);
    expect(changed.data.departure).toMatchObject({ capacity: 3, seatsSold: 3 });
    const [entry] = await auditOf(b, 'departure.seats', id);
    expect(entry).toMatchObject({ operator_username: 'dep-dispatcher', target_type: 'departure', before: { capacity: 30 }, after: { capacity: 3 } });
    expect(entry!.summary).toContain('座位数 30 → 3');
  });

  it('refuses a stopped or departed departure, a bad number in Chinese, and a customer-service operator', async () => {
    const stopped = await seats(await b.departureOn(4), 20);
    expect(stopped.meta).toMatchObject({ code: 4201, desc: '该班次已停运，不能修改座位数' });
    const id = await b.departureOn(9);
    for (const capacity of [0, 2.5, 'abc', 500]) {
      const bad = await seats(id, capacity);
      expect(bad.meta.code).toBe(1001);
      expect(isChineseDesc(bad.meta.desc)).toBe(true);
    }
    const forbidden = await seats(id, 20, service.writeHeaders);
    expect(forbidden.meta.code).toBe(4003);
    expect((await departureRow(b, id)).capacity).toBe(30);

    expect(await auditOf(b, 'departure.seats', id)).toEqual([]);

    // A run that has left (moved to a minute ago: the operator's session would not outlive eleven days).
    const gone = await b.departureOn(10);
    await b.t.database.db.updateTable('departures').set({ departs_at: new Date(b.clock.now.getTime() - 60_000) }).where('id', '=', gone).execute();
    expect((await seats(gone, 20)).meta).toMatchObject({ code: 4203, desc: '该班次已发车，不能修改座位数' });
    expect((await stop(gone, '车辆故障')).meta.code).toBe(4203);
    expect(await departureRow(b, gone)).toMatchObject({ status: 'scheduled', capacity: 30 });
  });
});

describe('stopping a departure', () => {
  it('refunds every paid ticket in full through the sandbox, closes unpaid holds, texts each rider and audits it', async () => {
    const id = await b.departureOn(6);
    // Rider A: two riders, with the welcome coupon; rider B: one rider, no coupon; C: a ticket already checked in.
    const a = await paidOrderOn(b, nextPhone(), 6, 2);
    const c = await paidOrderOn(b, nextPhone(), 6, 1, { coupon: null });
    const bb = await paidOrderOn(b, nextPhone(), 6, 1, { coupon: null });
    await b.t.database.db.updateTable('tickets').set({ status: 'used', checked_at: b.clock.now }).where('id', '=', Number(c.order.tickets[0]!.ticketId)).execute();
    // D holds a seat unpaid, with the sandbox payment started.
    const dBuyer = await b.buyer(nextPhone(), 1);
    const pending = await mustBuy(b, dBuyer, await m101Choice(b, [6]), { coupon: null });
    expect((await b.call('POST', '/payment/pay', { headers: dBuyer.headers, idempotencyKey: `pay-${pending.orderNo}`, body: { orderNo: pending.orderNo, channel: 'sandbox' } })).meta.code).toBe(1);
    expect(a.order.payableCents).toBe(1100); // 2 × 8 元 − 5 元 coupon
    expect((await departureRow(b, id)).seats_sold).toBe(6);

    const preview = await opsGet(b, '/departures/stop-preview', { departureId: String(id) }, dispatcher.readHeaders);
    expect(preview.data).toEqual({ validTickets: 3, pendingOrders: 1, usedTickets: 1, refundCents: 1900 });

    const stopped = await stop(id, '车辆故障');
    expect(stopped.meta.code).toBe(1);
    expect(stopped.data).toMatchObject({
      departure: { status: 'cancelled', cancelReason: '车辆故障', seatsSold: 2 },
      refundedTickets: 3,
      refundedCents: 1900,
      unsentRefunds: 0,
      cancelledOrders: 1,
      usedTickets: 1,
      smsSent: 2,
      smsFailed: 0,
    });
    expect(await departureRow(b, id)).toMatchObject({ status: 'cancelled', cancel_reason: '车辆故障', cancelled_at: expect.any(Date), seats_sold: 2 });

    for (const rider of [a, bb]) {
      const refunds = await stopRefundsOf(b, rider.order.orderNo);
      expect(refunds).toEqual([
        expect.objectContaining({ amount_cents: rider.order.payableCents, status: 'succeeded', operator_id: dispatcher.id, note: '车辆故障', provider_refund_id: expect.stringMatching(/^SBXR/) }),
      ]);
      expect(await orderRow(b, rider.order.orderNo)).toMatchObject({ status: 'refunded', close_reason: 'departureCancelled' });
      const detail = await b.call('GET', '/order/detail', { headers: rider.buyer.headers, query: { orderNo: rider.order.orderNo } });
      expect(detail.data.refunds).toEqual([expect.objectContaining({ reason: 'departureCancelled', amountCents: rider.order.payableCents, status: 'succeeded' })]);
      for (const { ticketId } of rider.order.tickets) {
        const ticket = await b.call('GET', '/ticket/query', { headers: rider.buyer.headers, query: { ticketId } });
        expect(ticket.data).toMatchObject({ status: 'refunded', state: 'stopped', stopReason: '车辆故障', refundable: false });
      }
      const [notice] = await noticesTo(b, rider.phone);
      const [, month, dayOfMonth] = b.network.day(6).split('-');
      expect(notice).toMatchObject({
        templateId: 'departureStopped',
        text: `【${b.t.config.productName}】您 ${Number(month)}月${Number(dayOfMonth)}日 08:00 M101 路的班次因车辆故障停运，车票已全额退款 ${(rider.order.payableCents / 100).toFixed(2)} 元，原路退回。`,
      });
      const sent = await b.t.database.db.selectFrom('sent_messages').selectAll().where('phone', '=', rider.phone).execute();
      expect(sent).toEqual([expect.objectContaining({ template: 'departureStopped', status: 'sent', content: notice!.text })]);
    }
    // The whole order was refunded: its coupon is the rider's to use again.
    expect(await couponRow(b, a.order.coupon!.userCouponId)).toEqual({ status: 'unused', order_id: null });
    // The checked-in rider keeps the ride, and gets no message.
    expect(await stopRefundsOf(b, c.order.orderNo)).toEqual([]);
    expect((await b.call('GET', '/ticket/query', { headers: c.buyer.headers, query: { ticketId: c.order.tickets[0]!.ticketId } })).data).toMatchObject({ state: 'used', stopReason: null });
    expect(await noticesTo(b, c.phone)).toEqual([]);

    // The unpaid hold is closed; its payment arriving late goes straight back.
    expect(await orderRow(b, pending.orderNo)).toMatchObject({ status: 'cancelled', close_reason: 'departureCancelled' });
    const late = await postNotification(b, 'sandbox', jsonNotification(sandboxGateway(b).makeNotification({ outTradeNo: `${pending.orderNo}S`, amountCents: pending.payableCents })));
    expect(late.statusCode).toBe(200);
    expect((await refundsOf(b, pending.orderNo)).map((r) => [r.reason, r.amount_cents])).toEqual([['latePayment', pending.payableCents]]);
    expect((await orderRow(b, pending.orderNo)).status).toBe('refunded');

    const [entry] = await auditOf(b, 'departure.stop', id);
    expect(entry).toMatchObject({
      operator_username: 'dep-dispatcher',
      before: { status: 'scheduled' },
      after: { status: 'cancelled', reason: '车辆故障', refundedTickets: 3, refundedCents: 1900, cancelledOrders: 1, usedTickets: 1 },
    });

    // Stopping it again is refused and changes nothing.
    const again = await stop(id, '车辆故障');
    expect(again.meta).toMatchObject({ code: 4201, desc: '该班次已停运（原因：车辆故障），不能重复停运' });
    expect(await auditOf(b, 'departure.stop', id)).toHaveLength(1);
    expect(await stopRefundsOf(b, a.order.orderNo)).toHaveLength(1);
  });

  it('refuses a customer-service operator (4003) and a bad reason (1001, in Chinese), leaving the departure as it was', async () => {
    const id = await b.departureOn(8);
    const rider = await paidOrderOn(b, nextPhone(), 8, 1, { coupon: null });
    const forbidden = await stop(id, '车辆故障', service.writeHeaders);
    expect(forbidden.meta.code).toBe(4003);
    for (const reason of ['', '坏', 'x'.repeat(101)]) {
      const bad = await stop(id, reason);
      expect(bad.meta.code).toBe(1001);
      expect(isChineseDesc(bad.meta.desc)).toBe(true);
    }
    expect((await stop(id, '   ')).meta.desc).toContain('停运原因');
    expect(await departureRow(b, id)).toMatchObject({ status: 'scheduled', cancel_reason: null });
    expect(await stopRefundsOf(b, rider.order.orderNo)).toEqual([]);
    expect((await opsPost(b, '/departures/stop', { departureId: '999999', reason: '车辆故障' }, admin.writeHeaders)).meta).toMatchObject({ code: 1004, desc: '班次不存在' });
  });

  it('a payment for an order still holding a seat on a stopped departure is not applied: the order closes and the money goes back', async () => {
    // The stop could not lock this order (another writer held it): apply-payment checks the departure itself.
    const id = await b.departureOn(7);
    const buyer = await b.buyer(nextPhone(), 1);
    const order = await mustBuy(b, buyer, await m101Choice(b, [7]), { coupon: null });
    expect((await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: `pay-${order.orderNo}`, body: { orderNo: order.orderNo, channel: 'sandbox' } })).meta.code).toBe(1);
    await b.t.database.db.updateTable('departures').set({ status: 'cancelled', cancel_reason: '道路封闭' }).where('id', '=', id).execute();
    const sold = (await departureRow(b, id)).seats_sold;

    const notified = await postNotification(b, 'sandbox', jsonNotification(sandboxGateway(b).makeNotification({ outTradeNo: `${order.orderNo}S`, amountCents: order.payableCents })));
    expect(notified.statusCode).toBe(200);
    expect(await orderRow(b, order.orderNo)).toMatchObject({ status: 'refunded', close_reason: 'latePaymentRefunded' });
    expect((await refundsOf(b, order.orderNo)).map((r) => [r.reason, r.amount_cents, r.status])).toEqual([['latePayment', order.payableCents, 'succeeded']]);
    expect((await departureRow(b, id)).seats_sold).toBe(sold - 1);
  });
});
