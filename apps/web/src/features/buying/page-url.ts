/**
 * This page's own address. A choice on the buying page is written into its query without navigating: no
 * page-enter log, no scroll to top, no re-render; the history entry keeps its key, so the router still
 * knows it, and a reload or a return to this entry shows the same choice.
 */
import { useRef, useState } from 'react';
import { navigateTo } from '../../app/navigation';
import { toRouterPath } from '../../app/paths';

export const replaceUrlSilently = (href: string): void => {
  if (`${window.location.pathname}${window.location.search}` === href) return;
  window.history.replaceState(window.history.state, '', href);
};

/**
 * The same for a page's own query only: while the router is already on its way to another page (the old
 * page stays on screen until the next one's chunk arrives), the address is that page's and is left alone.
 */
export const replaceOwnQuerySilently = (href: string): void => {
  if (new URL(href, window.location.origin).pathname === window.location.pathname) replaceUrlSilently(href);
};

/** The page path (app/page-paths.ts) of the page showing now, e.g. '/ydbus/buy-ticket' (the buying page has two). */
export const currentRoutePath = (): string => toRouterPath(window.location.pathname).replace(/\.html$/, '');

const readEntryKey = (): string => String((window.history.state as { key?: unknown } | null)?.key ?? 'entry');

export type PageLocation = { search: string; entryKey: string };

/**
 * The query and history entry of this page. Pages read them while rendering; during a navigation away the
 * old page renders once more while the address is already the next page's, so that one is not taken.
 * A navigation to this same page with another query (the calendar's 确定) gives a new entry key.
 */
export const usePageLocation = (): PageLocation => {
  const [pathname] = useState(() => window.location.pathname);
  const last = useRef<PageLocation | null>(null);
  if (last.current === null || window.location.pathname === pathname) {
    const next = { search: window.location.search, entryKey: readEntryKey() };
    if (last.current?.search !== next.search || last.current.entryKey !== next.entryKey) last.current = next;
  }
  return last.current;
};

const hasInAppPageBehind = (): boolean => {
  const state = window.history.state as { key?: unknown } | null;
  return window.history.length > 1 && typeof state?.key === 'string';
};

/**
 * Back to the page that opened this one, then that page's address replaced by `href` (the calendar's
 * 确定 hands its dates back this way, leaving no extra entry behind). Without such a page, this one is
 * replaced by `href`.
 */
export const goBackReplacing = (href: string): void => {
  if (!hasInAppPageBehind()) {
    navigateTo(href, { isReplace: true });
    return;
  }
  window.addEventListener('popstate', () => navigateTo(href, { isReplace: true }), { once: true });
  window.history.back();
};
