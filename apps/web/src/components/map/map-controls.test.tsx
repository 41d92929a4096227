import { afterEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ refreshLocation: vi.fn(), toast: { fail: vi.fn() } }));
vi.mock('../../platform/use-location', () => ({ refreshLocation: mocks.refreshLocation }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));

import { act } from 'react';
import { renderWithQuery, waitFor, type Rendered } from '../../test/render';
import { MapControls } from './map-controls';
import type { MapSurface } from './map-surface';

const fakeSurface = (baseLayer: MapSurface['baseLayer']): MapSurface => ({
  baseLayer,
  drawRoute: vi.fn(),
  drawStations: vi.fn(),
  drawVehicles: vi.fn(),
  drawPassenger: vi.fn(),
  drawPicked: vi.fn(),
  frame: vi.fn(),
  centreOn: vi.fn(),
  getCentre: () => ({ lng: 114, lat: 22.5 }),
  zoomIn: vi.fn(),
  zoomOut: vi.fn(),
  onTap: vi.fn(),
  resize: vi.fn(),
  destroy: vi.fn(),
});

const press = (rendered: Rendered, label: string) => act(() => (rendered.container.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement).click());

describe('MapControls', () => {
  let rendered: Rendered | undefined;
  afterEach(() => {
    rendered?.unmount();
    vi.clearAllMocks();
  });

  it('zooms the map in and out', () => {
    const surface = fakeSurface('amap');
    rendered = renderWithQuery(<MapControls surface={surface} />);
    press(rendered, '放大');
    press(rendered, '缩小');
    expect(surface.zoomIn).toHaveBeenCalledTimes(1);
    expect(surface.zoomOut).toHaveBeenCalledTimes(1);
    expect(rendered.container.querySelector('[data-testid="map-notice"]')).toBeNull();
  });

  it('is disabled until the map is ready', () => {
    rendered = renderWithQuery(<MapControls surface={null} />);
    expect([...rendered.container.querySelectorAll('button')].every((button) => button.disabled)).toBe(true);
  });

  it.each([
    ['none', '未配置底图，仅显示线路与站点'],
    ['amapFailed', '地图服务暂不可用，仅显示线路与站点'],
  ] as const)('says on a %s map that it has no base map', (baseLayer, text) => {
    rendered = renderWithQuery(<MapControls surface={fakeSurface(baseLayer)} />);
    expect(rendered.container.querySelector('[data-testid="map-notice"]')?.textContent).toBe(text);
  });

  it('says what a point picker without a base map still shows', () => {
    rendered = renderWithQuery(<MapControls surface={fakeSurface('none')} subject="point" />);
    expect(rendered.container.querySelector('[data-testid="map-notice"]')?.textContent).toBe('未配置底图，仅显示所选位置与你的位置');
  });

  it('locates the passenger on a tap and centres there', async () => {
    mocks.refreshLocation.mockResolvedValue({ lng: 113.95, lat: 22.54, isDefault: false });
    const surface = fakeSurface('none');
    const onLocated = vi.fn();
    rendered = renderWithQuery(<MapControls surface={surface} onLocated={onLocated} />);
    press(rendered, '定位到我的位置');
    await waitFor(() => expect(surface.centreOn).toHaveBeenCalledWith({ lng: 113.95, lat: 22.54, isDefault: false }, 15));
    expect(onLocated).toHaveBeenCalledWith({ lng: 113.95, lat: 22.54 });
  });

  it('says why when the passenger cannot be located', async () => {
    mocks.refreshLocation.mockResolvedValue({ lng: 114.05, lat: 22.52, isDefault: true, errorMsg: '定位权限未开启' });
    const surface = fakeSurface('none');
    rendered = renderWithQuery(<MapControls surface={surface} />);
    press(rendered, '定位到我的位置');
    await waitFor(() => expect(mocks.toast.fail).toHaveBeenCalledWith('定位权限未开启'));
    expect(surface.centreOn).not.toHaveBeenCalled();
  });
});
