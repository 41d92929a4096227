import type { Envelope } from '@udian/contracts/envelope';
import { expect } from 'vitest';
import type { BuyingApp } from '../../../test/buying-fixture';
import { m101Choice, mustBuy } from '../../../test/buying-helpers';
import { jsonNotification, postNotification, sandboxGateway } from '../../../test/payment-helpers';

/** The order desk's calls as the console makes them, and a paid order to work on, for its integration tests. */

type Headers = Record<string, string>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
export const opsGet = async (b: BuyingApp, path: string, query: Record<string, string>, headers: Headers): Promise<Envelope<any>> => {
  const res = await b.t.app.inject({ method: 'GET', url: `/ops-api${path}`, query, headers });
  if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode} ${res.body}`);
  return res.json();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export const opsPost = async (b: BuyingApp, path: string, body: unknown, headers: Headers): Promise<Envelope<any>> => {
  const res = await b.t.app.inject({ method: 'POST', url: `/ops-api${path}`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode} ${res.body}`);
  return res.json();
};

export const afterSalesRefundCall = (b: BuyingApp, headers: Headers, body: { orderNo: string; amountCents: number; reason: string; expectedRemainingCents: number }) =>
  opsPost(b, '/orders/after-sales-refund', body, headers);

/** A new passenger's order on M101 at 08:00 on these fixture days, `riders` riders, no coupon, paid in the sandbox. */
export const paidOrder = async (b: BuyingApp, phone: string, offsets: number[], riders = 1) => {
  const buyer = await b.buyer(phone, riders);
  const order = await mustBuy(b, buyer, await m101Choice(b, offsets), { coupon: null });
  const started = await b.call('POST', '/payment/pay', { headers: buyer.headers, idempotencyKey: `pay-${order.orderNo}`, body: { orderNo: order.orderNo, channel: 'sandbox' } });
  expect(started.meta.code).toBe(1);
  const notified = await postNotification(b, 'sandbox', jsonNotification(sandboxGateway(b).makeNotification({ outTradeNo: `${order.orderNo}S`, amountCents: order.payableCents })));
  expect(notified.statusCode).toBe(200);
  return { buyer, order: order as { orderNo: string; payableCents: number; tickets: { ticketId: string; serviceDate: string; departsAt: string }[] } };
};

/** Every refund row of an order, oldest first. */
export const refundRowsOf = (b: BuyingApp, orderNo: string) =>
  b.t.database.db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.out_refund_no', 'r.amount_cents', 'r.reason', 'r.status', 'r.provider_refund_id', 'r.operator_id', 'r.note'])
    .where('o.order_no', '=', orderNo)
    .orderBy('r.id')
    .execute();

export const auditRowsOf = (b: BuyingApp, orderNo: string) =>
  b.t.database.db.selectFrom('audit_log').select(['action', 'operator_username', 'before', 'after', 'summary']).where('target_type', '=', 'order').where('target_id', '=', orderNo).orderBy('id').execute();
