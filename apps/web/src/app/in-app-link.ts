import { findPageEntry } from './page-paths';
import { getBasePath, getHref, type Query } from './paths';

export type LinkTarget =
  | { kind: 'in-app'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'deep-link'; name: DeepLinkName; params: Record<string, string> }
  | { kind: 'none' };

/**
 * The named deep links of SPEC section 2 this app follows (app/deep-links.ts). The other (the user guide)
 * names a page not built yet.
 */
export const DEEP_LINK_NAMES = [
  'lineDetail',
  'myInvitation',
  'myCoupon',
  'myLineDemand',
  'allLines',
  'myAddress',
  'lineAssemble',
  'groupLine',
  'myCompany',
] as const;
export type DeepLinkName = (typeof DEEP_LINK_NAMES)[number];

export const isDeepLinkName = (name: string): name is DeepLinkName => (DEEP_LINK_NAMES as readonly string[]).includes(name);

/** A named deep link of SPEC section 2 in a server's link: `udian-link:myInvitation`, `udian-link:lineDetail?lineId=12`. */
export const DEEP_LINK_SCHEME = 'udian-link:';

const resolveDeepLink = (text: string): LinkTarget => {
  const [name = '', search = ''] = text.slice(DEEP_LINK_SCHEME.length).split('?', 2);
  if (!isDeepLinkName(name)) return { kind: 'none' };
  return { kind: 'deep-link', name, params: Object.fromEntries(new URLSearchParams(search)) };
};

/**
 * Where a link from the server (a banner's linkUrl) leads. A page path (page-paths.ts), with or without the
 * base path and `.html`, on this origin, becomes a getHref link navigated in place; an http(s) address of
 * another site is left to the browser; a named deep link (`udian-link:`, app/deep-links.ts) is followed by
 * its handler; anything else (empty, unknown path or name, javascript:) does nothing.
 */
export const resolveLink = (linkUrl: string, origin: string = window.location.origin): LinkTarget => {
  const text = linkUrl.trim();
  if (!text) return { kind: 'none' };
  if (text.startsWith(DEEP_LINK_SCHEME)) return resolveDeepLink(text);
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
