import type { DbOrTx } from '../../../db/database';
import { createCalendarRepository, type CalendarRepository } from '../calendar/calendar.repository';
import { isServiceDay, nextServiceDays, todayServiceDate, type ServiceCalendar } from '../calendar/service-days';
import { nextPeriodOf } from '../../../time/periods';
import { addDays, shanghaiInstant } from '../../../time/shanghai-time';
import { createDepartureHorizonRepository, type DayException, type DepartureHorizonRepository, type HorizonTrip, type NewDeparture } from './departure-horizon.repository';

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
 * The last day a line is kept on sale to beyond the horizon, if any: its school's last term day (sells_until,
 * decision 049), or the end of the next week or month while a period pass is on sale (decision 050), the later.
 */
const sellsUntil = (trip: Pick<HorizonTrip, 'sells_until' | 'sells_through_next'>, today: string): string | null => {
  const throughNext = trip.sells_through_next === null ? null : nextPeriodOf(trip.sells_through_next, today).endsOn;
  if (trip.sells_until === null) return throughNext;
  return throughNext !== null && throughNext > trip.sells_until ? throughNext : trip.sells_until;
};

/** The service days after `after` up to `until`, both as service dates (a school line's term beyond the horizon). */
const serviceDaysAfter = (calendar: ServiceCalendar, after: string, until: string): string[] => {
  const days: string[] = [];
  for (let date = addDays(after, 1); date <= until; date = addDays(date, 1)) {
    if (isServiceDay({ ...calendar, date })) days.push(date);
  }
  return days;
};

/**
 * Makes sure every trip of every active line has its departures for the next 30 service days, counted from
 * today in Asia/Shanghai (the line's service, the official calendar, calendar_dates and the line's own
 * exceptions decide which days run). A line kept on sale to a later day (lines.sells_until: a school line to
 * its school's last term day, decision 049; lines.sells_through_next: a line selling period passes, through
 * the end of the next week or month, decision 050) also gets its service days after the 30 up to that day, so
 * a term pass can hold the whole term and a monthly pass the whole next month. `ensure` returns how many departures it added; the network's periodic job
 * runs it (jobs/periodic-jobs.ts), the demo seed inside its own transaction.
 *
 * A handful of reads for the whole network, then batched INSERT … ON CONFLICT (trip_id, service_date)
 * DO NOTHING. That makes a run idempotent, so several server instances may run it at the same time with no
 * lock: the unique key lets one insert win and the others skip the row, and existing rows (with their seats
 * sold) are never updated. Rows go in sorted by (trip, date), so two concurrent runs take the key locks in
 * the same order and cannot deadlock. (An advisory lock would need a session-level lock held on one pooled
 * connection across the run; idempotence gives the same safety more simply.)
 */
export const createDepartureHorizon = ({ horizon, calendar }: { horizon: DepartureHorizonRepository; calendar: CalendarRepository }) => ({
  ensure: async (now: Date = new Date()): Promise<number> => {
    const from = todayServiceDate(now);
    const trips = await horizon.findActiveTrips();
    if (trips.length === 0) return 0;
    // The exceptions and the official calendar are read as far as the latest day a line is kept on sale to.
    const to = trips.reduce((last, trip) => {
      const until = sellsUntil(trip, from);
      return until !== null && until > last ? until : last;
    }, addDays(from, SCAN_DAYS - 1));
    const [serviceExceptions, lineExceptions, cnDays] = await Promise.all([
      horizon.findServiceExceptions(from, to).then(byOwner),
      horizon.findLineExceptions(from, to).then(byOwner),
      calendar.findCnDays(from, to),
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
        const calendar: ServiceCalendar = {
          service,
          serviceExceptions: serviceExceptions.get(trip.service_id) ?? NONE,
          lineExceptions: lineExceptions.get(trip.line_id) ?? NONE,
          cnDays,
        };
        days = nextServiceDays({ ...calendar, from, count: HORIZON_SERVICE_DAYS, scanDays: SCAN_DAYS });
        const last = days.at(-1) ?? addDays(from, -1);
        const until = sellsUntil(trip, from);
        if (until !== null && until > last) days = [...days, ...serviceDaysAfter(calendar, last, until)];
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
    return horizon.insertMissingDepartures(rows);
  },
});

export type DepartureHorizon = ReturnType<typeof createDepartureHorizon>;

/** The horizon ensured on one database handle or transaction (the demo seed runs it inside its own). */
export const ensureDepartureHorizon = (db: DbOrTx, now: Date = new Date()): Promise<number> =>
  createDepartureHorizon({ horizon: createDepartureHorizonRepository(db), calendar: createCalendarRepository(db) }).ensure(now);
