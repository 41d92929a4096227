import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import type { Db, DbOrTx } from '../db/database';
import { demoCities } from '../db/seed/demo-cities';
import { createPositionIngest } from '../modules/live/vehicles/position-ingest';
import { createGtfsRtPoller } from '../modules/live/vehicles/gtfs-rt-poller';
import { createVehiclesRepository } from '../modules/live/vehicles/vehicles.repository';
import { createCalendarRepository } from '../modules/network/calendar/calendar.repository';
import { syncCnCalendar } from '../modules/network/calendar/calendar.service';
import { createDepartureHorizon } from '../modules/network/departure-horizon/departure-horizon';
import { createDepartureHorizonRepository } from '../modules/network/departure-horizon/departure-horizon.repository';
import { importGtfsFeed } from '../modules/network/gtfs/gtfs-import.service';
import { parseGtfsFeed } from '../modules/network/gtfs/gtfs.parser';
import { encodeFeed, startFakeGtfsRtFeed, vehicleEntity } from '../test/fake-gtfs-rt-feed';
import { tinyFeed } from '../test/gtfs-test-feed';
import { createTestDatabase } from '../test/test-database';
import { periodicJobs, type JobSources } from './periodic-jobs';
import { scheduleJob, type PeriodicJob } from './scheduler';

/** The jobs that run against a database or a feed, on the scheduler, as the server runs them. */

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db.insertInto('cities').values(demoCities).execute();
  await syncCnCalendar(db);
  await importGtfsFeed(db, parseGtfsFeed(tinyFeed()));
});
afterAll(() => handle.close());

const idle = async () => 0;

/** The named job of the list, over these network and live services (the others do nothing). */
const jobOf = (name: string, sources: { network?: JobSources['network']; live?: Partial<JobSources['live']> }, env: Record<string, string> = {}): PeriodicJob => {
  const jobs = periodicJobs({
    config: loadConfig(env),
    network: sources.network ?? { departureHorizon: { ensure: idle }, readModel: { refreshIfChanged: async () => false } },
    buying: { expiry: { sweep: idle }, refundSender: { retryUnsent: idle } },
    live: {
      simulator: { tick: async () => ({ running: [] }) },
      gtfsRtPoller: null,
      segmentLearning: { learn: async () => ({ isSkipped: true, vehicles: 0, passages: 0, samples: 0 }) },
      ...sources.live,
    },
    promotions: {
      lateness: { compensate: async () => ({ departures: 0, late: 0, onTime: 0, noData: 0, compensated: 0, skipped: 0 }) },
      inviteRewards: { settle: async () => ({ rewarded: 0, capped: 0, refusedRides: 0 }) },
    },
    demand: { crowdfundLifecycle: { run: async () => ({ opened: 0, failed: 0, settled: 0 }) } },
  });
  const job = jobs.find((j) => j.name === name);
  if (!job) throw new Error(`no ${name} job`);
  return job;
};

/** The departure horizon as network.wiring.ts builds it, on this database handle. */
const horizonOn = (on: DbOrTx) => createDepartureHorizon({ horizon: createDepartureHorizonRepository(on), calendar: createCalendarRepository(on) });

describe('the departure horizon job', () => {
  it('runs at once and then every interval, and stops cleanly', async () => {
    const logger = { info: vi.fn(), debug: vi.fn(), error: vi.fn() };
    const job = scheduleJob({ ...jobOf('departure-horizon', { network: { departureHorizon: horizonOn(db), readModel: { refreshIfChanged: async () => false } } }), intervalMs: 40, logger });
    await vi.waitFor(() => expect(logger.info.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 20 });
    await job.stop();
    const runs = logger.info.mock.calls.length;
    expect(logger.info).toHaveBeenCalledWith({ job: 'departure-horizon', ms: expect.any(Number), inserted: expect.any(Number) }, 'periodic job ran');
    // The first run (today, real time) filled the horizon; the next ones found nothing to add.
    expect(logger.info.mock.calls.at(-1)?.[0]).toMatchObject({ job: 'departure-horizon', inserted: 0 });
    expect(logger.error).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(logger.info.mock.calls.length).toBe(runs);
  });

  it('logs a failed run and keeps going', async () => {
    const logger = { info: vi.fn(), debug: vi.fn(), error: vi.fn() };
    const broken = db.withPlugin({
      transformQuery: () => {
        throw new Error('database unavailable');
      },
      transformResult: async (args) => args.result,
    });
    const job = scheduleJob({ ...jobOf('departure-horizon', { network: { departureHorizon: horizonOn(broken), readModel: { refreshIfChanged: async () => false } } }), intervalMs: 40, logger });
    await vi.waitFor(() => expect(logger.error.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 20 });
    await job.stop();
    expect(logger.error.mock.calls[0]?.[0]).toMatchObject({ job: 'departure-horizon', err: expect.any(Error) });
    expect(logger.error.mock.calls[0]?.[1]).toBe('periodic job failed; it runs again at the next interval');
  });
});

describe('the GTFS-Realtime polling job', () => {
  it('polls at once and on its interval, logs a failed poll and carries on', async () => {
    const NOW = new Date('2026-11-23T01:00:00Z');
    const s = (secondsAgo: number) => NOW.getTime() / 1000 - secondsAgo;
    const [bus] = await db.insertInto('vehicles').values([{ plate: '粤B·G19001', capacity: 45, line_id: null }]).returning('id').execute();
    const feed = await startFakeGtfsRtFeed();
    const vehicles = createVehiclesRepository(db);
    const poller = createGtfsRtPoller({ vehicles, ingest: createPositionIngest({ vehicles, now: () => NOW }), url: feed.url, now: () => NOW });
    const latest = async () =>
      (await db.selectFrom('vehicle_positions').select('recorded_at').where('vehicle_id', '=', bus!.id).orderBy('recorded_at', 'desc').executeTakeFirst())?.recorded_at;

    feed.state.answer = { status: 500 };
    const errors: unknown[] = [];
    const before = feed.state.requests;
    const job = scheduleJob({
      ...jobOf('gtfs-rt-poll', { live: { gtfsRtPoller: poller } }, { GTFS_RT_POLL_SECONDS: '1' }),
      logger: { info: () => undefined, debug: () => undefined, error: (...args: unknown[]) => errors.push(args) } as never,
    });
    await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 5000 });
    feed.state.answer = encodeFeed({
      header: { gtfsRealtimeVersion: '2.0', timestamp: s(0) },
      entity: [vehicleEntity('e1', { label: '粤B·G19001' }, { latitude: 22.545, longitude: 114.0579, speed: 10 }, s(1))],
    });
    await vi.waitFor(async () => expect((await latest())?.getTime()).toBe(s(1) * 1000), { timeout: 10_000, interval: 100 });
    await job.stop();
    await feed.close();
    expect(feed.state.requests - before).toBeGreaterThanOrEqual(2);
    expect(errors).toHaveLength(1);
  });
});
