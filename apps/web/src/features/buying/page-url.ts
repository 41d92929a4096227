/**
 * Changing this page's own address without navigating. A choice on the buying page is not a new page: no
 * page-enter log, no scroll to top, no re-render; the history entry keeps its key, so the router still
 * knows it. A reload or a return to this entry then shows the same choice.
 */
import { navigateTo } from '../../app/navigation';

export const replaceUrlSilently = (href: string): void => {
  if (`${window.location.pathname}${window.location.search}` === href) return;
  window.history.replaceState(window.history.state, '', href);
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
