import { Suspense, lazy, useEffect, useRef, useState, useTransition, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserHistory, type BrowserHistory, type HistoryState } from './browser-history';
import { normalizeLocation } from './html-suffix';
import { loadPage } from './lazy-page';
import { registerNavigator } from './navigation';
import { pageLoaders, type PageLoader } from './page-loaders';
import { PageFrame, preloadFrameBars } from './page-frame';
import { PageReady } from './page-ready';
import { HOME_PATH, pageTable, type PageEntry } from './page-paths';
import { getPageHeading, getPageTitle } from './page-title';
import { getBasePath, toRouterPath } from './paths';
import { notifyRouteChange, registerRoutePlugin, type RouteLocation } from './route-events';
import { runRouteGuards } from './route-guards';
import { NavigationProgress, PageErrorBoundary } from './route-screens';

/** A page of the table that is built: its settings and the loader of its code. */
export type RoutedPage = PageEntry & { page: PageLoader };

/** Pages that exist, by the pathname they are served at. Paths without a page render the not-found page. */
const pagesByPathname = new Map<string, RoutedPage>(
  pageTable.flatMap((entry): Array<[string, RoutedPage]> => {
    const page = pageLoaders[entry.path];
    return page ? [[`${entry.path}.html`, { ...entry, page }]] : [];
  }),
);

export const findPage = (pathname: string): RoutedPage | undefined => pagesByPathname.get(pathname);

// Rare: its own chunk, out of every first load.
const NotFoundPage = lazy(() => import('../components/not-found-page').then((module) => ({ default: module.NotFoundPage })));

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
const lazyPageFor = (entry: RoutedPage) => {
  let page = lazyPages.get(entry.path);
  if (!page) {
    page = lazy(async () => ({ default: await loadPage(entry.page) }));
    lazyPages.set(entry.path, page);
  }
  return page;
};

/**
 * Runs the guards of a guarded page before it is entered. Returns the location to go to instead, if any.
 */
export const guardNavigation = (state: HistoryState): string | undefined => {
  const entry = findPage(state.location.pathname);
  if (!entry?.isGuarded) return undefined;
  return runRouteGuards({ entry, title: getPageTitle(entry) })?.redirectTo;
};

const titlePlugin = { name: 'document-title', onRouteChange: (to: RouteLocation) => void (document.title = to.title) };

/**
 * Creates the history and wires it to the rest of the app: link and helper navigation, titles, and the
 * entry URL's `.html` suffix, fixed before the first render so the first page counts as an entry (POP).
 */
export const startRouter = (): BrowserHistory => {
  const { pathname, search, hash } = window.location;
  const target = normalizeLocation({ pathname: toRouterPath(pathname), search, hash });
  if (target !== null) window.history.replaceState(window.history.state, '', `${getBasePath()}${target}`);

  const history = createBrowserHistory();
  registerRoutePlugin(titlePlugin);
  preloadFrameBars();
  registerNavigator((href, { isReplace }) => (isReplace ? history.replace(toRouterPath(href)) : history.push(toRouterPath(href))));
  return history;
};

/**
 * Renders the page of the current location. Navigations are transitions, so the old page stays on screen
 * (with a thin progress bar) while the next page's chunk loads.
 */
export const AppRouter = ({ history }: { history: BrowserHistory }) => {
  const [state, setState] = useState(history.get);
  const shown = useRef(state);
  const [isPending, startTransition] = useTransition();
  const previous = useRef<RouteLocation | null>(null);

  useEffect(() => {
    const accept = (next: HistoryState) => {
      const redirectTo = guardNavigation(next);
      if (redirectTo) history.replace(redirectTo);
      // The first page is already shown (or hydrated): an update now would only render it again.
      else if (next !== shown.current) {
        shown.current = next;
        startTransition(() => setState(next));
      }
    };
    const unlisten = history.listen(accept);
    accept(history.get());
    return unlisten;
  }, [history]);

  const { location, action } = state;
  const target = normalizeLocation(location);
  const entry = target === null ? findPage(location.pathname) : undefined;

  useEffect(() => {
    if (target !== null) {
      history.replace(target);
      return;
    }
    const to: RouteLocation = { ...location, title: getPageTitle(entry) };
    notifyRouteChange(to, previous.current, action);
    previous.current = to;
    if (action !== 'POP') window.scrollTo(0, 0);
    // The location's key identifies a navigation; the other values derive from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.pathname, target]);

  if (target !== null) return null;
  if (!entry) {
    return (
      <PageFrame heading="页面不存在">
        <PageErrorBoundary>
          <Suspense fallback={null}>
            <NotFoundPage />
            <PageReady />
          </Suspense>
        </PageErrorBoundary>
      </PageFrame>
    );
  }
  const Page = lazyPageFor(entry);
  return (
    <>
      {isPending ? <NavigationProgress /> : null}
      <PageFrame key={location.pathname} heading={getPageHeading(entry)} tab={entry.tab} isHome={entry.path === HOME_PATH}>
        <PageErrorBoundary>
          <Suspense fallback={null}>
            <Page />
            <PageReady />
          </Suspense>
        </PageErrorBoundary>
      </PageFrame>
    </>
  );
};
