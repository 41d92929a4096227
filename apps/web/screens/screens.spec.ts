import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { buyOneTicket } from '../e2e/journeys';
import { uniquePhone } from '../e2e/sms-login';

const screensDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/screens');

/** Waits for the page's own content and for the network to rest, then photographs the first screen. */
const shoot = async (page: Page, name: string, ready: () => Promise<void>) => {
  await ready();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(screensDir, `${name}.png`) });
};

test('the main pages at 375 px', async ({ page }) => {
  await page.goto('/udianbus/app/home.html');
  await shoot(page, 'home', () => expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible());

  await page.getByRole('button', { name: /^起点/ }).click();
  await shoot(page, 'search-address', () => expect(page.getByTestId('popular-places')).toBeVisible());

  await buyOneTicket(page, uniquePhone('134'));

  await page.getByRole('link', { name: '首页' }).click().catch(() => page.goto('/udianbus/app/home.html'));
  await page.goto('/udianbus/app/home/line-list.html');
  await page.getByRole('link', { name: /U101/ }).first().click();
  await shoot(page, 'line-info', () => expect(page.getByRole('link', { name: '购票' })).toBeVisible());

  await page.getByRole('link', { name: '分享', exact: true }).click();
  await shoot(page, 'line-share', () => expect(page.getByRole('button', { name: '分享给好友' })).toBeVisible());
  await page.goBack();

  await page.getByRole('link', { name: '购票' }).click();
  await shoot(page, 'buy-ticket', () => expect(page.getByRole('button', { name: '提交订单' })).toBeVisible());

  await page.goto('/udianbus/app/user-center.html');
  await shoot(page, 'user-center', () => expect(page.getByRole('link', { name: /我的订单/ })).toBeVisible());

  await page.getByRole('link', { name: /我的订单/ }).click();
  await shoot(page, 'my-order', () => expect(page.getByText('U101').first()).toBeVisible());

  await page.goto('/udianbus/app/ticket/my-ticket.html');
  await shoot(page, 'my-ticket', () => expect(page.getByRole('link', { name: /出示乘车码/ })).toBeVisible());
  await page.getByRole('article').first().click();
  await shoot(page, 'ticket-info', () => expect(page).toHaveURL(/ticket-info\.html/));
});
