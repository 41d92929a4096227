import { vi } from 'vitest';
import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import type { Rendered } from '../../test/render';

/** Where a page test's navigations go: [href, isReplace]. */
export type Navigations = Array<[string, boolean]>;

export const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
export const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });
export const offline = () => ({ ok: false, statusText: 'network error' });

/**
 * What every ticket page test starts from: the clock at `nowIso` (Date and the one-second ticker are fake;
 * promises and the test's polling are real), navigations recorded, and passenger 7 logged in.
 */
export const startTicketPage = (navigations: Navigations, nowIso: string): void => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(nowIso));
  navigations.length = 0;
  registerNavigator((href, options) => navigations.push([href, options.isReplace ?? false]));
  saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
};

export const endTicketPage = (rendered: Rendered | undefined): void => {
  rendered?.unmount();
  clearLoginInfo();
  localStorage.clear();
  vi.useRealTimers();
};
