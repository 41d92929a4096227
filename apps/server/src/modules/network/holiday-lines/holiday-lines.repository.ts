import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { DayException } from '../departure-horizon/departure-horizon.repository';

/** A trip's service rule, for the days a line runs (the same rule the departure horizon follows). */
export type LineServiceRow = {
  line_id: number;
  service_id: number;
  weekdays: number;
  start_date: string;
  end_date: string;
  follows_cn_workdays: boolean;
};

export type LineSeatDayRow = { line_id: number; service_date: string; departures: number; seats_left: number };

/** The SQL of holiday lines (decision 053): the lines' service rules and exceptions, and their seats per day. */
export const createHolidayLinesRepository = (db: DbOrTx) => ({
  /** The distinct services the lines' trips run on. */
  findServices: (lineIds: readonly number[], tx: DbOrTx = db): Promise<LineServiceRow[]> =>
    lineIds.length === 0
      ? Promise.resolve([])
      : tx
          .selectFrom('trips as t')
          .innerJoin('services as s', 's.id', 't.service_id')
          .select(['t.line_id', 't.service_id', 's.weekdays', sql<string>`s.start_date::text`.as('start_date'), sql<string>`s.end_date::text`.as('end_date'), 's.follows_cn_workdays'])
          .distinct()
          .where('t.line_id', 'in', lineIds)
          .execute(),

  /** calendar_dates of those services between two dates. */
  findServiceExceptions: (serviceIds: readonly number[], from: string, to: string, tx: DbOrTx = db): Promise<DayException[]> =>
    serviceIds.length === 0
      ? Promise.resolve([])
      : tx
          .selectFrom('service_exceptions')
          .select(['service_id as owner_id', sql<string>`day::text`.as('day'), 'is_running'])
          .where('service_id', 'in', serviceIds)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .execute(),

  /** The operator's own days of those lines between two dates. */
  findLineExceptions: (lineIds: readonly number[], from: string, to: string, tx: DbOrTx = db): Promise<DayException[]> =>
    lineIds.length === 0
      ? Promise.resolve([])
      : tx
          .selectFrom('line_exceptions')
          .select(['line_id as owner_id', sql<string>`day::text`.as('day'), 'is_running'])
          .where('line_id', 'in', lineIds)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .execute(),

  /** Per line and date: scheduled departures not yet left, and the seats they have left. */
  findSeatDays: (lineIds: readonly number[], range: { from: string; to: string; after: Date }, tx: DbOrTx = db): Promise<LineSeatDayRow[]> =>
    lineIds.length === 0
      ? Promise.resolve([])
      : tx
          .selectFrom('departures')
          .select([
            'line_id',
            sql<string>`service_date::text`.as('service_date'),
            sql<number>`count(*)::integer`.as('departures'),
            sql<number>`coalesce(sum(greatest(capacity - seats_sold, 0)), 0)::integer`.as('seats_left'),
          ])
          .where('line_id', 'in', lineIds)
          .where('service_date', '>=', range.from)
          .where('service_date', '<=', range.to)
          .where('status', '=', 'scheduled')
          .where('departs_at', '>', range.after)
          .groupBy(['line_id', 'service_date'])
          .execute(),
});

export type HolidayLinesRepository = ReturnType<typeof createHolidayLinesRepository>;
