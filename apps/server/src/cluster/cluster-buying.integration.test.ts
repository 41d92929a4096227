import { paymentNotifyPaths } from '@udian/contracts/endpoints/payment/payment-notifications';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createCouponRepository } from '../modules/buying/coupons/coupons.repository';
import { createOrderExpiry } from '../modules/buying/orders/order-expiry';
import { createOrderLifecycle } from '../modules/buying/orders/order-lifecycle';
import { createOrderRepository, type OrderRepository } from '../modules/buying/orders/orders.repository';
import { createPaymentRepository } from '../modules/buying/payment/payment.repository';
import { createPaymentService } from '../modules/buying/payment/payment.service';
import { createSandboxProvider } from '../providers/payment/sandbox/sandbox-provider';
import { insertBulkBuyers, type BulkBuyer } from '../test/bulk-buyers';
import { closeInstances, jobTotal, startInstances, startRoundRobinProxy, holdTable, type Instance } from '../test/cluster';
import { insertLineNetwork, type LineNetworkFixture } from '../test/line-network-fixture';
import { createPostgresTestDatabase } from '../test/test-database';
import { withUnguardedSeatTaking } from '../test/unguarded-seat-taking';

/**
 * Buying with two server instances on one PostgreSQL (decision 042): two real apps, each with its own pool,
 * its own batching of orders (decision 023) and its own periodic jobs, listening on ports of 127.0.0.1
 * behind a round-robin proxy of the test's own. Each race has a control run with its guard removed, which
 * breaks what the real run keeps: proof that the test would catch the guard's loss.
 */
const BUYERS = 200;
const SEATS = 50;
const HOLDS = 60;
/** Seats sold to others before the holds lapse: a seat given back twice would show below this. */
const OTHERS = 100;
const silent = pino({ level: 'silent' });
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two server instances on one PostgreSQL: buying', () => {
  let drop: () => Promise<void>;
  let url: string;
  let database: DatabaseHandle;
  let db: Db;
  let network: LineNetworkFixture;
  let instances: Instance[];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let buyers: BulkBuyer[];
  const clock = { now: new Date() };

  beforeAll(async () => {
    ({ url, drop } = await createPostgresTestDatabase(adminUrl!));
    database = await openDatabase({ kind: 'postgres', url, maxConnections: 6 });
    db = database.db;
    await migrateToLatest(db);
    network = await insertLineNetwork(db, clock.now);
    buyers = await insertBulkBuyers(db, BUYERS + 2 * HOLDS, 41);
    // Sweeps every second on each instance; the holds lapse when the test moves the instances' clock.
    instances = await startInstances({ url, count: 2, env: { ORDER_EXPIRY_SWEEP_SECONDS: '1' }, now: () => clock.now, isJobsOn: true });
    proxy = await startRoundRobinProxy(instances.map((i) => i.url));
  });
  afterAll(async () => {
    await proxy?.close();
    if (instances) await closeInstances(instances);
    await database?.close();
    await drop?.();
  });

  /** The M101 08:00 run on fixture day `offset`, with `capacity` seats and `sold` of them taken. */
  const departure = async (offset: number, capacity: number, sold = 0): Promise<{ id: number; priceCents: number }> => {
    const row = await db
      .selectFrom('departures')
      .innerJoin('trips', 'trips.id', 'departures.trip_id')
      .select(['departures.id', 'departures.price_cents'])
      .where('departures.line_id', '=', network.lines.m101)
      .where('trips.departure_minutes', '=', 480)
      .where(sql<boolean>`departures.service_date = ${network.day(offset)}::date`)
      .executeTakeFirstOrThrow();
    await db.updateTable('departures').set({ capacity, seats_sold: sold }).where('id', '=', row.id).execute();
    return { id: row.id, priceCents: row.price_cents };
  };

  const seatsOf = async (departureId: number) => {
    const { seats_sold } = await db.selectFrom('departures').select('seats_sold').where('id', '=', departureId).executeTakeFirstOrThrow();
    const { n } = await db
      .selectFrom('tickets')
      .select(sql<number>`count(*)::integer`.as('n'))
      .where('departure_id', '=', departureId)
      .where('status', 'in', ['pending', 'valid', 'used'])
      .executeTakeFirstOrThrow();
    return { seatsSold: seats_sold, liveTickets: Number(n) };
  };

  /** POST /order/create through the load balancer, as the web client sends it. */
  const create = async (buyer: BulkBuyer, target: { id: number; priceCents: number }) => {
    const res = await fetch(`${proxy.url}${ApiPrefix.order}/order/create`, {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json', 'idempotency-key': `cluster-${buyer.userId}-${target.id}` },
      body: JSON.stringify({
        lineId: String(network.lines.m101),
        departureIds: [String(target.id)],
        boardSeq: 0,
        alightSeq: 3,
        passengerIds: [buyer.passengerId],
        userCouponId: null,
        expectedPayableCents: target.priceCents,
      }),
    });
    const body = (await res.json()) as { data: { orderNo: string } | null; meta: { code: number; desc: string } };
    return { status: res.status, code: body.meta.code, orderNo: body.data?.orderNo, servedBy: Number(res.headers.get('x-served-by')) };
  };

  describe(`${BUYERS} buyers at once for ${SEATS} seats, spread over both instances`, () => {
    it(`holds exactly ${SEATS} seats; the rest are told it is sold out`, async () => {
      const target = await departure(6, SEATS);
      const servedBefore = [...proxy.served];
      const answers = await Promise.all(buyers.slice(0, BUYERS).map((buyer) => create(buyer, target)));
      expect(answers.filter((a) => a.code === 1)).toHaveLength(SEATS);
      expect(answers.filter((a) => a.code === errorCatalogue.seatsSoldOut.code)).toHaveLength(BUYERS - SEATS);
      expect(answers.filter((a) => a.status !== 200 || (a.code !== 1 && a.code !== errorCatalogue.seatsSoldOut.code))).toEqual([]);
      expect(await seatsOf(target.id)).toEqual({ seatsSold: SEATS, liveTickets: SEATS });
      // The balancer gave each instance half of them.
      expect(proxy.served.map((n, i) => n - servedBefore[i]!)).toEqual([BUYERS / 2, BUYERS / 2]);
      const heldBy = [0, 1].map((i) => answers.filter((a) => a.code === 1 && a.servedBy === i).length);
      console.info(`two instances: ${SEATS} seats held of ${BUYERS} buyers, ${heldBy.join(' and ')} through each`);
    });

    it('control: the same race with a read-then-write instead of the conditional update oversells', async () => {
      const target = await departure(8, SEATS);
      await withUnguardedSeatTaking(db, async () => {
        const answers = await Promise.all(buyers.slice(0, BUYERS).map((buyer) => create(buyer, target)));
        const { seatsSold, liveTickets } = await seatsOf(target.id);
        expect(answers.filter((a) => a.code === 1).length).toBe(liveTickets);
        expect(liveTickets).toBeGreaterThan(SEATS);
        expect(seatsSold).not.toBe(liveTickets);
      });
      // Out of the way of the sweeps below: this departure's counter is wrong by design.
      await db.updateTable('tickets').set({ status: 'released' }).where('departure_id', '=', target.id).execute();
      await sql`UPDATE orders SET status = 'cancelled', closed_at = now() WHERE id IN (SELECT order_id FROM tickets WHERE departure_id = ${target.id})`.execute(db);
      await db.updateTable('departures').set({ seats_sold: 0 }).where('id', '=', target.id).execute();
    });
  });

  describe('one payment notification delivered to both instances many times', () => {
    /** A held order of the first race, its payment started through the balancer. */
    const heldOrder = async (skip: number) => {
      const order = await db
        .selectFrom('orders')
        .select(['id', 'order_no', 'user_id', 'payable_cents'])
        .where('status', '=', 'pending')
        .orderBy('id')
        .offset(skip)
        .limit(1)
        .executeTakeFirstOrThrow();
      const buyer = buyers.find((b) => Number(b.userId) === order.user_id)!;
      const res = await fetch(`${proxy.url}${ApiPrefix.order}/payment/pay`, {
        method: 'POST',
        headers: { ...buyer.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ orderNo: order.order_no, channel: 'sandbox' }),
      });
      expect(((await res.json()) as { meta: { code: number } }).meta.code).toBe(1);
      const gateway = createSandboxProvider({ secret: instances[0]!.config.buying.sandbox.secret, now: () => clock.now });
      return { order, outTradeNo: `${order.order_no}S`, body: JSON.stringify(gateway.makeNotification({ outTradeNo: `${order.order_no}S`, amountCents: order.payable_cents })) };
    };
    const outcomesOf = async (outTradeNo: string) =>
      (await db.selectFrom('payment_notifications').select('outcome').where('out_trade_no', '=', outTradeNo).execute()).map((r) => r.outcome).sort();

    it('is applied once: the order paid, its ticket valid, every other copy a duplicate, no refund', async () => {
      const { order, outTradeNo, body } = await heldOrder(0);
      const copies = instances.flatMap((instance) =>
        Array.from({ length: 10 }, () =>
          fetch(`${instance.url}${ApiPrefix.order}${paymentNotifyPaths.sandbox}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(async (res) => ({
            status: res.status,
            code: ((await res.json()) as { code: string }).code,
          })),
        ),
      );
      const answers = await Promise.all(copies);
      expect(answers.every((a) => a.status === 200 && a.code === 'SUCCESS')).toBe(true);
      expect(await outcomesOf(outTradeNo)).toEqual(['applied', ...Array<string>(19).fill('duplicate')]);
      expect(await db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).toEqual({ status: 'paid' });
      expect(await db.selectFrom('tickets').select('status').where('order_id', '=', order.id).execute()).toEqual([{ status: 'valid' }]);
      expect(await db.selectFrom('refunds').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    });

    it('control: read without the payment row lock, two instances apply it more than once and refund it as a second payment', async () => {
      const { order, outTradeNo, body } = await heldOrder(0);
      // The payment service as buying.wiring.ts builds it, twice (two instances), with the payment row read
      // unlocked: the guard that makes the second copy wait and find the payment applied.
      const unlockedInstance = () => {
        const payments = createPaymentRepository(db);
        const orders = createOrderRepository(db);
        return createPaymentService({
          db,
          providers: { sandbox: createSandboxProvider({ secret: instances[0]!.config.buying.sandbox.secret, now: () => clock.now }), superApp: null, wechat: null },
          payments: { ...payments, lockByTradeNo: (tradeNo, tx) => tx.selectFrom('payments').selectAll().where('out_trade_no', '=', tradeNo).executeTakeFirst() },
          orders,
          lifecycle: createOrderLifecycle({ orders, coupons: createCouponRepository(db) }),
          logger: silent,
          cashierUrl: '',
          now: () => clock.now,
        });
      };
      const services = [unlockedInstance(), unlockedInstance()];
      // A start line, so that the race shows on a busy machine too: the payments table is held (reads go on),
      // every copy reads the payment unapplied and waits at its first write; then all go at once.
      const gate = await holdTable(url, 'payments');
      const copies = Promise.all(
        Array.from({ length: 20 }, (_, i) => services[i % 2]!.notify('sandbox', { headers: { 'content-type': 'application/json' }, rawBody: body }).catch(() => undefined)),
      );
      expect(await gate.releaseWhenWaiting(2)).toBeGreaterThanOrEqual(2);
      await copies;
      expect((await outcomesOf(outTradeNo)).filter((o) => o === 'applied').length).toBeGreaterThan(1);
      expect((await db.selectFrom('refunds').select('reason').where('order_id', '=', order.id).execute()).length).toBeGreaterThan(0);
    });
  });

  describe('holds lapsing while both instances sweep', () => {
    const holdOn = async (offset: number, from: number) => {
      const target = await departure(offset, HOLDS + OTHERS);
      const answers = await Promise.all(buyers.slice(from, from + HOLDS).map((buyer) => create(buyer, target)));
      expect(answers.filter((a) => a.code === 1)).toHaveLength(HOLDS);
      // Seats others bought and paid for: they must still be there after the sweeps.
      await db.updateTable('departures').set({ seats_sold: HOLDS + OTHERS }).where('id', '=', target.id).execute();
      return target;
    };
    const pendingCount = async () =>
      Number((await db.selectFrom('orders').select(sql<number>`count(*)::integer`.as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow()).n);

    it('gives every seat back exactly once: each lapsed order expired by one instance or the other', async () => {
      const target = await holdOn(9, BUYERS);
      const lapsing = await pendingCount();
      const logFrom = instances.map((i) => i.logs.length);
      // Both instances' sweeps start together: each takes a lapsed order, then waits at the departures table.
      const gate = await holdTable(url, 'departures');
      clock.now = new Date(clock.now.getTime() + (instances[0]!.config.buying.holdMinutes + 1) * 60_000);
      expect(await gate.releaseWhenWaiting(2)).toBeGreaterThanOrEqual(2);
      await vi.waitFor(async () => expect(await pendingCount()).toBe(0), { timeout: 15_000, interval: 100 });
      await vi.waitFor(() => expect(instances.reduce((n, instance, i) => n + jobTotal(instance, 'order-expiry', 'expired', logFrom[i]), 0)).toBe(lapsing), { timeout: 5_000 });

      expect(await seatsOf(target.id)).toEqual({ seatsSold: OTHERS, liveTickets: 0 });
      const expiredBy = instances.map((instance, i) => jobTotal(instance, 'order-expiry', 'expired', logFrom[i]));
      expect(expiredBy.every((n) => n > 0)).toBe(true);
      const orders = await sql<{ status: string }>`SELECT DISTINCT o.status FROM orders o JOIN tickets t ON t.order_id = o.id WHERE t.departure_id = ${target.id}`.execute(db);
      expect(orders.rows).toEqual([{ status: 'expired' }]);
      for (const instance of instances) expect(instance.logs.filter((l) => Number(l.level) >= 50)).toEqual([]);
      console.info(`two sweepers: ${lapsing} lapsed orders, expired ${expiredBy.join(' and ')} by each; every seat back once`);
    });

    it('control: two sweepers that read lapsed orders without FOR UPDATE SKIP LOCKED give seats back twice', async () => {
      const target = await holdOn(10, BUYERS + HOLDS);
      // The expiry sweep as buying.wiring.ts builds it, twice (two instances), with the guard removed.
      const unguardedSweeper = () => {
        const orders: OrderRepository = createOrderRepository(db);
        const unlocked: OrderRepository = {
          ...orders,
          lockExpiredPending: (at, limit, tx) =>
            tx.selectFrom('orders').selectAll().where('status', '=', 'pending').where('expires_at', '<=', at).orderBy('expires_at').limit(limit).execute(),
        };
        return createOrderExpiry({ db, orders: unlocked, lifecycle: createOrderLifecycle({ orders: unlocked, coupons: createCouponRepository(db) }), logger: silent, now: () => new Date(clock.now.getTime() + 30 * 60_000) });
      };
      const counts = await Promise.all([unguardedSweeper().sweep(), unguardedSweeper().sweep()]);
      const { seatsSold } = await seatsOf(target.id);
      expect(seatsSold).toBeLessThan(OTHERS);
      expect(counts[0]! + counts[1]!).toBeGreaterThan(HOLDS);
    });
  });
});
