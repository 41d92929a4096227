/**
 * The two ways a host login leaves the page, apart so that tests can watch them (jsdom cannot navigate).
 */

/** Reloads the page after a host login, so that everything on it is fetched as the logged-in passenger. */
export const reloadPage = (): void => window.location.reload();

/** Leaves for another site (the messaging app's authorisation page) without a history entry for this page. */
export const replacePage = (url: string): void => window.location.replace(url);
