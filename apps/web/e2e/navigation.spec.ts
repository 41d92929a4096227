import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, readyOnNavigation, test } from './fixtures';
import { buyByTaps, submitDemandByTaps } from './journeys';
import { accessibilityProblems, crawl, isNotFound, lookProblems, routerPath, settle, type FirstLook, type Reached } from './page-crawler';
import { uniquePhone } from './sms-login';

/**
 * Every page is reachable by taps from home. A crawler starts at home and taps what a passenger can tap
 * (links, tabs, buttons, list rows); it never types a page's address to reach a page, only to come back to a
 * page it already reached by taps. It runs logged out, then logged in with a real order and ticket and a
 * demand for a new line, and fails naming every page it could not reach and every tap that landed on the
 * not-found page.
 */

/** The pages of the build (apps/web/build/built-pages.ts writes the list). */
const builtPages: string[] = JSON.parse(fs.readFileSync(new URL('../dist/built-pages.json', import.meta.url), 'utf8'));

/**
 * Pages that only an address from outside the app opens, never a tap inside it: the older bus section's
 * twins (kept for the links that hosts and passengers saved), and the pages a shared link opens for
 * someone else. Each name says why; the rest must be reached.
 */
const OPENED_FROM_OUTSIDE: Readonly<Record<string, { twinOf: string; why: string }>> = {
  '/ydbus/login': { twinOf: '/udianbus/app/login', why: 'the older section login, opened by old host links' },
  '/ydbus/line-info': { twinOf: '/udianbus/app/line/line-info', why: 'the older section line page, opened by old host links' },
  '/ydbus/buy-ticket': { twinOf: '/udianbus/app/buy-ticket', why: 'the older section buy page, opened by old host links' },
  '/ydbus/search-addr': { twinOf: '/udianbus/app/group-optimize/search-address', why: 'the older section search, opened by old host links' },
  '/ydbus/search-result': { twinOf: '/udianbus/app/group-optimize/search-result', why: 'the older section search results, opened by old host links' },
  '/ydbus/ticket': { twinOf: '/udianbus/app/ticket/my-ticket', why: 'the older section ticket list, opened by old host links' },
  '/ydbus/coupon': { twinOf: '/udianbus/app/coupon/my-coupon', why: 'the older section coupon list, opened by old host links' },
  '/udianbus/app/my-coupon': { twinOf: '/udianbus/app/coupon/my-coupon', why: 'the second address of my coupons (SPEC section 2), opened by host links' },
  '/udianbus/app/my-custom/index_copy': { twinOf: '/udianbus/app/my-custom', why: 'the older section entrance to my customised lines (decision 046), opened by old host links' },
};

/**
 * Pages that still have no tap leading to them, each with what is missing. The list may only shrink: the
 * test fails when a page here becomes reachable, so that it leaves the list the day it gets its entry.
 */
const NOT_YET_REACHED: Readonly<Record<string, string>> = {};

/** The project's phone (viewport, touch, locale, user agent) for contexts the test opens itself. */
const phoneContext = () => {
  const use = test.info().project.use;
  return {
    baseURL: use.baseURL,
    viewport: use.viewport,
    screen: use.screen,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: use.locale,
    timezoneId: use.timezoneId,
    userAgent: use.userAgent,
  };
};

/** The look of a page as it is shown, with axe where asked. */
const lookOf = async (page: Page, withAxe: boolean): Promise<string[]> => [
  ...(await lookProblems(page)).map((problem) => `${page.viewportSize()?.width}px ${problem}`),
  ...(withAxe ? await accessibilityProblems(page) : []),
];

/** The look of each page at one width, with axe where asked. */
const lookAt = async (page: Page, entries: Reached[], width: number, withAxe: boolean): Promise<string[]> => {
  const problems: string[] = [];
  await page.setViewportSize({ width, height: 700 });
  for (const entry of entries) {
    await page.goto(entry.url);
    await settle(page);
    for (const problem of await lookOf(page, withAxe)) problems.push(`${entry.path}: ${problem}`);
  }
  return problems;
};

test('every page is reachable by taps from home, logged out and logged in, and none scrolls sideways, shows a native select, a bare checkbox or English, or fails axe', async ({ browser, baseURL }) => {
  // The crawl takes minutes on a quiet machine; a busy one (CI's two cores) may take three times as long.
  test.setTimeout(2_400_000);
  const started = Date.now();
  const home = `${baseURL}/udianbus/app/home.html`;
  const badTaps: string[] = [];
  // Two passengers at once, one never logging in, one buying, each crawling with two pages of their session:
  // the crawl waits on pages more than on the machine, but more pages time the other specs out on two cores.
  const outContext = await browser.newContext(phoneContext());
  const inContext = await browser.newContext(phoneContext());
  const outPages = [readyOnNavigation(await outContext.newPage()), readyOnNavigation(await outContext.newPage())];
  const page = readyOnNavigation(await inContext.newPage());
  // Each page's look is checked the first time a crawl opens it: the passenger who never logs in at the
  // narrowest phone (320 px), the one who bought at 375 px with axe. Only the pages one of them did not
  // open (the purchase's own pages, the twins) are opened again afterwards for the check they missed.
  for (const outPage of outPages) await outPage.setViewportSize({ width: 320, height: 700 });
  const narrowLook: FirstLook = { check: (p) => lookOf(p, false), problems: [], looked: new Set() };
  const fullLook: FirstLook = { check: (p) => lookOf(p, true), problems: [], looked: new Set() };

  const loggedOut = new Map<string, Reached>();
  const bought = new Map<string, Reached>();
  const loggedIn = new Map<string, Reached>();
  // Both crawls stop once every page sought is reached by one of them or by the purchase.
  const sought = builtPages.filter((path) => !(path in OPENED_FROM_OUTSIDE) && !(path in NOT_YET_REACHED));
  const isDone = () => sought.every((path) => loggedOut.has(path) || loggedIn.has(path) || bought.has(path));
  await Promise.all([
    crawl({ pages: outPages, startUrl: home, reached: loggedOut, badTaps, firstLook: narrowLook, isDone }),
    (async () => {
      // The purchase itself, tapped from home: its pages (waiting-paid, the success page) count as reached.
      await buyByTaps(page, uniquePhone('135'), (url) => {
        const path = routerPath(url);
        if (builtPages.includes(path) && !bought.has(path)) bought.set(path, { path, url, from: '购票流程' });
      });
      // A demand of their own, tapped from home too: my-custom then has a demand to share (its share page).
      await submitDemandByTaps(page, (url) => {
        const path = routerPath(url);
        if (builtPages.includes(path) && !bought.has(path)) bought.set(path, { path, url, from: '需求征集流程' });
      });
      await crawl({ pages: [page, readyOnNavigation(await inContext.newPage())], startUrl: home, reached: loggedIn, badTaps, firstLook: fullLook, isDone });
    })(),
  ]);
  await outContext.close();

  const reached = new Map([...bought, ...loggedOut, ...loggedIn]);
  if (process.env.CRAWL_REPORT) {
    for (const entry of reached.values()) console.log(`${entry.path} ⟵ ${entry.from}`);
    fs.writeFileSync(new URL('../../../.tmp/crawl-reached.json', import.meta.url), JSON.stringify([...reached.values()], null, 2));
  }
  const missing = sought.filter((path) => !reached.has(path));
  const nowReached = Object.keys(NOT_YET_REACHED).filter((path) => reached.has(path));
  const report = [
    ...missing.map((path) => `未能点击到达：${path}`),
    ...badTaps.map((tap) => `点到了不存在的页面：${tap}`),
    ...nowReached.map((path) => `已可点击到达，请从 NOT_YET_REACHED 删除：${path}`),
  ];
  expect(report, `logged out reached ${loggedOut.size}, in all ${reached.size} of ${builtPages.length}`).toEqual([]);

  // Each twin opens from an outside address with the query its main page was reached with, and is a page.
  for (const [path, { twinOf }] of Object.entries(OPENED_FROM_OUTSIDE)) {
    const main = reached.get(twinOf);
    expect(main, `${twinOf}, the twin of ${path}, was reached`).toBeDefined();
    const twinUrl = new URL(main!.url);
    twinUrl.pathname = `${path}.html`;
    await page.goto(twinUrl.href);
    await settle(page);
    expect(await isNotFound(page), `${path} opens a page`).toBe(false);
    reached.set(path, { path, url: twinUrl.href, from: 'an outside address' });
  }

  // The pages a crawl did not open itself (the purchase's pages, the twins, a page reached only logged out
  // or only logged in) get the check they missed, in the logged-in session: 320 px on the crawl's page, 375 px
  // and axe on a second page of the same session, at once.
  const crawled = Date.now();
  const lookContext = await browser.newContext({ ...phoneContext(), storageState: await inContext.storageState() });
  const entries = [...reached.values()];
  const problems = [
    ...narrowLook.problems,
    ...fullLook.problems,
    ...(
      await Promise.all([
        lookAt(page, entries.filter((entry) => !narrowLook.looked.has(entry.path)), 320, false),
        lookAt(readyOnNavigation(await lookContext.newPage()), entries.filter((entry) => !fullLook.looked.has(entry.path)), 375, true),
      ])
    ).flat(),
  ];
  await Promise.all([lookContext.close(), inContext.close()]);
  console.log(`crawl: ${reached.size} pages reached in ${((crawled - started) / 60_000).toFixed(1)} min; looked at in ${((Date.now() - crawled) / 60_000).toFixed(1)} min`);
  expect(problems, 'sideways scroll, native selects, bare checkboxes, English or serious accessibility violations').toEqual([]);
});

test('the look check finds a sideways scroll, a native select, a bare checkbox and an English word', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.setContent(`<meta name="viewport" content="width=device-width"><body style="margin:0">
    <div style="width:400px">宽</div>
    <select><option>一</option></select>
    <input type="checkbox" aria-label="选择">
    <p>Loading 车票</p>
    <button aria-label="Close">关</button>
    <p>订单号 U101 gzip</p>
  </body>`);
  expect(await lookProblems(page)).toEqual([
    'scrolls sideways: 400px in 320px',
    'a native select',
    'a bare checkbox',
    'English text 「Loading」 in 「Loading 车票」',
    'English aria-label 「Close」',
  ]);
});

test('the accessibility check finds a nameless button, an image without alt and unreadable contrast', async ({ page }) => {
  await page.setContent(`<html lang="zh-CN"><head><title>检查</title></head><body><main>
    <button><svg width="16" height="16"></svg></button>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
    <p style="color:#ccc;background:#fff">浅色文字</p>
  </main></body></html>`);
  const problems = (await accessibilityProblems(page)).map((problem) => problem.split(' ')[0]);
  expect(problems).toEqual(expect.arrayContaining(['button-name', 'image-alt', 'color-contrast']));
});
