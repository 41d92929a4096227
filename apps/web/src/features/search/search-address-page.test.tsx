import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() } }));
vi.mock('../../platform/location', () => ({
  getLocation: async () => ({ lng: 114.05454, lat: 22.52291, isDefault: true, errorMsg: '未获得定位权限' }),
}));

import { registerNavigator } from '../../app/navigation';
import { getCommonState, reloadCommonState, setSearchPlace } from '../../lib/common-store';
import { setSelectedCity } from '../../lib/local-memory';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { SearchAddressPage } from './search-address-page';

const places = [
  { kind: 'station', placeId: '31', name: '科技园', detail: '南山区', lng: 113.953, lat: 22.5405 },
  { kind: 'region', placeId: '8', name: '南山区', detail: '深圳市', lng: 113.93, lat: 22.533 },
];

const popular = [
  { kind: 'station', placeId: '12', name: '车公庙', detail: '福田区', lng: 114.02, lat: 22.535 },
  { kind: 'station', placeId: '31', name: '科技园', detail: '南山区', lng: 113.953, lat: 22.5405 },
];

const searchCalls = () => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === '/search/place/query');

const type = (input: HTMLInputElement, value: string) => {
  // React tracks the value itself; set it through the native setter so the change event is seen.
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

describe('search-address page', () => {
  let rendered: Rendered | undefined;
  const navigations: Array<[string, boolean | undefined]> = [];

  const open = (search: string) => {
    window.history.replaceState(null, '', `/udianbus/app/group-optimize/search-address.html${search}`);
    rendered = renderWithQuery(<SearchAddressPage />);
    return rendered.container;
  };

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    reloadCommonState();
    setSelectedCity({ cityId: 440300, cityName: '深圳市', lng: 114.05454, lat: 22.52291 });
    navigations.length = 0;
    registerNavigator((href, options) => navigations.push([href, options.isReplace]));
    mocks.call.mockReset();
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/search/place/query') return { ok: true, data: { places }, meta: { code: 1, desc: '', timestamp: 0 } };
      if (endpoint.path === '/search/place/popular') return { ok: true, data: { places: popular }, meta: { code: 1, desc: '', timestamp: 0 } };
      throw new Error(`unexpected call ${endpoint.path}`);
    });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  it('searches once the passenger pauses typing (500 ms), with the last keyword', async () => {
    const container = open('?field=start');
    const input = container.querySelector('input') as HTMLInputElement;
    type(input, '科');
    type(input, '科技');
    type(input, '科技园 ');
    expect(searchCalls()).toHaveLength(0);
    await waitFor(() => expect(container.querySelector('[data-testid="place-results"]')).not.toBeNull());
    expect(searchCalls()).toHaveLength(1);
    expect(mocks.call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/search/place/query' }),
      { query: { cityId: 440300, keyword: '科技园' } },
      expect.anything(),
    );
    expect([...container.querySelectorAll('[data-testid="place-results"] li')].map(textOf)).toEqual(['站科技园南山区', '区南山区深圳市']);
  });

  it('names the search box for the end being chosen, and 取消 goes back (home when opened directly)', () => {
    const container = open('?field=end');
    const input = container.querySelector('input[type="search"]') as HTMLInputElement;
    expect(input.getAttribute('aria-label')).toBe('终点：输入目的地，如 福田CBD');
    expect(input.placeholder).toBe('输入目的地，如 福田CBD');
    const cancel = [...container.querySelectorAll('button')].find((button) => textOf(button) === '取消');
    act(() => cancel?.click());
    expect(navigations).toEqual([['/udianbus/app/home.html', true]]);
  });

  it('hands the place back as the start and, with no end yet, asks for the end in its place', async () => {
    const container = open('?field=start');
    type(container.querySelector('input') as HTMLInputElement, '科技园');
    await waitFor(() => expect(container.querySelector('[data-testid="place-results"] button')).not.toBeNull());
    act(() => (container.querySelector('[data-testid="place-results"] button') as HTMLButtonElement).click());
    expect(getCommonState().startLocation).toEqual({ name: '科技园', detail: '南山区', lng: 113.953, lat: 22.5405 });
    expect(navigations).toEqual([['/udianbus/app/group-optimize/search-address.html?field=end', true]]);
  });

  it("offers the city's busiest stations before anything is typed, one tap each", async () => {
    setSearchPlace('start', { name: '福田CBD', detail: '福田区', lng: 114.0561, lat: 22.537 });
    const container = open('?field=end');
    await waitFor(() => expect(container.querySelector('[data-testid="popular-places"]')).not.toBeNull());
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/search/place/popular' }), { query: { cityId: 440300 } }, expect.anything());
    expect([...container.querySelectorAll('[data-testid="popular-places"] li')].map(textOf)).toEqual(['站车公庙福田区', '站科技园南山区']);
    act(() => (container.querySelector('[data-testid="popular-places"] button') as HTMLButtonElement).click());
    expect(getCommonState().endLocation).toEqual({ name: '车公庙', detail: '福田区', lng: 114.02, lat: 22.535 });
    expect(navigations).toEqual([['/udianbus/app/group-optimize/search-result.html', true]]);
  });

  it('with the other end chosen, opens the results in its place', async () => {
    setSearchPlace('start', { name: '福田CBD', detail: '福田区', lng: 114.0561, lat: 22.537 });
    const container = open('?field=end');
    expect(container.querySelector('input')?.getAttribute('placeholder')).toContain('目的地');
    type(container.querySelector('input') as HTMLInputElement, '科技园');
    await waitFor(() => expect(container.querySelector('[data-testid="place-results"] button')).not.toBeNull());
    act(() => (container.querySelector('[data-testid="place-results"] button') as HTMLButtonElement).click());
    expect(getCommonState().endLocation).toMatchObject({ name: '科技园' });
    expect(navigations).toEqual([['/udianbus/app/group-optimize/search-result.html', true]]);
  });

  it('offers a line search for the keyword', async () => {
    const container = open('?field=start');
    type(container.querySelector('input') as HTMLInputElement, 'U101');
    await waitFor(() => expect(container.textContent).toContain('搜索线路“U101”'));
    const entry = [...container.querySelectorAll('button')].find((button) => textOf(button).includes('搜索线路“U101”'));
    act(() => entry?.click());
    expect(navigations).toEqual([['/udianbus/app/group-optimize/search-result.html?keyword=U101', true]]);
  });

  it('says when nothing matches and what to try', async () => {
    mocks.call.mockResolvedValue({ ok: true, data: { places: [] }, meta: { code: 1, desc: '', timestamp: 0 } });
    const container = open('?field=start');
    expect(container.querySelector('[data-testid="popular-places"]')).toBeNull();
    type(container.querySelector('input') as HTMLInputElement, '火星');
    await waitFor(() => expect(container.textContent).toContain('没有找到“火星”相关的地点'));
    expect(container.textContent).toContain('换个关键词试试');
  });
});
