import type { Logger } from 'pino';
import type { App } from '../http/app-instance';

/** What one run did, logged with it: counts and flags such as `{ expired: 3 }` or `{ isSkipped: true }`. */
export type JobSummary = Record<string, number | boolean>;

/** One piece of periodic work: what runs, how often, and whether it also runs as soon as it is scheduled. */
export type PeriodicJob = {
  /** kebab-case; every log line of the job carries it as `job`. */
  name: string;
  intervalMs: number;
  run: () => Promise<JobSummary>;
  /** Runs once when scheduled, then every interval (the default); false: first after one interval. */
  isRunAtStart?: boolean;
  /** The app is ready (and the server listens) only once this job's run at start has ended. */
  isAwaitedOnReady?: boolean;
  /**
   * A run that did nothing (every figure of its summary 0 or false) logs at debug, not info: for a job that
   * runs every few seconds and seldom finds work (network-refresh), whose info lines would drown the rest.
   */
  isIdleRunQuiet?: boolean;
};

export type JobLogger = Pick<Logger, 'info' | 'debug' | 'error'>;

export type ScheduledJob = {
  name: string;
  /** Settles when the run at start has ended (at once when the job has none); never rejects. */
  firstRun: Promise<void>;
  /** Clears the timer and waits for a run in progress, so that what it uses can be closed after. */
  stop: () => Promise<void>;
};

/**
 * Runs `job` every `intervalMs` (and at once, unless `isRunAtStart` is false), the one way periodic work runs
 * in this server:
 * - never two runs of a job at once: a run still going when the next is due makes that one skipped (debug);
 * - one info line per run: `{ job, ms, ...summary }`, the summary being what `run` answered (debug for a run
 *   that did nothing, when the job says `isIdleRunQuiet`);
 * - a failed run is logged (error, with the job's name) and the job runs again at the next interval;
 * - the timer is unref'd: it never keeps the process alive.
 */
export const scheduleJob = (job: PeriodicJob & { logger: JobLogger }): ScheduledJob => {
  const { name, intervalMs, run, logger, isRunAtStart = true, isIdleRunQuiet = false } = job;
  const isIdle = (summary: JobSummary) => Object.values(summary).every((value) => value === 0 || value === false);
  let running: Promise<void> | null = null;

  const tick = (): Promise<void> => {
    if (running) {
      logger.debug({ job: name }, 'periodic job skipped: its previous run is still going');
      return running;
    }
    const startedAt = Date.now();
    running = (async () => run())()
      .then((summary) => {
        const line = { job: name, ms: Date.now() - startedAt, ...summary };
        if (isIdleRunQuiet && isIdle(summary)) logger.debug(line, 'periodic job ran');
        else logger.info(line, 'periodic job ran');
      })
      .catch((err: unknown) => logger.error({ err, job: name, ms: Date.now() - startedAt }, 'periodic job failed; it runs again at the next interval'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  const firstRun = isRunAtStart ? tick() : Promise.resolve();
  return {
    name,
    firstRun,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};

/**
 * Schedules `jobs` when the app is ready and stops them all when it closes (each waits for its run in
 * progress). The server builds its app with jobs on; tests build it without and run the work themselves.
 */
export const registerJobs = (app: App, jobs: readonly PeriodicJob[]): void => {
  let scheduled: ScheduledJob[] = [];
  app.addHook('onReady', async () => {
    scheduled = jobs.map((job) => {
      app.log.info({ job: job.name, intervalMs: job.intervalMs }, 'periodic job scheduled');
      return scheduleJob({ ...job, logger: app.log });
    });
    await Promise.all(scheduled.filter((_, i) => jobs[i]!.isAwaitedOnReady).map((s) => s.firstRun));
  });
  app.addHook('onClose', async () => {
    await Promise.all(scheduled.map((s) => s.stop()));
    if (scheduled.length > 0) app.log.info({ jobs: scheduled.map((s) => s.name) }, 'periodic jobs stopped');
  });
};
