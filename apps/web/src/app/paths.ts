import { getHostContext } from '../platform/host-context';
import { findPageEntry } from './page-paths';
import { getWebConfig } from './web-config';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** The history base path (README: BASE_PATH), '' at the root of the domain. */
export const getBasePath = (): string => import.meta.env.BASE_URL.replace(/\/+$/, '');

/** Query parameters the super-app reads from every page it opens (SPEC section 2). */
const superAppQuery = (path: string): Record<string, string> => {
  const entry = findPageEntry(path);
  return {
    moduleTitle: entry?.title ?? getWebConfig().productName,
    isLocation: 'true',
    ...(entry?.isRefresh ? { isRefresh: 'yes' } : {}),
  };
};

/**
 * The only way to build an in-app URL. `path` is a page path of page-paths.ts (HOME_PATH); the result has
 * the base path, the `.html` suffix every page is served with, and the super-app's parameters there.
 */
export const getHref = (path: string, query: Query = {}): string => {
  const pagePath = path.endsWith('.html') ? path.slice(0, -'.html'.length) : path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  if (getHostContext().host === 'superApp') {
    for (const [key, value] of Object.entries(superAppQuery(pagePath))) {
      if (!params.has(key)) params.set(key, value);
    }
  }
  const search = params.toString();
  return `${getBasePath()}${pagePath}.html${search ? `?${search}` : ''}`;
};

/** The router works below the base path: this turns a getHref result into a router location. */
export const toRouterPath = (href: string): string => {
  const base = getBasePath();
  return base && (href === base || href.startsWith(`${base}/`)) ? href.slice(base.length) || '/' : href;
};

/** Where the passenger is now, as a router location (for the login page's `redirect`). */
export const getCurrentRouterPath = (): string => {
  const { pathname, search, hash } = window.location;
  return `${toRouterPath(pathname)}${search}${hash}`;
};
