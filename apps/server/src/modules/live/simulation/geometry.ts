/**
 * Distances and positions along a line's shape, in meters. Shapes are [lng, lat] (GCJ-02); over a city the
 * offset from WGS-84 is a near-constant shift, so distances computed on it are as good as on WGS-84.
 */
import { EARTH_RADIUS_M, METERS_PER_DEGREE } from '@udian/contracts/great-circle';
import { lngLatMeters } from '../../../lib/geo';

export type LngLat = [number, number];

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Initial bearing from a to b, degrees clockwise from north in [0, 360). */
export const bearingDegrees = ([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number => {
  const y = Math.sin(rad(lng2 - lng1)) * Math.cos(rad(lat2));
  const x = Math.cos(rad(lat1)) * Math.sin(rad(lat2)) - Math.sin(rad(lat1)) * Math.cos(rad(lat2)) * Math.cos(rad(lng2 - lng1));
  return (deg(Math.atan2(y, x)) + 360) % 360;
};

/** Moves a point by meters east and north (small offsets: GPS noise). */
export const offsetMeters = ([lng, lat]: LngLat, eastM: number, northM: number): LngLat => [
  lng + deg(eastM / (EARTH_RADIUS_M * Math.cos(rad(lat)))),
  lat + deg(northM / EARTH_RADIUS_M),
];

/** A polyline with the distance from its start to each vertex. */
export type MeasuredShape = { points: LngLat[]; cumulative: number[]; length: number };

export const measureShape = (points: LngLat[]): MeasuredShape => {
  const cumulative = [0];
  for (let i = 1; i < points.length; i += 1) {
    cumulative.push((cumulative[i - 1] ?? 0) + lngLatMeters(points[i - 1] as LngLat, points[i] as LngLat));
  }
  return { points, cumulative, length: cumulative[cumulative.length - 1] ?? 0 };
};

const segmentIndexAt = (shape: MeasuredShape, meters: number): number => {
  // Binary search for the last vertex at or before `meters`.
  let lo = 0;
  let hi = shape.points.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((shape.cumulative[mid] ?? 0) <= meters) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
};

/** The point `meters` along the shape (clamped to its ends) and the direction of travel there. */
export const pointAlong = (shape: MeasuredShape, meters: number): { at: LngLat; heading: number } => {
  const first = shape.points[0] as LngLat;
  if (shape.points.length < 2) return { at: first, heading: 0 };
  const m = Math.max(0, Math.min(shape.length, meters));
  let i = segmentIndexAt(shape, m);
  // Skip zero-length segments (repeated vertices) for the heading.
  while (i < shape.points.length - 2 && (shape.cumulative[i + 1] ?? 0) - (shape.cumulative[i] ?? 0) === 0) i += 1;
  const a = shape.points[i] as LngLat;
  const b = shape.points[i + 1] as LngLat;
  const span = (shape.cumulative[i + 1] ?? 0) - (shape.cumulative[i] ?? 0);
  const f = span > 0 ? Math.max(0, Math.min(1, (m - (shape.cumulative[i] ?? 0)) / span)) : 0;
  return { at: [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f], heading: bearingDegrees(a, b) };
};

/**
 * Where a point falls along the shape: the distance from the start of its nearest point on the shape,
 * looking only at or after `fromMeters` so that a line passing the same place twice keeps its stops in
 * order (and the first pass within 50 m wins over a later one). Segments are projected in a local flat frame (exact enough over a few kilometers).
 */
const CLOSE_PASS_M = 50;

export const projectOnto = (shape: MeasuredShape, point: LngLat, fromMeters = 0): number => {
  if (shape.points.length < 2) return 0;
  const kx = Math.cos(rad(point[1]));
  let best = { distance: Number.POSITIVE_INFINITY, meters: fromMeters };
  for (let i = 0; i < shape.points.length - 1; i += 1) {
    const end = shape.cumulative[i + 1] ?? 0;
    if (end < fromMeters) continue;
    const a = shape.points[i] as LngLat;
    const b = shape.points[i + 1] as LngLat;
    const ax = (a[0] - point[0]) * kx;
    const ay = a[1] - point[1];
    const bx = (b[0] - point[0]) * kx;
    const by = b[1] - point[1];
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let f = len2 > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2)) : 0;
    const start = shape.cumulative[i] ?? 0;
    const span = end - start;
    // Never behind fromMeters on the segment that contains it.
    if (start + f * span < fromMeters && span > 0) f = (fromMeters - start) / span;
    const px = ax + f * dx;
    const py = ay + f * dy;
    const distance = Math.sqrt(px * px + py * py) * METERS_PER_DEGREE;
    if (distance < best.distance) best = { distance, meters: start + f * span };
    // A line that passes the same place again later: the first close pass is the stop's.
    if (best.distance <= CLOSE_PASS_M && start > best.meters + CLOSE_PASS_M * 4) break;
  }
  return best.meters;
};
