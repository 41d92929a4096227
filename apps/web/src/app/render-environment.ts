/**
 * Whether this code runs to render a page on the server (ssr/render-page.tsx) rather than in a passenger's
 * browser. On the server nothing is shown or navigated: a failed call leaves its query to the browser,
 * which asks again after hydration and says what went wrong there.
 */
let isServer = false;

export const isServerRender = (): boolean => isServer;

/** Set once by the server render's entry, never in a browser. */
export const markServerRender = (): void => {
  isServer = true;
};
