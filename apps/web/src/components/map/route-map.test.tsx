import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webConfigDefaults } from '../../app/web-config';
import { renderWithQuery, waitFor, type Rendered } from '../../test/render';

const config = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../../app/web-config', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../app/web-config')>();
  return { ...original, getWebConfig: () => ({ ...original.webConfigDefaults, ...config.current }) };
});

const amapMock = vi.hoisted(() => ({ loadAmap: vi.fn() }));
vi.mock('./amap/load-amap', () => ({ loadAmap: amapMock.loadAmap }));

import { installFakeAmap, removeFakeAmap } from './amap/amap-test-kit';
import { RouteMap, type RouteMapProps } from './route-map';

const stops = [
  { name: '清湖', lng: 114.0306, lat: 22.6745 },
  { name: '深圳北站', lng: 114.0295, lat: 22.6097 },
  { name: '<img src=x onerror=alert(1)>', lng: 113.953, lat: 22.5405 },
];
const shape: RouteMapProps['shape'] = stops.map((stop) => [stop.lng, stop.lat] as const);

/** Latin words of four letters or more: none may be visible or read out (hidden-suite rule). */
const LATIN_WORD = /[A-Za-z]{4,}/;
const spokenTexts = (root: Element) => [
  root.textContent ?? '',
  ...[...root.querySelectorAll('[title],[aria-label],[alt],[placeholder]')].flatMap((node) =>
    ['title', 'aria-label', 'alt', 'placeholder'].map((name) => node.getAttribute(name) ?? ''),
  ),
];

describe('RouteMap on Leaflet', () => {
  let rendered: Rendered | undefined;
  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    config.current = {};
  });

  const render = async (props: Partial<RouteMapProps> = {}) => {
    rendered = renderWithQuery(<RouteMap shape={shape} stops={stops} passenger={null} label="U101 线路地图" {...props} />);
    await waitFor(() => expect(rendered?.container.querySelector('.leaflet-container')).not.toBeNull());
    return rendered.container;
  };
  const rerender = (props: Partial<RouteMapProps>) =>
    act(() =>
      rendered?.root.render(
        <QueryClientProvider client={rendered.client}>
          <RouteMap shape={shape} stops={stops} passenger={null} label="U101 线路地图" {...props} />
        </QueryClientProvider>,
      ),
    );

  it('without any base map draws a grid, the route, named stations, the passenger, a Chinese scale and says so', async () => {
    const container = await render({ passenger: { lng: 113.95, lat: 22.54 } });
    const map = container.querySelector('[data-testid="route-map"]');
    expect(map?.getAttribute('aria-label')).toBe('U101 线路地图');
    expect(map?.getAttribute('data-base-layer')).toBe('none');
    expect(container.querySelector('[data-testid="map-notice"]')?.textContent).toBe('未配置底图，仅显示线路与站点');
    expect(container.querySelectorAll('.leaflet-tile-pane img')).toHaveLength(0);
    expect(container.querySelectorAll('.leaflet-tile-pane .leaflet-tile').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(1);
    expect([...container.querySelectorAll('[data-stop-name]')].map((mark) => mark.textContent)).toEqual(['起清湖', '深圳北站', '终<img src=x onerror=alert(1)>']);
    expect(container.querySelector('[data-testid="map-passenger"]')?.textContent).toBe('我的位置');
    expect(container.querySelector('.leaflet-control-scale-line')?.textContent).toMatch(/^\d+ (米|公里)$/);
  });

  it('speaks Chinese only: its own zoom and locate buttons, no attribution, no English anywhere', async () => {
    const container = await render({ stops: stops.slice(0, 2), shape: shape.slice(0, 2), passenger: { lng: 114.03, lat: 22.6 } });
    const buttons = [...container.querySelectorAll('button')].map((button) => [button.getAttribute('aria-label'), button.getAttribute('title')]);
    expect(buttons).toEqual([['放大', '放大'], ['缩小', '缩小'], ['定位到我的位置', '定位到我的位置']]);
    expect(container.querySelector('.leaflet-control-zoom')).toBeNull();
    expect(container.querySelector('.leaflet-control-attribution')).toBeNull();
    for (const text of spokenTexts(container)) expect(text).not.toMatch(LATIN_WORD);
  });

  it('opens a stop popup that stays inside the map: no close cross, a bounded width, panned into view', async () => {
    const container = await render();
    act(() => (container.querySelector('[data-stop-name="深圳北站"]') as HTMLElement).click());
    await waitFor(() => expect(container.querySelector('.leaflet-popup')).not.toBeNull());
    expect(container.querySelector('.leaflet-popup')?.textContent).toBe('深圳北站第 2 站');
    expect(container.querySelector('.leaflet-popup-close-button')).toBeNull();
    expect((container.querySelector('.leaflet-popup-content') as HTMLElement).style.width).not.toBe('');
  });

  it('points out a marked stop (the boarding stop of a ticket) and the bus when a position is given', async () => {
    const container = await render({ markedStop: { ...stops[1]!, name: '上车点 深圳北站' }, vehicle: { lng: 114.0, lat: 22.6, label: '粤B12345' } });
    expect(container.textContent).toContain('上车点 深圳北站');
    expect(container.querySelectorAll('[data-position="114.000000,22.600000"]')).toHaveLength(1);
  });

  it('draws several buses and moves them on new positions without framing the map again', async () => {
    const vehicles = [
      { id: '1', lng: 114.03, lat: 22.65, label: '粤B10001' },
      { id: '2', lng: 114.0, lat: 22.58, label: '粤B10002', isStale: true },
    ];
    const container = await render({ vehicles });
    const buses = () => [...container.querySelectorAll('[data-vehicle-id]')].map((bus) => `${bus.getAttribute('data-vehicle-id')}@${bus.getAttribute('data-position')}`);
    expect(buses()).toEqual(['1@114.030000,22.650000', '2@114.000000,22.580000']);
    const view = container.querySelector('.leaflet-map-pane')?.getAttribute('style');
    rerender({ vehicles: [{ ...vehicles[0]!, lat: 22.64 }] });
    expect(buses()).toEqual(['1@114.030000,22.640000']);
    expect(container.querySelector('.leaflet-map-pane')?.getAttribute('style')).toBe(view);
  });

  it('never puts a station name into the page as HTML', async () => {
    const container = await render();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('uses MAP_TILE_URL tiles, subdomain range included, and then needs no notice', async () => {
    config.current = { mapTileUrl: 'https://webrd0{1-4}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}' };
    const container = await render();
    await waitFor(() => expect(container.querySelector('.leaflet-tile-pane img')).not.toBeNull());
    expect(container.querySelector('.leaflet-tile-pane img')?.getAttribute('src')).toMatch(/^https:\/\/webrd0[1-4]\.is\.autonavi\.com\/appmaptile\?.*&z=\d+$/);
    expect(container.querySelector('[data-testid="map-notice"]')).toBeNull();
    expect(container.querySelector('[data-testid="route-map"]')?.getAttribute('data-base-layer')).toBe('tiles');
  });

  it('creates the map once per mount: new data redraws on the same map', async () => {
    const container = await render();
    const pane = container.querySelector('.leaflet-map-pane');
    rerender({ stops: stops.slice(0, 2), shape: shape.slice(0, 2) });
    expect(container.querySelector('.leaflet-map-pane')).toBe(pane);
    expect(container.querySelectorAll('[data-stop-name]')).toHaveLength(2);
  });

  it('destroys the map on unmount', async () => {
    const container = await render();
    const element = container.querySelector('[data-testid="route-map"]') as HTMLElement & { _leaflet_id?: number };
    expect(element._leaflet_id).toBeDefined();
    act(() => rendered?.root.render(<p>gone</p>));
    expect(element._leaflet_id).toBeUndefined();
    expect(element.querySelector('.leaflet-map-pane')).toBeNull();
  });

  it('opens only once the map is on screen: a map below the fold costs nothing until the passenger scrolls to it', async () => {
    const observed: Array<{ callback: IntersectionObserverCallback; isConnected: boolean }> = [];
    class FakeIntersectionObserver {
      private readonly entry: { callback: IntersectionObserverCallback; isConnected: boolean };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, isConnected: true };
        observed.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.isConnected = false;
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    try {
      rendered = renderWithQuery(<RouteMap shape={shape} stops={stops} passenger={null} label="U101 线路地图" />);
      await waitFor(() => expect(observed).toHaveLength(1));
      const scroll = (isIntersecting: boolean) =>
        act(() => observed[0]?.callback([{ isIntersecting } as IntersectionObserverEntry], observed[0] as unknown as IntersectionObserver));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await scroll(false);
      expect(rendered.container.querySelector('.leaflet-container')).toBeNull();
      expect(rendered.container.querySelector('[data-testid="route-map"]')?.getAttribute('data-base-layer')).toBe('loading');
      await scroll(true);
      await waitFor(() => expect(rendered?.container.querySelector('.leaflet-container')).not.toBeNull());
      expect(rendered.container.querySelectorAll('[data-stop-name]')).toHaveLength(3);
      expect(observed[0]?.isConnected).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the defaults of the web config it was handed', () => {
    expect(webConfigDefaults.amapKey).toBe('');
  });
});

describe('RouteMap on AMap', () => {
  let rendered: Rendered | undefined;
  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    config.current = {};
    removeFakeAmap();
    amapMock.loadAmap.mockReset();
  });

  const render = async () => {
    rendered = renderWithQuery(<RouteMap shape={shape} stops={stops} passenger={{ lng: 113.95, lat: 22.54 }} label="U101 线路地图" />);
    await waitFor(() => expect(rendered?.container.querySelector('[data-base-layer]')?.getAttribute('data-base-layer')).not.toBe('loading'));
    return rendered.container;
  };

  it('draws through AMap when the server has a key: no notice, stations named, the passenger shown', async () => {
    config.current = { amapKey: 'key01', amapSecurityCode: 'code01', amapJsUrl: 'http://127.0.0.1:4999/amap/maps' };
    amapMock.loadAmap.mockResolvedValue(installFakeAmap());
    const container = await render();
    expect(amapMock.loadAmap).toHaveBeenCalledWith({ key: 'key01', securityCode: 'code01', scriptUrl: 'http://127.0.0.1:4999/amap/maps' });
    expect(container.querySelector('[data-testid="route-map"]')?.getAttribute('data-base-layer')).toBe('amap');
    expect(container.querySelector('.leaflet-container')).toBeNull();
    expect(container.querySelectorAll('[data-stop-name]')).toHaveLength(3);
    expect(container.querySelector('[data-testid="map-passenger"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="map-notice"]')).toBeNull();
  });

  it('falls back to Leaflet, saying so, when AMap cannot load: never a blank map', async () => {
    config.current = { amapKey: 'key01' };
    amapMock.loadAmap.mockRejectedValue(new Error('AMap script did not load'));
    const container = await render();
    expect(container.querySelector('[data-testid="route-map"]')?.getAttribute('data-base-layer')).toBe('amapFailed');
    expect(container.querySelector('.leaflet-container')).not.toBeNull();
    expect(container.querySelectorAll('[data-stop-name]')).toHaveLength(3);
    expect(container.querySelector('[data-testid="map-notice"]')?.textContent).toBe('地图服务暂不可用，仅显示线路与站点');
  });
});
