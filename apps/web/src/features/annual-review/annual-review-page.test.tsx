import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../platform/host-login/host-login', () => ({ requireLogin: async () => undefined }));

import type { AnnualReview } from '@udian/contracts/endpoints/annual-review/annual-review';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { AnnualReviewPage } from './annual-review-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });

const year2026: AnnualReview = {
  year: 2026,
  years: [2026, 2025],
  rides: 20,
  distanceM: 213_456,
  ridesAlongRoute: 20,
  minutesOnBus: 605,
  co2SavedGrams: 24_569,
  couponSavedCents: 1250,
  couponRides: 4,
  topLine: { lineId: '7', lineCode: 'U101', lineName: '龙华—福田', rides: 14 },
  earliestRide: { date: '2026-03-02', boardsAt: '06:50', lineCode: 'U101', lineName: '龙华—福田', boardName: '清湖地铁站' },
};
const empty2025: AnnualReview = { ...year2026, year: 2025, rides: 0, distanceM: 0, ridesAlongRoute: 0, minutesOnBus: 0, co2SavedGrams: 0, couponSavedCents: 0, couponRides: 0, topLine: null, earliestRide: null };

describe('annual-review page', () => {
  let rendered: Rendered | undefined;

  const open = async (query = ''): Promise<Element> => {
    window.history.replaceState(null, '', `/ydbus/h5/annual-review.html${query}`);
    rendered = renderWithQuery(<AnnualReviewPage />);
    await waitFor(() => expect(rendered!.container.querySelector('.adm-skeleton, [aria-busy="true"]')).toBeNull());
    return rendered.container;
  };

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    mocks.call.mockImplementation(async (_endpoint: { path: string }, input: { query: { year?: number } }) => {
      if (input.query.year === 2025) return ok(empty2025);
      if (input.query.year === 2031) return refused(3420, '所选年份还没有到来，请选择今年或以前的年份');
      return ok(year2026);
    });
    saveLoginInfo({ userId: '9', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
    document.body.innerHTML = '';
  });

  it('shows the year’s figures, the earliest ride, the top line and how they were counted', async () => {
    const container = await open();
    await waitFor(() => expect(container.querySelector('[aria-label="年度数据"]')).not.toBeNull());
    const figures = textOf(container.querySelector('[aria-label="年度数据"]'));
    for (const text of ['乘车次数20次', '乘车里程213.5公里', '车上时光10 小时 5 分', '减少碳排放24.6千克', '用券省下¥12.50', '最常乘坐U10114 次']) expect(figures).toContain(text);
    const moments = textOf(container.querySelector('[aria-label="这一年的印记"]'));
    expect(moments).toContain('3月2日 06:50 · U101 清湖地铁站上车');
    expect(moments).toContain('共乘坐 14 次，占全年的 70%');
    expect(textOf(container)).toContain('DEFRA');
    expect(mocks.call.mock.calls[0]![1]).toEqual({ query: {} });
    expect(buttonNamed(container, '生成分享图')).toBeDefined();
  });

  it('offers the years ridden and says honestly when a year has no ride', async () => {
    const container = await open('?year=2025');
    await waitFor(() => expect(textOf(container)).toContain('2025 年您还没有乘过车'));
    const years = [...container.querySelectorAll('[aria-label="选择年份"] button')];
    expect(years.map((b) => [textOf(b), b.getAttribute('aria-pressed')])).toEqual([['2026 年', 'false'], ['2025 年', 'true']]);
    expect(container.querySelector('[aria-label="年度数据"]')).toBeNull();
    expect(textOf(container.querySelector('a'))).toBe('去看看线路');
  });

  it('says why a year cannot be shown, in the server’s words', async () => {
    const container = await open('?year=2031');
    await waitFor(() => expect(textOf(container)).toContain('所选年份还没有到来'));
  });

  it('asks a passenger who is not logged in to log in', async () => {
    clearLoginInfo();
    const container = await open();
    expect(textOf(container)).toContain('请先登录');
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('draws the share image only when asked', async () => {
    const container = await open();
    await waitFor(() => expect(buttonNamed(container, '生成分享图')).toBeDefined());
    await act(async () => buttonNamed(container, '生成分享图')!.click());
    // jsdom has no 2D canvas: the page says so rather than showing a broken image.
    expect(textOf(container.querySelector('[role="alert"]'))).toContain('无法生成图片');
  });
});
