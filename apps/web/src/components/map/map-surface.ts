/**
 * One drawing interface over both map engines (Leaflet and AMap), so the route map and the point picker are
 * written once and each engine's adapter stays small and testable. Points are GCJ-02 {lng, lat} throughout.
 */
import type { LngLatPair, MapPoint } from './map-geometry';
import type { BaseLayer } from './map-source';

export type MapStop = MapPoint & { name: string };

/** A station to choose (the older section's map of stations around the passenger): its id comes back on a tap. */
export type MapStation = MapStop & { id: string };

/** A bus on the map; a stale one (no recent report) is drawn greyed. */
export type MapVehicle = MapPoint & { id: string; label: string; isStale?: boolean };

export type RouteDrawing = {
  /** [[lng, lat], …]. */
  shape: ReadonlyArray<LngLatPair>;
  /** In travel order: the first is marked 起, the last 终. */
  stops: ReadonlyArray<MapStop>;
  /** A stop to point out (the passenger's boarding stop). */
  markedStop?: MapStop | null;
  /** One bus, where it last reported (ticket pages). */
  vehicle?: (MapPoint & { label: string }) | null;
};

export type MapSurface = {
  readonly baseLayer: BaseLayer;
  drawRoute(route: RouteDrawing): void;
  /** Stations with no line between them, each a tap target: a tap on one calls onSelect with its id. */
  drawStations(stations: ReadonlyArray<MapStation>, onSelect: (id: string) => void): void;
  /** Redrawn on every poll; never moves the view. */
  drawVehicles(vehicles: ReadonlyArray<MapVehicle>): void;
  drawPassenger(point: MapPoint | null): void;
  /** The picker's chosen point. */
  drawPicked(point: MapPoint | null): void;
  /** Frames these points (the default place when there are none). */
  frame(points: ReadonlyArray<MapPoint>): void;
  centreOn(point: MapPoint, zoom?: number): void;
  getCentre(): MapPoint;
  zoomIn(): void;
  zoomOut(): void;
  onTap(handler: (point: MapPoint) => void): void;
  /** After the container changed size. */
  resize(): void;
  destroy(): void;
};

export type SurfaceOptions = {
  /** Where the map opens before anything is drawn. */
  centre: MapPoint;
  zoom: number;
};

/** Frame padding (px) and the closest zoom a frame goes to. */
export const FIT_PADDING = 28;
export const MAX_FIT_ZOOM = 16;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
