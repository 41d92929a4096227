import { expect, type Page } from '@playwright/test';
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
