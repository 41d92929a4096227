import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  alert: vi.fn(async () => undefined),
  toast: { loading: vi.fn(() => vi.fn()), success: vi.fn(), fail: vi.fn() },
  reloadPage: vi.fn(),
  goToLogin: vi.fn(),
}));

vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/dialogs', () => ({ alert: mocks.alert }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('./page-exit', () => ({ reloadPage: mocks.reloadPage }));
vi.mock('../../api/auth-failures', () => ({ goToLogin: mocks.goToLogin }));

import { superAppLogin as superAppLoginCall } from '@udian/contracts/endpoints/auth/super-app-login';
import { clearLoginInfo, getLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { HOST_BRIDGE_GLOBAL, type SuperAppAuth } from '../host-bridge';
import { runSuperAppLogin, superAppLogin } from './super-app-login';

const userData = JSON.stringify({ userId: 'nj-1', phone: '13800138000', timestamp: 1_700_000_000_000 });
const sign = 'a'.repeat(64);
const loginData = {
  user: { userId: '1001', phoneNum: '13800138000' },
  token: 'tok-super-app-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
  centerToken: 'tok-super-app-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
  centerUid: '1001',
};

/** A fake super-app: each step succeeds unless the test replaces it. */
const fakeAuth = (overrides: Partial<SuperAppAuth> = {}): SuperAppAuth => ({
  getAccessToken: vi.fn(async () => ({ isSuccess: true as const, data: { accessToken: 'at-1' } })),
  getUserInfo: vi.fn(async () => ({ isSuccess: true as const, data: { userData, sign } })),
  ...overrides,
});

const install = (auth: SuperAppAuth | undefined) => {
  (window as unknown as Record<string, unknown>)[HOST_BRIDGE_GLOBAL] = auth ? { superAppAuth: auth } : {};
};

beforeEach(() => {
  clearLoginInfo();
  vi.clearAllMocks();
  mocks.call.mockResolvedValue({ ok: true, data: loginData, meta: { code: 1, desc: '', timestamp: 1 } });
});

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[HOST_BRIDGE_GLOBAL];
});

describe('super-app login', () => {
  it('asks the host for a token, then the signed user data, and logs in with city 11 and platform H5', async () => {
    const auth = fakeAuth();
    install(auth);
    await expect(runSuperAppLogin({ isRefresh: false })).resolves.toBe('loggedIn');
    expect(auth.getUserInfo).toHaveBeenCalledWith('at-1');
    expect(mocks.call).toHaveBeenCalledWith(superAppLoginCall, { body: { userData, sign, cityId: 11, platform: 'H5' } });
    expect(getLoginInfo()).toEqual({ userId: '1001', phoneNum: '13800138000', token: loginData.token, centerToken: loginData.token, centerUid: '1001' });
    expect(localStorage.getItem('loginInfo')).not.toBeNull();
    expect(mocks.toast.loading).toHaveBeenCalledWith('登录中');
    expect(mocks.toast.success).toHaveBeenCalledWith('登录成功');
    expect(mocks.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the login only refreshes the session', async () => {
    install(fakeAuth());
    await runSuperAppLogin({ isRefresh: true });
    expect(getLoginInfo()?.userId).toBe('1001');
    expect(mocks.reloadPage).not.toHaveBeenCalled();
  });

  it('does nothing when already logged in', async () => {
    const auth = fakeAuth();
    install(auth);
    saveLoginInfo({ userId: '7', phoneNum: '1', token: 't', centerToken: 't', centerUid: '7' }, { isPersistent: true });
    await expect(runSuperAppLogin({ isRefresh: false })).resolves.toBe('loggedIn');
    expect(auth.getAccessToken).not.toHaveBeenCalled();
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('is unavailable without the host auth object', async () => {
    install(undefined);
    await expect(runSuperAppLogin({ isRefresh: false })).resolves.toBe('unavailable');
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('alerts the failure message plus the reason when the access token fails', async () => {
    install(fakeAuth({ getAccessToken: async () => ({ isSuccess: false, message: '授权失败', reason: '用户拒绝授权' }) }));
    await expect(runSuperAppLogin({ isRefresh: false })).resolves.toBe('failed');
    expect(mocks.alert).toHaveBeenCalledWith('登录失败', '授权失败：用户拒绝授权');
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('uses a default failure message when the host gives none', async () => {
    install(fakeAuth({ getAccessToken: async () => ({ isSuccess: false, reason: 'timeout' }) }));
    await runSuperAppLogin({ isRefresh: false });
    expect(mocks.alert).toHaveBeenCalledWith('登录失败', '获取授权失败：timeout');
  });

  it('alerts only the reason when the user info fails', async () => {
    install(fakeAuth({ getUserInfo: async () => ({ isSuccess: false, message: '失败', reason: '用户信息获取失败' }) }));
    await expect(runSuperAppLogin({ isRefresh: false })).resolves.toBe('failed');
    expect(mocks.alert).toHaveBeenCalledWith('登录失败', '用户信息获取失败');
  });

  it('treats a host call that throws as a failure with its message as the reason', async () => {
    install(fakeAuth({ getAccessToken: async () => Promise.reject(new Error('bridge gone')) }));
    await runSuperAppLogin({ isRefresh: false });
    expect(mocks.alert).toHaveBeenCalledWith('登录失败', '获取授权失败：bridge gone');
  });

  it('stores nothing and does not reload when the server refuses the sign', async () => {
    install(fakeAuth());
    mocks.call.mockResolvedValue({ ok: false, meta: { code: 2101, desc: '登录信息校验失败', timestamp: 1 } });
    await expect(runSuperAppLogin({ isRefresh: false })).resolves.toBe('failed');
    expect(getLoginInfo()).toBeNull();
    expect(mocks.reloadPage).not.toHaveBeenCalled();
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });
});

describe('super-app adapter', () => {
  it('at start logs in once even when a page asks at the same time', async () => {
    const auth = fakeAuth();
    install(auth);
    await Promise.all([superAppLogin.onStart(), superAppLogin.requireLogin()]);
    expect(auth.getAccessToken).toHaveBeenCalledTimes(1);
    expect(mocks.call).toHaveBeenCalledTimes(1);
  });

  it('a page that needs login without the host auth object opens the login page in its place', async () => {
    install(undefined);
    await superAppLogin.requireLogin();
    expect(mocks.goToLogin).toHaveBeenCalledWith({ isReplace: true });
  });

  it('a page that needs login after a failed host login stays (the alert said why)', async () => {
    install(fakeAuth({ getUserInfo: async () => ({ isSuccess: false, reason: 'x' }) }));
    await superAppLogin.requireLogin();
    expect(mocks.goToLogin).not.toHaveBeenCalled();
    expect(mocks.reloadPage).not.toHaveBeenCalled();
  });
});
