import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { loading: vi.fn(() => vi.fn()), success: vi.fn(), fail: vi.fn() },
  reloadPage: vi.fn(),
  goToLogin: vi.fn(),
}));

vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('./page-exit', () => ({ reloadPage: mocks.reloadPage }));
vi.mock('../../api/auth-failures', () => ({ goToLogin: mocks.goToLogin }));

import { thirdAppAuthBind } from '@udian/contracts/endpoints/auth/third-app-auth-bind';
import { clearLoginInfo, getLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { CITIZEN_DEVICE_READY_EVENT, HOST_BRIDGE_GLOBAL, type CitizenAppNative, type HostTicketResult } from '../host-bridge';
import { DEVICE_READY_TIMEOUT_MS, nativeTicketLogin, resetFirstLoad, runNativeTicketLogin, TICKET_FAILED_TEXT } from './native-ticket-login';

const ticket = (accessticket: string): HostTicketResult => ({ code: 200, data: { accessticket, appId: 'citizen-app' } });
const bindAnswer = { uid: '2001', phoneNum: '13900139000', token: 'tok-citizen-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' };

const fakeNative = (overrides: Partial<CitizenAppNative> = {}): CitizenAppNative => ({
  getAccessTicket: vi.fn(async () => ticket('ticket-1')),
  login: vi.fn(async () => ticket('ticket-from-dialog')),
  popView: vi.fn(),
  ...overrides,
});

const setBridge = (native: CitizenAppNative | undefined) => {
  (window as unknown as Record<string, unknown>)[HOST_BRIDGE_GLOBAL] = native ? { citizenApp: native } : {};
};

const forced = { isReload: false, isForcedLoginAllowed: true };
const silent = { isReload: false, isForcedLoginAllowed: false };

beforeEach(() => {
  clearLoginInfo();
  resetFirstLoad();
  vi.clearAllMocks();
  mocks.call.mockResolvedValue({ ok: true, data: bindAnswer, meta: { code: 1, desc: '', timestamp: 1 } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>)[HOST_BRIDGE_GLOBAL];
});

describe('native-ticket login (citizen app)', () => {
  it('code 200: binds { accessticket, appId } and stores the login', async () => {
    setBridge(fakeNative());
    await expect(runNativeTicketLogin(silent)).resolves.toBe('loggedIn');
    expect(mocks.call).toHaveBeenCalledWith(thirdAppAuthBind, { body: { accessticket: 'ticket-1', appId: 'citizen-app' } });
    expect(getLoginInfo()).toEqual({ userId: '2001', phoneNum: '13900139000', token: bindAnswer.token, centerToken: bindAnswer.token, centerUid: '2001' });
    expect(mocks.toast.loading).toHaveBeenCalledWith('登录中');
    expect(mocks.reloadPage).not.toHaveBeenCalled();
  });

  it('reloads after a successful bind when asked', async () => {
    setBridge(fakeNative());
    await runNativeTicketLogin({ isReload: true, isForcedLoginAllowed: false });
    expect(mocks.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the bind fails (the server desc is toasted by the request helper)', async () => {
    setBridge(fakeNative());
    mocks.call.mockResolvedValue({ ok: false, meta: { code: 2104, desc: '授权已失效', timestamp: 1 } });
    await expect(runNativeTicketLogin({ isReload: true, isForcedLoginAllowed: false })).resolves.toBe('failed');
    expect(getLoginInfo()).toBeNull();
    expect(mocks.reloadPage).not.toHaveBeenCalled();
  });

  it('runs on the first load even when logged in, and later only when logged out', async () => {
    const native = fakeNative();
    setBridge(native);
    saveLoginInfo({ userId: '9', phoneNum: '1', token: 't', centerToken: 't', centerUid: '9' }, { isPersistent: true });
    await runNativeTicketLogin(silent);
    expect(native.getAccessTicket).toHaveBeenCalledTimes(1);
    await expect(runNativeTicketLogin(silent)).resolves.toBe('skipped');
    expect(native.getAccessTicket).toHaveBeenCalledTimes(1);
    clearLoginInfo();
    await runNativeTicketLogin(silent);
    expect(native.getAccessTicket).toHaveBeenCalledTimes(2);
  });

  it('waits for the device-ready event before asking the host', async () => {
    setBridge(undefined);
    const native = fakeNative();
    const pending = runNativeTicketLogin(silent);
    await Promise.resolve();
    expect(native.getAccessTicket).not.toHaveBeenCalled();
    setBridge(native);
    document.dispatchEvent(new Event(CITIZEN_DEVICE_READY_EVENT));
    await expect(pending).resolves.toBe('loggedIn');
    expect(native.getAccessTicket).toHaveBeenCalledTimes(1);
  });

  it('code 10000 (native API object missing after device-ready times out): unavailable, no toast', async () => {
    vi.useFakeTimers();
    setBridge(undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pending = runNativeTicketLogin(forced);
    await vi.advanceTimersByTimeAsync(DEVICE_READY_TIMEOUT_MS);
    await expect(pending).resolves.toBe('unavailable');
    expect(mocks.toast.fail).not.toHaveBeenCalled();
    expect(mocks.call).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('10000'));
    warn.mockRestore();
  });

  it('code 402 with msg, without forced login: the "ticket or login failed" toast', async () => {
    const native = fakeNative({ getAccessTicket: vi.fn(async () => ({ code: 402, msg: 'user not logged in' })) });
    setBridge(native);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(runNativeTicketLogin(silent)).resolves.toBe('failed');
    expect(mocks.toast.fail).toHaveBeenCalledWith(TICKET_FAILED_TEXT);
    expect(TICKET_FAILED_TEXT).toBe('票据获取或登录失败');
    expect(native.login).not.toHaveBeenCalled();
    expect(native.popView).not.toHaveBeenCalled();
  });

  it('no ticket and forced login allowed: the host login dialog, then its ticket', async () => {
    const native = fakeNative({ getAccessTicket: vi.fn(async () => ({ code: 402, msg: 'not logged in' })) });
    setBridge(native);
    await expect(runNativeTicketLogin(forced)).resolves.toBe('loggedIn');
    expect(native.login).toHaveBeenCalledTimes(1);
    expect(mocks.call).toHaveBeenCalledWith(thirdAppAuthBind, { body: { accessticket: 'ticket-from-dialog', appId: 'citizen-app' } });
    expect(mocks.toast.fail).not.toHaveBeenCalled();
    expect(native.popView).not.toHaveBeenCalled();
  });

  it('forced login that fails: the toast, then the host view is closed', async () => {
    const native = fakeNative({
      getAccessTicket: vi.fn(async () => ({ code: 402, msg: 'not logged in' })),
      login: vi.fn(async () => ({ code: 402, msg: 'cancelled' })),
    });
    setBridge(native);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(runNativeTicketLogin(forced)).resolves.toBe('failed');
    expect(mocks.toast.fail).toHaveBeenCalledWith(TICKET_FAILED_TEXT);
    expect(native.popView).toHaveBeenCalledTimes(1);
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('a host call that throws counts as a failed ticket', async () => {
    const native = fakeNative({ getAccessTicket: vi.fn(async () => Promise.reject(new Error('boom'))), login: vi.fn(async () => Promise.reject(new Error('boom'))) });
    setBridge(native);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(runNativeTicketLogin(forced)).resolves.toBe('failed');
    expect(native.popView).toHaveBeenCalledTimes(1);
  });

  it('a code 200 without a ticket is no ticket', async () => {
    setBridge(fakeNative({ getAccessTicket: vi.fn(async () => ({ code: 200 })) }));
    await expect(runNativeTicketLogin(silent)).resolves.toBe('failed');
    expect(mocks.call).not.toHaveBeenCalled();
  });
});

describe('native-ticket adapter', () => {
  it('at start never opens the host login dialog', async () => {
    const native = fakeNative({ getAccessTicket: vi.fn(async () => ({ code: 402, msg: 'x' })) });
    setBridge(native);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await nativeTicketLogin.onStart();
    expect(native.login).not.toHaveBeenCalled();
  });

  it('a page that needs login may force the host login', async () => {
    const native = fakeNative({ getAccessTicket: vi.fn(async () => ({ code: 402, msg: 'x' })) });
    setBridge(native);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await nativeTicketLogin.onStart();
    await nativeTicketLogin.requireLogin();
    expect(native.login).toHaveBeenCalledTimes(1);
    expect(getLoginInfo()?.userId).toBe('2001');
  });

  it('a page that needs login where the native API is missing opens the login page in its place', async () => {
    vi.useFakeTimers();
    setBridge(undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pending = nativeTicketLogin.requireLogin();
    await vi.advanceTimersByTimeAsync(DEVICE_READY_TIMEOUT_MS);
    await pending;
    expect(mocks.goToLogin).toHaveBeenCalledWith({ isReplace: true });
  });
});
