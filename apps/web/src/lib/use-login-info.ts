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

/** The stored login info, re-rendering when this tab logs in or out. */
export const useLoginInfo = (): LoginInfo | null => useSyncExternalStore(onLoginChange, readSnapshot, () => null);
