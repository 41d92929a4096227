import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useMemo, useSyncExternalStore } from 'react';

/** Where the console lives on the server; every path the console speaks of is under it. */
export const CONSOLE_BASE = '/ops';

export type ConsoleLocation = {
  /** The path under /ops, always starting with '/': '/', '/orders/UD1'. */
  path: string;
  search: URLSearchParams;
};

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
};

/** '/ops/orders/' → '/orders'; anything outside /ops counts as the home path. */
export const toConsolePath = (pathname: string): string => {
  if (pathname !== CONSOLE_BASE && !pathname.startsWith(`${CONSOLE_BASE}/`)) return '/';
  const inside = pathname.slice(CONSOLE_BASE.length).replace(/\/+$/, '');
  return inside || '/';
};

/** '/orders?x=1' → '/ops/orders?x=1'. */
export const toHref = (to: string): string => `${CONSOLE_BASE}${to.startsWith('/') ? to : `/${to}`}`;

const snapshot = () => `${window.location.pathname}${window.location.search}`;

export const currentPath = (): ConsoleLocation => ({
  path: toConsolePath(window.location.pathname),
  search: new URLSearchParams(window.location.search),
});

/** Moves the console to a path under /ops ('/orders/UD1?tab=refunds'); isReplace keeps history short. */
export const navigate = (to: string, options: { isReplace?: boolean } = {}) => {
  const href = toHref(to);
  if (href === snapshot()) return;
  if (options.isReplace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  notify();
};

/** The current path under /ops and its query; re-renders on every navigation. */
export const useLocation = (): ConsoleLocation => {
  const href = useSyncExternalStore(subscribe, snapshot, () => '/ops/');
  return useMemo(() => {
    const url = new URL(href, 'http://console.local');
    return { path: toConsolePath(url.pathname), search: url.searchParams };
  }, [href]);
};

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children?: ReactNode };

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

/** A real link (open in a new tab works) that moves within the console without reloading. */
export const Link = ({ to, onClick, target, ...rest }: LinkProps) => (
  <a
    {...rest}
    target={target}
    href={toHref(to)}
    onClick={(event) => {
      onClick?.(event);
      if (!isPlainClick(event) || (target && target !== '_self')) return;
      event.preventDefault();
      navigate(to);
    }}
  />
);
