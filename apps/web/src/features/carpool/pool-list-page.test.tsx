import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../platform/use-location', () => ({
  useLocationPoint: () => ({ data: { lng: 113.953, lat: 22.5405, isDefault: false, errorMsg: null } }),
}));

import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { carpoolFixture } from './carpool.fixture';
import { PoolListPage } from './pool-list-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

describe('pool-list', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    mocks.call.mockReset();
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  it('lists the carpools setting off near me, with how far, and ways to start one and to mine', async () => {
    window.history.replaceState(null, '', '/udianbus/app/pool-list.html');
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path !== '/car/carpool/near') throw new Error(`unexpected call ${endpoint.path}`);
      return ok({ items: [{ carpool: carpoolFixture(), distanceM: 120 }] });
    });
    rendered = renderWithQuery(<PoolListPage />);
    await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="carpool-item"]')).toHaveLength(1));
    const item = rendered.container.querySelector('[data-testid="carpool-item"]');
    expect(textOf(item)).toContain('上车点距您 120米');
    expect(textOf(item)).toContain('已有 2/3 人 · 还差 1 人成行');
    expect(item?.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/pool.html?id=31');
    expect(mocks.call.mock.calls[0]?.[1]).toEqual({ query: { lng: 113.953, lat: 22.5405 } });
    const hrefs = [...rendered.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/udianbus/app/pool.html', '/udianbus/app/my-pool.html']));
    expect([...rendered.container.querySelectorAll('[role="tab"]')].map(textOf)).toEqual(['附近拼车', '按路线找']);
  });

  it('says when none is near, with a way to start one', async () => {
    window.history.replaceState(null, '', '/udianbus/app/pool-list.html?tab=near');
    mocks.call.mockResolvedValue(ok({ items: [] }));
    rendered = renderWithQuery(<PoolListPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('附近暂无可加入的拼车'));
  });

  it('by route: asks for both ends before searching', async () => {
    window.history.replaceState(null, '', '/udianbus/app/pool-list.html?tab=route');
    rendered = renderWithQuery(<PoolListPage />);
    await waitFor(() => expect(rendered!.container.querySelector('[aria-label="我的路线"]')).not.toBeNull());
    const search = [...rendered.container.querySelectorAll('button')].find((b) => textOf(b) === '查找拼车');
    expect(search?.disabled).toBe(true);
    expect(textOf(rendered.container)).toContain('起点和终点各在 2.00公里内、出发时间前后 60 分钟内的拼车');
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
