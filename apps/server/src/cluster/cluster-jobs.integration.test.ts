import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createPaymentRepository } from '../modules/buying/payment/payment.repository';
import { createRefundSender } from '../modules/buying/refunds/refund-sender';
import { createRefundRepository, type RefundRepository } from '../modules/buying/refunds/refunds.repository';
import { createEtaRepository } from '../modules/live/eta/eta.repository';
import { createSegmentLearning } from '../modules/live/eta/segment-learning';
import { createSegmentLearningRepository, type SegmentLearningRepository } from '../modules/live/eta/segment-learning.repository';
import { simulateTrip, type SimulatedTrip } from '../modules/live/simulation/simulate-trip';
import { createCalendarRepository } from '../modules/network/calendar/calendar.repository';
import { createDepartureHorizon } from '../modules/network/departure-horizon/departure-horizon';
import { createDepartureHorizonRepository } from '../modules/network/departure-horizon/departure-horizon.repository';
import { createSuperAppPayProvider } from '../providers/payment/super-app/super-app-pay-provider';
import { insertBulkBuyers, type BulkBuyer } from '../test/bulk-buyers';
import { closeInstances, holdTable, jobRuns, jobTotal, startInstances, type Instance } from '../test/cluster';
import { startFakeServer, type FakeServer } from '../test/fake-http-server';
import { insertLineNetwork, type LineNetworkFixture } from '../test/line-network-fixture';
import { createPostgresTestDatabase } from '../test/test-database';
import { shanghaiInstant } from '../time/shanghai-time';

/**
 * The periodic jobs (jobs/periodic-jobs.ts) on two server instances at once (decision 042): two real apps
 * with their jobs on, on one PostgreSQL. Each job's runs on both instances are made to start together (the
 * table each one writes first is held until both wait on it), then the effects are counted: each departure
 * inserted once, each refund sent once, each segment sample learned once; and the figures the instances'
 * runs logged add up to exactly those effects. The order-expiry job is counted in cluster-buying (holds
 * lapsing while both instances sweep). Each has a control with the guard removed, run after the instances
 * stopped, which does the work twice.
 */
const REFUNDS = 30;
const PAY_KEY = 'cluster-super-app-pay-key';
const adminUrl = process.env.TEST_DATABASE_URL;
const silent = pino({ level: 'silent' });

describe.skipIf(!adminUrl)('two server instances on one PostgreSQL: the periodic jobs', () => {
  let drop: () => Promise<void>;
  let url: string;
  let database: DatabaseHandle;
  let db: Db;
  let network: LineNetworkFixture;
  let buyer: BulkBuyer;
  let provider: FakeServer;
  let departureId: number;
  let vehicleId: number;
  let trip: SimulatedTrip;
  let refundSeries = 0;

  /** Calls of the host's refund API, per out_refund_no. */
  const refundCalls = () => {
    const counts = new Map<string, number>();
    for (const request of provider.requests.filter((r) => r.url.pathname === '/pay/refund')) {
      const outRefundNo = (JSON.parse(request.body) as { outRefundNo: string }).outRefundNo;
      counts.set(outRefundNo, (counts.get(outRefundNo) ?? 0) + 1);
    }
    return counts;
  };

  /** REFUNDS refunds the host's payment never took on, owed for five minutes, each on a paid order of its own. */
  const insertUnsentRefunds = async (client: Pick<pg.Client, 'query'>): Promise<string[]> => {
    refundSeries += 1;
    const { rows } = await client.query<{ out_refund_no: string }>(
      `WITH o AS (
         INSERT INTO orders (order_no, user_id, line_id, board_seq, alight_seq, status, total_cents, payable_cents, expires_at, created_at, paid_at)
         SELECT 'UDRETRY' || $1::text || lpad(g::text, 6, '0'), $2, $3, 0, 3, 'paid', 800, 800, now(), now(), now() FROM generate_series(1, $4::integer) AS g
         RETURNING id, order_no
       ), p AS (
         INSERT INTO payments (order_id, channel, out_trade_no, amount_cents, status, provider_transaction_id, created_at, succeeded_at)
         SELECT id, 'superApp', order_no || 'A', 800, 'succeeded', order_no || 'T', now(), now() FROM o
         RETURNING id, order_id, out_trade_no
       )
       INSERT INTO refunds (order_id, payment_id, out_refund_no, amount_cents, reason, status, created_at)
       SELECT order_id, id, out_trade_no || 'P1', 800, 'passenger', 'processing', now() - interval '5 minutes' FROM p
       RETURNING out_refund_no`,
      [refundSeries, Number(buyer.userId), network.lines.m101, REFUNDS],
    );
    return rows.map((r) => r.out_refund_no);
  };

  /**
   * The simulated run of the vehicle on its departure, received a minute ago (the learning leaves the last
   * 30 s), with the cursor put back two minutes, as if the runs had paused: the runs since moved it past them.
   */
  const insertPositions = async (client: Pick<pg.Client, 'query'>) => {
    await client.query(`UPDATE segment_learning_state SET received_until = now() - interval '2 minutes'`);
    const points = trip.points;
    await client.query(
      `INSERT INTO vehicle_positions (vehicle_id, lng, lat, speed_kmh, heading, recorded_at, received_at)
       SELECT $1, lng, lat, speed, heading, recorded_at, now() - interval '60 seconds'
       FROM unnest($2::float8[], $3::float8[], $4::float8[], $5::float8[], $6::timestamptz[]) AS p (lng, lat, speed, heading, recorded_at)`,
      [vehicleId, points.map((p) => p.lng), points.map((p) => p.lat), points.map((p) => p.speedKmh), points.map((p) => p.heading), points.map((p) => p.recordedAt)],
    );
  };

  /** A connection of its own, for SQL written for pg's client. */
  const withClient = async <T>(body: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await body(client);
    } finally {
      await client.end();
    }
  };

  const duplicateDepartures = async (table: string) =>
    Number((await sql<{ n: number }>`SELECT count(*)::integer AS n FROM (SELECT 1 FROM ${sql.table(table)} GROUP BY trip_id, service_date HAVING count(*) > 1) AS d`.execute(db)).rows[0]!.n);
  const countOf = async (table: string) => Number((await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n);

  beforeAll(async () => {
    ({ url, drop } = await createPostgresTestDatabase(adminUrl!));
    database = await openDatabase({ kind: 'postgres', url, maxConnections: 6 });
    db = database.db;
    await migrateToLatest(db);
    network = await insertLineNetwork(db, new Date());
    // The instances roll the departure horizon forward as they start: from nothing.
    await db.deleteFrom('departures').execute();
    buyer = (await insertBulkBuyers(db, 1, 51))[0]!;
    provider = await startFakeServer(({ url: requested, body }) =>
      requested.pathname === '/pay/refund'
        ? { json: { code: 'SUCCESS', data: { refundId: `HOST-${(JSON.parse(body) as { outRefundNo: string }).outRefundNo}`, status: 'SUCCESS' } } }
        : { json: { code: 'SUCCESS', data: {} } },
    );
  });
  afterAll(async () => {
    await provider?.close();
    await database?.close();
    await drop?.();
  });

  describe('run by both instances at once', () => {
    let instances: Instance[];

    beforeAll(async () => {
      // Both instances' first horizon runs (before they answer) reach their inserts, wait, and go on together.
      const gate = await holdTable(url, 'departures');
      const starting = startInstances({
        url,
        count: 2,
        isJobsOn: true,
        env: { SUPER_APP_PAY_LINK: 'wdnj://pay', SUPER_APP_PAY_KEY: PAY_KEY, SUPER_APP_PAY_API_URL: provider.url, REFUND_RETRY_SECONDS: '1', SEGMENT_LEARNING_SECONDS: '1' },
      });
      await gate.releaseWhenWaiting(2);
      instances = await starting;
    });
    afterAll(async () => {
      if (instances) await closeInstances(instances);
    });

    it('departure-horizon: each departure inserted once, the instances\u2019 counts adding up to the rows', async () => {
      const rows = await countOf('departures');
      expect(rows).toBeGreaterThan(0);
      expect(await duplicateDepartures('departures')).toBe(0);
      const insertedBy = instances.map((instance) => jobTotal(instance, 'departure-horizon', 'inserted'));
      expect(insertedBy[0]! + insertedBy[1]!).toBe(rows);
      console.info(`departure-horizon on two instances at once: ${rows} departures, inserted ${insertedBy.join(' + ')}`);
    });

    it('refund-retry: each refund sent once, the instances\u2019 counts adding up to the refunds', async () => {
      const logFrom = instances.map((i) => i.logs.length);
      let refunds: string[] = [];
      const gate = await holdTable(url, 'refunds', async (client) => {
        refunds = await insertUnsentRefunds(client);
      });
      await gate.releaseWhenWaiting(2);
      await vi.waitFor(
        async () => expect(await db.selectFrom('refunds').select('status').where('out_refund_no', 'in', refunds).where('status', '=', 'succeeded').execute()).toHaveLength(REFUNDS),
        { timeout: 10_000, interval: 100 },
      );
      // Two more runs of each: nothing left to send.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const calls = refundCalls();
      expect(refunds.map((r) => calls.get(r))).toEqual(refunds.map(() => 1));
      const takenBy = instances.map((instance, i) => jobTotal(instance, 'refund-retry', 'taken', logFrom[i]));
      expect(takenBy[0]! + takenBy[1]!).toBe(REFUNDS);
      console.info(`refund-retry on two instances at once: ${REFUNDS} refunds, sent ${takenBy.join(' + ')}`);
    });

    it('segment-learning: each stop passage and segment sample learned once, the instances\u2019 counts adding up to them', async () => {
      const vehicle = await db.insertInto('vehicles').values({ plate: '粤B·C4201', capacity: 30, line_id: network.lines.m101 }).returning('id').executeTakeFirstOrThrow();
      vehicleId = vehicle.id;
      const departsAt = shanghaiInstant(network.day(1), 480);
      const departure = await db.selectFrom('departures').select('id').where('line_id', '=', network.lines.m101).where('departs_at', '=', departsAt).executeTakeFirstOrThrow();
      departureId = departure.id;
      await db.updateTable('departures').set({ vehicle_id: vehicleId }).where('id', '=', departureId).execute();
      const line = await db.selectFrom('lines').select('shape').where('id', '=', network.lines.m101).executeTakeFirstOrThrow();
      const stops = await db
        .selectFrom('line_stops as ls')
        .innerJoin('stations as s', 's.id', 'ls.station_id')
        .select(['ls.seq', 's.lng', 's.lat', 'ls.minutes_from_start'])
        .where('ls.line_id', '=', network.lines.m101)
        .orderBy('ls.seq')
        .execute();
      trip = simulateTrip({ shape: line.shape ?? [], stops: stops.map((s) => ({ seq: s.seq, lng: s.lng, lat: s.lat, minutesFromStart: s.minutes_from_start })), departsAt, seed: 7 });

      const logFrom = instances.map((i) => i.logs.length);
      const gate = await holdTable(url, 'segment_learning_state', insertPositions);
      await gate.releaseWhenWaiting(2);
      await vi.waitFor(async () => expect(await db.selectFrom('segment_travel_times').select('samples').execute()).toHaveLength(4), { timeout: 10_000, interval: 100 });
      // Two more runs of each: nothing new to learn.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect((await db.selectFrom('stop_passages').select('seq').where('departure_id', '=', departureId).orderBy('seq').execute()).map((p) => p.seq)).toEqual([0, 1, 2, 3, 4]);
      expect((await db.selectFrom('segment_travel_times').select('samples').execute()).map((m) => m.samples)).toEqual([1, 1, 1, 1]);
      const learnedBy = instances.map((instance, i) => jobTotal(instance, 'segment-learning', 'samples', logFrom[i]));
      expect(learnedBy[0]! + learnedBy[1]!).toBe(4);
      const skipped = instances.reduce((n, instance, i) => n + jobRuns(instance, 'segment-learning', logFrom[i]).filter((run) => run.isSkipped === true).length, 0);
      expect(skipped).toBeGreaterThan(0);
      for (const instance of instances) expect(instance.logs.filter((l) => Number(l.level) >= 50)).toEqual([]);
      console.info(`segment-learning on two instances at once: 4 samples, learned ${learnedBy.join(' + ')}; ${skipped} runs found the cursor taken and skipped`);
    });
  });

  describe('controls: the same work run twice at once with the guard removed', () => {
    it('departure-horizon: read what is missing, then insert it, without the unique key: every departure twice', async () => {
      await sql`CREATE TABLE departures_unkeyed (LIKE departures INCLUDING DEFAULTS INCLUDING IDENTITY)`.execute(db);
      const horizons = [0, 1].map(() => {
        const real = createDepartureHorizonRepository(db);
        return createDepartureHorizon({
          calendar: createCalendarRepository(db),
          horizon: {
            ...real,
            insertMissingDepartures: async (rows) => {
              const { rows: existing } = await sql<{ key: string }>`SELECT trip_id || ':' || service_date AS key FROM departures_unkeyed`.execute(db);
              const have = new Set(existing.map((r) => r.key));
              const missing = rows.filter((r) => !have.has(`${r.trip_id}:${r.service_date}`));
              await sql`SELECT pg_sleep(0.05)`.execute(db);
              if (missing.length > 0) await db.insertInto('departures_unkeyed' as 'departures').values(missing).execute();
              return missing.length;
            },
          },
        });
      });
      const inserted = await Promise.all(horizons.map((h) => h.ensure()));
      expect(await duplicateDepartures('departures_unkeyed')).toBeGreaterThan(0);
      expect(inserted[0]! + inserted[1]!).toBe(await countOf('departures_unkeyed'));
    });

    it('refund-retry: read what is unsent without claiming it: every refund sent twice', async () => {
      const refunds = await withClient(insertUnsentRefunds);
      const before = refundCalls();
      // The refund sender as buying.wiring.ts builds it, twice (two instances), reading the unsent refunds
      // as it did before it claimed them: a plain SELECT.
      const unclaiming = () => {
        const real = createRefundRepository(db);
        const refundsRepository: RefundRepository = {
          ...real,
          claimUnsent: (range, _claim, limit) =>
            db
              .selectFrom('refunds as r')
              .innerJoin('payments as p', 'p.id', 'r.payment_id')
              .select(['r.out_refund_no', 'r.amount_cents', 'r.reason', 'p.channel', 'p.out_trade_no', 'p.amount_cents as payment_cents'])
              .where('r.status', '=', 'processing')
              .where('r.provider_refund_id', 'is', null)
              .where('r.created_at', '>', range.from)
              .where('r.created_at', '<=', range.to)
              .orderBy('r.created_at')
              .limit(limit)
              .execute(),
        };
        return createRefundSender({
          refunds: refundsRepository,
          payments: createPaymentRepository(db),
          providers: { sandbox: null, superApp: createSuperAppPayProvider({ payKey: PAY_KEY, apiUrl: provider.url }), wechat: null },
          logger: silent,
        });
      };
      await Promise.all([unclaiming().retryUnsent(), unclaiming().retryUnsent()]);
      const calls = refundCalls();
      expect(refunds.map((r) => (calls.get(r) ?? 0) - (before.get(r) ?? 0))).toEqual(refunds.map(() => 2));
    });

    it('segment-learning: the cursor read unlocked and every passage taken as new: each sample learned twice', async () => {
      await db.deleteFrom('stop_passages').execute();
      await db.deleteFrom('segment_travel_times').execute();
      await db.updateTable('segment_learning_state').set({ received_until: new Date(0) }).execute();
      // Segment learning as live.wiring.ts builds it, twice (two instances), without its two guards: the
      // cursor's FOR UPDATE SKIP LOCKED, and the passages' key that makes a second writer's rows no news.
      const unguarded = () => {
        const real = createSegmentLearningRepository(db);
        const learning: SegmentLearningRepository = {
          ...real,
          lockCursor: (tx = db) => tx.selectFrom('segment_learning_state').select('received_until').where('id', '=', 1).executeTakeFirst(),
          insertPassages: async (id, passages, tx) => {
            await real.insertPassages(id, passages, tx);
            return passages.map((p) => p.seq);
          },
        };
        return createSegmentLearning({ db, learning, etas: createEtaRepository(db) });
      };
      const runs = await Promise.all([unguarded().learn(), unguarded().learn()]);
      expect(runs[0]!.samples + runs[1]!.samples).toBe(8);
      expect((await db.selectFrom('segment_travel_times').select('samples').execute()).map((m) => m.samples)).toEqual([2, 2, 2, 2]);
    });
  });
});
