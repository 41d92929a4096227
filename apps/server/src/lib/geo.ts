/** A GCJ-02 point; the distances below treat it as a point on a sphere, which is what the product needs. */
export type GeoPoint = { lng: number; lat: number };

/** The radius the product measures with (WGS-84's equatorial radius), so SQL and JavaScript agree. */
export const EARTH_RADIUS_M = 6_378_137;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** Great-circle (haversine) distance in whole metres: the same formula as the SQL in network/stations/stations.repository.ts. */
export const distanceM = (a: GeoPoint, b: GeoPoint): number => {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
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
