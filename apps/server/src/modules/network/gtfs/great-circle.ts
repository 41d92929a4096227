/** [lng, lat] in degrees. */
export type LngLat = readonly [number, number];

/** The equatorial radius the product has always used (the web app's lib/geo.ts uses the same). */
export const EARTH_RADIUS_M = 6_378_137;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Haversine distance in metres (not rounded, so that sums along a path stay exact). */
export const greatCircleMeters = ([lngA, latA]: LngLat, [lngB, latB]: LngLat): number => {
  const h =
    Math.sin(toRadians(latB - latA) / 2) ** 2 +
    Math.cos(toRadians(latA)) * Math.cos(toRadians(latB)) * Math.sin(toRadians(lngB - lngA) / 2) ** 2;
  return 2 * Math.asin(Math.sqrt(Math.min(1, h))) * EARTH_RADIUS_M;
};

/** The length of a polyline in whole metres. */
export const pathLengthMeters = (points: readonly LngLat[]): number => {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += greatCircleMeters(points[i - 1]!, points[i]!);
  return Math.round(total);
};
