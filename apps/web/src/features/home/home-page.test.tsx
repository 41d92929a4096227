import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeoPoint } from '../../platform/location';

const located: GeoPoint = { lng: 113.953, lat: 22.5405, isDefault: false };
const fallback: GeoPoint = { lng: 114.05454, lat: 22.52291, isDefault: true, errorMsg: '未获得定位权限，请在系统设置中允许使用位置信息后下拉刷新' };

const mocks = vi.hoisted(() => ({
  getLocation: vi.fn(),
  requests: [] as Array<{ path: string; query: Record<string, unknown> }>,
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../platform/location', () => ({ getLocation: mocks.getLocation }));
vi.mock('../../api/lazy-call', () => ({
  lazyCall: async (load: () => Promise<{ path: string }>, input: { query: Record<string, unknown> }) => {
    const { path } = await load();
    mocks.requests.push({ path, query: input.query });
    const ok = (data: unknown) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
    const city = { cityId: 440300, cityName: '深圳市', lng: 114.05454, lat: 22.52291 };
    const line = {
      lineId: '101', lineCode: 'U101', lineName: '龙华—科技园 早班', type: 'commute', cityId: 440300, startStationName: '清湖',
      endStationName: '南山科技园', firstDepartureTime: '07:00', priceCents: 1500, durationMinutes: 55, isWhiteList: false,
    };
    const station = { stationId: '31', name: '科技园', alias: '', lng: 113.953, lat: 22.5405, isValid: true, distanceM: 120 };
    switch (path) {
      case '/city/curCity/query':
        return ok({ city, isInServiceArea: true });
      case '/index/init':
        return ok({ city, banners: [], lineCount: 24, notice: '', noticeLineId: null });
      case '/lineOptimize/nearbyStopLineList':
        return ok({ stops: [{ station, lines: [line] }] });
      case '/lineOptimize/recommend':
        return ok({ lines: [line] });
      default:
        throw new Error(`unexpected call ${path}`);
    }
  },
}));

import { getCurrentCity } from '../../lib/local-memory';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { HomePage } from './home-page';

const touch = (target: Element, type: string, clientY?: number) => {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: clientY === undefined ? [] : [{ clientY }] });
  act(() => void target.dispatchEvent(event));
};

describe('home page', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    mocks.requests.length = 0;
    mocks.getLocation.mockReset();
    window.history.replaceState(null, '', '/udianbus/app/home.html');
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  const open = async () => {
    rendered = renderWithQuery(<HomePage />);
    const { container } = rendered;
    await waitFor(() => expect(container.querySelector('[data-testid="nearby-stops"]')).not.toBeNull());
    return container;
  };

  it('shows the located city, nearby stops with their lines and recommended lines', async () => {
    mocks.getLocation.mockResolvedValue(located);
    const container = await open();
    expect(container.textContent).toContain('深圳市');
    expect(getCurrentCity()?.cityId).toBe(440300);
    expect(mocks.requests).toContainEqual({ path: '/lineOptimize/nearbyStopLineList', query: { lng: 113.953, lat: 22.5405, radius: 1000, limit: 10 } });
    const stop = container.querySelector('[data-testid="nearby-stops"] li');
    expect(textOf(stop)).toContain('科技园');
    expect(textOf(stop)).toContain('120米');
    expect(stop?.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/line/line-info.html?lineId=101');
    await waitFor(() => expect(container.querySelector('[data-testid="recommend-lines"] a')).not.toBeNull());
    expect(mocks.requests).toContainEqual({ path: '/lineOptimize/recommend', query: { cityId: 440300, limit: 6, lng: 113.953, lat: 22.5405 } });
    expect(container.querySelector('[data-testid="location-fallback"]')).toBeNull();
    expect(textOf([...container.querySelectorAll('a')].find((a) => textOf(a).startsWith('全部线路')))).toBe('全部线路（24条）');
  });

  it('without a position, says why and that the default point is used', async () => {
    mocks.getLocation.mockResolvedValue(fallback);
    const container = await open();
    const notice = container.querySelector('[data-testid="location-fallback"]');
    expect(textOf(notice)).toContain('使用默认位置');
    expect(textOf(notice)).toContain('未获得定位权限');
    expect(mocks.requests).toContainEqual({ path: '/lineOptimize/nearbyStopLineList', query: { lng: 114.05454, lat: 22.52291, radius: 1000, limit: 10 } });
    // Recommendations are not ranked by a point that is not the passenger's.
    await waitFor(() => expect(mocks.requests.some((request) => request.path === '/lineOptimize/recommend')).toBe(true));
    expect(mocks.requests.find((request) => request.path === '/lineOptimize/recommend')?.query).toEqual({ cityId: 440300, limit: 6 });
  });

  it('pull to refresh asks for the position again (forced) and refetches', async () => {
    mocks.getLocation.mockResolvedValue(fallback);
    const container = await open();
    // Like the real module: a forced refresh asks again, and its answer is what later callers get.
    let current = fallback;
    mocks.getLocation.mockImplementation(async (options?: { isRefresh?: boolean }) => {
      if (options?.isRefresh) current = located;
      return current;
    });
    const before = mocks.requests.length;
    const root = container.firstElementChild as Element;
    touch(root, 'touchstart', 10);
    touch(root, 'touchmove', 250);
    expect(container.textContent).toContain('释放立即刷新');
    touch(root, 'touchend');
    await waitFor(() => expect(container.querySelector('[data-testid="location-fallback"]')).toBeNull());
    expect(mocks.getLocation).toHaveBeenCalledWith({ isRefresh: true });
    await waitFor(() =>
      expect(mocks.requests.slice(before)).toContainEqual({
        path: '/lineOptimize/nearbyStopLineList',
        query: { lng: 113.953, lat: 22.5405, radius: 1000, limit: 10 },
      }),
    );
  });

  it('a short pull does not refresh', async () => {
    mocks.getLocation.mockResolvedValue(located);
    const container = await open();
    const root = container.firstElementChild as Element;
    touch(root, 'touchstart', 10);
    touch(root, 'touchmove', 60);
    expect(container.textContent).toContain('下拉刷新');
    touch(root, 'touchend');
    expect(mocks.getLocation).not.toHaveBeenCalledWith({ isRefresh: true });
  });
});
