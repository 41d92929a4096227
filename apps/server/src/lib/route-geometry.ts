/**
 * A line's route as a polyline in metres, its stops and positions snapped onto it. Pure, and shared: live buses
 * and their ETAs (decision 028) snap positions; a passenger's annual review (decision 056) measures rides
 * between two stops along it.
 *
 * Coordinates are GCJ-02 [lng, lat]; over a city an equirectangular projection around the route's first
 * point is accurate to well under a metre per kilometre, which is all snapping needs.
 */
import { METERS_PER_DEGREE } from '@udian/contracts/great-circle';

export type LngLatPair = [number, number];

export type RouteStop = { seq: number; lng: number; lat: number };

export type Route = {
  /** Polyline vertices in metres (x east, y north) from the origin. */
  xs: number[];
  ys: number[];
  /** Metres along the route at each vertex; the last is the route's length. */
  cumulative: number[];
  /** Metres along the route of each stop, in stop order (non-decreasing). */
  stopAlong: number[];
  stopSeqs: number[];
  origin: { lng: number; lat: number; metresPerDegreeLng: number };
  length: number;
};

export type Snap = {
  /** Metres along the route. */
  along: number;
  /** Metres from the position to the route. */
  offset: number;
};


const toXy = (origin: Route['origin'], lng: number, lat: number): [number, number] => [
  (lng - origin.lng) * origin.metresPerDegreeLng,
  (lat - origin.lat) * METERS_PER_DEGREE,
];

/** Every projection of (x, y) onto the route's segments: one per segment, its along and offset. */
const projections = (route: Route, x: number, y: number): Snap[] => {
  const result: Snap[] = [];
  for (let i = 0; i + 1 < route.xs.length; i++) {
    const ax = route.xs[i]!;
    const ay = route.ys[i]!;
    const dx = route.xs[i + 1]! - ax;
    const dy = route.ys[i + 1]! - ay;
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / lengthSquared));
    const px = ax + t * dx;
    const py = ay + t * dy;
    result.push({ along: route.cumulative[i]! + t * Math.sqrt(lengthSquared), offset: Math.hypot(x - px, y - py) });
  }
  return result;
};

/**
 * The route of a line: its shape when it has one (at least two points), else its stops in order. Each stop
 * is placed at its nearest projection at or after the previous stop's, so a loop or a road driven twice
 * keeps the stops in travel order.
 */
export const buildRoute = (shape: LngLatPair[] | null, stops: RouteStop[]): Route => {
  const line: LngLatPair[] = shape && shape.length >= 2 ? shape : stops.map((s) => [s.lng, s.lat]);
  const first = line[0] ?? [0, 0];
  const origin = { lng: first[0], lat: first[1], metresPerDegreeLng: METERS_PER_DEGREE * Math.cos((first[1] * Math.PI) / 180) };
  const xs: number[] = [];
  const ys: number[] = [];
  const cumulative: number[] = [];
  for (const [lng, lat] of line) {
    const [x, y] = toXy(origin, lng, lat);
    const previous = xs.length - 1;
    cumulative.push(previous < 0 ? 0 : cumulative[previous]! + Math.hypot(x - xs[previous]!, y - ys[previous]!));
    xs.push(x);
    ys.push(y);
  }
  const route: Route = { xs, ys, cumulative, stopAlong: [], stopSeqs: stops.map((s) => s.seq), origin, length: cumulative.at(-1) ?? 0 };
  let floor = 0;
  for (const stop of stops) {
    const [x, y] = toXy(origin, stop.lng, stop.lat);
    const candidates = projections(route, x, y).filter((p) => p.along >= floor - 1);
    const best = candidates.reduce<Snap | null>((b, p) => (b === null || p.offset < b.offset ? p : b), null);
    floor = best ? Math.max(floor, best.along) : floor;
    route.stopAlong.push(floor);
  }
  return route;
};

/** How far the snap may sit behind the vehicle's previous progress before it counts as going backwards. */
const BACKWARD_TOLERANCE_M = 60;
/** Projections this much farther from the position than the nearest one are not considered. */
const OFFSET_SLACK_M = 40;

/**
 * Snaps a position to the route. Without previous progress: the nearest projection. With it: among the
 * projections nearly as close as the nearest, the one that continues the vehicle's progress (not behind it
 * by more than a GPS wobble, and the least jump ahead), so where the route overlaps itself the vehicle does
 * not jump to the other pass.
 */
export const snapToRoute = (route: Route, lng: number, lat: number, previousAlong?: number): Snap => {
  const [x, y] = toXy(route.origin, lng, lat);
  const all = projections(route, x, y);
  if (all.length === 0) return { along: 0, offset: Math.hypot(x, y) };
  const nearest = all.reduce((b, p) => (p.offset < b.offset ? p : b));
  if (previousAlong === undefined) return nearest;
  const close = all.filter((p) => p.offset <= nearest.offset + OFFSET_SLACK_M);
  const ahead = close.filter((p) => p.along >= previousAlong - BACKWARD_TOLERANCE_M);
  if (ahead.length === 0) return nearest;
  return ahead.reduce((b, p) => (Math.abs(p.along - previousAlong) < Math.abs(b.along - previousAlong) ? p : b));
};

/** The index (in stop order) of the first stop beyond `along` by more than `arrivedWithinM`; stops.length past the end. */
export const nextStopIndex = (route: Route, along: number, arrivedWithinM = 0): number => {
  const index = route.stopAlong.findIndex((a) => a > along + arrivedWithinM);
  return index < 0 ? route.stopAlong.length : index;
};
