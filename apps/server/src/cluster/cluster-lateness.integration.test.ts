import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { LatenessRepository } from '../modules/promotions/lateness/lateness.repository';
import { insertBulkBuyers, type BulkBuyer } from '../test/bulk-buyers';
import { closeInstances, holdTable, jobRuns, jobTotal, startInstances, type Instance } from '../test/cluster';
import { latenessServiceOf } from '../test/lateness-compensation';
import { insertLineNetwork, type LineNetworkFixture } from '../test/line-network-fixture';
import { createPostgresTestDatabase } from '../test/test-database';
import { shanghaiInstant } from '../time/shanghai-time';

/**
 * The lateness-compensation job on two server instances at once (decision 042): two real apps with their
 * jobs on, on one PostgreSQL, their first runs made to reach the departure's claim together
 * (lateness_checks held until both wait on it). Each late rider gets one coupon. The control runs the same
 * judging twice at once with its two guards removed (the departure's claim read then written, the ticket's
 * compensation without its unique key): every rider is paid twice.
 */
const MINUTE = 60_000;
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two server instances on one PostgreSQL: lateness compensation', () => {
  let drop: () => Promise<void>;
  let url: string;
  let database: DatabaseHandle;
  let db: Db;
  let network: LineNetworkFixture;
  let buyers: BulkBuyer[];
  /** The instances' clock: day 1, 13:00, five hours after M101's 08:00 run left. */
  let now: Date;
  let m101: number;
  let s301: number;

  /** `count` riders of `buyers` from `first` on, each with a paid one-ticket order on the departure, checked in at its first stop. */
  const insertCheckedInRiders = async (departureId: number, lineId: number, priceCents: number, first: number, count: number, departsAt: Date) => {
    for (const buyer of buyers.slice(first, first + count)) {
      const order = await db
        .insertInto('orders')
        .values({
          order_no: `UDLATE${departureId}${buyer.userId}`,
          user_id: Number(buyer.userId),
          line_id: lineId,
          board_seq: 0,
          alight_seq: 2,
          status: 'paid',
          total_cents: priceCents,
          discount_cents: 0,
          payable_cents: priceCents,
          expires_at: departsAt,
          created_at: new Date(departsAt.getTime() - 24 * 60 * MINUTE),
          paid_at: new Date(departsAt.getTime() - 24 * 60 * MINUTE),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('tickets')
        .values({
          order_id: order.id,
          departure_id: departureId,
          passenger_id: Number(buyer.passengerId),
          passenger_name: '测试乘客',
          passenger_id_masked: '440***********1239',
          service_date: network.day(1),
          price_cents: priceCents,
          status: 'used',
          created_at: new Date(departsAt.getTime() - 24 * 60 * MINUTE),
          checked_at: departsAt,
        })
        .execute();
    }
  };

  const departureAt = async (lineId: number) =>
    (await db.selectFrom('departures').select(['id', 'departs_at']).where('line_id', '=', lineId).where(sql<boolean>`service_date = ${network.day(1)}::date`).orderBy('departs_at', 'desc').executeTakeFirstOrThrow());

  /** Coupons per ticket of the departures' riders: ticket id → coupons. */
  const couponsPerTicket = async (table = 'lateness_compensations') => {
    const { rows } = await sql<{ ticket_id: number; n: number }>`
      SELECT t.id AS ticket_id, count(uc.id)::integer AS n
      FROM tickets t
      LEFT JOIN ${sql.table(table)} c ON c.ticket_id = t.id
      LEFT JOIN user_coupons uc ON uc.id = c.user_coupon_id AND uc.source = 'lateness'
      WHERE t.status = 'used'
      GROUP BY t.id`.execute(db);
    return rows.map((r) => r.n);
  };

  beforeAll(async () => {
    ({ url, drop } = await createPostgresTestDatabase(adminUrl!));
    database = await openDatabase({ kind: 'postgres', url, maxConnections: 6 });
    db = database.db;
    await migrateToLatest(db);
    network = await insertLineNetwork(db, new Date());
    m101 = network.lines.m101;
    s301 = network.lines.s301;
    now = new Date(shanghaiInstant(network.day(1), 480).getTime() + 300 * MINUTE);
    buyers = await insertBulkBuyers(db, 30, 62);
    // M101 08:00: 20 riders, the bus 25 minutes late leaving 市民中心 (50%). S301 06:40: 10 riders, 35 minutes (100%).
    const eight = await departureAt(m101);
    const school = await departureAt(s301);
    await insertCheckedInRiders(eight.id, m101, 800, 0, 20, eight.departs_at);
    await insertCheckedInRiders(school.id, s301, 500, 20, 10, school.departs_at);
    await db
      .insertInto('stop_passages')
      .values([
        { departure_id: eight.id, seq: 0, passed_at: new Date(eight.departs_at.getTime() + 25 * MINUTE) },
        { departure_id: school.id, seq: 0, passed_at: new Date(school.departs_at.getTime() + 35 * MINUTE) },
      ])
      .execute();
    // Segment learning has caught up with both runs.
    await db.updateTable('segment_learning_state').set({ received_until: now }).where('id', '=', 1).execute();
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  describe('run by both instances at once', () => {
    let instances: Instance[];

    beforeAll(async () => {
      // Both instances' first runs judge both departures, then wait at their claims, and go on together.
      const gate = await holdTable(url, 'lateness_checks');
      const starting = startInstances({ url, count: 2, isJobsOn: true, now: () => now, env: { LATENESS_CHECK_SECONDS: '1' } });
      await gate.releaseWhenWaiting(2);
      instances = await starting;
    });
    afterAll(async () => {
      if (instances) await closeInstances(instances);
    });

    it('gives each late rider one coupon, the instances\u2019 counts adding up to the riders', async () => {
      await vi.waitFor(async () => expect(await db.selectFrom('lateness_checks').select('departure_id').execute()).toHaveLength(2), { timeout: 10_000, interval: 100 });
      // Two more runs of each: nothing left to judge.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await couponsPerTicket()).toEqual(Array.from({ length: 30 }, () => 1));
      const amounts = await db
        .selectFrom('lateness_compensations as c')
        .innerJoin('user_coupons as uc', 'uc.id', 'c.user_coupon_id')
        .select(['c.percent', 'uc.amount_cents', 'uc.user_id', 'c.user_id as rider'])
        .execute();
      expect(amounts.filter((a) => a.percent === 50 && a.amount_cents === 400)).toHaveLength(20);
      expect(amounts.filter((a) => a.percent === 100 && a.amount_cents === 500)).toHaveLength(10);
      for (const a of amounts) expect(a.user_id).toBe(a.rider);

      const givenBy = instances.map((instance) => jobTotal(instance, 'lateness-compensation', 'compensated'));
      expect(givenBy[0]! + givenBy[1]!).toBe(30);
      const judgedBy = instances.map((instance) => jobTotal(instance, 'lateness-compensation', 'departures'));
      expect(judgedBy[0]! + judgedBy[1]!).toBe(2);
      // The loser of each claim found the departure taken.
      const skipped = instances.map((instance) => jobTotal(instance, 'lateness-compensation', 'skipped'));
      expect(skipped[0]! + skipped[1]!).toBe(2);
      for (const instance of instances) {
        expect(jobRuns(instance, 'lateness-compensation').length).toBeGreaterThan(1);
        expect(instance.logs.filter((l) => Number(l.level) >= 50)).toEqual([]);
      }
      console.info(`lateness-compensation on two instances at once: 30 riders, compensated ${givenBy.join(' + ')}; claims lost ${skipped.join(' + ')}`);
    });
  });

  describe('control: the same judging twice at once with the guards removed', () => {
    it('the claim read then written and the compensation without its key: every rider paid twice', async () => {
      await db.deleteFrom('lateness_compensations').execute();
      await db.deleteFrom('lateness_checks').execute();
      await db.deleteFrom('user_coupons').where('source', '=', 'lateness').execute();
      await sql`CREATE TABLE lateness_checks_unkeyed (LIKE lateness_checks INCLUDING DEFAULTS)`.execute(db);
      await sql`CREATE TABLE lateness_compensations_unkeyed (LIKE lateness_compensations INCLUDING DEFAULTS INCLUDING IDENTITY)`.execute(db);
      // The lateness service as promotions.wiring.ts builds it, twice (two instances), without its two
      // guards: the departure's claim is a read of whether it was judged, then an insert; each ticket's
      // compensation goes into a table without the unique ticket key.
      // Both runs read each departure's claim before either writes it (a start line per departure, as the
      // instances' claims met at the held table above).
      const bothRead = new Map<number, { waiting: number; go: Promise<void>; release: () => void }>();
      const meet = async (departureId: number) => {
        let line = bothRead.get(departureId);
        if (!line) {
          let release = () => undefined as void;
          const go = new Promise<void>((resolve) => {
            release = resolve;
          });
          line = { waiting: 0, go, release };
          bothRead.set(departureId, line);
        }
        line.waiting += 1;
        if (line.waiting === 2) line.release();
        await line.go;
      };
      const unguarded = () =>
        latenessServiceOf(db, () => now, (real): LatenessRepository => ({
          ...real,
          claimCheck: async (departureId, outcome, at, tx) => {
            const { rows } = await sql`SELECT 1 FROM lateness_checks_unkeyed WHERE departure_id = ${departureId}`.execute(tx);
            await meet(departureId);
            if (rows.length > 0) return false;
            await sql`INSERT INTO lateness_checks_unkeyed (departure_id, outcome, checked_at) VALUES (${departureId}, ${outcome}, ${at})`.execute(tx);
            return true;
          },
          insertCompensation: async (c, tx) => {
            const { rows } = await sql<{ id: number }>`
              INSERT INTO lateness_compensations_unkeyed (ticket_id, departure_id, user_id, board_seq, scheduled_at, arrived_at, late_minutes, percent, paid_share_cents, created_at)
              VALUES (${c.ticketId}, ${c.departureId}, ${c.userId}, ${c.boardSeq}, ${c.scheduledAt}, ${c.arrivedAt}, ${c.lateMinutes}, ${c.percent}, ${c.paidShareCents}, ${c.at})
              RETURNING id`.execute(tx);
            return Number(rows[0]!.id);
          },
          attachCoupon: async (id, couponId, tx) => {
            await sql`UPDATE lateness_compensations_unkeyed SET user_coupon_id = ${couponId} WHERE id = ${id}`.execute(tx);
            return [];
          },
          setCompensatedCount: async () => [],
        }));
      const runs = await Promise.all([unguarded().compensate(), unguarded().compensate()]);
      expect(runs[0]!.compensated + runs[1]!.compensated).toBe(60);
      expect(await couponsPerTicket('lateness_compensations_unkeyed')).toEqual(Array.from({ length: 30 }, () => 2));
    });
  });
});
