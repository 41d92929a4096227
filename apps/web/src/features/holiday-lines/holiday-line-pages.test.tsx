import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn(), clear: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));

import { setSelectedCity } from '../../lib/local-memory';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { HolidayLineListPage } from './holiday-line-list-page';
import { HolidayLinePage } from './holiday-line-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });

const line = (lineId: string, lineCode: string, lineName: string) => ({
  lineId,
  lineCode,
  lineName,
  type: 'holiday' as const,
  cityId: 440300,
  startStationName: '宝安中心',
  endStationName: '欢乐海岸',
  firstDepartureTime: '09:00',
  priceCents: 1000,
  durationMinutes: 40,
  isWhiteList: false,
});
const newYear = { holidayId: '2027-01-01', name: '元旦', firstDay: '2027-01-01', lastDay: '2027-01-03', dayCount: 3, salesOpenOn: '2026-12-03', isProvisional: true };
const dragonBoat = { holidayId: '2027-06-09', name: '端午节', firstDay: '2027-06-09', lastDay: '2027-06-09', dayCount: 1, salesOpenOn: '2027-05-11', isProvisional: true };

let rendered: Rendered | undefined;
beforeEach(() => {
  mocks.call.mockReset();
  setSelectedCity({ cityId: 440300, cityName: '深圳市' });
});
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  localStorage.clear();
});

describe('common/holiday-line', () => {
  it('lists each coming holiday with its lines, when it sells, and says when a holiday has none', async () => {
    mocks.call.mockResolvedValue(ok({ today: '2026-11-28', holidays: [{ ...newYear, lines: [line('5', 'H605', '宝安中心—欢乐海岸 节日专线')] }, { ...dragonBoat, lines: [] }] }));
    window.history.replaceState(null, '', '/udianbus/common/holiday-line.html');
    rendered = renderWithQuery(<HolidayLinePage />);
    const { container } = rendered;
    await waitFor(() => expect(container.querySelector('section[aria-label="元旦"]')).not.toBeNull());
    expect(mocks.call.mock.calls[0]?.[1]).toEqual({ query: { cityId: 440300 } });
    const section = textOf(container.querySelector('section[aria-label="元旦"]'));
    expect(section).toContain('1月1日—1月3日 · 共3天');
    expect(section).toContain('12月3日起开售');
    expect(section).toContain('尚未公布');
    expect(container.querySelector('section[aria-label="元旦"] a[href="/udianbus/app/line/line-info.html?lineId=5"]')).not.toBeNull();
    expect(container.querySelector('a[href="/udianbus/common/holiday-line/list.html?holidayId=2027-01-01"]')).not.toBeNull();
    expect(textOf(container.querySelector('section[aria-label="端午节"]'))).toContain('本节假日暂无假日专线开行');
  });
});

describe('common/holiday-line/list', () => {
  it('shows each line’s days with seats or their sale date, and 购票 with the first day on sale', async () => {
    mocks.call.mockResolvedValue(
      ok({
        today: '2026-12-10',
        holiday: newYear,
        lines: [
          {
            line: line('5', 'H605', '宝安中心—欢乐海岸 节日专线'),
            days: [
              { date: '2027-01-01', state: 'soldOut', seatsLeft: 0, salesOpenOn: '2026-12-03' },
              { date: '2027-01-02', state: 'onSale', seatsLeft: 90, salesOpenOn: '2026-12-04' },
              { date: '2027-01-03', state: 'onSale', seatsLeft: 88, salesOpenOn: '2026-12-05' },
            ],
          },
          { line: line('6', 'H801', '南京站—夫子庙 节日专线'), days: [{ date: '2027-01-03', state: 'notYetOnSale', seatsLeft: 0, salesOpenOn: '2026-12-05' }] },
        ],
      }),
    );
    window.history.replaceState(null, '', '/udianbus/common/holiday-line/list.html?holidayId=2027-01-01');
    rendered = renderWithQuery(<HolidayLineListPage />);
    const { container } = rendered;
    await waitFor(() => expect(container.querySelector('article')).not.toBeNull());
    expect(mocks.call.mock.calls[0]?.[1]).toEqual({ query: { cityId: 440300, holidayId: '2027-01-01' } });
    const h605 = container.querySelector('article[aria-label="H605 宝安中心—欢乐海岸 节日专线"]')!;
    expect([...h605.querySelectorAll('li')].map(textOf)).toEqual(['1月1日 周五已售罄', '1月2日 周六余90座', '1月3日 周日余88座']);
    expect(h605.querySelector('a[href="/udianbus/app/line/line-info.html?lineId=5"]')).not.toBeNull();
    const buy = [...h605.querySelectorAll('a')].find((a) => textOf(a) === '购票');
    expect(buy?.getAttribute('href')).toBe('/udianbus/app/buy-ticket.html?lineId=5&dates=2027-01-02');
    const h801 = container.querySelector('article[aria-label="H801 南京站—夫子庙 节日专线"]')!;
    expect(textOf(h801)).toContain('12月5日开售');
    expect([...h801.querySelectorAll('a')].some((a) => textOf(a) === '购票')).toBe(false);
  });

  it('says why a holiday cannot be shown, and leads back to the holidays', async () => {
    mocks.call.mockResolvedValue(refused(3360, '国庆节（2026-10-01 至 2026-10-07）已经过去，请查看即将到来的节假日'));
    window.history.replaceState(null, '', '/udianbus/common/holiday-line/list.html?holidayId=2026-10-01');
    rendered = renderWithQuery(<HolidayLineListPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('已经过去'));
    expect(rendered.container.querySelector('a[href="/udianbus/common/holiday-line.html"]')).not.toBeNull();
  });

  it('asks nothing without a holiday in the address', async () => {
    window.history.replaceState(null, '', '/udianbus/common/holiday-line/list.html?holidayId=元旦');
    rendered = renderWithQuery(<HolidayLineListPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('没有指定节假日'));
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
