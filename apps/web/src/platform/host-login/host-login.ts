import type { HostKey } from '../hosts';
import { getHostContext } from '../host-context';
import type { HostLogin } from './host-login-adapter';

/**
 * One way in per host (SPEC section 4, host selection), each adapter in its own file and chunk, loaded only
 * in its host (the adapters' shape is host-login-adapter.ts). The app calls the two entry points below; it
 * never knows which host it is in.
 */

/**
 * Citizen app: native ticket; Jinhua app: code in the query; messaging app: OAuth redirect; super-app: its
 * auth object; any other host or browser: the login page.
 */
export const loadHostLogin = (host: HostKey): Promise<HostLogin> => {
  switch (host) {
    case 'superApp':
      return import('./super-app-login').then((module) => module.superAppLogin);
    case 'citizenApp':
      return import('./native-ticket-login').then((module) => module.nativeTicketLogin);
    case 'jinhua':
      return import('./code-in-query-login').then((module) => module.codeInQueryLogin);
    case 'wechat':
      return import('./wechat-oauth-login').then((module) => module.wechatOAuthLogin);
    default:
      return import('./browser-login').then((module) => module.browserLogin);
  }
};

/** Hosts whose login may run before any page asks for it. */
const hostsWithStartLogin: ReadonlySet<HostKey> = new Set<HostKey>(['superApp', 'citizenApp', 'jinhua']);

/** At start: the host's silent login, loaded only in a host that has one (the plain browser loads nothing). */
export const startHostLogin = (): void => {
  const { host } = getHostContext();
  if (!hostsWithStartLogin.has(host)) return;
  void loadHostLogin(host)
    .then((login) => login.onStart())
    .catch((error: unknown) => console.error('[host-login] start failed', error));
};

/** Called by pages that need login (components/require-login.tsx). */
export const requireLogin = (): Promise<void> => loadHostLogin(getHostContext().host).then((login) => login.requireLogin());
