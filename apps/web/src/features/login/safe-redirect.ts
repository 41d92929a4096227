import { getHref } from '../../app/paths';
import { findPageEntry, HOME_PATH, LEGACY_LOGIN_PATH, LOGIN_PATH } from '../../app/page-paths';

/** The older section's login page is the same page. */
const LOGIN_PATHS: ReadonlySet<string> = new Set([LOGIN_PATH, LEGACY_LOGIN_PATH]);
// Resolving against an origin of our own shows whether the value tried to leave it (//host, /\host, a scheme).
const IN_APP_ORIGIN = 'https://in-app.invalid';

/**
 * Where to go after login: the `redirect` query value when it is a page of this app (a router path such as
 * '/udianbus/app/my-order.html?page=2', as goToLogin writes it), else home. Anything that could leave the
 * app (another origin, a protocol-relative or scheme URL, backslashes) or return to login gives home.
 */
export const resolveRedirect = (raw: string | null | undefined): string => {
  const home = getHref(HOME_PATH);
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return home;
  let url: URL;
  try {
    url = new URL(raw, IN_APP_ORIGIN);
  } catch {
    return home;
  }
  if (url.origin !== IN_APP_ORIGIN) return home;
  const path = url.pathname.endsWith('.html') ? url.pathname.slice(0, -'.html'.length) : url.pathname;
  if (!findPageEntry(path) || LOGIN_PATHS.has(path)) return home;
  return getHref(path, Object.fromEntries(url.searchParams));
};
