import { test as base, type Page } from '@playwright/test';
import { PAGE_READY_ATTRIBUTE } from '@udian/contracts/page-rendering';

/**
 * Pages arrive rendered by the server (decision 043) and become live a moment later, when their script has
 * hydrated them. A passenger rarely taps within that moment; a test would, every time. So a page opened by
 * address waits for the page's mark that it is live (app/page-ready.tsx) before the test goes on.
 */
export const waitForPageReady = async (page: Page): Promise<void> => {
  // Not every page gets there (a test may block a chunk on purpose): after a while the test goes on anyway.
  await page.waitForSelector(`html[${PAGE_READY_ATTRIBUTE}]`, { state: 'attached', timeout: 10_000 }).catch(() => undefined);
};

/** The app's pages are the .html addresses; the sandbox cashier and the API are not. */
const isAppPage = (url: string): boolean => url.startsWith('http') && new URL(url).pathname.endsWith('.html');

/** `goto` and `reload` that return once the page is live. */
export const readyOnNavigation = (page: Page): Page => {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (isAppPage(page.url())) await waitForPageReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (isAppPage(page.url())) await waitForPageReady(page);
    return response;
  };
  return page;
};

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(readyOnNavigation(page));
  },
});

export { expect } from '@playwright/test';
