import { getHostContext } from './host-context';
import { startHostLogin } from './host-login/host-login';

/**
 * What the host needs at start, each part in its own lazily loaded chunk: its silent login, and in the
 * messaging app the JS-SDK (share, location and payment need it configured before they are used).
 */
export const startHost = (): void => {
  startHostLogin();
  if (getHostContext().host === 'wechat') {
    void import('./wechat-js-sdk').then(({ getWechatSdk }) => getWechatSdk()).catch(() => undefined);
  }
};
