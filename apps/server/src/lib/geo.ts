import { EARTH_RADIUS_M, greatCircleMeters, type GeoPoint } from '@udian/contracts/great-circle';

/**
 * The server's geometry on the product's one sphere (packages/contracts great-circle.ts, SPEC section 9):
 * whole-metre distances as the API answers them, [lng, lat] pairs as shapes hold them, and the search box.
 */

/** [lng, lat] in degrees, as GTFS shapes and line shapes hold them. */
export type LngLat = readonly [number, number];

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** Great-circle distance in whole metres: what the API answers, and what the nearby SQL computes. */
export const distanceM = (a: GeoPoint, b: GeoPoint): number => Math.round(greatCircleMeters(a, b));

/** Great-circle distance between two [lng, lat] pairs, not rounded. */
export const lngLatMeters = ([lngA, latA]: LngLat, [lngB, latB]: LngLat): number => greatCircleMeters({ lng: lngA, lat: latA }, { lng: lngB, lat: latB });

/** The length of a polyline in whole metres, rounded once at the end so that the sum stays exact. */
export const pathLengthMeters = (points: readonly LngLat[]): number => {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += lngLatMeters(points[i - 1]!, points[i]!);
  return Math.round(total);
};

export type BoundingBox = { minLng: number; minLat: number; maxLng: number; maxLat: number };

/**
 * The smallest lng/lat box holding every point within `radiusM` of `center`, so that the GiST index can
 * narrow the candidates before the exact distance is computed. One metre of slack covers the rounding of
 * distances to whole metres. The box is clamped at ±180° rather than wrapped: the service area is far from
 * the antimeridian.
 */
export const boundingBox = (center: GeoPoint, radiusM: number): BoundingBox => {
  const angular = (radiusM + 1) / EARTH_RADIUS_M;
  const minLat = center.lat - toDegrees(angular);
  const maxLat = center.lat + toDegrees(angular);
  const sinSpan = Math.sin(angular) / Math.cos(toRadians(center.lat));
  // A circle that reaches a pole spans every longitude.
  const isAroundPole = minLat <= -90 || maxLat >= 90 || sinSpan >= 1;
  const lngSpan = isAroundPole ? 360 : toDegrees(Math.asin(sinSpan));
  return {
    minLng: Math.max(-180, center.lng - lngSpan),
    minLat: Math.max(-90, minLat),
    maxLng: Math.min(180, center.lng + lngSpan),
    maxLat: Math.min(90, maxLat),
  };
};

/** Whether the point lies inside the outline ([[lng, lat], …], closed or not), by ray casting. */
export const isInsideOutline = (point: GeoPoint, outline: readonly (readonly [number, number])[]): boolean => {
  let isInside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i, i += 1) {
    const [xi, yi] = outline[i] as readonly [number, number];
    const [xj, yj] = outline[j] as readonly [number, number];
    const crosses = yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi;
    if (crosses) isInside = !isInside;
  }
  return isInside;
};
