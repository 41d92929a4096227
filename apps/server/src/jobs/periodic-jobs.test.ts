import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import type { VehicleSimulator } from '../modules/live/simulation/vehicle-simulator';
import { periodicJobs, type JobSources } from './periodic-jobs';
import { scheduleJob, type PeriodicJob } from './scheduler';

afterEach(() => vi.useRealTimers());

/** The job list over services that do nothing, unless a test gives its own. */
const jobsOf = (env: Record<string, string> = {}, overrides: Partial<JobSources['live']> = {}): PeriodicJob[] =>
  periodicJobs({
    config: loadConfig(env),
    network: { departureHorizon: { ensure: async () => 0 }, readModel: { refreshIfChanged: async () => false } },
    buying: { expiry: { sweep: async () => 0 }, refundSender: { retryUnsent: async () => 0 } },
    live: {
      simulator: { tick: async () => ({ running: [] }) },
      gtfsRtPoller: null,
      segmentLearning: { learn: async () => ({ isSkipped: false, vehicles: 0, passages: 0, samples: 0 }) },
      ...overrides,
    },
    promotions: {
      lateness: { compensate: async () => ({ departures: 0, late: 0, onTime: 0, noData: 0, compensated: 0, skipped: 0 }) },
      inviteRewards: { settle: async () => ({ rewarded: 0, capped: 0, refusedRides: 0 }) },
    },
    demand: { crowdfundLifecycle: { run: async () => ({ opened: 0, failed: 0, settled: 0 }) } },
  });

const jobNamed = (jobs: PeriodicJob[], name: string): PeriodicJob => {
  const job = jobs.find((j) => j.name === name);
  if (!job) throw new Error(`no ${name} job`);
  return job;
};

const fakeLogger = () => ({ info: vi.fn(), debug: vi.fn(), error: vi.fn() });

describe('the periodic jobs', () => {
  it('are the ten loops, each at its interval from config', () => {
    const poller = { pollOnce: async () => ({ vehicles: 0, accepted: 0, duplicates: 0, rejected: 0, unknownVehicles: 0 }) };
    const jobs = jobsOf({ SIMULATOR: 'on' }, { gtfsRtPoller: poller });
    expect(jobs.map((j) => [j.name, j.intervalMs])).toEqual([
      ['departure-horizon', 3_600_000],
      ['network-refresh', 3_000],
      ['order-expiry', 15_000],
      ['refund-retry', 300_000],
      ['vehicle-simulator', 10_000],
      ['gtfs-rt-poll', 15_000],
      ['segment-learning', 60_000],
      ['lateness-compensation', 300_000],
      ['invite-rewards', 30_000],
      ['crowdfunds', 30_000],
    ]);
    const custom = jobsOf(
      { DEPARTURE_HORIZON_MINUTES: '5', NETWORK_REFRESH_SECONDS: '7', ORDER_EXPIRY_SWEEP_SECONDS: '20', REFUND_RETRY_SECONDS: '60', SIMULATOR_TICK_SECONDS: '2', GTFS_RT_POLL_SECONDS: '30', SEGMENT_LEARNING_SECONDS: '90', LATENESS_CHECK_SECONDS: '600', INVITE_REWARD_SECONDS: '45', CROWDFUND_CHECK_SECONDS: '5' },
      { gtfsRtPoller: poller },
    );
    expect(custom.map((j) => j.intervalMs)).toEqual([300_000, 7_000, 20_000, 60_000, 2_000, 30_000, 90_000, 600_000, 45_000, 5_000]);
  });

  it('leave out the simulator when SIMULATOR is off and the poller when no feed is set', () => {
    expect(jobsOf({ SIMULATOR: 'off' }).map((j) => j.name)).toEqual(['departure-horizon', 'network-refresh', 'order-expiry', 'refund-retry', 'segment-learning', 'lateness-compensation', 'invite-rewards', 'crowdfunds']);
  });

  it('run at start, except the network refresh (the model was just built) and the refund retry (a refund is retried from 2 minutes on); the horizon before the app is ready', () => {
    const jobs = jobsOf({ SIMULATOR: 'on' });
    expect(jobs.filter((j) => j.isRunAtStart === false).map((j) => j.name)).toEqual(['network-refresh', 'refund-retry']);
    expect(jobs.filter((j) => j.isIdleRunQuiet).map((j) => j.name)).toEqual(['network-refresh', 'crowdfunds']);
    expect(jobs.filter((j) => j.isAwaitedOnReady).map((j) => j.name)).toEqual(['departure-horizon']);
  });

  it('answer what each run did', async () => {
    const jobs = jobsOf(
      { SIMULATOR: 'on' },
      {
        simulator: {
          tick: async () => ({
            running: [
              { departureId: 1, vehicleId: 7, points: 2, accepted: 2 },
              { departureId: 2, vehicleId: 8, points: 1, accepted: 0 },
            ],
          }),
        },
      },
    );
    expect(await jobNamed(jobs, 'departure-horizon').run()).toEqual({ inserted: 0 });
    expect(await jobNamed(jobs, 'network-refresh').run()).toEqual({ isRebuilt: false });
    expect(await jobNamed(jobs, 'order-expiry').run()).toEqual({ expired: 0 });
    expect(await jobNamed(jobs, 'refund-retry').run()).toEqual({ taken: 0 });
    expect(await jobNamed(jobs, 'vehicle-simulator').run()).toEqual({ running: 2, points: 3, accepted: 2 });
    expect(await jobNamed(jobs, 'segment-learning').run()).toEqual({ isSkipped: false, vehicles: 0, passages: 0, samples: 0 });
    expect(await jobNamed(jobs, 'lateness-compensation').run()).toEqual({ departures: 0, late: 0, onTime: 0, noData: 0, compensated: 0, skipped: 0 });
    expect(await jobNamed(jobs, 'invite-rewards').run()).toEqual({ rewarded: 0, capped: 0, refusedRides: 0 });
  });
});

describe('the simulator job', () => {
  it('ticks at once and then every interval, never two ticks at a time, and stops', async () => {
    vi.useFakeTimers();
    let ticks = 0;
    let release: () => void = () => undefined;
    const simulator: VehicleSimulator = {
      tick: () => {
        ticks += 1;
        return new Promise((resolve) => {
          release = () => resolve({ running: [] });
        });
      },
    };
    const job = scheduleJob({ ...jobNamed(jobsOf({ SIMULATOR: 'on', SIMULATOR_TICK_SECONDS: '10' }, { simulator }), 'vehicle-simulator'), logger: fakeLogger() });
    expect(ticks).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ticks).toBe(1); // the first is still running
    release();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ticks).toBe(2);
    release();
    await job.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ticks).toBe(2);
  });

  it('logs a failed tick and carries on', async () => {
    vi.useFakeTimers();
    const logger = fakeLogger();
    let ticks = 0;
    const simulator: VehicleSimulator = {
      tick: async () => {
        ticks += 1;
        throw new Error('database gone');
      },
    };
    const job = scheduleJob({ ...jobNamed(jobsOf({ SIMULATOR: 'on', SIMULATOR_TICK_SECONDS: '5' }, { simulator }), 'vehicle-simulator'), logger });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ticks).toBe(2);
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error), job: 'vehicle-simulator' }), 'periodic job failed; it runs again at the next interval');
    await job.stop();
  });
});
