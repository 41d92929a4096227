import type { BrowserHistory, HistoryState } from '../app/browser-history';
import { toRouterPath } from '../app/paths';

/**
 * The history of a page rendered on the server: the address it was asked for, and nothing to listen to or
 * navigate (navigation is the browser's, after hydration).
 */
export const createServerHistory = (url: string): BrowserHistory => {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  const state: HistoryState = { location: { pathname: toRouterPath(pathname), search, hash: '', key: 'initial' }, action: 'POP' };
  return {
    get: () => state,
    listen: () => () => undefined,
    push: () => undefined,
    replace: () => undefined,
  };
};
