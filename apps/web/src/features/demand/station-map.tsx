/**
 * demand-station's map. Only loaded through lazy-station-map.tsx, so the map engines stay out of every
 * first load. A tap picks a point (drawn as the pin); a station chosen instead is pointed out by name.
 */
import { useEffect, useRef } from 'react';
import { MapControls } from '../../components/map/map-controls';
import type { MapPoint } from '../../components/map/map-geometry';
import { useMapSurface } from '../../components/map/use-map-surface';
import mapStyles from '../../components/map/route-map.module.css';
import styles from './demand.module.css';

export type StationMapProps = {
  /** Where the map opens. */
  centre: MapPoint;
  zoom: number;
  /** The point tapped, drawn as a pin. */
  picked: MapPoint | null;
  /** The station the passenger means to choose instead of the point. */
  station: (MapPoint & { name: string }) | null;
  onPick: (point: MapPoint) => void;
};

const DECIMALS = 1e6;
const round = (value: number) => Math.round(value * DECIMALS) / DECIMALS;

export const StationMap = ({ centre, zoom, picked, station, onPick }: StationMapProps) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });
  const surface = useMapSurface(containerRef, { centre, zoom });

  useEffect(() => {
    surface?.onTap((point) => onPickRef.current({ lng: round(point.lng), lat: round(point.lat) }));
  }, [surface]);

  useEffect(() => {
    surface?.drawPicked(picked);
  }, [surface, picked]);

  useEffect(() => {
    surface?.drawRoute({ shape: [], stops: [], markedStop: station });
  }, [surface, station]);

  return (
    <div className={mapStyles.frame}>
      <div
        ref={containerRef}
        className={`${mapStyles.map} ${styles.stationMap}`}
        role="application"
        aria-label="在地图上点选地点"
        data-testid="demand-map"
        data-base-layer={surface?.baseLayer ?? 'loading'}
      />
      <MapControls surface={surface} subject="point" />
    </div>
  );
};
