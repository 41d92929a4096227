import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouteMap, type RouteMapProps } from './route-map';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const stops = [
  { name: '清湖', lng: 114.0306, lat: 22.6745 },
  { name: '深圳北站', lng: 114.0295, lat: 22.6097 },
  { name: '<img src=x onerror=alert(1)>', lng: 113.953, lat: 22.5405 },
];
const shape: RouteMapProps['shape'] = stops.map((stop) => [stop.lng, stop.lat] as const);

describe('RouteMap (Leaflet)', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const render = (props: Partial<RouteMapProps> = {}) =>
    act(() => root.render(<RouteMap shape={shape} stops={stops} tileUrl="" label="U101 线路地图" {...props} />));

  it('draws the route, the stops and the passenger on a blank map when there are no tiles', () => {
    render({ passenger: { lng: 113.95, lat: 22.54 } });
    const map = container.querySelector('[data-testid="route-map"]');
    expect(map?.classList.contains('leaflet-container')).toBe(true);
    expect(map?.getAttribute('aria-label')).toBe('U101 线路地图');
    expect(container.querySelectorAll('.leaflet-tile-pane img')).toHaveLength(0);
    // The polyline, the middle stop and the passenger are SVG paths; the two terminals are 起/终 icons.
    expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(3);
    expect([...container.querySelectorAll('.leaflet-marker-icon')].map((icon) => icon.textContent)).toEqual(['起', '终']);
  });

  it('points out a marked stop (the boarding stop of a ticket) and the bus when a position is given', () => {
    render({ markedStop: stops[1], vehicle: { lng: 114.0, lat: 22.6, label: '粤B12345' } });
    // The polyline, the middle stop and the marked stop are SVG paths; the bus is an icon beside 起 and 终.
    expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(3);
    expect([...container.querySelectorAll('.leaflet-marker-icon')].map((icon) => icon.textContent)).toEqual(['起', '终', '车']);
    expect(container.querySelector('.leaflet-tooltip')?.textContent).toBe('深圳北站');
  });

  it('draws several buses and moves them on new positions without framing the map again', () => {
    const vehicles = [
      { id: '1', lng: 114.03, lat: 22.65, label: '粤B10001' },
      { id: '2', lng: 114.0, lat: 22.58, label: '粤B10002', isStale: true },
    ];
    render({ vehicles });
    const buses = () => [...container.querySelectorAll('[data-vehicle-id]')].map((bus) => `${bus.getAttribute('data-vehicle-id')}@${bus.getAttribute('data-position')}`);
    expect(buses()).toEqual(['1@114.030000,22.650000', '2@114.000000,22.580000']);
    const view = container.querySelector('.leaflet-map-pane')?.getAttribute('style');
    render({ vehicles: [{ ...vehicles[0]!, lat: 22.64 }] });
    expect(buses()).toEqual(['1@114.030000,22.640000']);
    expect(container.querySelector('.leaflet-map-pane')?.getAttribute('style')).toBe(view);
  });

  it('never puts a station name into the page as HTML', () => {
    render();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('adds a tile layer when a tile URL is configured', () => {
    render({ tileUrl: 'https://tiles.example.cn/{z}/{x}/{y}.png' });
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
  });

  it('creates the map once per mount: new data redraws on the same map', () => {
    render();
    const pane = container.querySelector('.leaflet-map-pane');
    render({ stops: stops.slice(0, 2), shape: shape.slice(0, 2) });
    expect(container.querySelector('.leaflet-map-pane')).toBe(pane);
    expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(1);
  });

  it('destroys the map on unmount', () => {
    render();
    const element = container.querySelector('[data-testid="route-map"]') as HTMLElement & { _leaflet_id?: number };
    expect(element._leaflet_id).toBeDefined();
    act(() => root.render(<p>gone</p>));
    expect(element._leaflet_id).toBeUndefined();
    expect(element.querySelector('.leaflet-map-pane')).toBeNull();
  });
});
