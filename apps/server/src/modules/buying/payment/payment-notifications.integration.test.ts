import { DEV_SANDBOX_PAY_SECRET } from '../../../config';
import { signFields } from '../../../providers/payment/signed-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import {
  jsonNotification,
  notificationsOf,
  orderRow,
  paymentsOf,
  placeOrder,
  postNotification,
  sandboxGateway,
  ticketStatuses,
  warnings,
} from '../../../test/payment-helpers';

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

let phone = 13800000300;
/** A pending order with a sandbox payment started: what a notification can be about. */
const startedOrder = async () => {
  const buyer = await b.buyer(String((phone += 1)));
  const order = await placeOrder(b, buyer);
  const orderNo: string = order.data.orderNo;
  const started = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: `pay-${orderNo}`, body: { orderNo, channel: 'sandbox' } });
  expect(started.meta.code).toBe(1);
  return { buyer, orderNo, outTradeNo: `${orderNo}S`, amountCents: order.data.payableCents as number };
};

/** A sandbox notification signed by hand with the dev secret (the app's secret in tests). */
const signedByHand = (fields: Record<string, string | number>) => ({ ...fields, sign: signFields(fields, DEV_SANDBOX_PAY_SECRET) });
const fieldsFor = (outTradeNo: string, amountCents: number, overrides: Record<string, string | number> = {}) => ({
  outTradeNo,
  transactionId: `SBXTEST${outTradeNo}`,
  amountCents,
  status: 'SUCCESS',
  timestamp: Math.floor(b.clock.now.getTime() / 1000),
  nonce: 'n0nce',
  ...overrides,
});

const expectUnchanged = async (orderNo: string) => {
  expect(await orderRow(b, orderNo)).toMatchObject({ status: 'pending', paid_at: null });
  expect(await paymentsOf(b, orderNo)).toMatchObject([{ status: 'created', provider_transaction_id: null }]);
  expect(await ticketStatuses(b, orderNo)).toEqual(['pending']);
};

describe('sandbox notifications: idempotent', () => {
  it('applies the same notification sent 10 times once', async () => {
    const { orderNo, outTradeNo, amountCents } = await startedOrder();
    const notification = jsonNotification(sandboxGateway(b).makeNotification({ outTradeNo, amountCents }));
    for (let i = 0; i < 10; i += 1) {
      const res = await postNotification(b, 'sandbox', notification);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    }
    expect(await orderRow(b, orderNo)).toMatchObject({ status: 'paid' });
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ status: 'succeeded', provider_transaction_id: JSON.parse(notification.rawBody).transactionId }]);
    const rows = await notificationsOf(b, 'sandbox', outTradeNo);
    expect(rows.filter((r) => r.outcome === 'applied')).toEqual([{ outcome: 'applied', reason: 'paid', out_trade_no: outTradeNo }]);
    expect(rows.filter((r) => r.outcome === 'duplicate')).toHaveLength(9);
    expect(rows).toHaveLength(10);
  });

  it('applies 10 concurrent copies once (payment row locked first)', async () => {
    const { orderNo, outTradeNo, amountCents } = await startedOrder();
    const notification = jsonNotification(sandboxGateway(b).makeNotification({ outTradeNo, amountCents }));
    const answers = await Promise.all(Array.from({ length: 10 }, () => postNotification(b, 'sandbox', notification)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const paid = await orderRow(b, orderNo);
    expect(paid.status).toBe('paid');
    expect(await paymentsOf(b, orderNo)).toMatchObject([{ status: 'succeeded' }]);
    expect(await ticketStatuses(b, orderNo)).toEqual(['valid']);
    const rows = await notificationsOf(b, 'sandbox', outTradeNo);
    expect(rows.filter((r) => r.outcome === 'applied')).toHaveLength(1);
    expect(rows.filter((r) => r.outcome === 'duplicate')).toHaveLength(9);
    // The seat was counted once: the hold became the ticket, nothing taken twice.
    const departure = await b.departureOn(1);
    const ticket = await b.t.database.db.selectFrom('tickets').select('departure_id').where('order_id', '=', paid.id).executeTakeFirstOrThrow();
    expect(ticket.departure_id).toBe(departure);
  });

  it('applies two different notifications of one trade (two transaction ids) once', async () => {
    const { orderNo, outTradeNo, amountCents } = await startedOrder();
    const gateway = sandboxGateway(b);
    const first = await postNotification(b, 'sandbox', jsonNotification(gateway.makeNotification({ outTradeNo, amountCents })));
    const second = await postNotification(b, 'sandbox', jsonNotification(gateway.makeNotification({ outTradeNo, amountCents })));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await notificationsOf(b, 'sandbox', outTradeNo)).map((r) => r.outcome)).toEqual(['applied', 'duplicate']);
    expect(await b.t.database.db.selectFrom('refunds').selectAll().execute()).toEqual([]);
    expect((await orderRow(b, orderNo)).status).toBe('paid');
  });
});

describe('sandbox notifications: rejected and logged', () => {
  it('rejects a tampered signature: HTTP 400 FAIL, order unchanged, row rejected, warn logged', async () => {
    const { orderNo, outTradeNo, amountCents } = await startedOrder();
    const good = sandboxGateway(b).makeNotification({ outTradeNo, amountCents });
    const logFrom = b.t.logs.length;

    const flipped = `${good.sign.slice(0, -1)}${good.sign.endsWith('0') ? '1' : '0'}`;
    const res = await postNotification(b, 'sandbox', jsonNotification({ ...good, sign: flipped }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FAIL' });
    // A field changed after signing is the same thing: the signature no longer covers the body.
    const raised = await postNotification(b, 'sandbox', jsonNotification({ ...good, amountCents: amountCents + 100 }));
    expect(raised.statusCode).toBe(400);
    // Signed with another key.
    const otherKey = await postNotification(b, 'sandbox', jsonNotification(sandboxGateway(b, 'another-secret-of-16+chars').makeNotification({ outTradeNo, amountCents })));
    expect(otherKey.statusCode).toBe(400);

    await expectUnchanged(orderNo);
    const rejected = (await notificationsOf(b, 'sandbox', null)).slice(-3);
    expect(rejected).toEqual(Array(3).fill({ outcome: 'rejected', reason: 'bad signature', out_trade_no: null }));
    const logged = warnings(b, 'payment notification rejected', logFrom);
    expect(logged).toHaveLength(3);
    expect(logged[0]).toMatchObject({ channel: 'sandbox', reason: 'bad signature' });
  });

  it('rejects a stale timestamp (301 s either way) but takes one 300 s old', async () => {
    const { orderNo, outTradeNo, amountCents } = await startedOrder();
    const nowSeconds = Math.floor(b.clock.now.getTime() / 1000);
    const logFrom = b.t.logs.length;
    for (const offset of [-301, 301]) {
      const res = await postNotification(b, 'sandbox', jsonNotification(signedByHand(fieldsFor(outTradeNo, amountCents, { timestamp: nowSeconds + offset }))));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
    }
    await expectUnchanged(orderNo);
    expect((await notificationsOf(b, 'sandbox', null)).slice(-2)).toEqual(Array(2).fill({ outcome: 'rejected', reason: 'stale timestamp', out_trade_no: null }));
    expect(warnings(b, 'payment notification rejected', logFrom).map((l) => l.reason)).toEqual(['stale timestamp', 'stale timestamp']);

    const edge = await postNotification(b, 'sandbox', jsonNotification(signedByHand(fieldsFor(outTradeNo, amountCents, { timestamp: nowSeconds - 299 }))));
    expect(edge.statusCode).toBe(200);
    expect((await orderRow(b, orderNo)).status).toBe('paid');
  });

  it('rejects a validly signed notification for another amount: row names both amounts', async () => {
    const { orderNo, outTradeNo, amountCents } = await startedOrder();
    const logFrom = b.t.logs.length;
    const res = await postNotification(b, 'sandbox', jsonNotification(sandboxGateway(b).makeNotification({ outTradeNo, amountCents: amountCents - 1 })));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FAIL' });
    await expectUnchanged(orderNo);
    expect(await notificationsOf(b, 'sandbox', outTradeNo)).toEqual([
      { outcome: 'rejected', reason: `amount mismatch: asked ${amountCents}, paid ${amountCents - 1}`, out_trade_no: outTradeNo },
    ]);
    expect(warnings(b, 'payment notification rejected', logFrom)).toMatchObject([{ channel: 'sandbox', outTradeNo, reason: expect.stringMatching(/^amount mismatch/) }]);
  });

  it('rejects an unknown trade, and a trade of another channel', async () => {
    const { orderNo } = await startedOrder();
    const gateway = sandboxGateway(b);
    const unknown = await postNotification(b, 'sandbox', jsonNotification(gateway.makeNotification({ outTradeNo: 'UD99999999999999999999S', amountCents: 800 })));
    expect(unknown.statusCode).toBe(400);
    // The sandbox cannot confirm the WeChat trade of an order (no such payment row, or another channel's).
    const otherChannel = await postNotification(b, 'sandbox', jsonNotification(gateway.makeNotification({ outTradeNo: `${orderNo}W`, amountCents: 800 })));
    expect(otherChannel.statusCode).toBe(400);
    expect(await notificationsOf(b, 'sandbox', 'UD99999999999999999999S')).toEqual([{ outcome: 'rejected', reason: 'unknown trade', out_trade_no: 'UD99999999999999999999S' }]);
    expect(await notificationsOf(b, 'sandbox', `${orderNo}W`)).toEqual([{ outcome: 'rejected', reason: 'unknown trade', out_trade_no: `${orderNo}W` }]);
    await expectUnchanged(orderNo);
  });

  it.each([
    ['not JSON', '{"outTradeNo":'],
    ['an empty body', ''],
    ['a JSON array', '[]'],
    ['a missing sign', JSON.stringify({ outTradeNo: 'UD1S', transactionId: 'x', amountCents: 1, status: 'SUCCESS', timestamp: 1, nonce: 'n' })],
    ['a status other than SUCCESS', JSON.stringify({ outTradeNo: 'UD1S', transactionId: 'x', amountCents: 1, status: 'CLOSED', timestamp: 1, nonce: 'n', sign: 'a'.repeat(64) })],
  ])('rejects a malformed body: %s', async (_name, rawBody) => {
    const before = (await notificationsOf(b, 'sandbox')).length;
    const res = await postNotification(b, 'sandbox', { headers: { 'content-type': 'application/json' }, rawBody });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FAIL' });
    const rows = await notificationsOf(b, 'sandbox');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({ outcome: 'rejected', reason: 'malformed body', out_trade_no: null });
  });

  it('keeps the raw body whatever the content type says', async () => {
    const { orderNo, outTradeNo, amountCents } = await startedOrder();
    const body = sandboxGateway(b).makeNotification({ outTradeNo, amountCents });
    const res = await postNotification(b, 'sandbox', { headers: { 'content-type': 'text/plain' }, rawBody: JSON.stringify(body) });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(b, orderNo)).status).toBe('paid');
  });
});
