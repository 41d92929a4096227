import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInBySms, uniquePhone } from './sms-login';

/**
 * Pages arrive rendered (decision 043): the server sends a page with its data, readable before any script
 * runs, and the browser's script takes it over (hydration) without rendering it again or moving it.
 */

const clientHeaders = { platform: 'H5', channel: '10000', deviceId: 'e2e-rendering-device-01' };

const lineIdOf = async (request: APIRequestContext, code: string): Promise<string> => {
  const response = await request.get(`/ydbus-api-v2/search/line/query?cityId=440300&keyword=${encodeURIComponent(code)}`, { headers: clientHeaders });
  const body = (await response.json()) as { data: { lines: Array<{ lineId: string; lineCode: string }> } };
  const line = body.data.lines.find((candidate) => candidate.lineCode === code);
  if (!line) throw new Error(`the demo network has no line ${code}`);
  return line.lineId;
};

/** Every console error of a page (a hydration mismatch is one), and its uncaught errors. */
const collectErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a line page shows the line, its stops and its price from the HTML alone', async ({ page, request }) => {
    const lineId = await lineIdOf(request, 'U101');
    const response = await page.goto(`/udianbus/app/line/line-info.html?lineId=${lineId}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    await expect(page.getByRole('heading', { name: '线路详情' })).toBeVisible();
    await expect(page.getByText('龙华—科技园 早班').first()).toBeVisible();
    await expect(page.getByTestId('line-price')).toHaveText(/^\d+\.\d{2}元$/);
    expect(await page.getByTestId('stop-name').count()).toBeGreaterThanOrEqual(2);
  });

  test('home shows the banners, the adjustment notice and the search box, laid out at the design width', async ({ page }) => {
    await page.goto('/udianbus/app/home.html');
    await expect(page.getByRole('img', { name: '上班通勤，一人一座' })).toBeVisible();
    await expect(page.getByRole('link', { name: /U105/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^起点/ })).toBeVisible();
    // The rem layout is CSS: 375 / 7.5 = 50 px before any script.
    expect(await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize))).toBeCloseTo(50, 2);
  });
});

test('the script takes the rendered page over: no error, nothing rendered twice, and taps work', async ({ page, request }) => {
  const errors = collectErrors(page);
  const lineId = await lineIdOf(request, 'U101');
  await page.goto(`/udianbus/app/line/line-info.html?lineId=${lineId}`);
  const heading = page.getByText('龙华—科技园 早班').first();
  // The element the server sent is the one the app keeps: marked before the script, still marked after.
  await heading.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
  await expect(page.getByRole('link', { name: '购票' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('龙华—科技园 早班').first()).toHaveAttribute('data-from-server', 'yes');
  await page.getByRole('link', { name: '实时公交' }).click();
  await expect(page).toHaveURL(/line-eta\.html/);
  expect(errors).toEqual([]);
});

test("a logged-in passenger's page is rendered for them: their cookie names them", async ({ page, browser }) => {
  const phone = uniquePhone('133');
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, phone);
  // The app writes the cookie once it has stored the login, which may be a moment after the page moved on.
  await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).toContain('udian_login');
  // The same passenger in a browser without script: the user centre shows their (masked) number.
  const noScript = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScript.newPage();
  await plain.goto('/udianbus/app/user-center.html');
  await expect(plain.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
  await noScript.close();

  // Logging out takes the cookie away with the stored login.
  await page.goto('/udianbus/app/user-center/setting.html');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('udian_login');
});
