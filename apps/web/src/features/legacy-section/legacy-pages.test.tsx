import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn(), toast: { success: vi.fn(), fail: vi.fn(), info: vi.fn() } }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../../platform/use-location', () => ({
  useLocationPoint: () => ({ data: { lng: 113.953, lat: 22.5405, isDefault: false, errorMsg: null } }),
}));
vi.mock('../../api/queries/effective-city', () => ({
  useEffectiveCity: () => ({ data: { cityId: 440300, cityName: '深圳市', lng: 114.05454, lat: 22.52291 } }),
}));

import { act } from 'react';
import type { CityNotice } from '@udian/contracts/endpoints/notices/city-notices';
import type { LineSummary } from '@udian/contracts/schemas/lines';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { CollectionPage } from './collection-page';
import { LegacyHomePage } from './legacy-home-page';
import { NoticePage } from './notice-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

const line = (code: string, id: string): LineSummary => ({
  lineId: id,
  lineCode: code,
  lineName: `${code} 龙华—科技园`,
  type: 'commute',
  cityId: 440300,
  startStationName: '清湖',
  endStationName: '科技园',
  firstDepartureTime: '07:10',
  priceCents: 1200,
  durationMinutes: 50,
  isWhiteList: false,
});

const notice = (overrides: Partial<CityNotice>): CityNotice => ({
  announcementId: '1',
  title: '华强北路段施工，临时绕行',
  content: '早班临时绕行华富路。',
  effectiveFrom: '2026-09-28',
  effectiveTo: '2026-10-28',
  publishedAt: '2026-09-28T01:00:00.000Z',
  state: 'inForce',
  line: { lineId: '5', lineCode: 'U105', lineName: '梅林—华强北' },
  ...overrides,
});

const logIn = () => saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });

describe('the older section’s pages', () => {
  let rendered: Rendered | undefined;
  beforeEach(() => {
    mocks.call.mockReset();
  });
  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
    vi.clearAllMocks();
  });

  it('home: nearby lines for a visitor, who is asked to log in for tickets and the collection', async () => {
    window.history.replaceState(null, '', '/ydbus.html');
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path !== '/lineOptimize/nearby') throw new Error(`unexpected call ${endpoint.path}`);
      return ok({ lines: [{ ...line('U101', '1'), nearestStop: { stationId: '3', name: '科技园', alias: '', lng: 113.953, lat: 22.5405, isValid: true, distanceM: 120 } }] });
    });
    rendered = renderWithQuery(<LegacyHomePage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('最近的上车站：科技园 120米'));
    expect(textOf(rendered.container)).toContain('登录后查看待乘车的车票');
    expect(textOf(rendered.container)).toContain('登录后查看收藏的线路');
    const hrefs = [...rendered.container.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/ydbus/h5/ticketList.html', '/ydbus/collection.html', '/ydbus/map.html', '/ydbus/notice-page.html']);
    expect(mocks.call).toHaveBeenCalledTimes(1);
  });

  it('collection: lists the collected lines and uncollects one, then says honestly that none is left', async () => {
    logIn();
    window.history.replaceState(null, '', '/ydbus/collection.html');
    let collected = [line('U101', '1'), line('K801', '2')];
    mocks.call.mockImplementation(async (endpoint: { path: string }, input?: { body?: { lineId: string } }) => {
      if (endpoint.path === '/lineOptimize/collection') return ok({ lines: collected });
      if (endpoint.path === '/line/cancelCollectLine') {
        collected = collected.filter((l) => l.lineId !== input?.body?.lineId);
        return ok({ lineId: input?.body?.lineId, isCollected: false });
      }
      throw new Error(`unexpected call ${endpoint.path}`);
    });
    rendered = renderWithQuery(<CollectionPage />);
    await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="collection"] > li')).toHaveLength(2));
    expect(rendered.container.querySelector('[data-testid="collection"] a')?.getAttribute('href')).toBe('/udianbus/app/line/line-info.html?lineId=1');
    const uncollect = (code: string) => rendered!.container.querySelector<HTMLButtonElement>(`button[aria-label^="取消收藏 ${code}"]`);
    act(() => uncollect('U101')?.click());
    await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="collection"] > li')).toHaveLength(1));
    expect(mocks.toast.success).toHaveBeenCalledWith('已取消收藏 U101');
    act(() => uncollect('K801')?.click());
    await waitFor(() => expect(textOf(rendered!.container)).toContain('还没有收藏的线路'));
    expect(rendered.container.querySelector('a[href="/udianbus/app/line/near-lines.html"]')).not.toBeNull();
  });

  it('notices: the city’s notices newest first, each with its state, line and dates', async () => {
    window.history.replaceState(null, '', '/ydbus/notice-page.html');
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/notice/list') {
        return ok({
          notices: [notice({ announcementId: '2', title: '国庆假期调整', state: 'upcoming', effectiveFrom: '2026-10-01', effectiveTo: '2026-10-01' }), notice({})],
          page: 1,
          hasMore: false,
        });
      }
      throw new Error(`unexpected call ${endpoint.path}`);
    });
    rendered = renderWithQuery(<NoticePage />);
    await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="city-notice"]')).toHaveLength(2));
    const [first, second] = [...rendered.container.querySelectorAll('[data-testid="city-notice"]')];
    expect(textOf(first)).toContain('国庆假期调整即将生效');
    expect(textOf(first)).toContain('生效时间2026-10-01 当天');
    expect(textOf(second)).toContain('生效中');
    expect(textOf(second)).toContain('2026-09-28 至 2026-10-28');
    expect(textOf(second)).toContain('发布时间2026-09-28 09:00');
    expect(second?.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/line/line-info.html?lineId=5');
    expect(mocks.call.mock.calls[0]?.[1]).toEqual({ query: { cityId: 440300, page: 1, pageSize: 10 } });
  });
});
