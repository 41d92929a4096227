/**
 * The current page's query parameters. Pages read them while rendering: the router re-renders the page on
 * every navigation, so a new `?lineId=` is seen without a subscription.
 */
export const getQueryParam = (name: string): string | null => new URLSearchParams(window.location.search).get(name);

/** Line and station ids are decimal strings (the contracts' Id rule). */
const idPattern = /^[1-9]\d{0,15}$/;

export const getIdParam = (name: string): string | null => {
  const value = getQueryParam(name);
  return value !== null && idPattern.test(value) ? value : null;
};
