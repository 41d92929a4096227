import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  getLocation: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn(), clear: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../../platform/location', () => ({ getLocation: mocks.getLocation }));

import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { LineEtaPage } from './line-eta-page';
import { lineEtaFixture, liveLineFixture } from './live.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

type Server = { eta: () => ReturnType<typeof lineEtaFixture>; tickets?: Array<{ state: string; line: { lineId: string }; board: { stationId: string } }> };

const serve = ({ eta, tickets = [] }: Server) => {
  mocks.call.mockImplementation(async (endpoint: { path: string }) => {
    switch (endpoint.path) {
      case '/line/detail/query':
        return ok(liveLineFixture());
      case '/line/detail/query/eta':
        return ok(eta());
      case '/ticket/v8/list':
        return ok({ tickets, page: 1, hasMore: false });
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

const open = async (search: string): Promise<Rendered> => {
  window.history.replaceState(null, '', `/udianbus/app/line/line-eta.html${search}`);
  const rendered = renderWithQuery(<LineEtaPage />);
  await waitFor(() => expect(rendered.container.querySelector('[data-testid="eta-stops"]')).not.toBeNull(), 4000);
  return rendered;
};

const text = (container: Element, testId: string) => textOf(container.querySelector(`[data-testid="${testId}"]`));
const etaCalls = () => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === '/line/detail/query/eta');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('line-eta page', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    mocks.call.mockReset();
    mocks.getLocation.mockReset();
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-06-24T00:00:00Z'));
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
    localStorage.clear();
    vi.useRealTimers();
  });

  it('counts the ETA at the link’s stop down every second between polls, and moves the bus on each poll', async () => {
    let answer = lineEtaFixture({ toNorth: 200, lat: 22.65 });
    serve({ eta: () => answer });
    rendered = await open('?lineId=101&stationId=9002');
    const { container } = rendered;
    await waitFor(() => expect(text(container, 'my-stop-eta')).toBe('约 3 分 20 秒后到站'));
    expect(text(container, 'my-stop')).toContain('深圳北站分享的站点');
    expect(text(container, 'live-status')).toBe('实时 · 1 辆车运行中 · 08:00:00 更新');
    expect(etaCalls()[0]?.[1]).toEqual({ query: { lineId: '101', stationId: '9002' } });

    tick(1000);
    expect(text(container, 'my-stop-eta')).toBe('约 3 分 19 秒后到站');
    tick(4000);
    expect(text(container, 'my-stop-eta')).toBe('约 3 分 15 秒后到站');

    await waitFor(() => expect(container.querySelector('[data-vehicle-id="1"]')?.getAttribute('data-position')).toBe('114.030000,22.650000'), 4000);
    // The next poll, 10 s after the first: the bus moved and was a little slower than expected.
    answer = lineEtaFixture({ toNorth: 195, lat: 22.64 });
    tick(5000);
    await waitFor(() => expect(etaCalls()).toHaveLength(2));
    await waitFor(() => expect(text(container, 'my-stop-eta')).toBe('约 3 分 15 秒后到站'));
    await waitFor(() => expect(container.querySelector('[data-vehicle-id="1"]')?.getAttribute('data-position')).toBe('114.030000,22.640000'));
    tick(1000);
    expect(text(container, 'my-stop-eta')).toBe('约 3 分 14 秒后到站');
  });

  it('says 即将到站 when the count runs out before the next poll', async () => {
    serve({ eta: () => lineEtaFixture({ toNorth: 35 }) });
    rendered = await open('?lineId=101&stationId=9002');
    await waitFor(() => expect(text(rendered!.container, 'my-stop-eta')).toBe('约 35 秒后到站'));
    tick(5000);
    expect(text(rendered.container, 'my-stop-eta')).toBe('即将到站');
  });

  it('is honest when no bus reported lately: no guessed ETA, no countdown', async () => {
    serve({ eta: () => lineEtaFixture({ isLive: false }) });
    rendered = await open('?lineId=101&stationId=9002');
    const { container } = rendered;
    await waitFor(() => expect(text(container, 'live-status')).toContain('暂无实时车辆数据'));
    expect(text(container, 'live-status')).toContain('首班约 07:00 发车');
    expect(text(container, 'my-stop-eta')).toBe('暂无实时车辆数据');
    expect(text(container, 'eta-stops')).not.toMatch(/后到站/);
  });

  it('counts down to the boarding stop of the passenger’s ticket on this line, before the link’s stop', async () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    serve({
      eta: () => lineEtaFixture({ toNorth: 200 }),
      tickets: [
        { state: 'toRide', line: { lineId: '202' }, board: { stationId: '9001' } },
        { state: 'toRide', line: { lineId: '101' }, board: { stationId: '9003' } },
      ],
    });
    rendered = await open('?lineId=101&stationId=9002');
    const { container } = rendered;
    await waitFor(() => expect(text(container, 'my-stop')).toContain('科技生态园车票上车站点'));
    await waitFor(() => expect(text(container, 'my-stop-eta')).toBe('约 33 分 20 秒后到站'));
    expect(mocks.getLocation).not.toHaveBeenCalled();
  });

  it('ignores a link’s station that is not on the line and asks where the passenger is instead', async () => {
    mocks.getLocation.mockResolvedValue({ lng: 114.0296, lat: 22.6096, isDefault: false });
    serve({ eta: () => lineEtaFixture({ toNorth: 200 }) });
    rendered = await open('?lineId=101&stationId=7777');
    const { container } = rendered;
    await waitFor(() => expect(text(container, 'my-stop')).toContain('深圳北站离你最近的站点'));
    expect(etaCalls()[0]?.[1]).toEqual({ query: { lineId: '101' } });
  });

  it('else takes the stop nearest the passenger, and a tapped stop over all', async () => {
    mocks.getLocation.mockResolvedValue({ lng: 114.031, lat: 22.673, isDefault: false });
    serve({ eta: () => lineEtaFixture({ toNorth: 200 }) });
    rendered = await open('?lineId=101');
    const { container } = rendered;
    await waitFor(() => expect(text(container, 'my-stop')).toContain('清湖离你最近的站点'));
    await waitFor(() => expect(text(container, 'my-stop-eta')).toBe('已过站'));
    expect(buttonNamed(container, '深圳北站粤B10001 正驶向本站 · 约 3 分 20 秒后到站')?.getAttribute('aria-pressed')).toBe('false');
    await act(() => buttonNamed(container, '深圳北站粤B10001 正驶向本站 · 约 3 分 20 秒后到站')?.click());
    expect(text(container, 'my-stop')).toContain('深圳北站已选站点');
    expect(text(container, 'my-stop-eta')).toBe('约 3 分 20 秒后到站');
  });
});
