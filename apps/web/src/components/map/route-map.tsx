/**
 * A line on a map (SPEC section 4: created once, destroyable). Only ever loaded through lazy-route-map.tsx,
 * so the map engines stay out of every page's first load. It always draws what we know: the line, its
 * stations with their names, the bus or buses, and the passenger; over AMap, MAP_TILE_URL's tiles, or, with
 * neither, a drawn grid with a line of text saying there is no base map.
 */
import { useEffect, useRef } from 'react';
import { useQuietLocationPoint } from '../../platform/use-quiet-location';
import { DEFAULT_CENTER, DEFAULT_ZOOM, frameMapPoints, type MapPoint } from './map-geometry';
import { MapControls } from './map-controls';
import type { MapSurface, MapVehicle, RouteDrawing } from './map-surface';
import { useMapSurface } from './use-map-surface';
import styles from './route-map.module.css';

export type { MapStop, MapVehicle } from './map-surface';

export type RouteMapProps = RouteDrawing & {
  /**
   * The passenger's point; undefined: the known one (asked for without a prompt where the host or browser
   * allows it), null: none drawn.
   */
  passenger?: MapPoint | null;
  /**
   * Several buses moving along the line (line-eta): redrawn on every poll without framing the map again, so
   * a passenger who zoomed in keeps their view.
   */
  vehicles?: ReadonlyArray<MapVehicle>;
  /** Read by screen readers instead of the drawing. */
  label: string;
};

const NO_VEHICLES: ReadonlyArray<MapVehicle> = [];
const OPENS_AT = { centre: { lng: DEFAULT_CENTER[1], lat: DEFAULT_CENTER[0] }, zoom: DEFAULT_ZOOM };

export const RouteMap = ({ shape, stops, passenger, markedStop, vehicle, vehicles = NO_VEHICLES, label }: RouteMapProps) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const reframeRef = useRef<(surface: MapSurface) => void>(() => undefined);
  const surface = useMapSurface(containerRef, OPENS_AT, (ready) => reframeRef.current(ready));
  const quietPoint = useQuietLocationPoint();
  const me = passenger === undefined ? (quietPoint ?? null) : passenger;

  useEffect(() => {
    if (!surface) return;
    surface.drawRoute({ shape, stops, markedStop, vehicle });
    reframeRef.current = (ready) => ready.frame(frameMapPoints(shape, stops));
    reframeRef.current(surface);
  }, [surface, shape, stops, markedStop, vehicle]);

  useEffect(() => {
    surface?.drawVehicles(vehicles);
  }, [surface, vehicles]);

  const myLng = me?.lng;
  const myLat = me?.lat;
  useEffect(() => {
    surface?.drawPassenger(myLng !== undefined && myLat !== undefined ? { lng: myLng, lat: myLat } : null);
  }, [surface, myLng, myLat]);

  return (
    <div className={styles.frame}>
      <div ref={containerRef} className={styles.map} role="img" aria-label={label} data-testid="route-map" data-base-layer={surface?.baseLayer ?? 'loading'} />
      <MapControls surface={surface} />
    </div>
  );
};
