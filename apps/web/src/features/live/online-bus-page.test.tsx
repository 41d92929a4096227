import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn(), clear: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../../api/queries/effective-city', () => ({ useEffectiveCity: () => ({ data: { cityId: 440300, cityName: '深圳市' } }) }));

import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { lineEtaFixture } from './live.fixture';
import { OnlineBusPage } from './online-bus-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

const summary = (lineId: string, lineCode: string, lineName: string) => ({
  lineId,
  lineCode,
  lineName,
  type: 'commute',
  cityId: 440300,
  startStationName: '清湖',
  endStationName: '南山科技园',
  firstDepartureTime: '07:00',
  priceCents: 1500,
  durationMinutes: 55,
  isWhiteList: false,
});

const serve = (liveLines: readonly string[]) => {
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query: { lineId?: string } }) => {
    switch (endpoint.path) {
      case '/line/list':
        return ok({ lines: [summary('101', 'U101', '龙华—科技园 早班'), summary('102', 'U102', '科技园—龙华 晚班')], total: 2, page: 1, pageSize: 50 });
      case '/line_eta/line_vehicle_realtime_eta': {
        const { station: _station, ...eta } = lineEtaFixture({ toNorth: 200, isLive: liveLines.includes(input.query.lineId ?? '') });
        return ok({ ...eta, lineId: input.query.lineId });
      }
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

describe('online-bus page', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    mocks.call.mockReset();
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-06-24T00:00:00Z'));
    window.history.replaceState(null, '', '/udianbus/app/online-bus.html');
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    vi.useRealTimers();
  });

  it('lists only the lines with buses reporting now, each bus with its next stop counting down, linking to line-eta', async () => {
    serve(['101']);
    rendered = renderWithQuery(<OnlineBusPage />);
    const { container } = rendered;
    await waitFor(() => expect(container.querySelector('[data-testid="online-lines"]')).not.toBeNull());
    const links = [...container.querySelectorAll('[data-testid="online-lines"] a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/udianbus/app/line/line-eta.html?lineId=101']);
    expect(textOf(links[0])).toBe('U101龙华—科技园 早班粤B10001 → 深圳北站约 3 分 20 秒后到站');
    act(() => vi.advanceTimersByTime(2000));
    expect(textOf(links[0])).toContain('约 3 分 18 秒后到站');
  });

  it('says plainly when no bus is reporting anywhere', async () => {
    serve([]);
    rendered = renderWithQuery(<OnlineBusPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('暂无实时车辆数据'));
    expect(rendered.container.querySelector('a')).toBeNull();
  });
});
