import { getDashboard, type DashboardData } from '@udian/contracts/endpoints/ops/dashboard/dashboard';
import { endpointUrl } from '@udian/contracts/endpoint';
import { OPERATOR_ROLES } from '@udian/contracts/operator-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { insertLineNetwork } from '../../../test/line-network-fixture';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { shanghaiInstant } from '../../../time/shanghai-time';
import { mondayOf } from './dashboard.service';

// Wednesday 2026-11-25, 12:00 in Shanghai: the week began on Monday the 23rd.
const NOW = shanghaiInstant('2026-11-25', 12 * 60);
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE);

let t: TestApp;
let db: Db;
const clients = new Map<string, OperatorClient>();
let userId: number;
let lineId: number;
let departureId: number;
let orderSeq = 0;

const order = async (status: 'pending' | 'paid' | 'expired' | 'refunded', at: { paidAt?: Date; expiresAt?: Date; closedAt?: Date }, payable = 800) => {
  orderSeq += 1;
  return db
    .insertInto('orders')
    .values({
      order_no: `UDTEST${String(orderSeq).padStart(4, '0')}`,
      user_id: userId,
      line_id: lineId,
      board_seq: 1,
      alight_seq: 3,
      status,
      total_cents: payable,
      discount_cents: 0,
      payable_cents: payable,
      user_coupon_id: null,
      expires_at: at.expiresAt ?? ago(60 * 24 * 10),
      created_at: ago(60 * 24 * 10),
      paid_at: at.paidAt ?? null,
      closed_at: at.closedAt ?? null,
      close_reason: null,
    })
    .returning(['id', 'order_no'])
    .executeTakeFirstOrThrow();
};

const tickets = (orderId: number, statuses: ('valid' | 'used' | 'released' | 'refunded')[]) =>
  db
    .insertInto('tickets')
    .values(
      statuses.map((status, i) => ({
        order_id: orderId,
        departure_id: departureId,
        passenger_id: null,
        passenger_name: `乘客${i}`,
        passenger_id_masked: '4403**********1234',
        service_date: '2026-11-25',
        price_cents: 800,
        status,
        created_at: ago(100),
      })),
    )
    .execute();

const payment = (orderId: number, channel: 'sandbox' | 'wechat', status: 'created' | 'succeeded', createdAt: Date, succeededAt: Date | null = null) =>
  db
    .insertInto('payments')
    .values({ order_id: orderId, channel, out_trade_no: `T${orderId}${channel}`, amount_cents: 800, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then(async ({ id }) => {
      if (status === 'succeeded') await db.updateTable('payments').set({ status, succeeded_at: succeededAt ?? createdAt, provider_transaction_id: `TX${id}` }).where('id', '=', id).execute();
      return id;
    });

const refund = (orderId: number, paymentId: number, status: 'processing' | 'failed' | 'succeeded', createdAt: Date, amount: number, providerRefundId: string | null = null) =>
  db
    .insertInto('refunds')
    .values({ order_id: orderId, payment_id: paymentId, out_refund_no: `R${orderId}-${createdAt.getTime()}`, amount_cents: amount, reason: 'passenger', provider_refund_id: providerRefundId, created_at: createdAt, succeeded_at: null })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then(async ({ id }) => {
      if (status !== 'processing') await db.updateTable('refunds').set({ status }).where('id', '=', id).execute();
    });

const dashboard = async (client: OperatorClient) => {
  const response = await t.app.inject({ method: 'GET', url: endpointUrl(getDashboard), headers: client.readHeaders });
  return response.json<{ data: DashboardData | null; meta: { code: number; desc: string } }>();
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  db = t.database.db;
  const network = await insertLineNetwork(db, NOW);
  lineId = network.lines.m101;
  const [trip] = network.trips.m101;
  const [today1] = await db
    .insertInto('departures')
    .values([
      { trip_id: trip!.id, line_id: lineId, service_date: '2026-11-25', departs_at: shanghaiInstant('2026-11-25', 480), capacity: 30, seats_sold: 12, price_cents: 800 },
      { trip_id: network.trips.m101[1]!.id, line_id: lineId, service_date: '2026-11-25', departs_at: shanghaiInstant('2026-11-25', 450), capacity: 2, seats_sold: 2, price_cents: 800 },
    ])
    .returning('id')
    .execute();
  departureId = today1!.id;
  userId = (await db.insertInto('users').values({ phone: '13800001111' }).returning('id').executeTakeFirstOrThrow()).id;
  for (const role of OPERATOR_ROLES) clients.set(role, await operatorAs(t.app, db, role, `dash-${role.toLowerCase()}`));

  // Paid today (2 live tickets, 1 refunded: 3 sold) and paid twice: the second payment has no refund.
  const a = await order('paid', { paidAt: ago(60) }, 2400);
  await tickets(a.id, ['valid', 'used', 'refunded']);
  const aPaid = await payment(a.id, 'sandbox', 'succeeded', ago(62), ago(60));
  await payment(a.id, 'wechat', 'succeeded', ago(61), ago(59));
  // Refunds today: one waiting for the retry (older than 2 minutes, never taken), one still being sent.
  await refund(a.id, aPaid, 'processing', ago(10), 800);
  await refund(a.id, aPaid, 'processing', ago(1), 300, null);
  // Paid on Monday: this week only; a failed refund yesterday is waiting but not counted as refunded.
  const b = await order('paid', { paidAt: shanghaiInstant('2026-11-23', 9 * 60) });
  await tickets(b.id, ['valid', 'released']);
  const bPaid = await payment(b.id, 'sandbox', 'succeeded', shanghaiInstant('2026-11-23', 9 * 60));
  await refund(b.id, bPaid, 'failed', ago(60 * 24), 800);
  // Paid last Sunday: neither period.
  const c = await order('paid', { paidAt: shanghaiInstant('2026-11-22', 20 * 60) });
  await tickets(c.id, ['valid']);
  await payment(c.id, 'sandbox', 'succeeded', shanghaiInstant('2026-11-22', 20 * 60));
  // Late money: the order expired, the provider took the money, nothing refunded it.
  const d = await order('expired', { expiresAt: ago(30), closedAt: ago(30) });
  await payment(d.id, 'sandbox', 'succeeded', ago(35), ago(20));
  // An expired order whose payment is still open at the provider, past the grace.
  const e = await order('expired', { expiresAt: ago(10), closedAt: ago(10) });
  await payment(e.id, 'wechat', 'created', ago(15));
  // A pending order still in its hold: its open payment is normal.
  const f = await order('pending', { expiresAt: new Date(NOW.getTime() + 5 * MINUTE) });
  await payment(f.id, 'wechat', 'created', ago(2));
  // A bus reporting 30 seconds ago.
  const vehicle = await db.insertInto('vehicles').values({ plate: '粤B·D1234', capacity: 30, line_id: null }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('vehicle_positions').values({ vehicle_id: vehicle.id, lng: 114.05, lat: 22.54, recorded_at: new Date(NOW.getTime() - 30_000), received_at: new Date(NOW.getTime() - 30_000) }).execute();
});
afterAll(async () => t.close());

describe('GET /ops-api/dashboard', () => {
  it('opens for every role but a group administrator (decision 048), whose console is their group', async () => {
    for (const role of OPERATOR_ROLES) expect((await dashboard(clients.get(role)!)).meta.code, role).toBe(role === 'groupAdmin' ? 4003 : 1);
  });

  it("counts today's and this week's sales and refunds in Shanghai days, the week from Monday", async () => {
    const { data } = await dashboard(clients.get('finance')!);
    expect(data).toMatchObject({ today: '2026-11-25', weekFrom: '2026-11-23' });
    expect(data!.todayFigures).toEqual({ paidOrders: 1, paidCents: 2400, ticketsSold: 3, refunds: 2, refundCents: 1100 });
    expect(data!.weekFigures).toEqual({ paidOrders: 2, paidCents: 3200, ticketsSold: 4, refunds: 2, refundCents: 1100 });
  });

  it("lists today's departures by time with their load factor", async () => {
    const { data } = await dashboard(clients.get('dispatcher')!);
    expect(data!.departures.map((d) => [d.lineCode, d.departsAt, d.seatsSold, d.capacity, d.loadFactor])).toEqual([
      ['M101', shanghaiInstant('2026-11-25', 450).toISOString(), 2, 2, 1],
      ['M101', shanghaiInstant('2026-11-25', 480).toISOString(), 12, 30, 0.4],
    ]);
  });

  it('counts the buses reporting now (through the live context)', async () => {
    const { data } = await dashboard(clients.get('service')!);
    expect(data!.live).toEqual({ vehiclesLive: 1, busesLate: 0 });
  });

  it('lists the payments that need an operator, with their order numbers', async () => {
    const { data } = await dashboard(clients.get('admin')!);
    expect(data!.unsettledPayments.map((p) => [p.orderNo, p.channel, p.kind, p.kindLabel])).toEqual([
      ['UDTEST0001', 'wechat', 'duplicatePaid', '重复支付未退款'],
      ['UDTEST0004', 'sandbox', 'paidNotApplied', '已收款未出票'],
      ['UDTEST0005', 'wechat', 'notClosed', '订单已结束，支付未关闭'],
    ]);
  });

  it('lists refunds processing for over 2 minutes and failed ones', async () => {
    const { data } = await dashboard(clients.get('admin')!);
    expect(data!.waitingRefunds.map((r) => [r.orderNo, r.amountCents, r.status, r.statusLabel])).toEqual([
      ['UDTEST0002', 800, 'failed', '退款失败'],
      ['UDTEST0001', 800, 'processing', '待重发'],
    ]);
  });
});

describe('mondayOf', () => {
  it('answers the Monday of the week, Monday and Sunday included', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});
