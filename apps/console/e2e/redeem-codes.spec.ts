import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs/promises';
import path from 'node:path';
import { readyOnNavigation } from '../../web/e2e/fixtures';
import { buyDailyLineTicket } from '../../web/e2e/journeys';
import { logInBySms, uniquePhone } from '../../web/e2e/sms-login';
import { signInAsAdmin } from './console-journeys';
import { E2E_CONSOLE_PORT, REPO_ROOT } from './e2e-admin';

/**
 * Redeem codes end to end (decision 045): the operator generates a batch in the console and exports it; a
 * passenger redeems one code (typed in lower case) in my-coupon, sees the coupon, and the buy page applies it;
 * the same code again is refused 兑换码已被使用, and the console shows who redeemed it.
 */
const SHOTS = path.join(REPO_ROOT, '.tmp');
const BATCH = '地推兑换码';
const { defaultBrowserType: _browserType, ...phone } = devices['iPhone 13'];

const passengerPhone = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ ...phone, viewport: { width: 375, height: 812 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', baseURL: `http://127.0.0.1:${E2E_CONSOLE_PORT}` });
  return readyOnNavigation(await context.newPage());
};

/** On my-coupon: types a code and redeems it; answers the message the page showed. */
const redeem = async (page: Page, code: string) => {
  const form = page.getByRole('form', { name: '兑换优惠券' });
  await form.getByRole('textbox').fill(code);
  await form.getByRole('button', { name: '兑换' }).click();
};

test('an operator generates redeem codes; a passenger redeems one, it is applied at checkout, and the same code again is refused', async ({ browser, page }) => {
  test.setTimeout(180_000);

  // 1. The admin generates a batch of free-ride codes and exports them as CSV.
  await signInAsAdmin(page);
  await page.getByRole('menuitem', { name: '优惠券' }).click();
  await page.getByRole('tab', { name: '兑换码' }).click();
  await page.getByRole('button', { name: '生成兑换码' }).click();
  const dialog = page.getByRole('dialog', { name: '生成兑换码' });
  await dialog.getByLabel('批次名称').fill(BATCH);
  await dialog.getByLabel('券模板').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(/^免费乘车券/).click();
  await dialog.getByLabel('生成数量').fill('5');
  await dialog.getByRole('button', { name: '生成' }).click();
  await expect(page.getByText('已生成 5 个兑换码')).toBeVisible();
  const row = page.locator('.ant-table-tbody tr').filter({ hasText: BATCH });
  await expect(row).toContainText('0 / 5');
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: /导出/ }).click();
  const csv = await fs.readFile(await (await download).path(), 'utf8');
  const codes = [...csv.matchAll(/^\uFEFF?"?([A-Z0-9]{10})"?,/gm)].map((m) => m[1]!);
  expect(codes).toHaveLength(5);
  const code = codes[0]!;

  // 2. A passenger redeems it in lower case and sees the coupon among the usable ones.
  const passenger = await passengerPhone(browser);
  await passenger.goto('/udianbus/app/login.html');
  await logInBySms(passenger, uniquePhone('138'));
  await passenger.goto('/udianbus/app/coupon/my-coupon.html');
  await redeem(passenger, code.toLowerCase());
  await expect(passenger.getByText('兑换成功').first()).toBeVisible();
  await expect(passenger.getByRole('article', { name: /免费乘车券/ })).toBeVisible();
  await passenger.screenshot({ path: `${SHOTS}/my-coupon-redeemed.png` });

  // 3. The buy page applies it (a free ride: the best coupon held) and the order is paid.
  expect(await buyDailyLineTicket(passenger)).toContain('免费乘车券');

  // 4. The same code again is refused, and says why.
  await passenger.goto('/udianbus/app/coupon/my-coupon.html');
  await redeem(passenger, code);
  await expect(passenger.getByText('兑换码已被使用').first()).toBeVisible();
  await passenger.goto('/udianbus/app/invalid-coupon.html');
  await expect(passenger.getByRole('article', { name: /免费乘车券/ })).toContainText('已使用');

  // 5. The console shows the code redeemed, by whom (masked).
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(row).toContainText('1 / 5');
  await row.getByRole('button', { name: '查看兑换' }).click();
  const drawer = page.getByRole('dialog', { name: `兑换码：${BATCH}` });
  await drawer.getByTitle('已兑换', { exact: true }).click();
  await expect(drawer.locator('.ant-table-tbody tr')).toHaveCount(1);
  await expect(drawer.locator('.ant-table-tbody tr')).toContainText(code);
  await expect(drawer.locator('.ant-table-tbody tr')).toContainText('138****');
  await page.screenshot({ path: `${SHOTS}/console-redeem.png` });
  await passenger.context().close();
});
