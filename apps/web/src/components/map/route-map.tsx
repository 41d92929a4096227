/**
 * A line on a map (SPEC section 4: created once, destroyable). Only ever loaded through lazy-route-map.tsx,
 * so Leaflet and its CSS live in this chunk and never in a page's first load. Tiles are GCJ-02 like our
 * points; without a tile URL the route, stops and the passenger still draw on a plain background.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { colourToken } from '../../lib/colour-token';
import { DEFAULT_CENTER, DEFAULT_ZOOM, framePoints, pointToLatLng, shapeToLatLngs, type LngLatPair, type MapPoint } from './map-geometry';
import styles from './route-map.module.css';

export type MapStop = MapPoint & { name: string };

/** A bus on the map; a stale one (no recent report) is drawn greyed. */
export type MapVehicle = MapPoint & { id: string; label: string; isStale?: boolean };

export type RouteMapProps = {
  /** [[lng, lat], …] in GCJ-02. */
  shape: ReadonlyArray<LngLatPair>;
  /** In travel order: the first is marked 起, the last 终. */
  stops: ReadonlyArray<MapStop>;
  passenger?: MapPoint | null;
  /** A stop to point out (the passenger's boarding stop on a ticket). */
  markedStop?: MapStop | null;
  /** The bus, where it last reported (ticket pages). */
  vehicle?: (MapPoint & { label: string }) | null;
  /**
   * Several buses moving along the line (line-eta): redrawn on every poll without framing the map again, so
   * a passenger who zoomed in keeps their view.
   */
  vehicles?: ReadonlyArray<MapVehicle>;
  /** A Leaflet URL template; '' for no tiles. */
  tileUrl: string;
  /** Read by screen readers instead of the canvas. */
  label: string;
};

const FIT_PADDING: L.PointTuple = [24, 24];
const MAX_FIT_ZOOM = 16;

/** Station names come from the server: set as text, never as HTML. */
const textNode = (text: string): HTMLElement => {
  const element = document.createElement('span');
  element.textContent = text;
  return element;
};

const terminalIcon = (label: string, className: string | undefined) =>
  L.divIcon({ className: '', html: `<span class="${styles.terminal ?? ''} ${className ?? ''}">${label}</span>`, iconSize: [22, 22], iconAnchor: [11, 11] });

type DrawnParts = Pick<RouteMapProps, 'shape' | 'stops' | 'passenger' | 'markedStop' | 'vehicle'>;

const drawMarks = (layer: L.LayerGroup, { markedStop, vehicle }: Pick<DrawnParts, 'markedStop' | 'vehicle'>) => {
  const marked = markedStop ? pointToLatLng(markedStop) : null;
  if (marked && markedStop) {
    L.circleMarker(marked, { radius: 9, color: colourToken('--color-surface'), weight: 3, fillColor: colourToken('--color-warning'), fillOpacity: 1 })
      .bindTooltip(textNode(markedStop.name), { direction: 'top', permanent: true })
      .addTo(layer);
  }
  const bus = vehicle ? pointToLatLng(vehicle) : null;
  if (bus && vehicle) {
    L.marker(bus, { icon: terminalIcon('车', styles.vehicle), keyboard: false, zIndexOffset: 1000 })
      .bindTooltip(textNode(vehicle.label), { direction: 'top' })
      .addTo(layer);
  }
};

const drawRoute = (layer: L.LayerGroup, { shape, stops, passenger, markedStop, vehicle }: DrawnParts) => {
  layer.clearLayers();
  const routeColour = colourToken('--color-primary');
  const path = shapeToLatLngs(shape);
  if (path.length > 1) L.polyline(path, { color: routeColour, weight: 5, opacity: 0.85 }).addTo(layer);
  stops.forEach((stop, index) => {
    const at = pointToLatLng(stop);
    if (!at) return;
    const isFirst = index === 0;
    const isLast = index === stops.length - 1 && stops.length > 1;
    const marker =
      isFirst || isLast
        ? L.marker(at, { icon: terminalIcon(isFirst ? '起' : '终', isFirst ? styles.start : styles.end), keyboard: false })
        : L.circleMarker(at, { radius: 5, color: routeColour, weight: 2, fillColor: colourToken('--color-surface'), fillOpacity: 1 });
    marker.bindTooltip(textNode(stop.name), { direction: 'top' }).addTo(layer);
  });
  const me = passenger ? pointToLatLng(passenger) : null;
  if (me) {
    L.circleMarker(me, { radius: 7, color: colourToken('--color-surface'), weight: 3, fillColor: colourToken('--color-success'), fillOpacity: 1 })
      .bindTooltip(textNode('我的位置'), { direction: 'top' })
      .addTo(layer);
  }
  drawMarks(layer, { markedStop, vehicle });
};

const drawVehicles = (layer: L.LayerGroup, vehicles: ReadonlyArray<MapVehicle>) => {
  layer.clearLayers();
  vehicles.forEach((vehicle) => {
    const at = pointToLatLng(vehicle);
    if (!at) return;
    const className = `${styles.terminal ?? ''} ${vehicle.isStale ? (styles.stale ?? '') : (styles.vehicle ?? '')}`;
    // The id and the point are data attributes (numbers and a server id, never text from a person).
    const html = `<span class="${className}" data-vehicle-id="${encodeURIComponent(vehicle.id)}" data-position="${vehicle.lng.toFixed(6)},${vehicle.lat.toFixed(6)}">车</span>`;
    L.marker(at, { icon: L.divIcon({ className: '', html, iconSize: [22, 22], iconAnchor: [11, 11] }), keyboard: false, zIndexOffset: 1000 })
      .bindTooltip(textNode(vehicle.label), { direction: 'top' })
      .addTo(layer);
  });
};

const NO_VEHICLES: ReadonlyArray<MapVehicle> = [];

const frame = (map: L.Map, shape: RouteMapProps['shape'], stops: RouteMapProps['stops']) => {
  const points = framePoints(shape, stops);
  if (points.length === 0) map.setView(DEFAULT_CENTER, DEFAULT_ZOOM);
  else if (points.length === 1) map.setView(points[0] as L.LatLngTuple, MAX_FIT_ZOOM);
  else map.fitBounds(L.latLngBounds(points), { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM });
};

export const RouteMap = ({ shape, stops, passenger, markedStop, vehicle, vehicles = NO_VEHICLES, tileUrl, label }: RouteMapProps) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: L.Map; layer: L.LayerGroup; buses: L.LayerGroup; reframe: () => void } | null>(null);

  // One map per mount; its tiles come from configuration that does not change during a visit.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = L.map(container, { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM, attributionControl: false, zoomControl: true });
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 18, minZoom: 3 }).addTo(map);
    const layer = L.layerGroup().addTo(map);
    const buses = L.layerGroup().addTo(map);
    mapRef.current = { map, layer, buses, reframe: () => undefined };
    // The rem layout or a late web view width can resize the container after the map measured it: measure
    // again and frame the line again for the new size.
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            map.invalidateSize();
            mapRef.current?.reframe();
          })
        : null;
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      mapRef.current = null;
      map.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    drawRoute(current.layer, { shape, stops, passenger, markedStop, vehicle });
    current.reframe = () => frame(current.map, shape, stops);
    current.reframe();
  }, [shape, stops, passenger, markedStop, vehicle]);

  useEffect(() => {
    const current = mapRef.current;
    if (current) drawVehicles(current.buses, vehicles);
  }, [vehicles]);

  return <div ref={containerRef} className={styles.map} role="img" aria-label={label} data-testid="route-map" />;
};
