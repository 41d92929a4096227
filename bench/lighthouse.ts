// `npm run bench:lighthouse`: Lighthouse 12.8 (mobile, simulated slow 4G, its default) with Debian's Chromium
// against the product as `npm start` runs it: the built web app, the server and the demo data, on a fresh
// embedded database of its own. The eight key pages are measured three times each (median); every built page
// gets the accessibility audit once. Pages that need a passenger are opened logged in as one made through the
// API (bench/lighthouse/passenger.ts) with a paid ticket. Bars: performance 100 (median) on the key pages,
// accessibility >= 95 everywhere. Writes bench/results/lighthouse.json.
// Tiny mode: home once, performance and accessibility, to keep the bench from rotting.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { LOGIN_COOKIE } from '@udian/contracts/page-rendering';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { buildWebIfNeeded } from '../scripts/build-web';
import { createPassenger, type BenchPassenger } from './lighthouse/passenger';
import { finish, isTiny, log, root, round, setting, writeResult } from './shared/bench-run';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/debian-chromium';

type PageRun = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  /** What to look at when a figure is off: the largest paint's element and the elements that shifted most. */
  lcpElement: string;
  shifts: string[];
};
type KeyPage = { name: string; path: string; query: (p: BenchPassenger) => Record<string, string>; isLoggedIn: boolean };

const KEY_PAGES: KeyPage[] = [
  { name: 'home', path: '/udianbus/app/home.html', query: () => ({}), isLoggedIn: false },
  { name: 'all lines', path: '/udianbus/app/home/line-list.html', query: () => ({}), isLoggedIn: false },
  { name: 'line-info', path: '/udianbus/app/line/line-info.html', query: (p) => ({ lineId: p.lineId }), isLoggedIn: false },
  { name: 'buy-ticket', path: '/udianbus/app/buy-ticket.html', query: (p) => ({ lineId: p.lineId }), isLoggedIn: true },
  { name: 'login', path: '/udianbus/app/login.html', query: () => ({}), isLoggedIn: false },
  { name: 'ticket-info', path: '/udianbus/app/ticket/ticket-info.html', query: (p) => ({ ticketId: p.ticketId }), isLoggedIn: true },
  { name: 'my-ticket', path: '/udianbus/app/ticket/my-ticket.html', query: () => ({}), isLoggedIn: true },
  { name: 'user-center', path: '/udianbus/app/user-center.html', query: () => ({}), isLoggedIn: true },
];
const RUNS = setting('LIGHTHOUSE_RUNS', 3, 1);
/** LIGHTHOUSE_PAGES=home,login measures only those key pages and skips the accessibility round (a developer's loop). */
const ONLY_PAGES = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
const PERFORMANCE_BAR = 100;
const ACCESSIBILITY_BAR = 95;
const CHROMIUM = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * The server as `npm start` runs it (development settings, demo data), on a database of its own. It runs at
 * the lowest CPU priority: on a phone the server is another machine, while here it shares a few cores with
 * the browser, and its answers to the page's own calls would otherwise be counted as the page's blocking time.
 */
const startServer = async (port: number, dataDir: string): Promise<ChildProcess> => {
  const server = spawn('nice', ['-n', '19', path.join(root, 'node_modules/.bin/tsx'), 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SMS_IP_HOURLY_LIMIT: '1000' },
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const isUp = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (isUp) return server;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill();
  throw new Error('the server did not answer /healthz within 90 s');
};

/**
 * Sets (or clears) the app's login for the origin as the app keeps it after logging in (storage, and the
 * cookie that lets the server render pages for the passenger), and empties the HTTP cache. Playwright is
 * connected only meanwhile: left attached, it would follow the page Lighthouse opens (its own protocol
 * sessions, events for every request) and its work would be counted as the page's.
 */
const prepareBrowser = async (debuggingPort: number, origin: string, login: BenchPassenger['login'] | null): Promise<void> => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    await prepareContext(browser, origin, login);
  } finally {
    // Of a browser it connected to, Playwright closes only the connection.
    await browser.close();
  }
};

const prepareContext = async (browser: Browser, origin: string, login: BenchPassenger['login'] | null): Promise<void> => {
  const context = browser.contexts()[0] ?? (await browser.newContext());
  await context.clearCookies();
  if (login) await context.addCookies([{ name: LOGIN_COOKIE, value: encodeURIComponent(JSON.stringify(login)), url: origin }]);
  const page = await context.newPage();
  await page.goto(`${origin}/favicon.svg`);
  // Runs in the page; the tools' TypeScript has no DOM types, hence the storage reached through globalThis.
  await page.evaluate((stored) => {
    const { localStorage, sessionStorage } = globalThis as unknown as Record<'localStorage' | 'sessionStorage', { clear(): void; setItem(key: string, value: string): void }>;
    localStorage.clear();
    sessionStorage.clear();
    if (stored) localStorage.setItem('loginInfo', stored);
  }, login ? JSON.stringify(login) : null);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.close();
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const audit = (lhr: { audits: Record<string, { numericValue?: number; details?: unknown }> }, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

const lcpElementOf = (lhr: { audits: Record<string, { details?: unknown }> }): string => {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 120) ?? '';
};

const shiftsOf = (lhr: { audits: Record<string, { details?: unknown }> }): string[] => {
  const details = lhr.audits['layout-shifts']?.details as { items?: Array<{ score?: number; node?: { snippet?: string } }> } | undefined;
  return (details?.items ?? []).slice(0, 3).map((item) => `${round(item.score ?? 0, 3)} ${item.node?.snippet?.slice(0, 100) ?? ''}`);
};

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): asked again. */
const ATTEMPTS = 3;

const runLighthouse = async (url: string, port: number, categories: string[], attempt = 1): Promise<PageRun> => {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: true };
  const result = await lighthouse(url, flags);
  if (result?.lhr.runtimeError && attempt < ATTEMPTS) {
    log(`Lighthouse on ${url}: ${result.lhr.runtimeError.code}; running it again`);
    return runLighthouse(url, port, categories, attempt + 1);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_SAVE=<dir> keeps each report (JSON) for a closer look.
  if (process.env.LIGHTHOUSE_SAVE) {
    fs.mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: Math.round(audit(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(audit(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(audit(lhr, 'total-blocking-time')),
    cls: round(audit(lhr, 'cumulative-layout-shift'), 3),
    siMs: Math.round(audit(lhr, 'speed-index')),
    lcpElement: lcpElementOf(lhr),
    shifts: shiftsOf(lhr),
  };
};

const withQuery = (origin: string, pagePath: string, query: Record<string, string>): string => {
  const url = new URL(pagePath, origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
};

buildWebIfNeeded();
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-lighthouse-'));
log(`starting the server on ${origin} (demo data, embedded database in ${dataDir})`);
const server = await startServer(port, dataDir);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
const problems: string[] = [];
try {
  const passenger = await createPassenger(origin, `139${String(Date.now()).slice(-8)}`);
  log(`passenger ${passenger.login.phoneNum} with ticket ${passenger.ticketId} on order ${passenger.orderNo}`);

  const keyPages = isTiny ? KEY_PAGES.slice(0, 1) : ONLY_PAGES.length > 0 ? KEY_PAGES.filter((p) => ONLY_PAGES.includes(p.name)) : KEY_PAGES;
  const measured: Array<{ name: string; url: string; runs: PageRun[]; median: Omit<PageRun, 'lcpElement' | 'shifts'> }> = [];
  for (const page of keyPages) {
    const url = withQuery(origin, page.path, page.query(passenger));
    const runs: PageRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await prepareBrowser(chrome.port, origin, page.isLoggedIn ? passenger.login : null);
      runs.push(await runLighthouse(url, chrome.port, ['performance', 'accessibility']));
    }
    const pick = (key: keyof Omit<PageRun, 'lcpElement' | 'shifts'>) => median(runs.map((r) => r[key]));
    const summary = { performance: pick('performance'), accessibility: pick('accessibility'), fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), siMs: pick('siMs') };
    measured.push({ name: page.name, url, runs, median: summary });
    log(
      `${page.name.padEnd(12)} performance ${summary.performance} (runs ${runs.map((r) => r.performance).join(', ')}), accessibility ${summary.accessibility}; ` +
        `FCP ${summary.fcpMs} ms, LCP ${summary.lcpMs} ms, TBT ${summary.tbtMs} ms, CLS ${summary.cls}, SI ${summary.siMs} ms; LCP element ${runs[0]?.lcpElement ?? ''}`,
    );
    for (const shift of runs[0]?.shifts ?? []) log(`    shifted ${shift}`);
  }

  // Accessibility on every built page (once: the audit does not vary), with every id a page may ask for.
  const builtPages: string[] = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/dist/built-pages.json'), 'utf8'));
  const accessibility: Array<{ path: string; score: number }> = [];
  if (!isTiny && ONLY_PAGES.length === 0) {
    const shareToken = await fetch(`${origin}/ydbus-api-v2/ticket/share`, {
      method: 'POST',
      headers: { platform: 'H5', channel: '10000', deviceId: 'bench-lighthouse', token: passenger.login.token, userId: passenger.login.userId, 'content-type': 'application/json' },
      body: JSON.stringify({ ticketId: passenger.ticketId }),
    }).then(async (r) => ((await r.json()) as { data?: { shareToken?: string } }).data?.shareToken ?? '');
    const ids = { lineId: passenger.lineId, ticketId: passenger.ticketId, orderNo: passenger.orderNo, token: shareToken };
    for (const pagePath of builtPages) {
      const isLoggedOutPage = pagePath.endsWith('/login');
      await prepareBrowser(chrome.port, origin, isLoggedOutPage ? null : passenger.login);
      const run = await runLighthouse(withQuery(origin, `${pagePath}.html`, ids), chrome.port, ['accessibility']);
      accessibility.push({ path: pagePath, score: run.accessibility });
      if (run.accessibility < ACCESSIBILITY_BAR) log(`accessibility ${run.accessibility} on ${pagePath}`);
    }
    log(`accessibility on ${accessibility.length} built pages: lowest ${Math.min(...accessibility.map((a) => a.score))}`);
  }

  const isPerformanceMet = measured.every((m) => m.median.performance >= PERFORMANCE_BAR);
  const isAccessibilityMet = measured.every((m) => m.median.accessibility >= ACCESSIBILITY_BAR) && accessibility.every((a) => a.score >= ACCESSIBILITY_BAR);
  for (const m of measured) if (!Number.isFinite(m.median.performance)) problems.push(`no performance score for ${m.name}`);
  const file = writeResult('lighthouse', {
    measuredAt: new Date().toISOString(),
    lighthouse: '12.8.2',
    chromium: await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then(async (r) => ((await r.json()) as { Browser?: string }).Browser ?? ''),
    settings: 'mobile, simulated slow 4G (Lighthouse defaults), HTTP cache emptied before each run',
    runsPerPage: RUNS,
    bars: { performance: PERFORMANCE_BAR, accessibility: ACCESSIBILITY_BAR },
    keyPages: measured,
    accessibility,
    isPerformanceMet,
    isAccessibilityMet,
  });
  finish({ file, isEveryBarMet: isPerformanceMet && isAccessibilityMet, problems });
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
