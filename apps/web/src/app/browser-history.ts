import type { NavigationType } from './route-events';
import { getBasePath, toRouterPath } from './paths';

/** A location below the base path, e.g. { pathname: '/udianbus/app/home.html', search: '?a=1' }. */
export type HistoryLocation = { pathname: string; search: string; hash: string; key: string };
export type HistoryState = { location: HistoryLocation; action: NavigationType };
export type HistoryListener = (state: HistoryState) => void;

export type BrowserHistory = {
  get: () => HistoryState;
  listen: (listener: HistoryListener) => () => void;
  push: (to: string) => void;
  replace: (to: string) => void;
};

const newKey = () => Math.random().toString(36).slice(2, 10);

const read = (): HistoryLocation => {
  const { pathname, search, hash } = window.location;
  const key = (window.history.state as { key?: string } | null)?.key ?? 'initial';
  return { pathname: toRouterPath(pathname), search, hash, key };
};

/**
 * The browser's history as a store the router subscribes to. Every page path is static (ids travel in the
 * query), so this is all the routing the app needs; see docs/decisions/011-own-router.md.
 */
export const createBrowserHistory = (): BrowserHistory => {
  let state: HistoryState = { location: read(), action: 'POP' };
  const listeners = new Set<HistoryListener>();
  const emit = (action: NavigationType) => {
    state = { location: read(), action };
    for (const listener of [...listeners]) listener(state);
  };
  const go = (to: string, action: 'PUSH' | 'REPLACE') => {
    const url = `${getBasePath()}${to}`;
    if (action === 'PUSH') window.history.pushState({ key: newKey() }, '', url);
    else window.history.replaceState({ key: newKey() }, '', url);
    emit(action);
  };
  window.addEventListener('popstate', () => emit('POP'));

  return {
    get: () => state,
    listen: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    push: (to) => go(to, 'PUSH'),
    replace: (to) => go(to, 'REPLACE'),
  };
};
