/**
 * Pure geometry for the route map, apart from Leaflet so it is testable and the lazy map chunk stays the
 * only place Leaflet is imported. Points arrive as the API sends them, [lng, lat] in GCJ-02; Leaflet wants
 * [lat, lng].
 */
import { DEFAULT_POINT } from '../../lib/default-place';

export type LatLngTuple = [number, number];
export type LngLatPair = readonly [number, number];
export type MapPoint = { lng: number; lat: number };

/** SPEC section 9: the map opens on Shenzhen at zoom 10 until it has something to show. */
export const DEFAULT_CENTER: LatLngTuple = [DEFAULT_POINT.lat, DEFAULT_POINT.lng];
export const DEFAULT_ZOOM = 10;

const isValidPoint = (lng: number, lat: number) =>
  Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;

export const shapeToLatLngs = (shape: ReadonlyArray<LngLatPair>): LatLngTuple[] =>
  shape.filter(([lng, lat]) => isValidPoint(lng, lat)).map(([lng, lat]) => [lat, lng]);

export const pointToLatLng = (point: MapPoint): LatLngTuple | null =>
  isValidPoint(point.lng, point.lat) ? [point.lat, point.lng] : null;

/**
 * What the map should frame: the route's shape, else its stops. The passenger's own point is left out on
 * purpose: someone far from the line would zoom the line to a dot.
 */
export const framePoints = (shape: ReadonlyArray<LngLatPair>, stops: ReadonlyArray<MapPoint>): LatLngTuple[] => {
  const fromShape = shapeToLatLngs(shape);
  if (fromShape.length > 0) return fromShape;
  return stops.map(pointToLatLng).filter((point): point is LatLngTuple => point !== null);
};

/** framePoints as {lng, lat}, for the engine-neutral map surface. */
export const frameMapPoints = (shape: ReadonlyArray<LngLatPair>, stops: ReadonlyArray<MapPoint>): MapPoint[] =>
  framePoints(shape, stops).map(([lat, lng]) => ({ lng, lat }));
