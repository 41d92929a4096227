/**
 * Great-circle distance (SPEC section 9), the one formula both apps measure with: the browser's "how far is
 * the stop" labels, the server's nearby queries and GTFS shape lengths, the simulator and the ETA engine.
 * The nearby SQL (the server's stations repository) writes the same haversine with EARTH_RADIUS_M.
 */

/** A point in degrees (GCJ-02 on screen and in the database); the sphere below treats it as spherical. */
export type GeoPoint = { readonly lng: number; readonly lat: number };

/** SPEC section 9: R = 6378.137 km (WGS-84's equatorial radius). */
export const EARTH_RADIUS_M = 6_378_137;

/** Metres per degree along a great circle of that sphere (a meridian): local flat frames scale by it. */
export const METERS_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * The haversine's inner term h for two points, in [0, 1]. It grows with the distance, so a search can
 * compare h with the h of its radius (haversineTermOf) and pay for asin only on the points it keeps.
 */
export const haversineTerm = (a: GeoPoint, b: GeoPoint): number =>
  Math.sin(toRadians(b.lat - a.lat) / 2) ** 2 +
  Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(toRadians(b.lng - a.lng) / 2) ** 2;

/** The metres a haversine term stands for. */
export const metersOfHaversineTerm = (h: number): number =>
  // Rounding can push h a hair above 1 for antipodal points, and asin(>1) is NaN.
  2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(Math.min(1, h)));

/** The haversine term of a distance in metres (the inverse of metersOfHaversineTerm). */
export const haversineTermOf = (meters: number): number => Math.sin(meters / (2 * EARTH_RADIUS_M)) ** 2;

/**
 * Haversine distance in metres, not rounded, so that sums along a path stay exact; what is shown or
 * compared with SQL is rounded by its caller.
 */
export const greatCircleMeters = (a: GeoPoint, b: GeoPoint): number => metersOfHaversineTerm(haversineTerm(a, b));
