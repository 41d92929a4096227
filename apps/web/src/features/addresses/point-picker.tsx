/**
 * The address's point on a map. Only loaded through lazy-point-picker.tsx, so the map engines stay out of
 * every first load. It opens on the chosen point, else where the passenger is, and draws the passenger too;
 * a tap picks a point. The engine (AMap, Leaflet over tiles, or a drawn grid) is the one every map uses.
 */
import { useEffect, useRef } from 'react';
import { DEFAULT_POINT } from '../../lib/default-place';
import { MapControls } from '../../components/map/map-controls';
import type { MapPoint } from '../../components/map/map-geometry';
import { useMapSurface } from '../../components/map/use-map-surface';
import mapStyles from '../../components/map/route-map.module.css';
import type { PickedPoint } from './address-rules';
import { PICKED_ZOOM } from './point-picker-zoom';

export type PointPickerProps = {
  value: PickedPoint | null;
  /** A point tapped on the map. */
  onPick: (point: PickedPoint) => void;
  /** Where the map should look now (a place found by name, the passenger once located); null: stay. */
  focus: { point: MapPoint; zoom: number } | null;
  /** The passenger's point, drawn when known. */
  passenger: MapPoint | null;
};

const DECIMALS = 1e6;
const round = (value: number) => Math.round(value * DECIMALS) / DECIMALS;
const OPEN_ZOOM = 12;

export const PointPicker = ({ value, onPick, focus, passenger }: PointPickerProps) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });
  const surface = useMapSurface(containerRef, { centre: value ?? focus?.point ?? DEFAULT_POINT, zoom: value ? PICKED_ZOOM : OPEN_ZOOM });

  useEffect(() => {
    surface?.onTap((point) => onPickRef.current({ lng: round(point.lng), lat: round(point.lat) }));
  }, [surface]);

  useEffect(() => {
    surface?.drawPicked(value);
  }, [surface, value]);

  useEffect(() => {
    surface?.drawPassenger(passenger);
  }, [surface, passenger]);

  useEffect(() => {
    if (surface && focus) surface.centreOn(focus.point, focus.zoom);
  }, [surface, focus]);

  return (
    <div className={mapStyles.frame}>
      <div ref={containerRef} className={mapStyles.map} role="application" aria-label="在地图上点选地点" data-testid="point-picker" data-base-layer={surface?.baseLayer ?? 'loading'} />
      <MapControls surface={surface} subject="point" />
    </div>
  );
};
