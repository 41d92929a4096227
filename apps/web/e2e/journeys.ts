import { expect, type Page } from '@playwright/test';
import { waitForPageReady } from './fixtures';
import { addRider, logInBySms } from './sms-login';

/** A resident ID number with a valid check character. */
export const RIDER = { name: '王五', idNumber: '11010519491231002X' } as const;

/**
 * A passenger with a paid order and its ticket: logs in through the buy page, adds a rider, buys the first
 * bookable day of U101 and pays in the sandbox cashier. Ends on the success page.
 */
export const buyOneTicket = async (page: Page, phone: string): Promise<void> => {
  await page.goto('/udianbus/app/home/line-list.html');
  const line = page.getByRole('link', { name: /^U101 / }).first();
  await page.goto((await line.getAttribute('href')) ?? '');
  await expect(page).toHaveURL(/line-info\.html\?lineId=/);
  await page.getByRole('link', { name: '购票' }).click();
  await expect(page).toHaveURL(/login\.html\?redirect=/);
  await logInBySms(page, phone);
  await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
  const buyUrl = page.url();
  await addRider(page, RIDER);
  await page.goto(buyUrl);
  await page.getByRole('button', { name: /选择乘车人/ }).click();
  await expect(page).toHaveURL(/passenger-select\.html/);
  await page.getByRole('checkbox', { name: RIDER.name }).check();
  await page.getByRole('button', { name: /^确定/ }).click();
  await expect(page.getByRole('list', { name: '已选乘车人' })).toContainText(RIDER.name);
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('模拟支付 · 不会产生真实扣款')).toBeVisible();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
};

/**
 * The same purchase as a passenger taps it from home, with a change of mind at the cashier: home → 全部线路 →
 * U101 → 购票 → log in → 选择乘车人 → 添加乘车人 → 确定 → agree → 提交订单 → 取消支付 (waiting-paid) →
 * 立即支付 → 确认支付 → the success page. No address is typed. Calls `onPage` with every page the app showed.
 */
export const buyByTaps = async (page: Page, phone: string, onPage: (url: string) => void): Promise<void> => {
  const record = (frame: { url: () => string; parentFrame: () => unknown }) => {
    if (frame.parentFrame() === null) onPage(frame.url());
  };
  page.on('framenavigated', record);
  try {
    await page.goto('/udianbus/app/home.html');
    await page.getByRole('link', { name: /^全部线路/ }).click();
    await page.getByRole('link', { name: /^U101 / }).first().click();
    await expect(page).toHaveURL(/line-info\.html\?lineId=/);
    await page.getByRole('link', { name: '购票' }).click();
    await expect(page).toHaveURL(/login\.html\?redirect=/);
    await logInBySms(page, phone);
    await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
    await page.getByRole('button', { name: /选择乘车人/ }).click();
    await expect(page).toHaveURL(/passenger-select\.html/);
    await page.getByRole('button', { name: '添加乘车人' }).click();
    await page.getByLabel('姓名').fill(RIDER.name);
    await page.getByLabel('身份证号').fill(RIDER.idNumber);
    await page.getByRole('button', { name: '保存' }).click();
    // Back on passenger-select with the new rider ticked.
    await expect(page.getByRole('checkbox', { name: RIDER.name })).toBeChecked();
    await page.getByRole('button', { name: /^确定/ }).click();
    await expect(page.getByRole('list', { name: '已选乘车人' })).toContainText(RIDER.name);
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByRole('button', { name: '取消支付' }).click();
    await expect(page).toHaveURL(/waiting-paid\.html\?orderNo=/);
    // Back from the cashier is a new page load: it is live once hydrated.
    await waitForPageReady(page);
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.getByRole('button', { name: /^确认支付/ }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  } finally {
    page.off('framenavigated', record);
  }
};

/**
 * Buys one ticket of K801 for the logged-in passenger and pays in the sandbox; answers the coupon row the buy
 * page showed. K801 runs every day, so its first bookable bus is always within the e2e check window.
 */
export const buyDailyLineTicket = async (page: Page): Promise<string> => {
  await page.goto('/udianbus/app/home/line-list.html');
  const line = page.getByRole('link', { name: /^K801 / }).first();
  await page.goto((await line.getAttribute('href')) ?? '');
  await page.getByRole('link', { name: '购票' }).click();
  await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
  const buyUrl = page.url();
  await addRider(page, RIDER);
  await page.goto(buyUrl);
  await page.getByRole('button', { name: /选择乘车人/ }).click();
  await page.getByRole('checkbox', { name: RIDER.name }).check();
  await page.getByRole('button', { name: /^确定/ }).click();
  await expect(page.getByRole('list', { name: '已选乘车人' })).toContainText(RIDER.name);
  const couponRow = page.getByRole('button', { name: /^优惠券/ });
  await expect(couponRow).toContainText('（');
  const applied = (await couponRow.textContent()) ?? '';
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  return applied;
};
