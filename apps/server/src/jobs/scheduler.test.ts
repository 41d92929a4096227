import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerJobs, scheduleJob, type JobSummary } from './scheduler';

const SECOND = 1_000;

const fakeLogger = () => ({ info: vi.fn(), debug: vi.fn(), error: vi.fn() });

/** A run that ends when the test says so. */
const deferred = () => {
  let resolve!: (summary: JobSummary) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<JobSummary>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('scheduleJob', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start, then every interval, with one info line per run: job, ms and the summary', async () => {
    const logger = fakeLogger();
    let expired = 0;
    const run = vi.fn(async () => ({ expired: (expired += 1) }));
    const job = scheduleJob({ name: 'order-expiry', intervalMs: 15 * SECOND, run, logger });
    await job.firstRun;
    expect(run).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith({ job: 'order-expiry', ms: 0, expired: 1 }, 'periodic job ran');

    await vi.advanceTimersByTimeAsync(15 * SECOND);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(run).toHaveBeenCalledTimes(4);
    expect(logger.info).toHaveBeenCalledTimes(4);
    expect(logger.info).toHaveBeenLastCalledWith({ job: 'order-expiry', ms: 0, expired: 4 }, 'periodic job ran');
    expect(logger.error).not.toHaveBeenCalled();
    await job.stop();
  });

  it('measures how long a run took', async () => {
    const logger = fakeLogger();
    const job = scheduleJob({
      name: 'slow',
      intervalMs: 60 * SECOND,
      run: () => new Promise((resolve) => setTimeout(() => resolve({ inserted: 7 }), 1_250)),
      logger,
    });
    await vi.advanceTimersByTimeAsync(1_250);
    await job.firstRun;
    expect(logger.info).toHaveBeenCalledWith({ job: 'slow', ms: 1_250, inserted: 7 }, 'periodic job ran');
    await job.stop();
  });

  it('logs a run that did nothing at debug when the job says its idle runs are quiet, and any other at info', async () => {
    const logger = fakeLogger();
    let isRebuilt = false;
    const job = scheduleJob({ name: 'network-refresh', intervalMs: 3 * SECOND, run: async () => ({ isRebuilt }), logger, isIdleRunQuiet: true });
    await job.firstRun;
    expect(logger.debug).toHaveBeenCalledWith({ job: 'network-refresh', ms: 0, isRebuilt: false }, 'periodic job ran');
    expect(logger.info).not.toHaveBeenCalled();
    isRebuilt = true;
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(logger.info).toHaveBeenCalledWith({ job: 'network-refresh', ms: 0, isRebuilt: true }, 'periodic job ran');
    await job.stop();
  });

  it('waits one interval before the first run when told not to run at start', async () => {
    const run = vi.fn(async () => ({ taken: 0 }));
    const job = scheduleJob({ name: 'refund-retry', intervalMs: 300 * SECOND, run, isRunAtStart: false, logger: fakeLogger() });
    await job.firstRun;
    await vi.advanceTimersByTimeAsync(299 * SECOND);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1 * SECOND);
    expect(run).toHaveBeenCalledTimes(1);
    await job.stop();
  });

  it('never overlaps: a run still going when the next is due makes that one skipped, logged at debug', async () => {
    const logger = fakeLogger();
    const runs: ReturnType<typeof deferred>[] = [];
    const run = vi.fn(() => {
      const d = deferred();
      runs.push(d);
      return d.promise;
    });
    const job = scheduleJob({ name: 'gtfs-rt-poll', intervalMs: 10 * SECOND, run, logger });
    expect(run).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(25 * SECOND);
    expect(run).toHaveBeenCalledTimes(1);
    expect(logger.debug).toHaveBeenCalledTimes(2);
    expect(logger.debug).toHaveBeenCalledWith({ job: 'gtfs-rt-poll' }, 'periodic job skipped: its previous run is still going');

    runs[0]!.resolve({ accepted: 3 });
    await vi.advanceTimersByTimeAsync(5 * SECOND);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.info).toHaveBeenCalledTimes(1);
    runs[1]!.resolve({ accepted: 0 });
    await job.stop();
  });

  it('logs a failed run with the job name and runs again at the next interval', async () => {
    const logger = fakeLogger();
    const failure = new Error('database unreachable');
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue({ samples: 2 });
    const job = scheduleJob({ name: 'segment-learning', intervalMs: 60 * SECOND, run, logger });
    await job.firstRun;
    expect(logger.error).toHaveBeenCalledWith({ err: failure, job: 'segment-learning', ms: 0 }, 'periodic job failed; it runs again at the next interval');
    expect(logger.info).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.info).toHaveBeenCalledWith({ job: 'segment-learning', ms: 0, samples: 2 }, 'periodic job ran');
    await job.stop();
  });

  it('survives a run that throws before it returns a promise', async () => {
    const logger = fakeLogger();
    const job = scheduleJob({
      name: 'broken',
      intervalMs: SECOND,
      run: () => {
        throw new Error('not even started');
      },
      logger,
    });
    await job.firstRun;
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    expect(logger.error).toHaveBeenCalledTimes(3);
    await job.stop();
  });

  it('stop clears the timer and waits for the run in progress', async () => {
    const logger = fakeLogger();
    const d = deferred();
    const run = vi.fn(() => d.promise);
    const job = scheduleJob({ name: 'vehicle-simulator', intervalMs: 10 * SECOND, run, logger });

    let isStopped = false;
    const stopping = job.stop().then(() => {
      isStopped = true;
    });
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(isStopped).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);

    d.resolve({ running: 1 });
    await stopping;
    expect(isStopped).toBe(true);
    expect(logger.info).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('unrefs its timer, so that it never keeps the process alive', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const job = scheduleJob({ name: 'departure-horizon', intervalMs: 3_600 * SECOND, run: async () => ({ inserted: 0 }), logger: fakeLogger() });
    const timer = setIntervalSpy.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    setIntervalSpy.mockRestore();
    await job.stop();
  });
});

describe('registerJobs', () => {
  const appWithLog = () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
    const app = Fastify({ logger: { level: 'info', stream } }).withTypeProvider<ZodTypeProvider>();
    return { app, lines };
  };

  it('starts the jobs when the app is ready, waiting for those awaited on ready, and stops them all on close', async () => {
    const { app, lines } = appWithLog();
    const horizon = deferred();
    let isHorizonDone = false;
    const events: string[] = [];
    const sweep = deferred();
    registerJobs(app, [
      {
        name: 'departure-horizon',
        intervalMs: 3_600_000,
        run: async () => {
          const summary = await horizon.promise;
          isHorizonDone = true;
          return summary;
        },
        isAwaitedOnReady: true,
      },
      {
        name: 'order-expiry',
        intervalMs: 15_000,
        run: async () => {
          events.push('sweep started');
          const summary = await sweep.promise;
          events.push('sweep ended');
          return summary;
        },
      },
    ]);

    const ready = app.ready();
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['sweep started']);
    horizon.resolve({ inserted: 12 });
    await ready;
    expect(isHorizonDone).toBe(true);
    expect(lines.filter((l) => l.msg === 'periodic job scheduled').map((l) => l.job)).toEqual(['departure-horizon', 'order-expiry']);
    expect(lines.find((l) => l.msg === 'periodic job ran')).toMatchObject({ job: 'departure-horizon', inserted: 12 });

    const closing = app.close().then(() => events.push('closed'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['sweep started']);
    sweep.resolve({ expired: 0 });
    await closing;
    expect(events).toEqual(['sweep started', 'sweep ended', 'closed']);
    expect(lines.at(-1)).toMatchObject({ msg: 'periodic jobs stopped', jobs: ['departure-horizon', 'order-expiry'] });
  });

  it('schedules nothing until the app is ready', async () => {
    const { app } = appWithLog();
    const run = vi.fn(async () => ({ expired: 0 }));
    registerJobs(app, [{ name: 'order-expiry', intervalMs: 15_000, run }]);
    expect(run).not.toHaveBeenCalled();
    await app.ready();
    expect(run).toHaveBeenCalledTimes(1);
    await app.close();
  });
});
