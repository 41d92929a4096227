/**
 * A point picked on a map, for a common address. Only loaded through lazy-point-picker.tsx, so Leaflet stays
 * out of every first load. Without a tile URL (offline, tests) the map is a plain background that still
 * takes taps; "use the map centre" is the way in without a pointer.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { DEFAULT_CENTER, DEFAULT_ZOOM, pointToLatLng } from '../../components/map/map-geometry';
import { colourToken } from '../../lib/colour-token';
import type { PickedPoint } from './address-rules';
import styles from './addresses.module.css';

export type PointPickerProps = {
  value: PickedPoint | null;
  onChange: (point: PickedPoint) => void;
  /** A Leaflet URL template; '' for no tiles. */
  tileUrl: string;
};

const PICKED_ZOOM = 16;
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const toPoint = (latLng: L.LatLng): PickedPoint => ({ lng: round(latLng.lng), lat: round(latLng.lat) });

export const PointPicker = ({ value, onChange, tileUrl }: PointPickerProps) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: L.Map; marker: L.CircleMarker | null } | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const start = value ? pointToLatLng(value) : null;
    const map = L.map(container, { center: start ?? DEFAULT_CENTER, zoom: start ? PICKED_ZOOM : DEFAULT_ZOOM, attributionControl: false });
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 18, minZoom: 3 }).addTo(map);
    map.on('click', (event: L.LeafletMouseEvent) => onChangeRef.current(toPoint(event.latlng)));
    mapRef.current = { map, marker: null };
    return () => {
      mapRef.current = null;
      map.remove();
    };
    // The map is created once; the value is drawn by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl]);

  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    current.marker?.remove();
    const at = value ? pointToLatLng(value) : null;
    current.marker = at ? L.circleMarker(at, { radius: 9, color: colourToken('--color-surface'), weight: 3, fillColor: colourToken('--color-primary'), fillOpacity: 1 }).addTo(current.map) : null;
  }, [value]);

  const useCentre = () => {
    const map = mapRef.current?.map;
    if (map) onChange(toPoint(map.getCenter()));
  };

  return (
    <div>
      <div ref={containerRef} className={styles.map} role="application" aria-label="在地图上点选地点" data-testid="point-picker" />
      <button type="button" className={styles.linkButton} onClick={useCentre}>
        使用地图中心点
      </button>
    </div>
  );
};
