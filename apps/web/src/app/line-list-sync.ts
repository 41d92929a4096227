/**
 * SPEC section 2: "the shared-data model reacts to navigation to /user by fetching a list". Each navigation
 * to the user area (the user centre, 我的) fetches the passenger's own lines into commonStore's lineList
 * (api/queries/my-lines.ts, loaded then; this module itself is loaded once the first page is up, so nothing of
 * it is in any page's first load); a login or logout
 * while the user centre is on screen fetches again. Decision 059.
 */
import { onLoginChange } from '../lib/login-info';
import { USER_CENTER_PATH } from './page-paths';
import { getCurrentRoute, registerRoutePlugin, type RoutePlugin } from './route-events';

/** The user area, as route events name its page (the base path left out, `.html` added). */
export const isUserArea = (pathname: string): boolean => pathname === `${USER_CENTER_PATH}.html`;

const refresh = (): void => {
  // A chunk that did not arrive keeps the list there was; the next visit tries again.
  void import('../api/queries/my-lines').then(({ fetchLineList }) => fetchLineList()).catch(() => undefined);
};

export const lineListPlugin: RoutePlugin = {
  name: 'commonStore.lineList',
  onRouteChange: (to) => {
    if (isUserArea(to.pathname)) refresh();
  },
};

const refreshInUserArea = (): void => {
  const route = getCurrentRoute();
  if (route && isUserArea(route.pathname)) refresh();
};

/**
 * Starts following navigation. The app starts it once the first page is up (app/start-app.tsx), so the page
 * on screen then may already be the user centre: its list is fetched at once.
 */
export const startLineListSync = (): (() => void) => {
  const unregister = registerRoutePlugin(lineListPlugin);
  const unsubscribe = onLoginChange(refreshInUserArea);
  refreshInUserArea();
  return () => {
    unregister();
    unsubscribe();
  };
};
