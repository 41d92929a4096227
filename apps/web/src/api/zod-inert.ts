/**
 * What `zod` is in the browser bundle (vite.config.ts aliases it here). The web app imports the API
 * contracts for their method, prefix and path and for their types; it never validates with zod at run
 * time (the server does). Without this, every page that calls the API would carry zod (about 23 KB gzip)
 * and the home page could not meet its 100 KB budget (docs/decisions/015-zod-out-of-the-browser.md).
 *
 * Every schema built here is this same inert value: any property, call or chain returns it, so the
 * contracts' module code runs unchanged and costs nothing. Types still come from the real zod package.
 */
const inert: unknown = new Proxy(() => undefined, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : inert),
  apply: () => inert,
  construct: () => inert as object,
});

export const z = inert;
export default inert;
