import { vi } from 'vitest';
import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import type { Rendered } from '../../test/render';

/** Where a page test's navigations go: [href, isReplace]. */
export type Navigations = Array<[string, boolean]>;

/**
 * What every buying page test starts from: the clock at 2026-06-24 08:00 in Shanghai (only Date is faked),
 * navigations recorded instead of followed, and a logged-in passenger.
 */
export const startLoggedInPage = (navigations: Navigations): void => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-24T00:00:00Z'));
  navigations.length = 0;
  registerNavigator((href, options) => navigations.push([href, options.isReplace ?? false]));
  saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
};

export const endLoggedInPage = (rendered: Rendered | undefined): void => {
  rendered?.unmount();
  clearLoginInfo();
  vi.useRealTimers();
};
