import fs from 'node:fs';
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { userAgents } from './user-agents';

const PRODUCT_NAME = '优点巴士';
const isBehaviourLog = (request: Request) => request.url().includes('/ydbus-api-v2/log/behaviour');

test.describe('the shell in a plain mobile browser', () => {
  test('/ lands on the home page, titled with the product name', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/udianbus\/app\/home\.html$/);
    await expect(page).toHaveTitle(PRODUCT_NAME);
    await expect(page.getByText(PRODUCT_NAME).first()).toBeVisible();
  });

  test('a path without .html gets it', async ({ page }) => {
    await page.goto('/udianbus/app/info/agreement?from=e2e');
    await expect(page).toHaveURL(/\/udianbus\/app\/info\/agreement\.html\?from=e2e$/);
    await expect(page.getByRole('heading').first()).toBeVisible();
  });

  test('an unknown page is a real not-found page with a way home', async ({ page }) => {
    await page.goto('/udianbus/app/no-such-page.html');
    const response = await page.request.get('/udianbus/app/no-such-page.html');
    expect(response.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '页面不存在', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /首页/ }).click();
    await expect(page).toHaveURL(/\/udianbus\/app\/home\.html$/);
  });

  test('the root font size follows the 750 design width', async ({ page }) => {
    await page.goto('/udianbus/app/home.html');
    const fontSize = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(fontSize).toBeCloseTo(50, 2); // 375 / 7.5
  });

  test('every API call carries the client headers, platform H5 and channel 10000', async ({ page }) => {
    const logCall = page.waitForRequest(isBehaviourLog);
    await page.goto('/udianbus/app/home.html');
    const headers = (await logCall).headers();
    expect(headers.platform).toBe('H5');
    expect(headers.channel).toBe('10000');
    expect(headers.bizType ?? headers.biztype).toBe('100001');
    expect(headers.market).toBe('1001');
    expect(headers.deviceid).toMatch(/^[0-9a-f]{32}$/);
    expect(headers.screensize).toBe('375x812');
  });

  test('a page chunk that fails to load shows a retry screen, and retry recovers', async ({ page }) => {
    let isBlocked = true;
    // Lazy chunks are named by their hash (vite.config.ts): the build's manifest says which are the page's.
    const manifest: Record<string, { file: string }> = JSON.parse(fs.readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'));
    const pageChunks = new Set(Object.entries(manifest).filter(([source]) => /features\/info\/|markdown-page/.test(source)).map(([, chunk]) => `/${chunk.file}`));
    expect(pageChunks.size).toBeGreaterThan(0);
    await page.route(
      (url) => pageChunks.has(url.pathname),
      (route) => (isBlocked ? route.abort('failed') : route.continue()),
    );
    await page.goto('/udianbus/app/info/agreement.html');
    await expect(page.getByRole('heading', { name: /页面加载失败/ })).toBeVisible();
    isBlocked = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('heading', { name: /页面加载失败/ })).toBeHidden();
    await expect(page.getByRole('heading').first()).toBeVisible();
  });
});

test.describe('inside the messaging app', () => {
  test.use({ userAgent: userAgents.wechat });

  test('API calls carry platform PUBLIC', async ({ page }) => {
    const logCall = page.waitForRequest(isBehaviourLog);
    await page.goto('/udianbus/app/home.html');
    expect((await logCall).headers().platform).toBe('PUBLIC');
  });
});

test.describe('inside the city super-app', () => {
  test.use({ userAgent: userAgents.superApp });

  test('API calls carry channel 10010 and AppPlatform=NJ is stored', async ({ page }) => {
    const logCall = page.waitForRequest(isBehaviourLog);
    await page.goto('/udianbus/app/home.html');
    const headers = (await logCall).headers();
    expect(headers.channel).toBe('10010');
    expect(headers.platform).toBe('H5');
    expect(await page.evaluate(() => localStorage.getItem('AppPlatform'))).toBe('NJ');
  });
});
