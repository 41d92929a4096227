import { goToLogin } from '../../api/auth-failures';
import { isLoggedIn } from '../../lib/login-info';
import { bindHostTicket } from './bind-host-ticket';
import { loadHostLoginConfig } from './host-login-config';
import type { HostLogin } from './host-login-adapter';
import { reloadPage } from './page-exit';

/** The Jinhua app opens our page with its one-time authorisation code in this query parameter. */
export const CODE_PARAM = 'code';

export type CodeInQueryOptions = {
  /** Reload after a successful bind. */
  isReload: boolean;
  /** After a failed bind, open the login page. */
  isLoginPageOnFailure: boolean;
};
export type CodeInQueryOutcome = 'loggedIn' | 'failed' | 'unavailable';

export const readCodeParam = (): string | null => new URLSearchParams(window.location.search).get(CODE_PARAM) || null;

/** Takes the used code out of the address bar without a reload, so a reload or a shared link does not replay it. */
export const removeCodeParam = (): void => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(CODE_PARAM)) return;
  url.searchParams.delete(CODE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};

/** SPEC section 4, code-in-query: bind the code (as the Jinhua app's ticket), then remove it from the address. */
export const runCodeInQueryLogin = async ({ isReload, isLoginPageOnFailure }: CodeInQueryOptions): Promise<CodeInQueryOutcome> => {
  const code = readCodeParam();
  if (!code) return 'unavailable';
  const appId = (await loadHostLoginConfig())?.jinhuaAppId;
  if (!appId) {
    console.warn('[code-in-query-login] no Jinhua app id (GET /auth/host/config): the code cannot be bound');
    removeCodeParam();
    return 'unavailable';
  }
  const isBound = await bindHostTicket({ accessticket: code, appId });
  removeCodeParam();
  if (isBound) {
    if (isReload) reloadPage();
    return 'loggedIn';
  }
  if (isLoginPageOnFailure) goToLogin({ isReplace: true });
  return 'failed';
};

let pending: Promise<CodeInQueryOutcome> | null = null;

const once = (options: CodeInQueryOptions): Promise<CodeInQueryOutcome> => {
  pending ??= runCodeInQueryLogin(options).finally(() => {
    pending = null;
  });
  return pending;
};

export const codeInQueryLogin: HostLogin = {
  // At start the page is rendering already and re-renders on login: no reload, and no login page for a
  // page that does not need one.
  onStart: async () => {
    if (readCodeParam()) await once({ isReload: false, isLoginPageOnFailure: false });
  },
  requireLogin: async () => {
    if (pending) await pending;
    if (isLoggedIn()) return;
    const outcome = await once({ isReload: false, isLoginPageOnFailure: true });
    if (outcome === 'unavailable') goToLogin({ isReplace: true });
  },
};
