import { ApiPrefix } from '@udian/contracts/prefixes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { isChineseDesc, m101Choice, mustBuy, ticketStatuses } from '../../../test/buying-helpers';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { afterSalesRefundCall, auditRowsOf, opsGet, paidOrder, refundRowsOf } from './order-desk.test-helpers';

/** The order desk (订单与售后): finding orders, one order's history, and after-sales refunds with their limits. */

let b: BuyingApp;
let admin: OperatorClient;
let service: OperatorClient;
let finance: OperatorClient;
let dispatcher: OperatorClient;
beforeAll(async () => {
  // 客服 may refund at most 5 元 at once here, so that an M101 order (8 元 a ticket) goes over it.
  b = await createBuyingApp({ OPS_SERVICE_REFUND_LIMIT_CENTS: '500' });
  const db = b.t.database.db;
  [admin, service, finance, dispatcher] = [
    await operatorAs(b.t.app, db, 'admin', 'desk-admin'),
    await operatorAs(b.t.app, db, 'service', 'desk-service'),
    await operatorAs(b.t.app, db, 'finance', 'desk-finance'),
    await operatorAs(b.t.app, db, 'dispatcher', 'desk-dispatcher'),
  ];
});
afterAll(async () => b.t.close());

let phone = 13900007000;
const nextPhone = () => String((phone += 1));

const search = (q: string, extra: Record<string, string> = {}, headers = service.readHeaders) => opsGet(b, '/orders', { q, ...extra }, headers);
const history = (orderNo: string, headers = service.readHeaders) => opsGet(b, '/orders/history', { orderNo }, headers);

describe('finding orders', () => {
  it('finds by phone (newest first, paged), by order number and by ticket number, and says which it searched', async () => {
    const buyerPhone = nextPhone();
    const { buyer, order: older } = await paidOrder(b, buyerPhone, [5], 2);
    b.clock.advance(1);
    const newer = await mustBuy(b, buyer, await m101Choice(b, [6]), { coupon: null, passengerIds: [buyer.passengerIds[0]!] });
    b.clock.advance(1);

    const byPhone = await search(buyerPhone);
    expect(byPhone.meta.code).toBe(1);
    expect(byPhone.data).toMatchObject({ kind: 'phone', total: 2 });
    expect(byPhone.data.items.map((o: { orderNo: string }) => o.orderNo)).toEqual([newer.orderNo, older.orderNo]);
    expect(byPhone.data.items[1]).toMatchObject({
      orderNo: older.orderNo,
      phone: buyerPhone,
      lineCode: expect.any(String),
      lineName: expect.any(String),
      status: 'paid',
      payableCents: 1600,
      paidAt: expect.any(String),
      ticketCount: 2,
    });
    expect(byPhone.data.items[0]).toMatchObject({ status: 'pending', paidAt: null, ticketCount: 1 });

    const paged = await search(buyerPhone, { page: '2', pageSize: '1' });
    expect(paged.data).toMatchObject({ total: 2, items: [{ orderNo: older.orderNo }] });

    // An order number in lower case is found the same.
    const byOrderNo = await search(older.orderNo.toLowerCase());
    expect(byOrderNo.data).toMatchObject({ kind: 'orderNo', total: 1, items: [{ orderNo: older.orderNo, phone: buyerPhone }] });

    const byTicket = await search(older.tickets[1]!.ticketId, {}, dispatcher.readHeaders);
    expect(byTicket.data).toMatchObject({ kind: 'ticketId', total: 1, items: [{ orderNo: older.orderNo }] });
    const byTicketKind = await search(older.tickets[0]!.ticketId, { kind: 'ticketId' }, finance.readHeaders);
    expect(byTicketKind.data.items[0].orderNo).toBe(older.orderNo);

    expect((await search('13000000000')).data).toEqual({ kind: 'phone', total: 0, items: [] });
  });

  it('refuses text that is none of the three, in Chinese', async () => {
    for (const [q, kind, desc] of [
      ['abc', undefined, '请输入 11 位手机号、以 UD 开头的订单号或数字车票号'],
      ['12345', 'phone', '手机号应为 11 位数字'],
      ['UD1', 'orderNo', '订单号以 UD 开头，后接数字'],
      ['', undefined, '请输入手机号、订单号或车票号'],
    ] as const) {
      const refused = await search(q, kind ? { kind } : {});
      expect(refused.meta.code).toBe(1001);
      expect(refused.meta.desc).toContain(desc);
      expect(isChineseDesc(refused.meta.desc)).toBe(true);
    }
  });
});

describe("an order's history", () => {
  it('shows the payment, its notification, a refund with its operator, a check-in, a message and the audit entry, as one timeline', async () => {
    const buyerPhone = nextPhone();
    const { order } = await paidOrder(b, buyerPhone, [5], 2);
    const db = b.t.database.db;
    const orderId = (await db.selectFrom('orders').select('id').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow()).id;
    b.clock.advance(5);
    await db.updateTable('tickets').set({ status: 'used', checked_at: b.clock.now }).where('id', '=', Number(order.tickets[0]!.ticketId)).execute();
    b.clock.advance(1);
    await db
      .insertInto('sent_messages')
      .values({ order_id: orderId, phone: buyerPhone, template: 'departureStopped', content: '您的班次已停运，票款将原路退回', status: 'sent', sent_at: b.clock.now })
      .execute();
    b.clock.advance(1);
    const refund = await afterSalesRefundCall(b, finance.writeHeaders, { orderNo: order.orderNo, amountCents: 300, reason: '车辆晚点补偿', expectedRemainingCents: 1600 });
    expect(refund.meta.code).toBe(1);

    const shown = await history(order.orderNo);
    expect(shown.meta.code).toBe(1);
    const h = shown.data;
    expect(h.order).toMatchObject({ orderNo: order.orderNo, status: 'paid', phone: buyerPhone, payableCents: 1600, paidAt: expect.any(String) });
    expect(h.order.boardStation).not.toBe('');
    expect(h.refundableCents).toBe(1300);
    expect(h.refundLimitCents).toBe(500);
    expect(h.tickets).toHaveLength(2);
    expect(h.tickets[0]).toMatchObject({ status: 'used', checkedAt: expect.any(String), passengerName: '乘客甲', passengerIdMasked: '110***********002X' });
    expect(h.payments).toMatchObject([{ channel: 'sandbox', outTradeNo: `${order.orderNo}S`, amountCents: 1600, status: 'succeeded' }]);
    expect(h.notifications).toMatchObject([{ channel: 'sandbox', outTradeNo: `${order.orderNo}S`, outcome: 'applied' }]);
    expect(h.refunds).toMatchObject([
      { outRefundNo: `${order.orderNo}SA1`, amountCents: 300, reason: 'afterSales', reasonLabel: '售后退款', status: 'succeeded', operatorUsername: 'desk-finance', note: '车辆晚点补偿' },
    ]);
    expect(h.checks).toMatchObject([{ ticketId: order.tickets[0]!.ticketId, passengerName: '乘客甲' }]);
    expect(h.messages).toMatchObject([{ phone: buyerPhone, status: 'sent', content: '您的班次已停运，票款将原路退回' }]);
    expect(h.audit).toMatchObject([
      { operatorUsername: 'desk-finance', action: 'order.refund', actionLabel: '售后退款', before: { refundableCents: 1600 }, after: { refundableCents: 1300, amountCents: 300 } },
    ]);

    const kinds: string[] = h.events.map((e: { kind: string }) => e.kind);
    expect(kinds[0]).toBe('order');
    for (const kind of ['payment', 'notification', 'refund', 'check', 'message', 'audit']) expect(kinds).toContain(kind);
    const times = h.events.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    // The check-in came before the message, which came before the refund.
    expect(kinds.indexOf('check')).toBeLessThan(kinds.indexOf('message'));
    expect(kinds.indexOf('message')).toBeLessThan(kinds.indexOf('refund'));
    expect(h.events.find((e: { kind: string }) => e.kind === 'refund')).toMatchObject({ title: '售后退款 3.00 元' });
  });

  it('answers not found for an unknown order, and a bad order number in Chinese', async () => {
    expect((await history('UD2026010100000000')).meta).toMatchObject({ code: 1004, desc: '订单不存在' });
    const bad = await history('12');
    expect(bad.meta.code).toBe(1001);
    expect(bad.meta.desc).toContain('订单号以 UD 开头');
  });
});

describe('after-sales refunds', () => {
  it('refunds part of a paid order through the sandbox, twice, leaving the tickets as they are', async () => {
    const { order } = await paidOrder(b, nextPhone(), [6], 2);
    const first = await afterSalesRefundCall(b, admin.writeHeaders, { orderNo: order.orderNo, amountCents: 450, reason: '服务投诉补偿', expectedRemainingCents: 1600 });
    expect(first).toMatchObject({ meta: { code: 1 }, data: { refund: { outRefundNo: `${order.orderNo}SA1`, amountCents: 450, status: 'succeeded' }, refundableCents: 1150 } });
    const second = await afterSalesRefundCall(b, admin.writeHeaders, { orderNo: order.orderNo, amountCents: 1150, reason: '全部退回', expectedRemainingCents: 1150 });
    expect(second.data).toEqual({ refund: { outRefundNo: `${order.orderNo}SA2`, amountCents: 1150, status: 'succeeded' }, refundableCents: 0 });

    expect(await refundRowsOf(b, order.orderNo)).toEqual([
      { out_refund_no: `${order.orderNo}SA1`, amount_cents: 450, reason: 'afterSales', status: 'succeeded', provider_refund_id: `SBXR${order.orderNo}SA1`, operator_id: admin.id, note: '服务投诉补偿' },
      { out_refund_no: `${order.orderNo}SA2`, amount_cents: 1150, reason: 'afterSales', status: 'succeeded', provider_refund_id: `SBXR${order.orderNo}SA2`, operator_id: admin.id, note: '全部退回' },
    ]);
    expect(await ticketStatuses(b, order.orderNo)).toEqual(['valid', 'valid']);
    expect((await history(order.orderNo)).data).toMatchObject({ order: { status: 'paid' }, refundableCents: 0 });
    expect(await auditRowsOf(b, order.orderNo)).toMatchObject([
      { action: 'order.refund', operator_username: 'desk-admin', before: { refundableCents: 1600 }, after: { refundableCents: 1150, outRefundNo: `${order.orderNo}SA1` } },
      { action: 'order.refund', before: { refundableCents: 1150 }, after: { refundableCents: 0 } },
    ]);

    // Nothing is left: a third refund is refused.
    const none = await afterSalesRefundCall(b, admin.writeHeaders, { orderNo: order.orderNo, amountCents: 1, reason: '再退一分', expectedRemainingCents: 0 });
    expect(none.meta).toMatchObject({ code: 4302, desc: '该订单的实付金额已全部退回，没有可退金额' });
  });

  it("leaves the passenger's own refund only what the payment has left, so it never gives back more than it took", async () => {
    const { buyer, order } = await paidOrder(b, nextPhone(), [9], 2);
    expect((await afterSalesRefundCall(b, admin.writeHeaders, { orderNo: order.orderNo, amountCents: 1200, reason: '延误补偿', expectedRemainingCents: 1600 })).meta.code).toBe(1);
    const ticketIds = order.tickets.map((t) => t.ticketId);
    const quote = await b.call('GET', '/ticket/refundPrice/query', { headers: buyer.headers, query: { orderNo: order.orderNo, ticketIds: ticketIds.join(',') } });
    expect(quote.data).toMatchObject({ totalRefundCents: 400, tickets: [{ refundCents: 400 }, { refundCents: 0 }] });
    const refund = await b.t.app.inject({
      method: 'POST',
      url: `${ApiPrefix.order}/ticket/refund`,
      headers: { ...buyer.headers, 'idempotency-key': `refund-${order.orderNo}` },
      payload: { orderNo: order.orderNo, ticketIds, expectedRefundCents: 400 },
    });
    expect(refund.json<{ meta: { code: number } }>().meta.code).toBe(1);
    const rows = await refundRowsOf(b, order.orderNo);
    expect(rows.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(1600);
  });

  it("shows the stop of a departure refunding only what the payment has left, as the stop will", async () => {
    const { order } = await paidOrder(b, nextPhone(), [10], 2);
    expect((await afterSalesRefundCall(b, admin.writeHeaders, { orderNo: order.orderNo, amountCents: 1200, reason: '延误补偿', expectedRemainingCents: 1600 })).meta.code).toBe(1);
    const preview = await opsGet(b, '/departures/stop-preview', { departureId: String(await b.departureOn(10, 480)) }, admin.readHeaders);
    expect(preview.data).toMatchObject({ validTickets: 2, refundCents: 400 });
  });

  it("keeps 客服 within the refund limit, and lets finance refund more", async () => {
    const { order } = await paidOrder(b, nextPhone(), [7], 2);
    const over = await afterSalesRefundCall(b, service.writeHeaders, { orderNo: order.orderNo, amountCents: 501, reason: '补偿', expectedRemainingCents: 1600 });
    expect(over.meta).toMatchObject({ code: 4304, desc: '客服单笔售后退款不能超过 5.00 元，更大金额请联系财务或管理员办理' });
    expect(await refundRowsOf(b, order.orderNo)).toEqual([]);

    const within = await afterSalesRefundCall(b, service.writeHeaders, { orderNo: order.orderNo, amountCents: 500, reason: '补偿', expectedRemainingCents: 1600 });
    expect(within.data).toMatchObject({ refund: { amountCents: 500, status: 'succeeded' }, refundableCents: 1100 });
    const big = await afterSalesRefundCall(b, finance.writeHeaders, { orderNo: order.orderNo, amountCents: 1000, reason: '经财务审核补偿', expectedRemainingCents: 1100 });
    expect(big.data).toMatchObject({ refund: { amountCents: 1000, status: 'succeeded' }, refundableCents: 100 });
  });

  it('refuses a dispatcher (4003) and changes nothing, though a dispatcher may read', async () => {
    const { order } = await paidOrder(b, nextPhone(), [8]);
    const refused = await afterSalesRefundCall(b, dispatcher.writeHeaders, { orderNo: order.orderNo, amountCents: 100, reason: '补偿', expectedRemainingCents: 800 });
    expect(refused.meta.code).toBe(4003);
    expect(await refundRowsOf(b, order.orderNo)).toEqual([]);
    expect(await auditRowsOf(b, order.orderNo)).toEqual([]);
    expect((await history(order.orderNo, dispatcher.readHeaders)).data).toMatchObject({ refundableCents: 800, refunds: [] });
    expect((await history(order.orderNo, finance.readHeaders)).data.refundLimitCents).toBeNull();
  });

  it('refuses more than is left, a changed amount (a double click), an unpaid order and bad amounts', async () => {
    const { buyer, order } = await paidOrder(b, nextPhone(), [9]);
    const over = await afterSalesRefundCall(b, finance.writeHeaders, { orderNo: order.orderNo, amountCents: 801, reason: '补偿', expectedRemainingCents: 800 });
    expect(over.meta).toMatchObject({ code: 4302, desc: '退款金额超过剩余可退金额 8.00 元，请修改金额' });

    const body = { orderNo: order.orderNo, amountCents: 200, reason: '补偿', expectedRemainingCents: 800 };
    expect((await afterSalesRefundCall(b, finance.writeHeaders, body)).meta.code).toBe(1);
    // The same click again: the amount it showed is no longer what is left.
    const again = await afterSalesRefundCall(b, finance.writeHeaders, body);
    expect(again.meta).toMatchObject({ code: 4303, desc: '可退金额已变化，最新可退 6.00 元，请确认后再提交' });
    expect((await refundRowsOf(b, order.orderNo)).map((r) => r.amount_cents)).toEqual([200]);
    expect((await auditRowsOf(b, order.orderNo))).toHaveLength(1);

    // A passenger's own refund counts too: what is left is what the payment has not given back, whatever the reason.
    const unpaid = await mustBuy(b, buyer, await m101Choice(b, [10]), { coupon: null });
    const pending = await afterSalesRefundCall(b, finance.writeHeaders, { orderNo: unpaid.orderNo, amountCents: 100, reason: '补偿', expectedRemainingCents: 0 });
    expect(pending.meta).toMatchObject({ code: 4301, desc: '该订单尚未支付，不能售后退款' });
    const missing = await afterSalesRefundCall(b, finance.writeHeaders, { orderNo: 'UD2026010100000000', amountCents: 100, reason: '补偿', expectedRemainingCents: 0 });
    expect(missing.meta).toMatchObject({ code: 1004, desc: '订单不存在' });

    for (const [patch, desc] of [
      [{ amountCents: 0 }, '退款金额须大于 0'],
      [{ amountCents: -100 }, '退款金额须大于 0'],
      [{ amountCents: 1.5 }, '退款金额须精确到分'],
      [{ reason: '补' }, '退款原因至少 2 个字'],
      [{ reason: '长'.repeat(201) }, '退款原因最多 200 个字'],
    ] as const) {
      const bad = await afterSalesRefundCall(b, finance.writeHeaders, { ...body, expectedRemainingCents: 600, ...patch });
      expect(bad.meta.code).toBe(1001);
      expect(bad.meta.desc).toContain(desc);
    }
    expect((await refundRowsOf(b, order.orderNo)).map((r) => r.amount_cents)).toEqual([200]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the three order desk calls with their roles', async () => {
    const res = await b.t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { summary: string }>> }>();
    expect(doc.paths['/ops-api/orders']?.get?.summary).toContain('roles: admin, service, finance, dispatcher');
    expect(doc.paths['/ops-api/orders/history']?.get).toBeDefined();
    expect(doc.paths['/ops-api/orders/after-sales-refund']?.post?.summary).toContain('roles: admin, service, finance)');
  });
});
