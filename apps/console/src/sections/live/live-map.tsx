import type { LiveBus } from '@udian/contracts/endpoints/ops/live/live-buses';
import { theme } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { addMapBase } from '../../components/leaflet-base';
import { shanghaiDateTime } from '../../lib/format';
import { busMark, busPopup, type MarkColours } from './live-marks';

/** Shenzhen's civic centre: where the map opens before any bus has reported. Coordinates are GCJ-02 throughout. */
const DEFAULT_CENTRE: L.LatLngTuple = [22.5431, 114.0596];
const DEFAULT_ZOOM = 12;
const MAX_FIT_ZOOM = 15;

type Props = { buses: readonly LiveBus[]; tileUrl: string; selectedId: string | null; height: number };

/**
 * Every bus on a Leaflet map, as the passenger app draws its maps (apps/web/src/components/map): over
 * MAP_TILE_URL's tiles (GCJ-02, like the positions), or without them over a drawn grid that moves with the
 * map, so it still reads as a map. Framed on the buses once; after that the operator's pan and zoom stay.
 */
export const LiveMap = ({ buses, tileUrl, selectedId, height }: Props) => {
  const { token } = theme.useToken();
  const colours: MarkColours = useMemo(
    () => ({ onTime: token.colorPrimary, late: token.colorError, stale: token.colorTextQuaternary, text: token.colorText, surface: token.colorBgContainer }),
    [token],
  );
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const isFramed = useRef(false);

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { center: DEFAULT_CENTRE, zoom: DEFAULT_ZOOM, attributionControl: false });
    addMapBase(created, tileUrl, { fill: token.colorFillQuaternary, line: token.colorBorderSecondary });
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    const placed = markers.current;
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
      placed.clear();
      isFramed.current = false;
    };
  }, [tileUrl, token.colorFillQuaternary, token.colorBorderSecondary]);

  // Markers are moved and redrawn in place, so a popup the operator opened stays open through a refresh.
  useEffect(() => {
    const group = layer.current;
    if (!group || !map.current) return;
    const seen = new Set<string>();
    for (const bus of buses) {
      seen.add(bus.vehicleId);
      const icon = L.divIcon({ html: busMark(bus, colours), className: '', iconSize: [0, 0] });
      const popup = busPopup(bus, shanghaiDateTime(bus.recordedAt));
      const existing = markers.current.get(bus.vehicleId);
      if (existing) {
        existing.setLatLng([bus.lat, bus.lng]).setIcon(icon).setPopupContent(popup).setZIndexOffset(bus.isLate ? 1000 : 0);
        continue;
      }
      const marker = L.marker([bus.lat, bus.lng], { icon, keyboard: false, zIndexOffset: bus.isLate ? 1000 : 0 }).bindPopup(popup, { closeButton: false }).addTo(group);
      markers.current.set(bus.vehicleId, marker);
    }
    for (const [id, marker] of markers.current) {
      if (seen.has(id)) continue;
      group.removeLayer(marker);
      markers.current.delete(id);
    }
    if (!isFramed.current && buses.length > 0) {
      isFramed.current = true;
      map.current.fitBounds(L.latLngBounds(buses.map((b): L.LatLngTuple => [b.lat, b.lng])), { padding: [40, 40], maxZoom: MAX_FIT_ZOOM });
    }
  }, [buses, colours, tileUrl]);

  useEffect(() => {
    const marker = selectedId ? markers.current.get(selectedId) : undefined;
    if (!marker || !map.current) return;
    map.current.setView(marker.getLatLng(), Math.max(map.current.getZoom(), 14));
    marker.openPopup();
  // Only when the operator picks a row: a refresh must not pull the map back to it.
  }, [selectedId]);

  return <div ref={container} role="region" aria-label="车辆实时位置地图" style={{ height, width: '100%', borderRadius: token.borderRadius, overflow: 'hidden', border: `1px solid ${token.colorBorderSecondary}` }} />;
};
