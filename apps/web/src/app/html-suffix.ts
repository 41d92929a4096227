import { HOME_PATH } from './page-paths';

export const HOME_HTML = `${HOME_PATH}.html`;

/**
 * SPEC section 2: every page is served with `.html`. Returns the pathname a router location must be replaced
 * with, or null when it is already right. The root and /index.html open home.
 */
export const normalizeHtmlPath = (pathname: string): string | null => {
  if (pathname === '' || pathname === '/' || pathname === '/index.html') return HOME_HTML;
  if (pathname.endsWith('.html')) return null;
  return `${pathname.replace(/\/+$/, '')}.html`;
};

export type PathParts = { pathname: string; search: string; hash: string };

/** The replacement location with query and hash kept, or null. */
export const normalizeLocation = ({ pathname, search, hash }: PathParts): string | null => {
  const target = normalizeHtmlPath(pathname);
  return target === null ? null : `${target}${search}${hash}`;
};
