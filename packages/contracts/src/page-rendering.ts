/**
 * What the server's render of a page and the browser agree on (decision 043): the cookie that tells the
 * server who is logged in (a mirror of the stored login, written by the browser), and the element that
 * carries the render's query answers to the browser for hydration.
 */

/** The stored login as JSON, URI-encoded; read by the server only to render pages, never to authorise a call. */
export const LOGIN_COOKIE = 'udian_login';

/** `<script type="application/json" id="…">` with the server render's dehydrated queries. */
export const APP_STATE_ELEMENT_ID = 'app-state';

/** Set on <html> once the page's code has taken the page over (hydrated, or rendered in the browser). */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';
