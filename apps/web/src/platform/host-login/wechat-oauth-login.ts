import { goToLogin } from '../../api/auth-failures';
import { getCurrentRouterPath, getHref } from '../../app/paths';
import { getBrowserStorage, readStorageItem, removeStorageItem, writeStorageItem } from '../../lib/safe-storage';
import { LOGIN_PATH } from '../../app/page-paths';
import { loadHostLoginConfig } from './host-login-config';
import type { HostLogin } from './host-login-adapter';
import { replacePage } from './page-exit';

/** The messaging app's OAuth authorisation page (SPEC section 7). */
export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/** The state sent with the redirect, kept for the tab, to tell our own redirect from a forged one. */
export const OAUTH_STATE_KEY = 'udian:wechatOAuthState';

export type OAuthParams = { appid: string; redirectUri: string; state?: string };

/** SPEC section 3: appid, redirect_uri, response_type=code, scope=snsapi_base, state (default ''), in that order. */
export const buildAuthorizeUrl = ({ appid, redirectUri, state = '' }: OAuthParams): string => {
  const params = new URLSearchParams({ appid, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_base', state });
  return `${WECHAT_AUTHORIZE_URL}?${params.toString()}#wechat_redirect`;
};

/**
 * The product's login page (under BASE_PATH, e.g. /chuxing-h5/udianbus/app/login.html) on this origin, with
 * the page to return to after login.
 */
export const loginRedirectUri = (redirect: string): string => `${window.location.origin}${getHref(LOGIN_PATH, { redirect })}`;

const newState = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Leaves for the authorisation page; it comes back to the login page with ?code=…&state=…. */
export const redirectToWechatOAuth = (appid: string, redirect: string): void => {
  const state = newState();
  writeStorageItem(getBrowserStorage('session'), OAUTH_STATE_KEY, state);
  // Replace: going back from the messaging app's page must not land on the page that needed login again.
  replacePage(buildAuthorizeUrl({ appid, redirectUri: loginRedirectUri(redirect), state }));
};

export type OAuthReturn = { code: string; state: string };

/**
 * The code and state the authorisation page sent back, when the state is the one this tab sent; null
 * otherwise. Either way both leave the address bar (a code works once) and the stored state is used up.
 */
export const takeOAuthReturn = (): OAuthReturn | null => {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state') ?? '';
  if (code === null) return null;
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const session = getBrowserStorage('session');
  const expected = readStorageItem(session, OAUTH_STATE_KEY);
  removeStorageItem(session, OAUTH_STATE_KEY);
  return code && expected !== null && expected === state ? { code, state } : null;
};

export const wechatOAuthLogin: HostLogin = {
  onStart: async () => undefined,
  requireLogin: async () => {
    const appid = (await loadHostLoginConfig())?.wechatAppId;
    if (appid) redirectToWechatOAuth(appid, getCurrentRouterPath());
    else goToLogin({ isReplace: true });
  },
};
