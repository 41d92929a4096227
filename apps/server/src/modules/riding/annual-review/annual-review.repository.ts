import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

/**
 * The rides of one boarding and alighting pair on one line in the year, counted in SQL: the review's figures
 * are sums over these few rows (decision 056). Minutes and stops come from the line as it is stored.
 */
export type RideSegmentRow = {
  line_id: number;
  line_code: string;
  line_name: string;
  board_seq: number;
  alight_seq: number;
  rides: number;
  /** Scheduled minutes from boarding to alighting; null when either stop is no longer on the line. */
  minutes_per_ride: number | null;
  /** The latest service date ridden ('YYYY-MM-DD'), for the top line's tie-break. */
  last_date: string;
  /** Minutes after the service day's midnight at the boarding stop (past 1440 after midnight), the earliest. */
  earliest_minute: number;
  /** The service date of the first ride at that minute. */
  earliest_date: string;
  board_name: string;
};

/** A ridden ticket of an order that used a coupon: what it cost before the coupon. */
export type CouponRideRow = { id: number; order_id: number; price_cents: number };

/** A line's stored route and its stops in order, to measure rides along it. */
export type LineRouteRow = { line_id: number; shape: [number, number][] | null; seq: number; lng: number; lat: number };

/**
 * A ride is a ticket of the passenger's own orders that was checked in (status 'used'), by its service date;
 * a term pass's tickets are a student's school days (decision 049) and are left out. The filter is written once.
 */
const riddenTickets = (tx: DbOrTx, userId: number) =>
  tx
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .where('o.user_id', '=', userId)
    .where('o.student_id', 'is', null)
    .where('t.status', '=', 'used')
    .where('t.checked_at', 'is not', null);

export const createAnnualReviewRepository = (db: DbOrTx) => ({
  /** The year's rides grouped by line, boarding and alighting stop: one aggregation. */
  segments: (userId: number, from: string, to: string, tx: DbOrTx = db): Promise<RideSegmentRow[]> =>
    riddenTickets(tx, userId)
      .innerJoin('departures as d', 'd.id', 't.departure_id')
      .innerJoin('trips as tr', 'tr.id', 'd.trip_id')
      .innerJoin('lines as l', 'l.id', 'o.line_id')
      .leftJoin('line_stops as bs', (join) => join.onRef('bs.line_id', '=', 'o.line_id').onRef('bs.seq', '=', 'o.board_seq'))
      .leftJoin('line_stops as als', (join) => join.onRef('als.line_id', '=', 'o.line_id').onRef('als.seq', '=', 'o.alight_seq'))
      .leftJoin('stations as bst', 'bst.id', 'bs.station_id')
      .where(sql<boolean>`t.service_date BETWEEN ${from}::date AND ${to}::date`)
      .groupBy(['o.line_id', 'l.code', 'l.name', 'o.board_seq', 'o.alight_seq', 'bs.minutes_from_start', 'als.minutes_from_start', 'bst.name'])
      .select([
        'o.line_id',
        'l.code as line_code',
        'l.name as line_name',
        'o.board_seq',
        'o.alight_seq',
        sql<number>`count(*)::integer`.as('rides'),
        sql<number | null>`(als.minutes_from_start - bs.minutes_from_start)::integer`.as('minutes_per_ride'),
        sql<string>`max(t.service_date)::text`.as('last_date'),
        sql<number>`min(tr.departure_minutes + coalesce(bs.minutes_from_start, 0))::integer`.as('earliest_minute'),
        sql<string>`(array_agg(t.service_date::text ORDER BY tr.departure_minutes, t.service_date, t.id))[1]`.as('earliest_date'),
        sql<string>`coalesce(bst.name, '')`.as('board_name'),
      ])
      .orderBy('o.line_id')
      .orderBy('o.board_seq')
      .orderBy('o.alight_seq')
      .execute(),

  /** The year's rides whose order used a coupon, with their prices (buying splits what the order paid). */
  couponRides: (userId: number, from: string, to: string, tx: DbOrTx = db): Promise<CouponRideRow[]> =>
    riddenTickets(tx, userId)
      .where('o.user_coupon_id', 'is not', null)
      .where(sql<boolean>`t.service_date BETWEEN ${from}::date AND ${to}::date`)
      .select(['t.id', 't.order_id', 't.price_cents'])
      .orderBy('t.id')
      .execute(),

  /** Every year with a ride, newest first. */
  riddenYears: async (userId: number, tx: DbOrTx = db): Promise<number[]> => {
    const rows = await riddenTickets(tx, userId)
      .select(sql<number>`extract(year from t.service_date)::integer`.as('year'))
      .distinct()
      .orderBy('year', 'desc')
      .execute();
    return rows.map((r) => r.year);
  },

  /** The stored route and stops of these lines, stops in order. */
  routes: (lineIds: readonly number[], tx: DbOrTx = db): Promise<LineRouteRow[]> =>
    lineIds.length === 0
      ? Promise.resolve([])
      : tx
          .selectFrom('line_stops as ls')
          .innerJoin('lines as l', 'l.id', 'ls.line_id')
          .innerJoin('stations as s', 's.id', 'ls.station_id')
          .select(['ls.line_id', 'l.shape', 'ls.seq', 's.lng', 's.lat'])
          .where('ls.line_id', 'in', [...lineIds])
          .orderBy('ls.line_id')
          .orderBy('ls.seq')
          .execute(),
});

export type AnnualReviewRepository = ReturnType<typeof createAnnualReviewRepository>;
