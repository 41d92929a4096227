import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { buyOneTicket } from './journeys';
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
const OPENED_FROM_OUTSIDE: Readonly<Record<string, string>> = {
  '/ydbus/login': 'the older section login, opened by old host links',
  '/ydbus/line-info': 'the older section line page, opened by old host links',
  '/ydbus/buy-ticket': 'the older section buy page, opened by old host links',
  '/ydbus/search-addr': 'the older section search, opened by old host links',
  '/ydbus/search-result': 'the older section search results, opened by old host links',
  '/ydbus/ticket': 'the older section ticket list, opened by old host links',
};

/**
 * Pages that still have no tap leading to them, each with what is missing. The list may only shrink: the
 * test fails when a page here becomes reachable, so that it leaves the list the day it gets its entry.
 */
const NOT_YET_REACHED: Readonly<Record<string, string>> = {
  '/udianbus/app/line/line-share': 'line-info 分享 copies a link instead of opening the share page',
  '/udianbus/app/line/line-info-share': 'opened by a shared link only',
  '/udianbus/app/line/line-group-share': 'opened by a shared link only',
  '/udianbus/app/line/line-info-adjustment': "only from a line with an adjustment notice; the crawler opens one line's page",
  '/udianbus/app/group-optimize/search-result': 'needs a start and an end chosen by typing a place',
  '/ydbus/waiting-paid': 'behind 提交订单, which the crawler does not tap',
  '/udianbus/app/ticket/buy-ticket-success': 'behind paying, which the crawler does not tap',
  '/udianbus/app/bus-code': "no entry outside the ticket's check window",
  '/udianbus/common/share-ticket': 'ticket-info 分享 copies a link instead of opening the page',
};

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

/** What a passenger can tap on the page, as locators that survive a reload of the same page. */
const tapTargets = async (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const selector = 'a[href], button, [role="button"], [role="tab"], [role="link"], .adm-tab-bar-item, .adm-list-item-content, [onclick]';
    const all = [...document.querySelectorAll<HTMLElement>(selector)];
    return all
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && !element.closest('[aria-disabled="true"], :disabled');
      })
      .map((element, index) => {
        element.dataset.crawl = String(index);
        return String(index);
      });
  });

const crawl = async (page: Page, startUrl: string, reached: Map<string, Reached>, badTaps: string[]) => {
  const queue: string[] = [startUrl];
  reached.set(routerPath(startUrl), { path: routerPath(startUrl), url: startUrl, from: 'start' });
  while (queue.length > 0) {
    const url = queue.shift() as string;
    await page.goto(url);
    await settle(page);
    const targets = await tapTargets(page);
    for (const target of targets) {
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
        }
      }
      // Back to the page for the next tap (a page reached by taps, so typing its address is fair).
      if (page.url() !== before || (await page.locator('.adm-mask, [role="dialog"]').first().isVisible().catch(() => false))) {
        await page.goto(before);
        await settle(page);
        await tapTargets(page);
      }
    }
  }
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

test('every page is reachable by taps from home, logged out and logged in, and none scrolls sideways, shows a native select, a bare checkbox or English', async ({ page, baseURL }) => {
  test.setTimeout(900_000);
  const home = `${baseURL}/udianbus/app/home.html`;
  const badTaps: string[] = [];

  const loggedOut = new Map<string, Reached>();
  await crawl(page, home, loggedOut, badTaps);

  // A fresh start: the logged-out crawl may have chosen another city.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await buyOneTicket(page, uniquePhone('135'));
  const loggedIn = new Map<string, Reached>();
  await crawl(page, home, loggedIn, badTaps);

  const reached = new Map([...loggedOut, ...loggedIn]);
  if (process.env.CRAWL_REPORT) for (const entry of reached.values()) console.log(`${entry.path} ⟵ ${entry.from}`);
  const missing = builtPages.filter((path) => !reached.has(path) && !(path in OPENED_FROM_OUTSIDE) && !(path in NOT_YET_REACHED));
  const nowReached = Object.keys(NOT_YET_REACHED).filter((path) => reached.has(path));
  const report = [
    ...missing.map((path) => `未能点击到达：${path}`),
    ...badTaps.map((tap) => `点到了不存在的页面：${tap}`),
    ...nowReached.map((path) => `已可点击到达，请从 NOT_YET_REACHED 删除：${path}`),
  ];
  expect(report, `logged out reached ${loggedOut.size}, in all ${reached.size} of ${builtPages.length}`).toEqual([]);

  // The look of every page reached, in the logged-in session (its order and ticket pages included).
  const problems: string[] = [];
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 700 });
    for (const entry of reached.values()) {
      await page.goto(entry.url);
      await settle(page);
      for (const problem of await lookProblems(page)) problems.push(`${width}px ${entry.path}: ${problem}`);
    }
  }
  expect(problems, 'sideways scroll, native selects, bare checkboxes or English').toEqual([]);
});

