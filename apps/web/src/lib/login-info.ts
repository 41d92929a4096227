import { LOGIN_COOKIE } from '@udian/contracts/page-rendering';
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

/** A persistent login's cookie lasts as long as the server's default session (SESSION_TTL_DAYS). */
const PERSISTENT_COOKIE_SECONDS = 30 * 24 * 3600;

/**
 * The login mirrored into a cookie, so that the server renders a page for this passenger (decision 043). It
 * carries what storage does, to the same origin only; calls are still authorised by their headers alone.
 */
const writeLoginCookie = (info: LoginInfo | null, isPersistent: boolean): void => {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const base = `; Path=/; SameSite=Lax${secure}`;
  try {
    if (info === null) document.cookie = `${LOGIN_COOKIE}=; Max-Age=0${base}`;
    else document.cookie = `${LOGIN_COOKIE}=${encodeURIComponent(JSON.stringify(info))}${isPersistent ? `; Max-Age=${PERSISTENT_COOKIE_SECONDS}` : ''}${base}`;
  } catch {
    // A web view without cookies renders pages in the browser only.
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
  writeLoginCookie(saved, isPersistent);
  notify(saved);
}

/** The persistent login wins over a session one; anything malformed counts as not stored. */
export const getLoginInfo = (): LoginInfo | null =>
  readFrom(getBrowserStorage('local')) ?? readFrom(getBrowserStorage('session'));

export function clearLoginInfo(): void {
  removeStorageItem(getBrowserStorage('local'), LOGIN_INFO_KEY);
  removeStorageItem(getBrowserStorage('session'), LOGIN_INFO_KEY);
  writeLoginCookie(null, false);
  notify(null);
}

/**
 * At start: a login stored before the cookie existed (or whose cookie expired first) gets it again, and a
 * cookie left by a login that storage no longer has goes. Cookie writes are slow: only a change is written.
 */
export const syncLoginCookie = (): void => {
  const persistent = readFrom(getBrowserStorage('local'));
  const info = persistent ?? readFrom(getBrowserStorage('session'));
  let current: string | null = null;
  try {
    const prefix = `${LOGIN_COOKIE}=`;
    current = document.cookie.split('; ').find((part) => part.startsWith(prefix))?.slice(prefix.length) ?? null;
  } catch {
    return;
  }
  const wanted = info === null ? null : encodeURIComponent(JSON.stringify(info));
  if (current !== wanted) writeLoginCookie(info, persistent !== null);
};

export const isLoggedIn = (): boolean => getLoginInfo() !== null;

/** Changes made in this tab only; other tabs would need the storage event, which nothing relies on yet. */
export function onLoginChange(listener: LoginChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
