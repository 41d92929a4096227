import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawOnAmap } from './amap-surface';
import { installFakeAmap, removeFakeAmap } from './amap-test-kit';
import type { MapSurface } from '../map-surface';

const stops = [
  { name: '清湖', lng: 114.0306, lat: 22.6745 },
  { name: '深圳北站', lng: 114.0295, lat: 22.6097 },
  { name: '<b>科技园</b>', lng: 113.953, lat: 22.5405 },
];
const shape = stops.map((stop) => [stop.lng, stop.lat] as const);

describe('the AMap adapter (on the stand-in AMap)', () => {
  let container: HTMLDivElement;
  let surface: MapSurface;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    surface = drawOnAmap(installFakeAmap(), container, { centre: { lng: 114.05, lat: 22.52 }, zoom: 10 });
  });
  afterEach(() => {
    surface.destroy();
    container.remove();
    removeFakeAmap();
  });

  it('opens an AMap map with the Chinese scale', () => {
    expect(surface.baseLayer).toBe('amap');
    expect(container.querySelector('[data-fake-amap="map"]')).not.toBeNull();
    expect(container.querySelector('[data-fake-amap="scale"]')?.textContent).toMatch(/^\d+(\.\d)? (米|公里)$/);
    expect(surface.getCentre()).toEqual({ lng: 114.05, lat: 22.52 });
  });

  it('draws the line and named stations as text, then frames them', () => {
    surface.drawRoute({ shape, stops });
    surface.frame(stops);
    expect(container.querySelectorAll('[data-fake-amap="polyline"]')).toHaveLength(1);
    expect([...container.querySelectorAll('[data-stop-name]')].map((mark) => mark.textContent)).toEqual(['起清湖', '深圳北站', '终<b>科技园</b>']);
    expect(container.querySelector('b')).toBeNull();
    const centre = surface.getCentre();
    expect(centre.lng).toBeCloseTo((114.0306 + 113.953) / 2, 3);
  });

  it('redraws in place: buses, the passenger and a picked point each replace their own marks', () => {
    surface.drawRoute({ shape, stops });
    surface.drawVehicles([{ id: '7', lng: 114.0, lat: 22.6, label: '粤B10007' }]);
    surface.drawVehicles([{ id: '7', lng: 114.01, lat: 22.61, label: '粤B10007' }]);
    expect([...container.querySelectorAll('[data-vehicle-id]')].map((bus) => bus.getAttribute('data-position'))).toEqual(['114.010000,22.610000']);
    surface.drawPassenger({ lng: 113.95, lat: 22.54 });
    surface.drawPassenger(null);
    expect(container.querySelector('[data-testid="map-passenger"]')).toBeNull();
    surface.drawPicked({ lng: 113.95, lat: 22.54 });
    expect(container.querySelectorAll('[data-testid="picked-point"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-stop-name]')).toHaveLength(3);
  });

  it('opens a stop popup inside the map on a tap, and closes it on a tap elsewhere', () => {
    surface.drawRoute({ shape, stops });
    (container.querySelector('[data-stop-name="深圳北站"]') as HTMLElement).click();
    expect(container.querySelector('[data-fake-amap="info"]')?.textContent).toBe('深圳北站第 2 站');
    (container.querySelector('[data-fake-amap="map"]') as HTMLElement).click();
    expect(container.querySelector('[data-fake-amap="info"]')).toBeNull();
  });

  it('draws stations to choose, answers the id of the one tapped, and frames them', () => {
    const chosen: string[] = [];
    surface.drawStations(
      stops.map((stop, index) => ({ ...stop, id: String(index + 1) })),
      (id) => chosen.push(id),
    );
    surface.frame(stops);
    expect([...container.querySelectorAll('[data-station-id]')].map((mark) => mark.textContent)).toEqual(['清湖', '深圳北站', '<b>科技园</b>']);
    (container.querySelector('[data-station-id="2"]') as HTMLElement).click();
    expect(chosen).toEqual(['2']);
    expect(container.querySelector('[data-fake-amap="info"]')).toBeNull();
    expect(surface.getCentre().lng).toBeCloseTo((114.0306 + 113.953) / 2, 3);
  });

  it('reports taps as points, zooms and centres', () => {
    const taps: unknown[] = [];
    surface.onTap((point) => taps.push(point));
    (container.querySelector('[data-fake-amap="map"]') as HTMLElement).click();
    expect(taps).toHaveLength(1);
    surface.centreOn({ lng: 113.95, lat: 22.54 }, 15);
    surface.zoomIn();
    expect(surface.getCentre()).toEqual({ lng: 113.95, lat: 22.54 });
  });
});
