/**
 * The named deep links of SPEC section 2 (their names: in-app-link.ts), followed here. Loaded when a link
 * is followed, so that what they need stays out of the first load of the page that shows the link.
 * Line assemble opens my-custom's 我的众筹 tab, as decision 047's work made it; a group-line path and my
 * company do nothing, as the spec says: no decision gave them a page (decision 059).
 */
import { DEFAULT_CITY } from '../lib/default-place';
import { getEffectiveCity } from '../lib/local-memory';
import { getLoginInfo } from '../lib/login-info';
import { alert } from './dialogs';
import type { DeepLinkName } from './in-app-link';
import { navigateTo } from './navigation';
import { COMMON_ADDRESS_PATH, INVITE_ACTIVITY_PATH, LINE_INFO_PATH, LINE_LIST_PATH, MY_CUSTOM_PATH, USER_GUIDE_PATH } from './page-paths';
import { getHref, type Query } from './paths';

/**
 * SPEC section 2: the "my coupon" link only says where coupons can be tried, in an alert titled Tip (提示:
 * text on screen is Chinese, as 420's "warm tip" is 温馨提示) with one confirm button (确定).
 */
export const MY_COUPON_TIP = { title: '提示', message: '优惠券可在 App 或小程序中体验使用' } as const;

/**
 * "My invitation": invite-activity with userId, cityId (the selected city, else the current one: the last
 * located, else the default city a first visit shows) and oldUserPhoneNum, the logged-in passenger's; absent
 * login parts are left out.
 */
export const myInvitationQuery = (): Query => {
  const login = getLoginInfo();
  return { userId: login?.userId, cityId: (getEffectiveCity() ?? DEFAULT_CITY).cityId, oldUserPhoneNum: login?.phoneNum };
};

/** Where a deep link leads, or null for those that do nothing (a group line, my company) or show an alert. */
export const deepLinkHref = (name: DeepLinkName, params: Readonly<Record<string, string>> = {}): string | null => {
  switch (name) {
    case 'lineDetail':
      return params.lineId ? getHref(LINE_INFO_PATH, { lineId: params.lineId }) : null;
    case 'myInvitation':
      return getHref(INVITE_ACTIVITY_PATH, myInvitationQuery());
    case 'myLineDemand':
      return getHref(MY_CUSTOM_PATH);
    case 'lineAssemble':
      // my-custom's 我的众筹 tab (features/demand/my-custom-tabs.ts): the passenger's crowdfunded lines.
      return getHref(MY_CUSTOM_PATH, { tab: 'assemble' });
    case 'allLines':
      return getHref(LINE_LIST_PATH);
    case 'userGuide':
      return getHref(USER_GUIDE_PATH);
    case 'myAddress':
      return getHref(COMMON_ADDRESS_PATH);
    case 'myCoupon':
    case 'groupLine':
    case 'myCompany':
      return null;
  }
};

/** Follows a named deep link: navigates, shows the Tip alert ("my coupon"), or does nothing. */
export const openDeepLink = async (name: DeepLinkName, params: Readonly<Record<string, string>> = {}): Promise<void> => {
  if (name === 'myCoupon') {
    await alert(MY_COUPON_TIP.title, MY_COUPON_TIP.message);
    return;
  }
  const href = deepLinkHref(name, params);
  if (href) navigateTo(href);
};
