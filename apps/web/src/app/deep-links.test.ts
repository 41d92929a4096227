import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ alert: vi.fn(async () => undefined) }));

vi.mock('../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('./dialogs', () => ({ alert: mocks.alert }));

import { clearLoginInfo, saveLoginInfo } from '../lib/login-info';
import { setCurrentCity, setSelectedCity } from '../lib/local-memory';
import { deepLinkHref, openDeepLink } from './deep-links';
import { DEEP_LINK_NAMES } from './in-app-link';
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

  it('"my coupon" shows the Tip alert (提示) with one confirm button, and goes nowhere', async () => {
    await openDeepLink('myCoupon');
    expect(mocks.alert).toHaveBeenCalledWith('提示', '优惠券可在 App 或小程序中体验使用');
    expect(deepLinkHref('myCoupon')).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('"my invitation" leaves out the login parts of a visitor and keeps the city', () => {
    setSelectedCity({ cityId: 440100, cityName: '广州' });
    expect(deepLinkHref('myInvitation')).toBe('/udianbus/invite-activity.html?cityId=440100');
  });

  it('"line detail" without a lineId does nothing', async () => {
    await openDeepLink('lineDetail');
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

  it('leads line detail, all lines, the user guide and my address to their pages', async () => {
    await openDeepLink('lineDetail', { lineId: '12' });
    await openDeepLink('allLines');
    await openDeepLink('userGuide');
    await openDeepLink('myAddress');
    expect(navigations).toEqual([
      '/udianbus/app/line/line-info.html?lineId=12',
      '/udianbus/app/home/line-list.html',
      '/udianbus/user-guide.html',
      '/udianbus/app/common-address.html',
    ]);
    expect(mocks.alert).not.toHaveBeenCalled();
  });

  it('a group line and my company do nothing: no page, no alert', async () => {
    for (const name of ['groupLine', 'myCompany'] as const) {
      expect(deepLinkHref(name)).toBeNull();
      await openDeepLink(name);
    }
    expect(navigations).toEqual([]);
    expect(mocks.alert).not.toHaveBeenCalled();
  });

  it('every named link of the spec is handled here', () => {
    expect([...DEEP_LINK_NAMES].sort()).toEqual(
      ['allLines', 'groupLine', 'lineAssemble', 'lineDetail', 'myAddress', 'myCompany', 'myCoupon', 'myInvitation', 'myLineDemand', 'userGuide'].sort(),
    );
  });
});
