import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInBySms, uniquePhone } from './sms-login';

/**
 * The buying walk a new user took, end to end against the real server: from a route search to the line and
 * the buying page with the stops the search chose; a rider added from passenger-select comes back chosen,
 * phone masked; the agreement ticks from its words; waiting-paid counts down; the success page opens the
 * ticket; the order's ticket rows open their tickets; 再来一单 preselects dates nobody holds yet and is paid;
 * a refund says its one state.
 */

const RIDER = { name: '周八', idNumber: '440308199001011239', phone: '13800138000' } as const;

/** Days the calendar offers: "11月23日 周一 余45座". */
const chosenDays = (page: Page) => page.getByRole('button', { name: /余\d+座/, pressed: true });

/** The date of a calendar day as every page writes it: '11月23日 周一'. */
const dayLabelsOf = async (page: Page): Promise<string[]> =>
  (await chosenDays(page).evaluateAll((days) => days.map((day) => day.getAttribute('aria-label') ?? ''))).map(
    (label) => /^\S+ \S+/.exec(label)![0],
  );

/** The sandbox cashier: pay. */
const payInSandbox = async (page: Page) => {
  await expect(page.getByText('模拟支付 · 不会产生真实扣款')).toBeVisible();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
};

/** Home → 起点 深圳北站 → 终点 科技园: the route search's results. */
const searchRoute = async (page: Page) => {
  await page.goto('/udianbus/app/home.html');
  await page.getByRole('button', { name: /^起点/ }).click();
  await page.getByRole('searchbox').fill('深圳北站');
  await page.getByTestId('place-results').getByRole('button', { name: /^深圳北站/ }).first().click();
  // The end's picker follows at once.
  await expect(page).toHaveURL(/search-address\.html\?field=end$/);
  await page.getByRole('searchbox').fill('科技园');
  await page.getByTestId('place-results').getByRole('button', { name: /^科技园/ }).first().click();
  await expect(page).toHaveURL(/\/group-optimize\/search-result\.html$/);
};

test('from a route search to a paid order, its tickets, 再来一单 paid again, and a refund', async ({ page }) => {
  test.setTimeout(120_000);
  const phone = uniquePhone('135');

  // A route search: U101 boards near the start; that stop goes with the line to the buying page.
  await searchRoute(page);
  const match = page.getByTestId('route-results').getByRole('link', { name: /U101/ }).first();
  const boardName = /到「([^」]+)」上车/.exec((await match.textContent()) ?? '')![1]!;
  const alightName = /「([^」]+)」下车/.exec((await match.textContent()) ?? '')![1]!;
  await match.click();
  await expect(page).toHaveURL(/line-info\.html\?.*boardStationId=\d+/);
  await page.getByRole('link', { name: '购票' }).click();
  await expect(page).toHaveURL(/login\.html\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/buy-ticket\.html\?lineId=\d+&boardStationId=\d+&alightStationId=\d+$/);
  await logInBySms(page, phone);
  // The buying page turns the stations into the line's stop numbers in its own address.
  await expect(page).toHaveURL(/buy-ticket\.html\?lineId=\d+.*&board=\d+&alight=\d+/);
  await expect(page.getByTestId('board-stop')).toContainText(boardName);
  await expect(page.getByTestId('alight-stop')).toContainText(alightName);
  // Without a search the line's first stop is the default: the search's stop is another.
  expect(boardName).not.toBe('清湖');

  // A rider added from passenger-select comes back chosen there, the phone masked like the ID number.
  await page.getByRole('button', { name: /选择乘车人/ }).click();
  await expect(page).toHaveURL(/passenger-select\.html/);
  await page.getByRole('button', { name: '添加乘车人' }).click();
  await page.getByLabel('姓名').fill(RIDER.name);
  await page.getByLabel('身份证号').fill(RIDER.idNumber);
  await page.getByLabel('手机号').fill(RIDER.phone);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/passenger-select\.html/);
  const riderBox = page.getByRole('checkbox', { name: RIDER.name });
  await expect(riderBox).toBeChecked();
  await expect(riderBox).toContainText('手机号 138****8000');
  await expect(page.getByText(RIDER.phone)).toHaveCount(0);
  await page.getByRole('button', { name: '确定（已选 1 位）' }).click();
  await expect(page.getByRole('list', { name: '已选乘车人' })).toContainText(RIDER.name);
  // The stops are still the search's after the round trip.
  await expect(page.getByTestId('board-stop')).toContainText(boardName);

  // The agreement: its words tick the box; a title opens the rules and the tick stays.
  const agreement = page.getByRole('checkbox', { name: '我已阅读并同意' });
  await expect(agreement).not.toBeChecked();
  await page.getByText('我已阅读并同意', { exact: true }).click();
  await expect(agreement).toBeChecked();
  await page.getByRole('link', { name: '《购票规则》' }).click();
  await expect(page).toHaveURL(/buy-rule\.html/);
  await expect(page.getByText('七、再来一单')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();

  // One date (the first bookable day), one rider; leave the cashier: waiting-paid counts the time left.
  await expect(chosenDays(page)).toHaveCount(1);
  const [firstDay] = await dayLabelsOf(page);
  await expect(page.getByTestId('price-section')).toContainText('应付金额');
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByRole('button', { name: '取消支付' }).click();
  await expect(page).toHaveURL(/waiting-paid\.html\?orderNo=/);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^剩余 00:\d{2}$/);
  const before = (await timer.textContent()) ?? '';
  await expect(timer).not.toHaveText(before, { timeout: 3000 });
  await page.getByRole('button', { name: '立即支付' }).click();
  await payInSandbox(page);

  // 查看车票: the order bought one ticket, so it opens that ticket.
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await page.getByRole('link', { name: '查看车票' }).click();
  await expect(page).toHaveURL(/ticket-info\.html\?ticketId=\d+$/);
  const ticketUrl = page.url();
  await expect(page.getByText(RIDER.name).first()).toBeVisible();

  // The order's ticket row opens the same ticket.
  await page.goto(`/udianbus/app/my-order/order-detail.html?orderNo=${orderNo}`);
  const groups = page.getByTestId('ticket-groups');
  await groups.getByRole('link', { name: new RegExp(RIDER.name) }).click();
  await expect(page).toHaveURL(ticketUrl);

  // 再来一单: the rider holds the first day now, so the next bookable day comes chosen; it is paid.
  await page.goBack();
  await page.getByRole('button', { name: '再来一单' }).click();
  await expect(page).toHaveURL(/buy-ticket\.html\?.*dates=/);
  await expect(chosenDays(page)).toHaveCount(1);
  const [againDay] = await dayLabelsOf(page);
  expect(againDay).not.toBe(firstDay);
  await expect(page.getByRole('list', { name: '已选乘车人' })).toContainText(RIDER.name);
  await expect(page.getByTestId('board-stop')).toContainText(boardName);
  await expect(page.getByTestId('price-section')).toContainText('应付金额');
  await expect(page.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();
  await page.getByRole('button', { name: '提交订单' }).click();
  await payInSandbox(page);
  const againOrderNo = new URL(page.url()).searchParams.get('orderNo')!;
  expect(againOrderNo).not.toBe(orderNo);

  // Refund the second order's ticket: the result says one state, the refund's own.
  await page.getByRole('link', { name: '查看订单' }).click();
  await page.getByTestId('ticket-groups').getByRole('link', { name: '退票' }).click();
  await expect(page).toHaveURL(/refund-ticket\.html/);
  await expect(page.getByTestId('refund-total')).toContainText(/\d+\.\d{2}元/);
  await page.getByRole('button', { name: '确认退票' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认退票' }).click();
  const result = page.getByTestId('refund-result');
  await expect(result.getByRole('heading', { name: '已退款' })).toBeVisible();
  await expect(result).not.toContainText('退款中');
  await expect(result).not.toContainText('已提交');
});
