import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';

/**
 * The tap crawler of navigation.spec.ts, and the look and accessibility checks it runs on every page it
 * reached. It taps what a passenger can tap (links, tabs, buttons, list rows) and never types a page's
 * address to reach a page, only to come back to a page it already reached by taps.
 */

/** Taps the crawler leaves alone: they end the session, delete, pay, or change what the next pages show. */
const RISKY = /退出|删除|撤回|注销|解绑|清除|取消订单|确认支付|去支付|支付|提交|确认退票|保存|获取验证码|复制|重新定位|刷新/;

export type Reached = { path: string; url: string; from: string };

export const routerPath = (url: string): string => new URL(url).pathname.replace(/\.html$/, '');

export const settle = async (page: Page) => {
  await page.waitForLoadState('domcontentloaded');
  await page.waitForTimeout(350);
  await expect(page.getByRole('progressbar', { name: '加载中' })).toHaveCount(0, { timeout: 5000 }).catch(() => undefined);
};

export const isNotFound = (page: Page) => page.getByRole('heading', { name: '页面不存在', exact: true }).isVisible();

/** Whether a dialog, a popup or its mask covers the page (a toast's mask is cleared after each tap). */
const isDialogOpen = (page: Page) =>
  page.locator('.adm-mask:not(.adm-toast-mask), [role="dialog"]').first().isVisible().catch(() => false);

/** Something a passenger can tap, named by what it shows and where it leads (stable across reloads). */
type Target = { key: string; label: string; href: string | null };

/**
 * What a passenger can tap on the page as it is now. Each target's key is its kind, words, address and how
 * many alike came before it, so the same target is found again after the page is opened anew; the page keeps
 * the elements by key for `tap`.
 */
const visibleTargets = async (page: Page): Promise<Target[]> =>
  page.evaluate((perGroup) => {
    const selector = 'a[href], button, [role="button"], [role="tab"], [role="link"], .adm-tab-bar-item, .adm-list-item-content, [onclick]';
    const byKey = new Map<string, HTMLElement>();
    const occurrences = new Map<string, number>();
    const perParent = new Map<Element | null, number>();
    const targets: Array<{ key: string; label: string; href: string | null }> = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('[aria-disabled="true"], :disabled')) continue;
      // The title bar's back (app/frame-bars.tsx) is the browser's back, or home for a page opened by its
      // address: never a page the crawl has not reached, and on every page.
      if (element.matches('header button[aria-label="返回"]')) continue;
      const href = element.getAttribute('href');
      // Links each say where they lead (the crawl skips those already reached); buttons of one kind (a
      // calendar's days, a list's switches) do what their first few do.
      if (href === null) {
        const group = element.parentElement?.closest('li')?.parentElement ?? element.parentElement;
        const seen = perParent.get(group) ?? 0;
        perParent.set(group, seen + 1);
        if (seen >= perGroup) continue;
      }
      const label = (element.innerText || element.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 30);
      const base = `${element.tagName}|${element.getAttribute('role') ?? ''}|${label}|${href ?? ''}`;
      const occurrence = occurrences.get(base) ?? 0;
      occurrences.set(base, occurrence + 1);
      const key = `${base}#${occurrence}`;
      byKey.set(key, element);
      targets.push({ key, label, href });
    }
    (window as unknown as { crawlTargets: Map<string, HTMLElement> }).crawlTargets = byKey;
    return targets;
  }, TAPS_PER_GROUP);

/** Taps the target of that key if the page shows it; false when it does not (any more). */
const tap = async (page: Page, key: string): Promise<boolean> => {
  const handle = await page.evaluateHandle((k) => (window as unknown as { crawlTargets?: Map<string, HTMLElement> }).crawlTargets?.get(k) ?? null, key);
  const element = handle.asElement();
  if (!element) return false;
  // A marquee (the home notice bar) is never still, so Playwright's wait for a stable target would time out.
  await element
    .click({ timeout: 1000 })
    .catch(() => element.click({ timeout: 1000, force: true }))
    .catch(() => undefined);
  return true;
};

/** How many of the buttons under one parent (days of a calendar, a list's switches) are tapped. */
const TAPS_PER_GROUP = 4;

/** How many other addresses of one page a tap may add (a picker that asks for the other end, say). */
const MORE_URLS_PER_PAGE = 1;

/**
 * The page's API calls in flight, so that a tap's answer (a share link made by the server, say) is waited for
 * instead of guessed at with a fixed pause.
 */
const trackCalls = (page: Page) => {
  let inFlight = 0;
  const isCall = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());
  page.on('request', (request) => void (isCall(request) && (inFlight += 1)));
  const done = (request: Request) => void (isCall(request) && (inFlight = Math.max(0, inFlight - 1)));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once no call has been in flight for 150 ms, or after 3 s (a page that polls is never quiet). */
    quiet: async () => {
      const giveUpAt = Date.now() + 3000;
      let quietSince = Date.now();
      while (Date.now() < giveUpAt) {
        if (inFlight > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= 150) return;
        await page.waitForTimeout(50);
      }
    },
  };
};

/**
 * Takes the browser's back to `url`: true once the page is there again with its calls answered and nothing
 * loading, false when back leads elsewhere (the tap replaced the address, or left the app).
 */
const goBack = async (page: Page, calls: ReturnType<typeof trackCalls>, url: string): Promise<boolean> => {
  const isBack = await page
    .goBack({ waitUntil: 'commit', timeout: 5000 })
    .then(() => page.waitForURL(url, { timeout: 2000 }))
    .then(() => true)
    .catch(() => false);
  if (!isBack) return false;
  await calls.quiet();
  await expect(page.getByRole('progressbar', { name: '加载中' })).toHaveCount(0, { timeout: 5000 }).catch(() => undefined);
  // The page itself, not the not-found page or a dialog the back left open.
  return !(await isNotFound(page)) && !(await isDialogOpen(page));
};

/**
 * What a crawl checks on each page the first time it opens it, before tapping anything: the page as a
 * passenger first sees it, without a second visit only to look at it. Problems are added with the page's path.
 */
export type FirstLook = { check: (page: Page) => Promise<string[]>; problems: string[]; looked: Set<string> };

export type Crawl = {
  /** Pages of one session (one passenger), each opening the next page queued. */
  pages: readonly Page[];
  startUrl: string;
  /** What the crawl reached, by path, with the tap that reached it. */
  reached: Map<string, Reached>;
  /** Taps that landed on the not-found page. */
  badTaps: string[];
  firstLook?: FirstLook;
  /**
   * Whether every page sought has been reached (by this crawl or another): the crawl then stops at once,
   * without tapping through the pages it has not explored. Their links cannot lead nowhere either way: the
   * app links only with the constants of app/page-paths.ts (a lint rule), each of which has a page
   * (page-table.test.ts).
   */
  isDone?: () => boolean;
};

/**
 * Reaches every page it can by taps from `startUrl`, breadth first: each page reached is opened and what it
 * shows is tapped. Several pages of one session (one passenger) share the queue and what was reached, each
 * opening the next page queued; the crawl ends when none is queued and none is being explored, or once
 * `isDone` says every page sought was reached.
 */
export const crawl = async ({ pages, startUrl, reached, badTaps, firstLook, isDone = () => false }: Crawl) => {
  const crawlStarted = Date.now();
  const queue: string[] = [startUrl];
  // A button that keeps the page but changes what it shows may have changed this tab's session storage too
  // (search-address keeps the start it was given for the end's turn there): that address is explored by the
  // page whose tap made it, never by another tab of the session.
  const ownQueues = new Map<Page, string[]>();
  const queuedUrls = new Set<string>([startUrl]);
  const moreUrls = new Map<string, number>();
  reached.set(routerPath(startUrl), { path: routerPath(startUrl), url: startUrl, from: 'start' });
  let exploring = 0;
  const worker = async (page: Page) => {
    const calls = trackCalls(page);
    const ownQueue: string[] = [];
    ownQueues.set(page, ownQueue);
    for (;;) {
      if (isDone()) return;
      const url = ownQueue.shift() ?? queue.shift();
      if (url === undefined) {
        // Another page may still queue what it reaches.
        if (exploring === 0) return;
        await page.waitForTimeout(100);
        continue;
      }
      exploring += 1;
      try {
        await explore(page, calls, url);
      } finally {
        exploring -= 1;
      }
    }
  };

  /** Opens a page reached and taps what it shows, queueing the pages the taps reach. */
  const explore = async (page: Page, calls: ReturnType<typeof trackCalls>, url: string) => {
    const startedAt = Date.now();
    await page.goto(url);
    await settle(page);
    const path = routerPath(url);
    if (firstLook && !firstLook.looked.has(path)) {
      firstLook.looked.add(path);
      for (const problem of await firstLook.check(page)) firstLook.problems.push(`${path}: ${problem}`);
    }
    const targets: Target[] = [];
    const known = new Set<string>();
    /**
     * Adds the targets the page shows that it did not show before, to be tapped next: what a tap revealed (a
     * share link) lasts only until the page is opened again.
     */
    const addShown = async (at: number): Promise<number> => {
      const fresh = (await visibleTargets(page)).filter((target) => !known.has(target.key));
      for (const target of fresh) known.add(target.key);
      targets.splice(at, 0, ...fresh);
      return fresh.length;
    };
    await addShown(0);
    // What was tapped on this page, by its words and address: a second 出示乘车码 in a list does what the first
    // did, and a pair that swaps on a tap (修改 and 取消) would otherwise reveal each other for ever.
    const tapped = new Set<string>();
    for (let next = 0; next < targets.length && !isDone(); next += 1) {
      const { key, label, href } = targets[next] as Target;
      if (RISKY.test(label)) continue;
      const tapKey = `${label}|${href ?? ''}`;
      if (label && tapped.has(tapKey)) continue;
      // tel: and other sites leave the app: a pending tel: navigation would swallow every later tap.
      if (href !== null && !href.startsWith('/')) continue;
      const hrefPath = href && (href.endsWith('.html') || href.includes('.html?')) ? routerPath(new URL(href, url).href) : null;
      // A link to a page already reached needs no tap.
      if (hrefPath && reached.has(hrefPath)) continue;
      const before = page.url();
      if (process.env.CRAWL_REPORT) console.log(`  tap ${routerPath(before)} 「${label}」`);
      if (!(await tap(page, key))) continue;
      tapped.add(tapKey);
      await page.waitForTimeout(120);
      await calls.quiet();
      // A toast tells what a tap did (链接已复制) and its mask would swallow the next taps: out of the way.
      await page.evaluate(() => document.querySelectorAll<HTMLElement>('.adm-toast-mask').forEach((mask) => (mask.style.display = 'none')));
      const after = page.url();
      const afterPath = routerPath(after);
      // A button that keeps the page but changes what it shows (the end's picker after the start's).
      const isMoreOfPage =
        href === null && afterPath === routerPath(before) && !queuedUrls.has(after) && (moreUrls.get(afterPath) ?? 0) < MORE_URLS_PER_PAGE;
      // Another page already reached is no news: only what is new to the crawl is waited for and looked at.
      if (after !== before && new URL(after).origin === new URL(startUrl).origin && (!reached.has(afterPath) || isMoreOfPage)) {
        await settle(page);
        const path = afterPath;
        if (await isNotFound(page)) badTaps.push(`${routerPath(before)} → 「${label}」 → ${path} (页面不存在)`);
        else if (!reached.has(path)) {
          reached.set(path, { path, url: after, from: `${routerPath(before)} 「${label}」` });
          if (process.env.CRAWL_REPORT) console.log(`reached ${path} at ${((Date.now() - crawlStarted) / 60_000).toFixed(1)} min`);
          queue.push(after);
          queuedUrls.add(after);
        } else if (isMoreOfPage) {
          moreUrls.set(path, (moreUrls.get(path) ?? 0) + 1);
          ownQueues.get(page)?.push(after);
          queuedUrls.add(after);
        }
      }
      // Back to the page for the next tap, or on with what the tap revealed. Back is the back a passenger
      // takes; where that does not bring the page back as it was (a dialog left open, a page that replaced
      // its address), the page is opened again by its address (reached by taps, so typing it is fair).
      const isBack = page.url() !== before && (await goBack(page, calls, before));
      if (!isBack && (page.url() !== before || (await isDialogOpen(page)))) {
        await page.goto(before);
        await settle(page);
      }
      const revealed = await addShown(next + 1);
      if (process.env.CRAWL_REPORT && revealed > 0) console.log(`    ${revealed} more to tap`);
    }
    if (process.env.CRAWL_REPORT) console.log(`crawled ${routerPath(url)}: ${targets.length} taps, ${Date.now() - startedAt} ms`);
  };

  await Promise.all(pages.map(worker));
};

/** Serious and critical accessibility violations (axe-core's WCAG 2.x A and AA rules) on the page as shown. */
export const accessibilityProblems = async (page: Page): Promise<string[]> => {
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
 * placeholder. Plates, order numbers and line codes are data, and shorter than a word or mixed with digits;
 * other data that is Latin by nature (an e-mail address) is marked translate="no" and left out.
 */
export const lookProblems = async (page: Page): Promise<string[]> =>
  page.evaluate((allowed) => {
    const problems: string[] = [];
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    // The layout viewport's width: a phone zooms out to fit a page wider than the screen, so that
    // window.innerWidth grows with the overflow and would hide it.
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`scrolls sideways: ${document.documentElement.scrollWidth}px in ${width}px`);
    }
    for (const select of document.querySelectorAll('select')) if (isShown(select)) problems.push('a native select');
    for (const box of document.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
      if (isShown(box) && getComputedStyle(box).appearance !== 'none') problems.push(`a bare ${box.type}`);
    }
    const words = (text: string) => (text.match(/(?<![A-Za-z0-9])[A-Za-z]{4,}(?![A-Za-z0-9])/g) ?? []).filter((word) => !allowed.includes(word.toLowerCase()));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // translate="no" marks data that is Latin by nature (an e-mail address, a domain), as for a translator.
      if (!parent || parent.closest('script, style, noscript, [translate="no"]') || !isShown(parent)) continue;
      for (const word of words(node.textContent ?? '')) problems.push(`English text 「${word}」 in 「${(node.textContent ?? '').trim().slice(0, 40)}」`);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        for (const word of words(element.getAttribute(name) ?? '')) problems.push(`English ${name} 「${word}」`);
      }
    }
    return [...new Set(problems)];
  }, [...LATIN_ALLOWED]);

