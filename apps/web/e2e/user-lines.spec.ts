import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyOneTicket, lineHrefFromList } from './journeys';
import { uniquePhone } from './sms-login';

/**
 * 常用线路 in 我的 (decision 059): the shared model commonStore reacts to navigation to the user area by
 * fetching the passenger's own lines (POST /base/path/page) into lineList, which the user centre shows:
 * the lines ridden most first, then the collected, each opening its line's page.
 */

/** The bodies of the list calls this page sends from now on. */
const watchListCalls = (page: Page): unknown[] => {
  const bodies: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/base/path/page')) bodies.push(request.postDataJSON());
  });
  return bodies;
};

const tab = (page: Page, name: string) => page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name });

test('a passenger who rode one line and collected another finds both in 我的, the ridden first, and opens one', async ({ page }) => {
  test.setTimeout(120_000);
  await buyOneTicket(page, uniquePhone('135'));

  // Collect U103 on its page, as a passenger would.
  const u101Href = await lineHrefFromList(page, 'U101');
  await page.goto(await lineHrefFromList(page, 'U103'));
  await page.getByRole('button', { name: '收藏' }).click();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();

  // Home asks for no list; the tap on 我的 (a navigation inside the app) does.
  const calls = watchListCalls(page);
  await page.goto('/udianbus/app/home.html');
  await tab(page, '我的').click();
  await expect(page).toHaveURL(/\/udianbus\/app\/user-center\.html$/);
  const section = page.getByRole('region', { name: '常用线路' });
  const rows = section.getByRole('link');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('U101');
  await expect(rows.nth(0)).toContainText('乘坐 1 次');
  await expect(rows.nth(1)).toContainText('U103');
  await expect(rows.nth(1)).toContainText('已收藏');
  expect(calls).toEqual([{ pageNum: 1, pageSize: 5 }]);
  // At 320 px wide nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 375, height: 812 });

  // Each row opens its line.
  expect(await rows.nth(0).getAttribute('href')).toBe(u101Href);
  await rows.nth(0).click();
  await expect(page).toHaveURL(/line-info\.html\?lineId=/);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(u101Href);
  await expect(page.getByText('U101').first()).toBeVisible();

  // Back in 我的, the list is fetched again; the other tabs fetch nothing.
  await page.goBack();
  await expect(rows).toHaveCount(2);
  await expect.poll(() => calls.length).toBe(2);
  await tab(page, '首页').click();
  await expect(page).toHaveURL(/home\.html/);
  expect(calls).toHaveLength(2);
});

test("a visitor's 我的 shows no 常用线路 and the server answers a visitor an empty page", async ({ page }) => {
  const calls = watchListCalls(page);
  await page.goto('/udianbus/app/user-center.html');
  await expect(page.getByRole('link', { name: /登录 \/ 注册/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '常用线路' })).toHaveCount(0);
  expect(calls).toEqual([]);
  const answer = await page.request.post('/ydbus-api-v2/base/path/page', {
    data: { pageNum: 1, pageSize: 5 },
    headers: { platform: 'H5', channel: '10000', channelId: '10000', deviceId: 'e2e-visitor' },
  });
  expect(await answer.json()).toMatchObject({ meta: { code: 1 }, data: { pageNum: 1, pageSize: 5, total: 0, lines: [] } });
});
