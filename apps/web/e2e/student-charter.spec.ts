import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from '../../console/e2e/console-journeys';
import { expect, test } from './fixtures';
import { logInBySms, uniquePhone } from './sms-login';

/**
 * Student charters, end to end (decision 054). A teacher finds 学生包车 by taps (我的 → 更多服务 → 学生包车),
 * asks for buses for a school trip: the demo school found in the directory, the two ends found on the place
 * sheet, tomorrow 08:00 out and 15:00 back, 45 riders; the fee breakdown by the published rules shows as the
 * trip is filled, and again on the request's cost-detail once sent. The operator confirms it in the console's
 * 学生包车; the teacher sees 已确认 and is texted the fee.
 */

const SCHOOL = '南山外国语学校';
type Envelope<T> = { data: T; meta: { code: number; desc: string } };

test.use({ actionTimeout: 20_000 });

/** A sheet's or a wheel's 确定, the one opened last. */
const confirmWheel = async (page: Page, title: string) => {
  const picker = page.locator('.adm-picker').filter({ hasText: title });
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
};

/** Finds a station by name on the place sheet of 出发地 or 目的地 and chooses it. */
const choosePlace = async (page: Page, form: Locator, label: string, keyword: string) => {
  await form.getByRole('button', { name: new RegExp(`^${label}：`) }).click();
  const sheet = page.locator('.adm-popup').filter({ hasText: `选择${label}` });
  await sheet.getByRole('searchbox').fill(keyword);
  await sheet.getByRole('list', { name: '搜索到的地点' }).getByRole('button').filter({ hasText: new RegExp(`^站${keyword}`) }).first().click();
  await expect(sheet).toBeHidden();
};

test('a teacher asks for a school trip’s buses, sees the fee breakdown, the operator confirms it, and the teacher sees 已确认', async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);
  const phone = uniquePhone('136');

  // 我的 → 更多服务 → 学生包车.
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, phone);
  await expect(page).not.toHaveURL(/login\.html/);
  await page.goto('/udianbus/app/user-center.html');
  await page.getByRole('link', { name: '更多服务' }).click();
  await page.getByRole('link', { name: '学生包车' }).click();
  await expect(page).toHaveURL(/stcharter-fee-detail\.html/);

  const form = page.getByRole('form', { name: '学生包车申请' });
  await form.getByRole('button', { name: /^学校：/ }).click();
  const schools = page.locator('.adm-popup').filter({ hasText: '选择学校' });
  await schools.getByRole('searchbox').fill('南山外国语');
  await schools.getByRole('list', { name: '学校' }).getByRole('button', { name: SCHOOL }).click();
  await expect(form.getByRole('button', { name: /^学校：/ })).toContainText(SCHOOL);
  await form.getByRole('textbox', { name: '联系人' }).fill('王老师');
  await expect(form.getByRole('textbox', { name: '联系电话' })).toHaveValue(phone);

  await choosePlace(page, form, '出发地', '科技园');
  await choosePlace(page, form, '目的地', '红树林');
  await form.getByRole('button', { name: /^用车日期：/ }).click();
  await confirmWheel(page, '选择用车日期');
  await form.getByRole('button', { name: /^出发时间：/ }).click();
  await confirmWheel(page, '选择出发时间');
  await form.getByRole('button', { name: '往返' }).click();
  await form.getByRole('button', { name: /^返程时间：/ }).click();
  await confirmWheel(page, '选择返程时间');
  await form.getByRole('textbox', { name: '乘车人数' }).fill('45');

  // The live breakdown: one 45-seat bus, within the base's 30 km; 08:00 to 15:00 is three hours of waiting.
  const breakdown = form.getByTestId('fee-breakdown');
  await expect(breakdown).toContainText('45 座大巴 × 1 辆');
  await expect(breakdown.getByRole('list', { name: '费用明细' })).toContainText('基础车费');
  await expect(breakdown.getByRole('list', { name: '费用明细' })).toContainText('等候费');
  const total = (await breakdown.getByTestId('fee-total').textContent())?.trim() ?? '';
  expect(total).toMatch(/^¥\d+\.\d{2}$/);
  await page.screenshot({ path: '.tmp/charters-fee-detail.png', fullPage: true });
  await form.getByRole('button', { name: '提交包车申请' }).click();

  // cost-detail: 待确认, the same breakdown and total.
  await expect(page).toHaveURL(/cost-detail\.html\?requestId=/);
  await expect(page.getByTestId('charter-status')).toContainText('待确认');
  await expect(page.getByTestId('fee-total')).toHaveText(total);
  await expect(page.getByRole('region', { name: '行程' })).toContainText('科技园 → 红树林');

  // The operator confirms it in 学生包车, at the rules' fee.
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const desk = await context.newPage();
  await signInAsAdmin(desk);
  await desk.getByRole('menuitem', { name: '学生包车' }).click();
  await desk.getByRole('row').filter({ hasText: phone }).click();
  const drawer = desk.getByRole('dialog', { name: `学生包车：${SCHOOL}` });
  await expect(drawer).toContainText('待确认');
  await drawer.getByRole('button', { name: '确认包车' }).click();
  const modal = desk.getByRole('dialog', { name: `确认包车：${SCHOOL}` });
  await expect(modal.getByLabel('确认费用（元）')).toHaveValue(total.slice(1));
  await modal.getByRole('button', { name: '确认包车' }).click();
  await expect(drawer).toContainText(`已确认，费用 ${total}`);
  await desk.screenshot({ path: '.tmp/charters-console.png' });
  await context.close();

  // The teacher sees 已确认, and is texted the fee.
  await page.reload();
  await expect(page.getByTestId('charter-status')).toContainText('已确认');
  await expect(page.getByTestId('charter-status')).toContainText(`包车已确认，费用 ${total}`);
  await page.screenshot({ path: '.tmp/charters-cost-detail.png', fullPage: true });
  // The rules the fee was worked out by, one tap away; and the teacher's requests.
  await page.getByRole('link', { name: '查看收费标准' }).click();
  await expect(page).toHaveURL(/stcharter-rule\.html/);
  await expect(page.getByRole('table', { name: '车型与价格' })).toContainText('45 座大巴');
  await page.screenshot({ path: '.tmp/charters-rule.png', fullPage: true });
  await page.getByRole('link', { name: '申请学生包车' }).click();
  await page.getByRole('link', { name: '我的包车申请' }).click();
  await expect(page.getByRole('list', { name: '我的包车申请' })).toContainText('已确认');
  await page.screenshot({ path: '.tmp/charters-my-list.png', fullPage: true });
  await expect(async () => {
    const outbox = (await (await page.request.get(`/dev/sms-outbox?phone=${phone}`)).json()) as Envelope<{ notices: Array<{ text: string }> }>;
    expect(outbox.data.notices.map((n) => n.text).join('\n')).toContain(`学生包车已确认，费用 ${total.slice(1)} 元`);
  }).toPass({ timeout: 5000 });
});
