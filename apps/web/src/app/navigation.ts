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
