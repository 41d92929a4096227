import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ alert: vi.fn(async () => undefined) }));

vi.mock('../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('./dialogs', () => ({ alert: mocks.alert }));

import { clearLoginInfo, saveLoginInfo } from '../lib/login-info';
import { setCurrentCity, setSelectedCity } from '../lib/local-memory';
import { deepLinkHref, openDeepLink } from './deep-links';
import { registerNavigator } from './navigation';

describe('deep links (SPEC section 2)', () => {
  const navigations: string[] = [];
  let unregister: () => void;

  beforeEach(() => {
    localStorage.clear();
    navigations.length = 0;
    mocks.alert.mockClear();
    unregister = registerNavigator((href) => navigations.push(href));
  });

  afterEach(() => {
    unregister();
    clearLoginInfo();
  });

  it('"my invitation" opens invite-activity with userId, the selected city and oldUserPhoneNum', async () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    setCurrentCity({ cityId: 440300, cityName: '深圳' });
    setSelectedCity({ cityId: 440100, cityName: '广州' });
    await openDeepLink('myInvitation');
    expect(navigations).toEqual(['/udianbus/invite-activity.html?userId=7&cityId=440100&oldUserPhoneNum=13800000000']);
  });

  it('"my invitation" falls back to the current city when none was chosen', () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    setCurrentCity({ cityId: 440300, cityName: '深圳' });
    expect(deepLinkHref('myInvitation')).toBe('/udianbus/invite-activity.html?userId=7&cityId=440300&oldUserPhoneNum=13800000000');
  });

  it('"my coupon" shows the Tip alert with one confirm button, and goes nowhere', async () => {
    await openDeepLink('myCoupon');
    expect(mocks.alert).toHaveBeenCalledWith('Tip', '优惠券可在 App 或小程序中体验使用');
    expect(navigations).toEqual([]);
  });

  it('"my line demand" opens my-custom', async () => {
    await openDeepLink('myLineDemand');
    expect(navigations).toEqual(['/udianbus/app/my-custom.html']);
    expect(mocks.alert).not.toHaveBeenCalled();
  });

  it('"line assemble" opens my-custom on its 我的众筹 tab', async () => {
    await openDeepLink('lineAssemble');
    expect(navigations).toEqual(['/udianbus/app/my-custom.html?tab=assemble']);
    expect(mocks.alert).not.toHaveBeenCalled();
  });

  it('leads line detail, all lines and my address to their pages; a group line and my company do nothing', async () => {
    expect(deepLinkHref('lineDetail', { lineId: '12' })).toBe('/udianbus/app/line/line-info.html?lineId=12');
    expect(deepLinkHref('allLines')).toBe('/udianbus/app/home/line-list.html');
    expect(deepLinkHref('myAddress')).toBe('/udianbus/app/common-address.html');
    for (const name of ['groupLine', 'myCompany'] as const) await openDeepLink(name);
    expect(navigations).toEqual([]);
  });
});
