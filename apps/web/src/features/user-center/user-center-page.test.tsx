import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { reloadCommonState, saveLineList } from '../../lib/common-store';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { setCurrentCity } from '../../lib/local-memory';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { UserCenterPage } from './user-center-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const row = (rendered: Rendered, label: string) =>
  [...rendered.container.querySelectorAll('a')].find((link) => link.textContent?.includes(label));

describe('user centre', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    reloadCommonState();
    mocks.call.mockReset();
    mocks.call.mockImplementation(async (endpoint: { path: string }) =>
      endpoint.path === '/coupon/summary' ? ok({ usableCount: 3, expiringSoonCount: 1 }) : ok({ userId: '7', phoneNum: '138****0000', nickname: '乘客' }),
    );
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('shows the usable coupons with those expiring soon, and opens my invitation with the deep link query', async () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    setCurrentCity({ cityId: 440300, cityName: '深圳' });
    rendered = renderWithQuery(<UserCenterPage />);
    await waitFor(() => expect(textOf(row(rendered!, '我的优惠券'))).toBe('我的优惠券3张可用1张即将过期'));
    expect(row(rendered, '我的优惠券')?.getAttribute('href')).toBe('/udianbus/app/coupon/my-coupon.html');
    expect(row(rendered, '邀请有礼')?.getAttribute('href')).toBe('/udianbus/invite-activity.html?userId=7&cityId=440300&oldUserPhoneNum=13800000000');
  });

  it('shows commonStore\'s lineList as 常用线路, each row opening its line', async () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    const line = {
      lineCode: 'M101',
      type: 'commute',
      cityId: 440300,
      firstDepartureTime: '07:30',
      priceCents: 800,
      durationMinutes: 40,
      isWhiteList: false,
    } as const;
    saveLineList([
      { ...line, lineId: '12', lineName: '福田—南山通勤快线', startStationName: '市民中心', endStationName: '科技园', rideCount: 4, lastRideDate: '2026-11-20', isCollected: false },
      { ...line, lineId: '15', lineCode: 'S301', lineName: '南山学校专线', startStationName: '车公庙', endStationName: '南山中心', rideCount: 0, lastRideDate: null, isCollected: true },
    ]);
    rendered = renderWithQuery(<UserCenterPage />);
    const section = rendered.container.querySelector('section[aria-labelledby="my-lines-title"]');
    expect(section?.querySelector('h2')?.textContent).toBe('常用线路');
    const links = [...(section?.querySelectorAll('a') ?? [])];
    expect(links.map((link) => textOf(link))).toEqual(['M101福田—南山通勤快线市民中心 → 科技园乘坐 4 次', 'S301南山学校专线车公庙 → 南山中心已收藏']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/udianbus/app/line/line-info.html?lineId=12', '/udianbus/app/line/line-info.html?lineId=15']);
  });

  it('shows no 常用线路 while the list is empty, nor to a visitor', () => {
    rendered = renderWithQuery(<UserCenterPage />);
    expect(rendered.container.textContent).not.toContain('常用线路');
  });

  it('asks for no count while logged out', () => {
    rendered = renderWithQuery(<UserCenterPage />);
    expect(textOf(row(rendered, '我的优惠券'))).toBe('我的优惠券');
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
