import { getBrowserStorage, readStorageItem, removeStorageItem, writeStorageItem } from './safe-storage';

/**
 * Login info (SPEC section 3): kept in localStorage when the passenger wants to stay logged in, otherwise in
 * sessionStorage so it ends with the tab. Logged in means a token is stored (SPEC section 4).
 */

export type LoginInfo = {
  userId: string;
  phoneNum: string;
  token: string;
  centerToken: string;
  centerUid: string;
};

export type LoginChangeListener = (info: LoginInfo | null) => void;

const LOGIN_INFO_KEY = 'loginInfo';
const listeners = new Set<LoginChangeListener>();

const isLoginInfo = (value: unknown): value is LoginInfo => {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Record<string, unknown>;
  return (
    typeof info.userId === 'string' &&
    info.userId !== '' &&
    typeof info.token === 'string' &&
    info.token !== '' &&
    typeof info.phoneNum === 'string' &&
    typeof info.centerToken === 'string' &&
    typeof info.centerUid === 'string'
  );
};

const readFrom = (storage: Storage | null): LoginInfo | null => {
  const text = readStorageItem(storage, LOGIN_INFO_KEY);
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isLoginInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

const notify = (info: LoginInfo | null) => {
  for (const listener of listeners) {
    try {
      listener(info);
    } catch (error) {
      // One broken listener must not stop the others or the login itself; rethrown so it is still reported.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
};

export function saveLoginInfo(info: LoginInfo, { isPersistent }: { isPersistent: boolean }): void {
  const local = getBrowserStorage('local');
  const session = getBrowserStorage('session');
  const [target, other] = isPersistent ? [local, session] : [session, local];
  // Only the known fields: a login response may carry more than the client should keep.
  const { userId, phoneNum, token, centerToken, centerUid } = info;
  const saved: LoginInfo = { userId, phoneNum, token, centerToken, centerUid };
  writeStorageItem(target, LOGIN_INFO_KEY, JSON.stringify(saved));
  removeStorageItem(other, LOGIN_INFO_KEY);
  notify(saved);
}

/** The persistent login wins over a session one; anything malformed counts as not stored. */
export const getLoginInfo = (): LoginInfo | null =>
  readFrom(getBrowserStorage('local')) ?? readFrom(getBrowserStorage('session'));

export function clearLoginInfo(): void {
  removeStorageItem(getBrowserStorage('local'), LOGIN_INFO_KEY);
  removeStorageItem(getBrowserStorage('session'), LOGIN_INFO_KEY);
  notify(null);
}

export const isLoggedIn = (): boolean => getLoginInfo() !== null;

/** Changes made in this tab only; other tabs would need the storage event, which nothing relies on yet. */
export function onLoginChange(listener: LoginChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
