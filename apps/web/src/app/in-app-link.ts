import { findPageEntry } from './page-paths';
import { getBasePath, getHref, type Query } from './paths';

export type LinkTarget = { kind: 'in-app'; href: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * Where a link from the server (a banner's linkUrl) leads. A page path (page-paths.ts), with or without the
 * base path and `.html`, on this origin, becomes a getHref link navigated in place; an http(s) address of
 * another site is left to the browser; anything else (empty, unknown path, javascript:) does nothing.
 */
export const resolveLink = (linkUrl: string, origin: string = window.location.origin): LinkTarget => {
  const text = linkUrl.trim();
  if (!text) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'none' };
  if (url.origin !== origin) return { kind: 'external', href: url.href };
  const base = getBasePath();
  let path = base && url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
  if (path.endsWith('.html')) path = path.slice(0, -'.html'.length);
  const entry = findPageEntry(path);
  if (!entry) return { kind: 'none' };
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  return { kind: 'in-app', href: getHref(entry.path, query as Query) };
};
