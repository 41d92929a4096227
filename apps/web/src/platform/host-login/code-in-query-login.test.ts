import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { loading: vi.fn(() => vi.fn()), success: vi.fn(), fail: vi.fn() },
  reloadPage: vi.fn(),
  goToLogin: vi.fn(),
  config: { wechatAppId: 'wx-app', jinhuaAppId: 'jinhua-app', superAppCityId: 11 } as null | Record<string, unknown>,
}));

vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('./page-exit', () => ({ reloadPage: mocks.reloadPage }));
vi.mock('../../api/auth-failures', () => ({ goToLogin: mocks.goToLogin }));
vi.mock('./host-login-config', () => ({ loadHostLoginConfig: async () => mocks.config }));

import { thirdAppAuthBind } from '@udian/contracts/endpoints/auth/third-app-auth-bind';
import { clearLoginInfo, getLoginInfo } from '../../lib/login-info';
import { codeInQueryLogin, runCodeInQueryLogin } from './code-in-query-login';

const bindAnswer = { uid: '3001', phoneNum: '13700137000', token: 'tok-jinhua-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' };
const ok = { ok: true, data: bindAnswer, meta: { code: 1, desc: '', timestamp: 1 } };
const refused = { ok: false, meta: { code: 2104, desc: '授权已失效，请重新进入应用后再试', timestamp: 1 } };

beforeEach(() => {
  clearLoginInfo();
  vi.clearAllMocks();
  mocks.config = { wechatAppId: 'wx-app', jinhuaAppId: 'jinhua-app', superAppCityId: 11 };
  mocks.call.mockResolvedValue(ok);
  window.history.replaceState({ key: 'k1' }, '', '/udianbus/app/user-center.html?code=jh-code-1&channelId=30001#top');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('code-in-query login (Jinhua app)', () => {
  it('binds the code with the Jinhua app id and stores the login', async () => {
    await expect(runCodeInQueryLogin({ isReload: false, isLoginPageOnFailure: false })).resolves.toBe('loggedIn');
    expect(mocks.call).toHaveBeenCalledWith(thirdAppAuthBind, { body: { accessticket: 'jh-code-1', appId: 'jinhua-app' } });
    expect(getLoginInfo()).toMatchObject({ userId: '3001', phoneNum: '13700137000', token: bindAnswer.token });
  });

  it('then removes only the code from the address, without a reload or a new history entry', async () => {
    const length = window.history.length;
    await runCodeInQueryLogin({ isReload: false, isLoginPageOnFailure: false });
    expect(window.location.pathname).toBe('/udianbus/app/user-center.html');
    expect(window.location.search).toBe('?channelId=30001');
    expect(window.location.hash).toBe('#top');
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ key: 'k1' });
    expect(mocks.reloadPage).not.toHaveBeenCalled();
  });

  it('reloads after a successful bind when asked', async () => {
    await runCodeInQueryLogin({ isReload: true, isLoginPageOnFailure: false });
    expect(mocks.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('after a failed bind removes the code and opens the login page when asked', async () => {
    mocks.call.mockResolvedValue(refused);
    await expect(runCodeInQueryLogin({ isReload: true, isLoginPageOnFailure: true })).resolves.toBe('failed');
    expect(window.location.search).toBe('?channelId=30001');
    expect(mocks.goToLogin).toHaveBeenCalledWith({ isReplace: true });
    expect(mocks.reloadPage).not.toHaveBeenCalled();
    expect(getLoginInfo()).toBeNull();
  });

  it('after a failed bind stays when not asked to open the login page', async () => {
    mocks.call.mockResolvedValue(refused);
    await runCodeInQueryLogin({ isReload: false, isLoginPageOnFailure: false });
    expect(mocks.goToLogin).not.toHaveBeenCalled();
  });

  it('is unavailable without a code', async () => {
    window.history.replaceState(null, '', '/udianbus/app/user-center.html');
    await expect(runCodeInQueryLogin({ isReload: true, isLoginPageOnFailure: true })).resolves.toBe('unavailable');
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('is unavailable when the server has no Jinhua app id, and drops the unusable code', async () => {
    mocks.config = { wechatAppId: '', jinhuaAppId: '', superAppCityId: 11 };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(runCodeInQueryLogin({ isReload: false, isLoginPageOnFailure: true })).resolves.toBe('unavailable');
    expect(mocks.call).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?channelId=30001');
  });
});

describe('code-in-query adapter', () => {
  it('at start binds a code without reloading and without forcing the login page', async () => {
    mocks.call.mockResolvedValue(refused);
    await codeInQueryLogin.onStart();
    expect(mocks.call).toHaveBeenCalledTimes(1);
    expect(mocks.goToLogin).not.toHaveBeenCalled();
    expect(mocks.reloadPage).not.toHaveBeenCalled();
  });

  it('at start does nothing without a code', async () => {
    window.history.replaceState(null, '', '/udianbus/app/home.html');
    await codeInQueryLogin.onStart();
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('a page that needs login with no code opens the login page in its place', async () => {
    window.history.replaceState(null, '', '/udianbus/app/user-center.html');
    await codeInQueryLogin.requireLogin();
    expect(mocks.goToLogin).toHaveBeenCalledWith({ isReplace: true });
  });

  it('a page that needs login waits for the start bind instead of binding the code twice', async () => {
    await Promise.all([codeInQueryLogin.onStart(), codeInQueryLogin.requireLogin()]);
    expect(mocks.call).toHaveBeenCalledTimes(1);
    expect(mocks.goToLogin).not.toHaveBeenCalled();
  });
});
