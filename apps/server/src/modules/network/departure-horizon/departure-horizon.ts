import type { Logger } from 'pino';
import type { DbOrTx } from '../../../db/database';
import { createCalendarRepository } from '../calendar/calendar.repository';
import { nextServiceDays, todayServiceDate } from '../calendar/service-days';
import { addDays, shanghaiInstant } from '../../../time/shanghai-time';
import { createDepartureHorizonRepository, type DayException, type NewDeparture } from './departure-horizon.repository';

/** Passengers can buy this many service days ahead (SPEC: the line's calendar shows 30 days). */
export const HORIZON_SERVICE_DAYS = 30;
/** How far to look for those days: a weekend-only line needs about four months for 30 of them. */
const SCAN_DAYS = 366;

const byOwner = (rows: DayException[]): Map<number, Map<string, boolean>> => {
  const owners = new Map<number, Map<string, boolean>>();
  for (const row of rows) {
    const days = owners.get(row.owner_id) ?? new Map<string, boolean>();
    days.set(row.day, row.is_running);
    owners.set(row.owner_id, days);
  }
  return owners;
};

const NONE: ReadonlyMap<string, boolean> = new Map();

/**
 * Makes sure every trip of every active line has its departures for the next 30 service days, counted from
 * today in Asia/Shanghai (the line's service, the official calendar, calendar_dates and the line's own
 * exceptions decide which days run). Returns how many departures it added.
 *
 * A handful of reads for the whole network, then batched INSERT … ON CONFLICT (trip_id, service_date)
 * DO NOTHING. That makes a run idempotent, so several server instances may run it at the same time with no
 * lock: the unique key lets one insert win and the others skip the row, and existing rows (with their seats
 * sold) are never updated. Rows go in sorted by (trip, date), so two concurrent runs take the key locks in
 * the same order and cannot deadlock. (An advisory lock would need a session-level lock held on one pooled
 * connection across the run; idempotence gives the same safety more simply.)
 */
export const ensureDepartureHorizon = async (db: DbOrTx, now: Date = new Date()): Promise<number> => {
  const repo = createDepartureHorizonRepository(db);
  const from = todayServiceDate(now);
  const to = addDays(from, SCAN_DAYS - 1);
  const trips = await repo.findActiveTrips();
  if (trips.length === 0) return 0;
  const [serviceExceptions, lineExceptions, cnDays] = await Promise.all([
    repo.findServiceExceptions(from, to).then(byOwner),
    repo.findLineExceptions(from, to).then(byOwner),
    createCalendarRepository(db).findCnDays(from, to),
  ]);

  // Trips of one line and service share their days: work them out once.
  const daysOf = new Map<string, string[]>();
  const rows: NewDeparture[] = [];
  for (const trip of trips) {
    const key = `${trip.line_id}:${trip.service_id}`;
    let days = daysOf.get(key);
    if (!days) {
      const service = {
        weekdays: trip.weekdays,
        startDate: trip.start_date,
        endDate: trip.end_date,
        followsCnWorkdays: trip.follows_cn_workdays,
      };
      days = nextServiceDays({
        service,
        serviceExceptions: serviceExceptions.get(trip.service_id) ?? NONE,
        lineExceptions: lineExceptions.get(trip.line_id) ?? NONE,
        cnDays,
        from,
        count: HORIZON_SERVICE_DAYS,
        scanDays: SCAN_DAYS,
      });
      daysOf.set(key, days);
    }
    for (const serviceDate of days) {
      rows.push({
        trip_id: trip.trip_id,
        line_id: trip.line_id,
        service_date: serviceDate,
        departs_at: shanghaiInstant(serviceDate, trip.departure_minutes),
        capacity: trip.capacity,
        price_cents: trip.price_cents,
      });
    }
  }
  return repo.insertMissingDepartures(rows);
};

export type DepartureHorizonJob = {
  db: DbOrTx;
  logger: Pick<Logger, 'info' | 'error'>;
  intervalMs?: number;
};

/**
 * Runs ensureDepartureHorizon now and then every intervalMs (hourly), so that the horizon rolls forward
 * while the server runs. The timer is unref'd (it never keeps the process alive); a run still going when
 * the next one is due is not doubled. The returned stop function clears the timer and waits for a run in
 * progress, so that shutdown closes the database only after it.
 */
export const startDepartureHorizonJob = ({ db, logger, intervalMs = 3_600_000 }: DepartureHorizonJob): (() => Promise<void>) => {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= ensureDepartureHorizon(db)
      .then((inserted) => logger.info({ inserted }, 'departure horizon ensured'))
      .catch((err: unknown) => logger.error({ err }, 'departure horizon failed; will retry at the next interval'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
