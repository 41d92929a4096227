/**
 * The older section's map of stations around the passenger. Only loaded through lazy-stations-map.tsx, so the
 * map engines stay out of every first load. Each station is a tap target; the chosen one is pointed out.
 */
import { useEffect, useRef } from 'react';
import { MapControls } from '../../components/map/map-controls';
import type { MapPoint } from '../../components/map/map-geometry';
import type { MapStation } from '../../components/map/map-surface';
import { useMapSurface } from '../../components/map/use-map-surface';
import mapStyles from '../../components/map/route-map.module.css';
import styles from './legacy-section.module.css';

export type StationsMapProps = {
  stations: ReadonlyArray<MapStation>;
  /** The passenger's point: where the map opens, and drawn. */
  passenger: MapPoint;
  selected: MapStation | null;
  onSelect: (stationId: string) => void;
};

const OPENING_ZOOM = 14;

export const StationsMap = ({ stations, passenger, selected, onSelect }: StationsMapProps) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });
  const surface = useMapSurface(containerRef, { centre: passenger, zoom: OPENING_ZOOM }, (ready) => ready.frame([passenger, ...stations]));

  useEffect(() => {
    if (!surface) return;
    surface.drawStations(stations, (id) => onSelectRef.current(id));
    surface.frame([passenger, ...stations]);
    // Framed when the stations arrive or change, not when the passenger is drawn again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [surface, stations]);

  const { lng, lat } = passenger;
  useEffect(() => {
    surface?.drawPassenger({ lng, lat });
  }, [surface, lng, lat]);

  useEffect(() => {
    surface?.drawRoute({ shape: [], stops: [], markedStop: selected });
  }, [surface, selected]);

  return (
    <div className={mapStyles.frame}>
      <div
        ref={containerRef}
        className={`${mapStyles.map} ${styles.stationMap}`}
        role="application"
        aria-label="附近站点地图，点选站点查看经过的线路"
        data-testid="stations-map"
        data-base-layer={surface?.baseLayer ?? 'loading'}
      />
      <MapControls surface={surface} />
    </div>
  );
};
