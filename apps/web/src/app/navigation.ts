/**
 * Lets code outside React (the request helper) navigate. The router registers its navigate at start;
 * before that, or without a router, the browser loads the page.
 */
export type NavigateOptions = { isReplace?: boolean };
export type Navigator = (href: string, options: NavigateOptions) => void;

let navigator: Navigator | undefined;

export const registerNavigator = (next: Navigator): (() => void) => {
  navigator = next;
  return () => {
    if (navigator === next) navigator = undefined;
  };
};

/** `href` comes from getHref (base path included). */
export const navigateTo = (href: string, options: NavigateOptions = {}): void => {
  if (navigator) {
    navigator(href, options);
    return;
  }
  if (options.isReplace) window.location.replace(href);
  else window.location.assign(href);
};

/**
 * Back to the page that opened this one. A page entered directly (a shared link, a reload) has no in-app
 * page behind it, so it goes to `fallbackHref` instead of leaving the app.
 */
export const goBack = (fallbackHref: string): void => {
  const state = window.history.state as { key?: unknown } | null;
  // Only pages reached through the router carry a key; the entry page does not.
  if (window.history.length > 1 && typeof state?.key === 'string') window.history.back();
  else navigateTo(fallbackHref, { isReplace: true });
};
