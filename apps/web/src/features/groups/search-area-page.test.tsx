import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() } }));

import { registerNavigator } from '../../app/navigation';
import { setSelectedCity } from '../../lib/local-memory';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { SearchAreaPage } from './search-area-page';
import { groupLinesFixture } from './groups.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const region = (regionId: string, name: string, lng: number, lat: number) => ({
  regionId, parentId: null, name, code: '', level: 1, cityId: 440300, center: { lng, lat }, path: null, parentName: null,
});

describe('search-area page', () => {
  let rendered: Rendered | undefined;
  const navigations: Array<[string, boolean | undefined]> = [];

  beforeEach(() => {
    localStorage.clear();
    setSelectedCity({ cityId: 440300, cityName: '深圳市' });
    navigations.length = 0;
    registerNavigator((href, options) => navigations.push([href, options.isReplace]));
    mocks.call.mockReset();
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/region/list') return ok({ regions: [region('3', '南山区', 113.93, 22.533), region('4', '福田区', 114.0556, 22.5218)] });
      if (endpoint.path === '/lineOptimize/queryLinesByRegionId') {
        const [line] = groupLinesFixture();
        return ok({ region: { regionId: '3', name: '南山区' }, items: [{ line: { ...line!.line, isWhiteList: false }, boardingStops: ['科技园', '南山中心'] }] });
      }
      throw new Error(`unexpected call ${endpoint.path}`);
    });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  it("lists the city's districts; choosing one keeps it in the address and lists the lines one can board there", async () => {
    window.history.replaceState(null, '', '/udianbus/app/group-optimize/search-area.html?cityId=440300');
    rendered = renderWithQuery(<SearchAreaPage />);
    const { container } = rendered;
    await waitFor(() => expect(container.querySelectorAll('[role="radio"]')).toHaveLength(2));
    expect(textOf(container.querySelector('h2'))).toBe('深圳市的区域');
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/region/list' }), { query: { cityId: 440300 } }, expect.anything());
    act(() => (container.querySelector('[role="radio"]') as HTMLElement).click());
    expect(navigations).toEqual([['/udianbus/app/group-optimize/search-area.html?cityId=440300&regionId=3', true]]);

    rendered.unmount();
    window.history.replaceState(null, '', '/udianbus/app/group-optimize/search-area.html?cityId=440300&regionId=3');
    rendered = renderWithQuery(<SearchAreaPage />);
    await waitFor(() => expect(rendered?.container.querySelector('[data-testid="area-lines"] a')).not.toBeNull());
    const lines = rendered.container.querySelector('[data-testid="area-lines"]');
    expect(textOf(lines?.querySelector('h2'))).toBe('在南山区上车的线路');
    expect(textOf(lines)).toContain('上车站：科技园、南山中心');
    expect(lines?.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/line/line-info.html?lineId=201');
    expect(mocks.call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/lineOptimize/queryLinesByRegionId' }),
      { query: { regionId: '3' } },
      expect.anything(),
    );
    expect(rendered.container.querySelector('[role="radio"][aria-checked="true"]')?.textContent).toBe('南山区');
  });

  it('keeps a choice made in the school section there (restudy/search-area)', async () => {
    window.history.replaceState(null, '', '/udianbus/app/restudy/search-area.html?cityId=440300');
    rendered = renderWithQuery(<SearchAreaPage />);
    const { container } = rendered;
    await waitFor(() => expect(container.querySelectorAll('[role="radio"]')).toHaveLength(2));
    act(() => (container.querySelector('[role="radio"]') as HTMLElement).click());
    expect(navigations).toEqual([['/udianbus/app/restudy/search-area.html?cityId=440300&regionId=3', true]]);
  });
});
