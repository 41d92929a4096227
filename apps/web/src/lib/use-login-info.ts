import { useSyncExternalStore } from 'react';
import { getLoginInfo, onLoginChange, type LoginInfo } from './login-info';

// getLoginInfo parses storage on every call; React needs the same object while nothing changed.
let snapshot: LoginInfo | null = null;
let snapshotKey = '';

const readSnapshot = (): LoginInfo | null => {
  const info = getLoginInfo();
  const key = info ? JSON.stringify(info) : '';
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = info;
  }
  return snapshot;
};

/**
 * The stored login info, re-rendering when this tab logs in or out. A page rendered on the server reads the
 * login the browser sent (its cookie mirrors the stored login: lib/login-info.ts), so hydration sees the
 * same passenger as the server did.
 */
export const useLoginInfo = (): LoginInfo | null => useSyncExternalStore(onLoginChange, readSnapshot, readSnapshot);
