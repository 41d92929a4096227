import { findPageEntry } from './page-paths';
import { getBasePath, getHref, type Query } from './paths';

export type LinkTarget =
  | { kind: 'in-app'; href: string }
  | { kind: 'address'; href: string }
  | { kind: 'deep-link'; name: DeepLinkName; params: Record<string, string> }
  | { kind: 'none' };

/** The named deep links of SPEC section 2, every one of them (followed in app/deep-links.ts; decision 059). */
export const DEEP_LINK_NAMES = [
  'lineDetail',
  'myInvitation',
  'myCoupon',
  'myLineDemand',
  'allLines',
  'userGuide',
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
 * Where a link from the server (a banner's linkUrl) leads. A named deep link (`udian-link:`,
 * app/deep-links.ts) is followed by its handler; a page path (page-paths.ts), with or without the base path
 * and `.html`, on this origin, becomes a getHref link navigated in place; any other http(s) link (another
 * site, or a path of this origin that is no page) is passed through as its encoded address, which the browser
 * opens (SPEC section 2). Nothing else leads anywhere: empty, an unknown deep-link name, or another scheme
 * (javascript:, data:), never handed to the browser.
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
  // The URL parser percent-encodes what an address may not carry as it is (spaces, Chinese text).
  const passedThrough: LinkTarget = { kind: 'address', href: url.href };
  if (url.origin !== origin) return passedThrough;
  const base = getBasePath();
  let path = base && url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
  if (path.endsWith('.html')) path = path.slice(0, -'.html'.length);
  const entry = findPageEntry(path);
  if (!entry) return passedThrough;
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  return { kind: 'in-app', href: getHref(entry.path, query as Query) };
};
