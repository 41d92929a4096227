import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  replacePage: vi.fn(),
  goToLogin: vi.fn(),
  config: { wechatAppId: 'wx1234567890', jinhuaAppId: 'jh', superAppCityId: 11 } as null | Record<string, unknown>,
}));

vi.mock('./page-exit', () => ({ replacePage: mocks.replacePage }));
vi.mock('../../api/auth-failures', () => ({ goToLogin: mocks.goToLogin }));
vi.mock('./host-login-config', () => ({ loadHostLoginConfig: async () => mocks.config }));
vi.mock('../host-context', () => ({ getHostContext: () => ({ host: 'wechat' }) }));

import { buildAuthorizeUrl, OAUTH_STATE_KEY, takeOAuthReturn, WECHAT_AUTHORIZE_URL, wechatOAuthLogin } from './wechat-oauth-login';

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  mocks.config = { wechatAppId: 'wx1234567890', jinhuaAppId: 'jh', superAppCityId: 11 };
  window.history.replaceState(null, '', '/udianbus/app/passenger-info/passenger-list.html?from=menu');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the OAuth redirect (messaging app)', () => {
  it('builds the authorisation URL with the spec parameters in order', () => {
    const url = buildAuthorizeUrl({ appid: 'wxA', redirectUri: 'https://h5.example.cn/chuxing-h5/udianbus/app/login.html?redirect=%2Fa.html', state: 's1' });
    expect(url.startsWith(`${WECHAT_AUTHORIZE_URL}?`)).toBe(true);
    expect(url.endsWith('#wechat_redirect')).toBe(true);
    const params = new URL(url).searchParams;
    expect([...params.keys()]).toEqual(['appid', 'redirect_uri', 'response_type', 'scope', 'state']);
    expect(Object.fromEntries(params)).toEqual({
      appid: 'wxA',
      redirect_uri: 'https://h5.example.cn/chuxing-h5/udianbus/app/login.html?redirect=%2Fa.html',
      response_type: 'code',
      scope: 'snsapi_base',
      state: 's1',
    });
  });

  it('state defaults to empty', () => {
    expect(new URL(buildAuthorizeUrl({ appid: 'wxA', redirectUri: 'https://x/' })).searchParams.get('state')).toBe('');
  });

  it('a page that needs login leaves for the provider with the login page (and the way back) as redirect_uri', async () => {
    await wechatOAuthLogin.requireLogin();
    expect(mocks.replacePage).toHaveBeenCalledTimes(1);
    const url = new URL(mocks.replacePage.mock.calls[0]?.[0] as string);
    expect(url.searchParams.get('appid')).toBe('wx1234567890');
    const redirectUri = new URL(url.searchParams.get('redirect_uri') ?? '');
    expect(redirectUri.origin).toBe(window.location.origin);
    expect(redirectUri.pathname).toBe('/udianbus/app/login.html');
    expect(redirectUri.searchParams.get('redirect')).toBe('/udianbus/app/passenger-info/passenger-list.html?from=menu');
    expect(url.searchParams.get('state')).toBe(sessionStorage.getItem(OAUTH_STATE_KEY));
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{24}$/);
  });

  it('without a configured app id the login page opens instead', async () => {
    mocks.config = { wechatAppId: '', jinhuaAppId: '', superAppCityId: 11 };
    await wechatOAuthLogin.requireLogin();
    expect(mocks.replacePage).not.toHaveBeenCalled();
    expect(mocks.goToLogin).toHaveBeenCalledWith({ isReplace: true });
  });
});

describe('takeOAuthReturn', () => {
  it('answers code and state when the state is ours, and takes both out of the address', () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'abc');
    window.history.replaceState(null, '', '/udianbus/app/login.html?redirect=%2Fx.html&code=CODE1&state=abc');
    expect(takeOAuthReturn()).toEqual({ code: 'CODE1', state: 'abc' });
    expect(window.location.search).toBe(`?redirect=${encodeURIComponent('/x.html')}`);
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
  });

  it('refuses a code whose state this tab did not send (and still removes it)', () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'abc');
    window.history.replaceState(null, '', '/udianbus/app/login.html?code=CODE1&state=forged');
    expect(takeOAuthReturn()).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('refuses a code when no redirect was started here', () => {
    window.history.replaceState(null, '', '/udianbus/app/login.html?code=CODE1&state=');
    expect(takeOAuthReturn()).toBeNull();
  });

  it('answers null without a code', () => {
    window.history.replaceState(null, '', '/udianbus/app/login.html?redirect=%2Fx.html');
    expect(takeOAuthReturn()).toBeNull();
    expect(window.location.search).toBe('?redirect=%2Fx.html');
  });
});
