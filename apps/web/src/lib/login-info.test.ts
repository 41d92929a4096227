import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearLoginInfo,
  getLoginInfo,
  isLoggedIn,
  type LoginInfo,
  onLoginChange,
  saveLoginInfo,
  syncLoginCookie,
} from './login-info';

const alice: LoginInfo = {
  userId: '1001',
  phoneNum: '13800138000',
  token: 'token-a',
  centerToken: 'center-a',
  centerUid: 'cu-a',
};
const bob: LoginInfo = { ...alice, userId: '1002', token: 'token-b' };

const storedIn = (storage: Storage) => JSON.parse(storage.getItem('loginInfo') ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('saveLoginInfo', () => {
  it.each<[string, boolean, Storage, Storage]>([
    ['persistent goes to localStorage', true, localStorage, sessionStorage],
    ['session-only goes to sessionStorage', false, sessionStorage, localStorage],
  ])('%s', (_label, isPersistent, target, other) => {
    other.setItem('loginInfo', JSON.stringify(bob));
    saveLoginInfo(alice, { isPersistent });
    expect(storedIn(target)).toEqual(alice);
    expect(other.getItem('loginInfo')).toBeNull();
    expect(getLoginInfo()).toEqual(alice);
  });

  it('keeps only the known fields', () => {
    saveLoginInfo({ ...alice, password: 'secret' } as LoginInfo, { isPersistent: true });
    expect(storedIn(localStorage)).toEqual(alice);
  });
});

describe('getLoginInfo', () => {
  it('is null when nothing is stored', () => {
    expect(getLoginInfo()).toBeNull();
  });

  it('prefers localStorage over sessionStorage', () => {
    localStorage.setItem('loginInfo', JSON.stringify(alice));
    sessionStorage.setItem('loginInfo', JSON.stringify(bob));
    expect(getLoginInfo()).toEqual(alice);
  });

  it.each<[string, string]>([
    ['bad JSON', '{oops'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a missing token', JSON.stringify({ ...alice, token: undefined })],
    ['an empty token', JSON.stringify({ ...alice, token: '' })],
    ['an empty userId', JSON.stringify({ ...alice, userId: '' })],
    ['a numeric userId', JSON.stringify({ ...alice, userId: 1001 })],
    ['a missing centerUid', JSON.stringify({ ...alice, centerUid: undefined })],
  ])('ignores %s in localStorage and falls back to sessionStorage', (_label, text) => {
    localStorage.setItem('loginInfo', text);
    expect(getLoginInfo()).toBeNull();
    sessionStorage.setItem('loginInfo', JSON.stringify(bob));
    expect(getLoginInfo()).toEqual(bob);
  });
});

describe('isLoggedIn and clearLoginInfo', () => {
  it.each<[string, boolean | null, boolean]>([
    ['nothing stored', null, false],
    ['persistent login', true, true],
    ['session login', false, true],
  ])('%s → %s', (_label, isPersistent, expected) => {
    if (isPersistent !== null) saveLoginInfo(alice, { isPersistent });
    expect(isLoggedIn()).toBe(expected);
  });

  it('clears both storages', () => {
    localStorage.setItem('loginInfo', JSON.stringify(alice));
    sessionStorage.setItem('loginInfo', JSON.stringify(bob));
    clearLoginInfo();
    expect(localStorage.getItem('loginInfo')).toBeNull();
    expect(sessionStorage.getItem('loginInfo')).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });
});

describe('onLoginChange', () => {
  it('notifies on save and clear until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = onLoginChange(listener);
    saveLoginInfo(alice, { isPersistent: false });
    clearLoginInfo();
    expect(listener.mock.calls).toEqual([[alice], [null]]);
    unsubscribe();
    saveLoginInfo(bob, { isPersistent: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps notifying the others when one listener throws, and still reports the error', async () => {
    const reported = new Promise<unknown>((resolve) => {
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
        try {
          task();
        } catch (error) {
          resolve(error);
        }
      });
    });
    const broken = onLoginChange(() => {
      throw new Error('listener bug');
    });
    const healthy = vi.fn();
    const unsubscribe = onLoginChange(healthy);
    expect(() => saveLoginInfo(alice, { isPersistent: true })).not.toThrow();
    expect(healthy).toHaveBeenCalledWith(alice);
    expect(getLoginInfo()).toEqual(alice);
    await expect(reported).resolves.toMatchObject({ message: 'listener bug' });
    broken();
    unsubscribe();
  });
});

describe('with a throwing storage', () => {
  it('reads as logged out and never throws', () => {
    const fail = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(fail);
    expect(() => localStorage.getItem('loginInfo')).toThrow(DOMException);
    expect(() => saveLoginInfo(alice, { isPersistent: true })).not.toThrow();
    expect(getLoginInfo()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(() => clearLoginInfo()).not.toThrow();
  });
});

describe('the login cookie the server renders pages for (decision 043)', () => {
  const cookieValue = () => document.cookie.split('; ').find((part) => part.startsWith('udian_login='))?.slice('udian_login='.length) ?? null;
  beforeEach(() => {
    document.cookie = 'udian_login=; Max-Age=0; Path=/';
  });

  it('mirrors a saved login and goes with a cleared one', () => {
    saveLoginInfo(alice, { isPersistent: true });
    expect(JSON.parse(decodeURIComponent(cookieValue() ?? ''))).toEqual(alice);
    clearLoginInfo();
    expect(cookieValue()).toBeNull();
  });

  it('at start, gives a stored login its cookie and takes away a cookie storage no longer backs', () => {
    localStorage.setItem('loginInfo', JSON.stringify(bob));
    syncLoginCookie();
    expect(JSON.parse(decodeURIComponent(cookieValue() ?? ''))).toEqual(bob);
    localStorage.clear();
    syncLoginCookie();
    expect(cookieValue()).toBeNull();
  });

  it('writes nothing when the cookie already says what storage says', () => {
    saveLoginInfo(alice, { isPersistent: true });
    const writes = vi.spyOn(document, 'cookie', 'set');
    syncLoginCookie();
    expect(writes).not.toHaveBeenCalled();
  });
});
