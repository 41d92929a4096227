import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

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

  it('asks for no count while logged out', () => {
    rendered = renderWithQuery(<UserCenterPage />);
    expect(textOf(row(rendered, '我的优惠券'))).toBe('我的优惠券');
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
