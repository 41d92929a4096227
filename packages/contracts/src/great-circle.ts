/**
 * Great-circle distance (SPEC section 9), the one formula both apps measure with: the browser's "how far is
 * the stop" labels, the server's nearby queries and GTFS shape lengths, the simulator and the ETA engine.
 */

/** A point in degrees (GCJ-02 on screen and in the database); the sphere below treats it as spherical. */
export type GeoPoint = { readonly lng: number; readonly lat: number };

/** SPEC section 9: R = 6378.137 km (WGS-84's equatorial radius). The SQL radius queries use it too. */
export const EARTH_RADIUS_M = 6_378_137;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Haversine distance in metres, not rounded, so that sums along a path stay exact; what is shown or
 * compared with SQL is rounded by its caller.
 */
export const greatCircleMeters = (a: GeoPoint, b: GeoPoint): number => {
  const h =
    Math.sin(toRadians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(toRadians(b.lng - a.lng) / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points, and asin(>1) is NaN.
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(Math.min(1, h)));
};
