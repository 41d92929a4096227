import type { Envelope } from '@udian/contracts/envelope';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { expect } from 'vitest';
import type { BuyingApp } from '../../../test/buying-fixture';
import { m101Choice, mustBuy } from '../../../test/buying-helpers';
import { jsonNotification, postNotification, sandboxGateway } from '../../../test/payment-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
type Loose = any;

export const opsGet = async (b: BuyingApp, path: string, query: Record<string, string>, headers: Record<string, string>): Promise<Envelope<Loose>> =>
  (await b.t.app.inject({ method: 'GET', url: `${ApiPrefix.ops}${path}`, query, headers })).json();

export const opsPost = async (b: BuyingApp, path: string, body: unknown, headers: Record<string, string>): Promise<Envelope<Loose>> =>
  (await b.t.app.inject({ method: 'POST', url: `${ApiPrefix.ops}${path}`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) })).json();

/** Pays an order in the sandbox as its gateway would: the payment started, then its signed notification. */
export const payInSandbox = async (b: BuyingApp, headers: Record<string, string>, order: { orderNo: string; payableCents: number }) => {
  const started = await b.call('POST', '/payment/pay', { headers, idempotencyKey: `pay-${order.orderNo}`, body: { orderNo: order.orderNo, channel: 'sandbox' } });
  expect(started.meta.code).toBe(1);
  const notified = await postNotification(b, 'sandbox', jsonNotification(sandboxGateway(b).makeNotification({ outTradeNo: `${order.orderNo}S`, amountCents: order.payableCents })));
  expect(notified.statusCode).toBe(200);
};

export type PaidOrder = {
  phone: string;
  buyer: { userId: string; headers: Record<string, string>; passengerIds: string[] };
  order: { orderNo: string; payableCents: number; tickets: { ticketId: string }[]; coupon: { userCouponId: string } | null };
};

/** A new passenger (phone `phone`, `riders` riders) buys the M101 08:00 run on fixture day `offset` and pays in the sandbox. */
export const paidOrderOn = async (b: BuyingApp, phone: string, offset: number, riders = 1, options: { coupon?: null } = {}): Promise<PaidOrder> => {
  const buyer = await b.buyer(phone, riders);
  const order = await mustBuy(b, buyer, await m101Choice(b, [offset]), options);
  await payInSandbox(b, buyer.headers, order);
  return { phone, buyer, order };
};

/** The departure-cancelled refunds of an order, oldest first. */
export const stopRefundsOf = (b: BuyingApp, orderNo: string) =>
  b.t.database.db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.out_refund_no', 'r.amount_cents', 'r.status', 'r.reason', 'r.operator_id', 'r.note', 'r.provider_refund_id'])
    .where('o.order_no', '=', orderNo)
    .where('r.reason', '=', 'departureCancelled')
    .orderBy('r.id')
    .execute();

export const departureRow = (b: BuyingApp, id: number) =>
  b.t.database.db.selectFrom('departures').select(['status', 'cancel_reason', 'cancelled_at', 'capacity', 'seats_sold']).where('id', '=', id).executeTakeFirstOrThrow();

export const auditOf = (b: BuyingApp, action: string, departureId: number) =>
  b.t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(departureId)).orderBy('id').execute();

/** The notices the console SMS provider "sent" to a phone (the dev outbox). */
export const noticesTo = async (b: BuyingApp, phone: string): Promise<{ templateId: string; text: string; params: Record<string, string> }[]> =>
  (await b.t.app.inject({ method: 'GET', url: '/dev/sms-outbox', query: { phone } })).json().data.notices;
