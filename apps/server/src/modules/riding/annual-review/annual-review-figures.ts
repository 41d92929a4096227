import type { AnnualReview } from '@udian/contracts/endpoints/annual-review/annual-review';
import { greatCircleMeters } from '@udian/contracts/great-circle';
import { co2SavedGrams } from '@udian/contracts/ride-carbon';
import { buildRoute, type LngLatPair } from '../../../lib/route-geometry';
import { clockOfMinutes, addDays } from '../../../time/shanghai-time';
import type { CouponRideRow, LineRouteRow, RideSegmentRow } from './annual-review.repository';

/**
 * The annual review's figures from the year's ride segments (decision 056). Pure: the repository counts,
 * this measures and sums, so that every rule (distance, the top line, the earliest ride, coupon savings) is
 * tested without a database.
 */

export type LineRoute = { shape: LngLatPair[] | null; stops: { seq: number; lng: number; lat: number }[] };

/** The rows of the routes query by line. */
export const routesByLine = (rows: readonly LineRouteRow[]): Map<number, LineRoute> => {
  const routes = new Map<number, LineRoute>();
  for (const row of rows) {
    const route = routes.get(row.line_id) ?? { shape: row.shape, stops: [] };
    route.stops.push({ seq: row.seq, lng: row.lng, lat: row.lat });
    routes.set(row.line_id, route);
  }
  return routes;
};

/**
 * Metres of one ride between two stops of a line: along the line's stored route (its shape, at least two
 * points) between where the two stops fall on it, else the sum of great-circle distances between the
 * consecutive stops of the ride. Null when a stop is no longer on the line.
 */
export const rideMetres = (route: LineRoute | undefined, boardSeq: number, alightSeq: number): { metres: number; isAlongRoute: boolean } | null => {
  if (!route) return null;
  const board = route.stops.findIndex((s) => s.seq === boardSeq);
  const alight = route.stops.findIndex((s) => s.seq === alightSeq);
  if (board < 0 || alight < 0 || alight < board) return null;
  if (route.shape && route.shape.length >= 2) {
    const along = buildRoute(route.shape, route.stops).stopAlong;
    return { metres: Math.max(0, along[alight]! - along[board]!), isAlongRoute: true };
  }
  let metres = 0;
  for (let i = board + 1; i <= alight; i += 1) metres += greatCircleMeters(route.stops[i - 1]!, route.stops[i]!);
  return { metres, isAlongRoute: false };
};

/** What coupons took off the rides: each ticket's price less its share of what its order paid (buying's split). */
export const couponSavings = (rides: readonly CouponRideRow[], paidShares: ReadonlyMap<number, number>): number =>
  rides.reduce((sum, ride) => sum + Math.max(0, ride.price_cents - (paidShares.get(ride.id) ?? ride.price_cents)), 0);

const MINUTES_PER_DAY = 24 * 60;

type Figures = Omit<AnnualReview, 'year' | 'years' | 'couponSavedCents' | 'couponRides'>;

export const summariseSegments = (segments: readonly RideSegmentRow[], routes: ReadonlyMap<number, LineRoute>): Figures => {
  let rides = 0;
  let metres = 0;
  let ridesAlongRoute = 0;
  let minutesOnBus = 0;
  const lines = new Map<number, { code: string; name: string; rides: number; lastDate: string }>();
  let earliest: RideSegmentRow | null = null;
  for (const segment of segments) {
    rides += segment.rides;
    const measured = rideMetres(routes.get(segment.line_id), segment.board_seq, segment.alight_seq);
    if (measured) {
      metres += measured.metres * segment.rides;
      if (measured.isAlongRoute) ridesAlongRoute += segment.rides;
    }
    minutesOnBus += Math.max(0, segment.minutes_per_ride ?? 0) * segment.rides;
    const line = lines.get(segment.line_id) ?? { code: segment.line_code, name: segment.line_name, rides: 0, lastDate: segment.last_date };
    line.rides += segment.rides;
    if (segment.last_date > line.lastDate) line.lastDate = segment.last_date;
    lines.set(segment.line_id, line);
    if (
      earliest === null ||
      segment.earliest_minute < earliest.earliest_minute ||
      (segment.earliest_minute === earliest.earliest_minute && segment.earliest_date < earliest.earliest_date)
    ) {
      earliest = segment;
    }
  }
  const distanceM = Math.round(metres);
  const top = [...lines.entries()].sort(
    ([, a], [, b]) => b.rides - a.rides || b.lastDate.localeCompare(a.lastDate) || a.code.localeCompare(b.code),
  )[0];
  return {
    rides,
    distanceM,
    ridesAlongRoute,
    minutesOnBus,
    co2SavedGrams: co2SavedGrams(distanceM),
    topLine: top ? { lineId: String(top[0]), lineCode: top[1].code, lineName: top[1].name, rides: top[1].rides } : null,
    earliestRide: earliest
      ? {
          date: addDays(earliest.earliest_date, Math.floor(earliest.earliest_minute / MINUTES_PER_DAY)),
          boardsAt: clockOfMinutes(earliest.earliest_minute),
          lineCode: earliest.line_code,
          lineName: earliest.line_name,
          boardName: earliest.board_name,
        }
      : null,
  };
};
