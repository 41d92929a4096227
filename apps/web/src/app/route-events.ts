/**
 * Route-change hooks (SPEC section 2): plugins such as the behaviour log, monitoring and the document
 * title register here instead of the router knowing about each of them.
 */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** A location inside the app: pathname without the base path, as page-paths.ts writes it plus `.html`. */
export type RouteLocation = {
  pathname: string;
  search: string;
  hash: string;
  /** The document title of the page (the product name when the route has none). */
  title: string;
};

export type RoutePlugin = {
  name: string;
  onRouteChange: (to: RouteLocation, from: RouteLocation | null, navigationType: NavigationType) => void;
};

export type PageEvent = { type: 'enter' | 'leave'; page: RouteLocation };
export type PageEventListener = (event: PageEvent) => void;

const plugins = new Map<string, RoutePlugin>();
const pageListeners = new Set<PageEventListener>();
let currentRoute: RouteLocation | null = null;

/** The page on screen, for plugins that start after the first navigation (they are loaded on idle). */
export const getCurrentRoute = (): RouteLocation | null => currentRoute;

/** A plugin registered twice under one name replaces the first, so hot reloads do not double-log. */
export const registerRoutePlugin = (plugin: RoutePlugin): (() => void) => {
  plugins.set(plugin.name, plugin);
  return () => {
    if (plugins.get(plugin.name) === plugin) plugins.delete(plugin.name);
  };
};

export const onPageEvent = (listener: PageEventListener): (() => void) => {
  pageListeners.add(listener);
  return () => {
    pageListeners.delete(listener);
  };
};

/** One failing plugin must not stop the others or the navigation. */
const safely = (run: () => void, name: string) => {
  try {
    run();
  } catch (error) {
    console.error(`[route-events] ${name} failed`, error);
  }
};

/**
 * Called by the router after every completed navigation. Going back (POP) leaves the page that was on
 * screen; every change enters the new one.
 */
export const notifyRouteChange = (to: RouteLocation, from: RouteLocation | null, navigationType: NavigationType): void => {
  currentRoute = to;
  for (const plugin of [...plugins.values()]) safely(() => plugin.onRouteChange(to, from, navigationType), plugin.name);
  const events: PageEvent[] = [];
  if (navigationType === 'POP' && from) events.push({ type: 'leave', page: from });
  events.push({ type: 'enter', page: to });
  for (const event of events) {
    for (const listener of [...pageListeners]) safely(() => listener(event), `page ${event.type}`);
  }
};
