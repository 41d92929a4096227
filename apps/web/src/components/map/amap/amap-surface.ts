/**
 * The AMap engine (JS API 2.0): AMap's own base map and labels, our marks on top, AMap's Chinese scale.
 * Zoom and "locate me" are our controls (map-controls.tsx) on both engines, so they look and read alike.
 */
import { colourToken } from '../../../lib/colour-token';
import { DEFAULT_POINT } from '../../../lib/default-place';
import { DEFAULT_ZOOM, shapeToLatLngs, type MapPoint } from '../map-geometry';
import { declutterLabels, markedStopMark, passengerMark, pickedMark, popupContent, stationMark, stopMark, vehicleMark, type StopRole } from '../map-marks';
import { FIT_PADDING, MAX_FIT_ZOOM, MAX_ZOOM, MIN_ZOOM, type MapSurface, type RouteDrawing, type SurfaceOptions } from '../map-surface';
import { toPoint, type AmapMap, type AmapNamespace, type AmapOverlay } from './amap-types';
import styles from '../route-map.module.css';

const POPUP_AVOID: [number, number, number, number] = [12, 12, 12, 12];
const FIT_AVOID: [number, number, number, number] = [FIT_PADDING, FIT_PADDING, FIT_PADDING, FIT_PADDING];

const roleOf = (index: number, count: number): StopRole => (index === 0 ? 'start' : index === count - 1 && count > 1 ? 'end' : 'stop');
const stopDetail = (index: number, count: number) => (index === 0 ? '起点站' : index === count - 1 && count > 1 ? '终点站' : `第 ${index + 1} 站`);

/** Draws on an AMap map (load-amap.ts loads AMap; a test hands in a stand-in). */
export const drawOnAmap = (AMap: AmapNamespace, container: HTMLElement, options: SurfaceOptions): MapSurface => {
  const map: AmapMap = new AMap.Map(container, {
    center: [options.centre.lng, options.centre.lat],
    zoom: options.zoom,
    zooms: [MIN_ZOOM, MAX_ZOOM],
    lang: 'zh_cn',
    viewMode: '2D',
    resizeEnable: true,
  });
  map.addControl(new AMap.Scale({ position: 'LB' }));
  let popup: { close(): void } | null = null;
  const layers = { route: [] as AmapOverlay[], stations: [] as AmapOverlay[], vehicles: [] as AmapOverlay[], passenger: [] as AmapOverlay[], picked: [] as AmapOverlay[] };
  const replace = (name: keyof typeof layers, overlays: AmapOverlay[]) => {
    if (layers[name].length > 0) map.remove(layers[name]);
    layers[name] = overlays;
    if (overlays.length > 0) map.add(overlays);
  };
  const declutter = () => declutterLabels(container);
  map.on('moveend', declutter);
  map.on('zoomend', declutter);
  map.on('click', () => popup?.close());

  const mark = (point: MapPoint, content: HTMLElement, zIndex: number, popupOf?: () => HTMLElement) => {
    const marker = new AMap.Marker({ position: [point.lng, point.lat], content, anchor: 'top-left', offset: new AMap.Pixel(0, 0), zIndex });
    if (popupOf) {
      marker.on('click', () => {
        popup?.close();
        const content = popupOf();
        content.classList.add(styles.popupCard ?? '');
        const info = new AMap.InfoWindow({ isCustom: true, content, anchor: 'bottom-center', offset: new AMap.Pixel(0, -14), autoMove: true, avoid: POPUP_AVOID });
        info.open(map, [point.lng, point.lat]);
        popup = info;
      });
    }
    return marker;
  };

  return {
    baseLayer: 'amap',
    drawRoute({ shape, stops, markedStop, vehicle }: RouteDrawing) {
      const overlays: AmapOverlay[] = [];
      const path = shapeToLatLngs(shape).map(([lat, lng]) => [lng, lat] as [number, number]);
      if (path.length > 1) {
        overlays.push(new AMap.Polyline({ path, strokeColor: colourToken('--color-primary'), strokeWeight: 6, strokeOpacity: 0.9, lineJoin: 'round' }));
      }
      stops.forEach((stop, index) => {
        overlays.push(mark(stop, stopMark(stop.name, roleOf(index, stops.length)), 110, () => popupContent(stop.name, stopDetail(index, stops.length))));
      });
      if (markedStop) overlays.push(mark(markedStop, markedStopMark(markedStop.name), 130, () => popupContent(markedStop.name)));
      if (vehicle) overlays.push(mark(vehicle, vehicleMark(vehicle), 150, () => popupContent(vehicle.label, '车辆位置')));
      replace('route', overlays);
      declutter();
    },
    drawStations(stations, onSelect) {
      replace(
        'stations',
        stations.map((station) => {
          const marker = mark(station, stationMark(station.name, station.id), 120);
          marker.on('click', () => onSelect(station.id));
          return marker;
        }),
      );
      declutter();
    },
    drawVehicles(vehicles) {
      replace(
        'vehicles',
        vehicles.map((vehicle) => mark(vehicle, vehicleMark(vehicle), 150, () => popupContent(vehicle.label, vehicle.isStale ? '位置未及时更新' : '实时位置'))),
      );
    },
    drawPassenger(point) {
      replace('passenger', point ? [mark(point, passengerMark(), 140)] : []);
      declutter();
    },
    drawPicked(point) {
      replace('picked', point ? [mark(point, pickedMark(), 160)] : []);
    },
    frame(points) {
      if (points.length === 0) map.setZoomAndCenter(DEFAULT_ZOOM, [DEFAULT_POINT.lng, DEFAULT_POINT.lat], true);
      else if (points.length === 1) map.setZoomAndCenter(MAX_FIT_ZOOM, [points[0]!.lng, points[0]!.lat], true);
      else {
        // What is drawn: the line, or the stations to choose from; every overlay when neither is.
        const drawn = [...layers.route, ...layers.stations];
        map.setFitView(drawn.length > 0 ? drawn : null, true, FIT_AVOID, MAX_FIT_ZOOM);
      }
      declutter();
    },
    centreOn(point, zoom) {
      if (zoom === undefined) map.setCenter([point.lng, point.lat]);
      else map.setZoomAndCenter(zoom, [point.lng, point.lat]);
    },
    getCentre: () => toPoint(map.getCenter()),
    zoomIn: () => map.zoomIn(),
    zoomOut: () => map.zoomOut(),
    onTap(handler) {
      map.on('click', (event) => handler(toPoint(event.lnglat)));
    },
    resize: () => map.resize(),
    destroy() {
      popup?.close();
      map.destroy();
    },
  };
};

