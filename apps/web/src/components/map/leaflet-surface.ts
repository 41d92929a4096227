/**
 * The Leaflet engine: over MAP_TILE_URL's tiles, or, without any, over a drawn grid that moves with the map
 * (so a map without a base layer still looks like a map, never a grey panel). Only ever loaded through
 * open-surface.ts, so Leaflet and its CSS stay in this chunk. Controls are ours (map-controls.tsx): Leaflet's
 * zoom buttons and attribution speak English, so both are off; its scale speaks Chinese here.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { TileSource } from '@udian/contracts/map-tiles';
import { colourToken } from '../../lib/colour-token';
import { DEFAULT_CENTER, DEFAULT_ZOOM, pointToLatLng, shapeToLatLngs, type MapPoint } from './map-geometry';
import { declutterLabels, markedStopMark, passengerMark, pickedMark, popupContent, stationMark, stopMark, vehicleMark, type StopRole } from './map-marks';
import type { BaseLayer } from './map-source';
import { FIT_PADDING, MAX_FIT_ZOOM, MAX_ZOOM, MIN_ZOOM, type MapSurface, type RouteDrawing, type SurfaceOptions } from './map-surface';
import styles from './route-map.module.css';

/** Metres to a Chinese scale label: 米 below a kilometre, 公里 above. */
export const scaleLabel = (meters: number): string => (meters < 1000 ? `${meters} 米` : `${meters / 1000} 公里`);

type ScaleInternals = { _getRoundNum(value: number): number; _updateScale(scale: HTMLElement, text: string, ratio: number): void; _mScale: HTMLElement };

/** Leaflet's metric scale, in Chinese units. */
const ChineseScale: new (options: L.Control.ScaleOptions) => L.Control.Scale = L.Control.Scale.extend({
  _updateMetric(this: ScaleInternals, maxMeters: number) {
    const meters = this._getRoundNum(maxMeters);
    this._updateScale(this._mScale, scaleLabel(meters), meters / maxMeters);
  },
});

/** A plain grid in place of tiles: 256 px squares drawn by CSS, moving with the map. */
const GridLayer: new (options: L.GridLayerOptions) => L.GridLayer = L.GridLayer.extend({
  createTile() {
    const tile = document.createElement('div');
    tile.className = styles.gridTile ?? '';
    return tile;
  },
});

/** A popup that stays inside the map, however narrow the screen: it pans the map, and wraps long names. */
const POPUP_OPTIONS: L.PopupOptions = {
  autoPan: true,
  keepInView: true,
  autoPanPadding: L.point(12, 12),
  maxWidth: 200,
  minWidth: 60,
  closeButton: false,
  className: styles.leafletPopup ?? '',
};

const markIcon = (element: HTMLElement) => L.divIcon({ html: element, className: styles.markIcon ?? '', iconSize: [0, 0], iconAnchor: [0, 0] });

const addMark = (layer: L.LayerGroup, at: L.LatLngTuple, element: HTMLElement, popup: HTMLElement | null, zIndexOffset = 0) => {
  const marker = L.marker(at, { icon: markIcon(element), keyboard: false, zIndexOffset });
  if (popup) marker.bindPopup(popup, POPUP_OPTIONS);
  return marker.addTo(layer);
};

const roleOf = (index: number, count: number): StopRole => (index === 0 ? 'start' : index === count - 1 && count > 1 ? 'end' : 'stop');

const stopDetail = (index: number, count: number) => (index === 0 ? '起点站' : index === count - 1 && count > 1 ? '终点站' : `第 ${index + 1} 站`);

export const createLeafletSurface = (
  container: HTMLElement,
  { tiles, baseLayer, ...options }: SurfaceOptions & { tiles: TileSource | null; baseLayer: BaseLayer },
): MapSurface => {
  const start = pointToLatLng(options.centre) ?? DEFAULT_CENTER;
  const map = L.map(container, { center: start, zoom: options.zoom ?? DEFAULT_ZOOM, attributionControl: false, zoomControl: false, minZoom: MIN_ZOOM, maxZoom: MAX_ZOOM });
  if (tiles) L.tileLayer(tiles.url, { subdomains: tiles.subdomains, minZoom: MIN_ZOOM, maxZoom: MAX_ZOOM }).addTo(map);
  else new GridLayer({ minZoom: MIN_ZOOM, maxZoom: MAX_ZOOM }).addTo(map);
  new ChineseScale({ imperial: false, position: 'bottomleft', maxWidth: 80 }).addTo(map);
  const stations = L.layerGroup().addTo(map);
  const route = L.layerGroup().addTo(map);
  const passenger = L.layerGroup().addTo(map);
  const buses = L.layerGroup().addTo(map);
  const picked = L.layerGroup().addTo(map);
  const declutter = () => declutterLabels(container);
  map.on('zoomend moveend', declutter);

  return {
    baseLayer,
    drawRoute({ shape, stops, markedStop, vehicle }: RouteDrawing) {
      route.clearLayers();
      const path = shapeToLatLngs(shape);
      if (path.length > 1) {
        // A wide pale casing under the line keeps it readable over tiles and grid alike.
        L.polyline(path, { color: colourToken('--color-surface'), weight: 9, opacity: 0.9, interactive: false }).addTo(route);
        L.polyline(path, { color: colourToken('--color-primary'), weight: 5, opacity: 0.9 }).addTo(route);
      }
      stops.forEach((stop, index) => {
        const at = pointToLatLng(stop);
        if (at) addMark(route, at, stopMark(stop.name, roleOf(index, stops.length)), popupContent(stop.name, stopDetail(index, stops.length)));
      });
      const marked = markedStop ? pointToLatLng(markedStop) : null;
      if (marked && markedStop) addMark(route, marked, markedStopMark(markedStop.name), popupContent(markedStop.name), 500);
      const bus = vehicle ? pointToLatLng(vehicle) : null;
      if (bus && vehicle) addMark(route, bus, vehicleMark(vehicle), popupContent(vehicle.label, '车辆位置'), 1000);
      declutter();
    },
    drawStations(list, onSelect) {
      stations.clearLayers();
      for (const station of list) {
        const at = pointToLatLng(station);
        if (at) addMark(stations, at, stationMark(station.name, station.id), null).on('click', () => onSelect(station.id));
      }
      declutter();
    },
    drawVehicles(vehicles) {
      buses.clearLayers();
      for (const vehicle of vehicles) {
        const at = pointToLatLng(vehicle);
        if (at) addMark(buses, at, vehicleMark(vehicle), popupContent(vehicle.label, vehicle.isStale ? '位置未及时更新' : '实时位置'), 1000);
      }
    },
    drawPassenger(point) {
      passenger.clearLayers();
      const at = point ? pointToLatLng(point) : null;
      if (at) addMark(passenger, at, passengerMark(), null, 800);
      declutter();
    },
    drawPicked(point) {
      picked.clearLayers();
      const at = point ? pointToLatLng(point) : null;
      if (at) addMark(picked, at, pickedMark(), null, 1200);
    },
    frame(points) {
      // At once, as AMap's frame is: a line framed anew (its first drawing, a resized map) is not a move the
      // passenger made, and an animated one left the marks moving under a first tap.
      const latLngs = points.map(pointToLatLng).filter((point) => point !== null);
      if (latLngs.length === 0) map.setView(DEFAULT_CENTER, DEFAULT_ZOOM, { animate: false });
      else if (latLngs.length === 1) map.setView(latLngs[0]!, MAX_FIT_ZOOM, { animate: false });
      else map.fitBounds(L.latLngBounds(latLngs), { padding: [FIT_PADDING, FIT_PADDING], maxZoom: MAX_FIT_ZOOM, animate: false });
      declutter();
    },
    centreOn(point: MapPoint, zoom?: number) {
      const at = pointToLatLng(point);
      if (at) map.setView(at, zoom ?? map.getZoom());
    },
    getCentre() {
      const centre = map.getCenter();
      return { lng: centre.lng, lat: centre.lat };
    },
    zoomIn: () => map.zoomIn(),
    zoomOut: () => map.zoomOut(),
    onTap(handler) {
      map.on('click', (event: L.LeafletMouseEvent) => handler({ lng: event.latlng.lng, lat: event.latlng.lat }));
    },
    resize() {
      map.invalidateSize();
    },
    destroy() {
      map.off();
      map.remove();
    },
  };
};
