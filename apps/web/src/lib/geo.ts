/** Straight-line distance between two map points (SPEC section 9), for "how far is the stop" labels. */

export type LngLat = { lng: number; lat: number };

/** The equatorial radius the product has always used; changing it would shift every shown distance. */
export const EARTH_RADIUS_KM = 6378.137;

const METERS_PER_KILOMETER = 1000;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Haversine distance in whole metres. */
export function greatCircleDistance(a: LngLat, b: LngLat): number {
  const deltaLat = toRadians(b.lat - a.lat);
  const deltaLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(deltaLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(deltaLng / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points, and asin(>1) is NaN.
  const centralAngle = 2 * Math.asin(Math.sqrt(Math.min(1, h)));
  return Math.round(centralAngle * EARTH_RADIUS_KM * METERS_PER_KILOMETER);
}
