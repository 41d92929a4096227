import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { buyByTaps } from './journeys';
import { uniquePhone } from './sms-login';

/**
 * Every page is reachable by taps from home. A crawler starts at home and taps what a passenger can tap
 * (links, tabs, buttons, list rows); it never types a page's address to reach a page, only to come back to a
 * page it already reached by taps. It runs logged out, then logged in with a real order and ticket, and fails
 * naming every page it could not reach and every tap that landed on the not-found page.
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
};

/**
 * Pages that still have no tap leading to them, each with what is missing. The list may only shrink: the
 * test fails when a page here becomes reachable, so that it leaves the list the day it gets its entry.
 */
const NOT_YET_REACHED: Readonly<Record<string, string>> = {};

/** Taps the crawler leaves alone: they end the session, delete, pay, or change what the next pages show. */
const RISKY = /退出|删除|注销|解绑|清除|取消订单|确认支付|去支付|支付|提交|确认退票|保存|获取验证码|复制|重新定位|刷新/;

type Reached = { path: string; url: string; from: string };

const routerPath = (url: string): string => new URL(url).pathname.replace(/\.html$/, '');

const settle = async (page: Page) => {
  await page.waitForLoadState('domcontentloaded');
  await page.waitForTimeout(350);
  await expect(page.getByRole('progressbar', { name: '加载中' })).toHaveCount(0, { timeout: 5000 }).catch(() => undefined);
};

const isNotFound = (page: Page) => page.getByRole('heading', { name: '页面不存在', exact: true }).isVisible();

/**
 * Numbers what a passenger can tap on the page that is not numbered yet, from `from` on, and answers the new
 * numbers: at first every target, later the ones a tap revealed (a share link, a sheet's rows).
 */
const tapTargets = async (page: Page, from = 0): Promise<string[]> =>
  page.evaluate((start) => {
    const selector = 'a[href], button, [role="button"], [role="tab"], [role="link"], .adm-tab-bar-item, .adm-list-item-content, [onclick]';
    const all = [...document.querySelectorAll<HTMLElement>(selector)];
    return all
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return element.dataset.crawl === undefined && box.width > 0 && box.height > 0 && !element.closest('[aria-disabled="true"], :disabled');
      })
      .map((element, index) => {
        element.dataset.crawl = String(start + index);
        return String(start + index);
      });
  }, from);

/** How many other addresses of one page a tap may add (a picker that asks for the other end, say). */
const MORE_URLS_PER_PAGE = 1;

const crawl = async (page: Page, startUrl: string, reached: Map<string, Reached>, badTaps: string[]) => {
  const queue: string[] = [startUrl];
  const queuedUrls = new Set<string>([startUrl]);
  const moreUrls = new Map<string, number>();
  reached.set(routerPath(startUrl), { path: routerPath(startUrl), url: startUrl, from: 'start' });
  while (queue.length > 0) {
    const url = queue.shift() as string;
    await page.goto(url);
    await settle(page);
    const targets = await tapTargets(page);
    for (let next = 0; next < targets.length; next += 1) {
      const target = targets[next] as string;
      const element = page.locator(`[data-crawl="${target}"]`);
      if ((await element.count()) === 0) continue;
      const label = ((await element.first().innerText().catch(() => '')) || (await element.first().getAttribute('aria-label')) || '').trim().slice(0, 30);
      const href = await element.first().getAttribute('href');
      if (RISKY.test(label)) continue;
      // tel: and other sites leave the app: a pending tel: navigation would swallow every later tap.
      if (href !== null && !href.startsWith('/')) continue;
      const hrefPath = href && href.endsWith('.html') ? routerPath(new URL(href, url).href) : href?.includes('.html?') ? routerPath(new URL(href, url).href) : null;
      // A link to a page already reached needs no tap.
      if (hrefPath && reached.has(hrefPath)) continue;
      const before = page.url();
      await element.first().click({ timeout: 2000 }).catch(() => undefined);
      await page.waitForTimeout(250);
      const after = page.url();
      if (after !== before && new URL(after).origin === new URL(startUrl).origin) {
        await settle(page);
        const path = routerPath(after);
        if (await isNotFound(page)) badTaps.push(`${routerPath(before)} → 「${label}」 → ${path} (页面不存在)`);
        else if (!reached.has(path)) {
          reached.set(path, { path, url: after, from: `${routerPath(before)} 「${label}」` });
          queue.push(after);
          queuedUrls.add(after);
        } else if (href === null && path === routerPath(before) && !queuedUrls.has(after) && (moreUrls.get(path) ?? 0) < MORE_URLS_PER_PAGE) {
          // A button that keeps the page but changes what it shows (the end's picker after the start's).
          moreUrls.set(path, (moreUrls.get(path) ?? 0) + 1);
          queue.push(after);
          queuedUrls.add(after);
        }
      }
      // Back to the page for the next tap (a page reached by taps, so typing its address is fair).
      if (page.url() !== before || (await page.locator('.adm-mask, [role="dialog"]').first().isVisible().catch(() => false))) {
        await page.goto(before);
        await settle(page);
        await tapTargets(page);
      } else {
        // The tap revealed more to tap (a share link, say): those come after the rest.
        targets.push(...(await tapTargets(page, targets.length)));
      }
    }
  }
};

/** Serious and critical accessibility violations (axe-core's WCAG 2.x A and AA rules) on the page as shown. */
const accessibilityProblems = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
};

/** Words of data that may stay Latin on screen (units, the product's own codes). */
const LATIN_ALLOWED = new Set(['gzip']);

/**
 * What a passenger must never see on a page: a native <select>, a bare browser checkbox, a sideways scroll,
 * or an English word (four or more Latin letters) in visible text or in an aria label, title, alt or
 * placeholder. Plates, order numbers and line codes are data, and shorter than a word or mixed with digits.
 */
const lookProblems = async (page: Page): Promise<string[]> =>
  page.evaluate((allowed) => {
    const problems: string[] = [];
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      problems.push(`scrolls sideways: ${document.documentElement.scrollWidth}px in ${window.innerWidth}px`);
    }
    for (const select of document.querySelectorAll('select')) if (isShown(select)) problems.push('a native select');
    for (const box of document.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
      if (isShown(box) && getComputedStyle(box).appearance !== 'none') problems.push(`a bare ${box.type}`);
    }
    const words = (text: string) => (text.match(/(?<![A-Za-z0-9])[A-Za-z]{4,}(?![A-Za-z0-9])/g) ?? []).filter((word) => !allowed.includes(word.toLowerCase()));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript') || !isShown(parent)) continue;
      for (const word of words(node.textContent ?? '')) problems.push(`English text 「${word}」 in 「${(node.textContent ?? '').trim().slice(0, 40)}」`);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        for (const word of words(element.getAttribute(name) ?? '')) problems.push(`English ${name} 「${word}」`);
      }
    }
    return [...new Set(problems)];
  }, [...LATIN_ALLOWED]);

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

/** The look of every page at one width, with axe where asked. */
const lookAt = async (page: Page, entries: Reached[], width: number, withAxe: boolean): Promise<string[]> => {
  const problems: string[] = [];
  await page.setViewportSize({ width, height: 700 });
  for (const entry of entries) {
    await page.goto(entry.url);
    await settle(page);
    for (const problem of await lookProblems(page)) problems.push(`${width}px ${entry.path}: ${problem}`);
    if (withAxe) for (const problem of await accessibilityProblems(page)) problems.push(`${entry.path}: ${problem}`);
  }
  return problems;
};

test('every page is reachable by taps from home, logged out and logged in, and none scrolls sideways, shows a native select, a bare checkbox or English, or fails axe', async ({ browser, baseURL }) => {
  test.setTimeout(900_000);
  const home = `${baseURL}/udianbus/app/home.html`;
  const badTaps: string[] = [];
  // Two passengers at once, one never logging in, one buying: the crawl waits on pages far more than on the machine.
  const outContext = await browser.newContext(phoneContext());
  const inContext = await browser.newContext(phoneContext());
  const outPage = await outContext.newPage();
  const page = await inContext.newPage();

  const loggedOut = new Map<string, Reached>();
  const bought = new Map<string, Reached>();
  const loggedIn = new Map<string, Reached>();
  await Promise.all([
    crawl(outPage, home, loggedOut, badTaps),
    (async () => {
      // The purchase itself, tapped from home: its pages (waiting-paid, the success page) count as reached.
      await buyByTaps(page, uniquePhone('135'), (url) => {
        const path = routerPath(url);
        if (builtPages.includes(path) && !bought.has(path)) bought.set(path, { path, url, from: '购票流程' });
      });
      await crawl(page, home, loggedIn, badTaps);
    })(),
  ]);
  await outContext.close();

  const reached = new Map([...bought, ...loggedOut, ...loggedIn]);
  if (process.env.CRAWL_REPORT) for (const entry of reached.values()) console.log(`${entry.path} ⟵ ${entry.from}`);
  const missing = builtPages.filter((path) => !reached.has(path) && !(path in OPENED_FROM_OUTSIDE) && !(path in NOT_YET_REACHED));
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

  // The look of every page reached, in the logged-in session (its order and ticket pages included), at two
  // widths at once: a second page of the same session takes 375 px and axe.
  const lookContext = await browser.newContext({ ...phoneContext(), storageState: await inContext.storageState() });
  const entries = [...reached.values()];
  const problems = (await Promise.all([lookAt(page, entries, 320, false), lookAt(await lookContext.newPage(), entries, 375, true)])).flat();
  await Promise.all([lookContext.close(), inContext.close()]);
  expect(problems, 'sideways scroll, native selects, bare checkboxes, English or serious accessibility violations').toEqual([]);
});

test('the look check finds a sideways scroll, a native select, a bare checkbox and an English word', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.setContent(`<body style="margin:0">
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
