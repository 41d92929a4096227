import { getBridgeCall } from '../platform/host-bridge';
import type { PageEntry } from './page-paths';

export type GuardContext = { entry: PageEntry; title: string };
/** A guard lets the navigation through (undefined) or sends it elsewhere (a router path). */
export type GuardResult = { redirectTo: string } | undefined;
export type RouteGuard = (context: GuardContext) => GuardResult;

/**
 * The host's navigation bar shows its own title, so the page title must reach it before the page renders,
 * not after (SPEC section 2: the guarded titled pages).
 */
export const setHostTitle: RouteGuard = ({ title }) => {
  document.title = title;
  getBridgeCall('setTitle')?.(title);
  return undefined;
};

/** Checks run in order before a guarded page is entered; add login or permission checks here. */
export const routeGuards: readonly RouteGuard[] = [setHostTitle];

export const runRouteGuards = (context: GuardContext, guards: readonly RouteGuard[] = routeGuards): GuardResult => {
  for (const guard of guards) {
    const result = guard(context);
    if (result) return result;
  }
  return undefined;
};
