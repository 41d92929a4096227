import type { Page } from '@playwright/test';
import type { PeriodPass } from '@udian/contracts/schemas/period-passes';
import { signInAsAdmin } from '../../console/e2e/console-journeys';
import { E2E_CLOCK_HEADER } from '../../../scripts/e2e-clock';
import { expect, test } from './fixtures';
import { RIDER } from './journeys';
import { addRider, logInBySms, uniquePhone } from './sms-login';

/**
 * A monthly pass end to end (decision 050). The operator sets U109's monthly pass in the console (sold every day
 * of the month, 8.5 折); a new passenger finds it on the line's page, logs in, adds a rider, chooses the 07:20
 * bus, sees the quote (next month's ride days, holidays without a ride) and buys it at the sandbox cashier.
 * The pass is then ridden on its first two ride days, checked in with each day's ride code, and the rest of
 * its days are refunded by the refund rule: the quote shown first, the refund exactly it.
 *
 * Riding a day of next month needs that day: the e2e server's clock (scripts/e2e-clock.ts) lets this spec's
 * requests carry an offset from the real time (E2E_CLOCK_HEADER), and Playwright's clock moves the browser's
 * time by the same offset, so the server issues, shows and checks that day's ride code as it will on the day.
 * Other specs' requests, and the server's jobs, keep the real time.
 */

const SHOTS = '.tmp';

/** Moves this spec's requests, and its page's clock, to `at` (epoch milliseconds). */
const travelTo = async (page: Page, at: number) => {
  const offset = at - Date.now();
  await page.context().setExtraHTTPHeaders({ [E2E_CLOCK_HEADER]: String(offset) });
  await page.clock.setSystemTime(Date.now() + offset);
};

/** The pass as its page asked for it (the passenger's own call, with the page's login headers). */
const openPass = async (page: Page, orderNo: string): Promise<PeriodPass> => {
  const answer = page.waitForResponse((response) => response.url().includes('/periodPass/detail?'));
  await page.goto(`/udianbus/app/period-detail.html?orderNo=${orderNo}`);
  return ((await (await answer).json()) as { data: PeriodPass }).data;
};

/** On the pass's page: the day's 乘车码, then 确认检票 inside its window. */
const rideDay = async (page: Page, orderNo: string, serviceDate: string) => {
  const pass = await openPass(page, orderNo);
  const day = pass.days.find((d) => d.serviceDate === serviceDate)!;
  // Ten minutes before the bus at the first stop, where the rider boards.
  await travelTo(page, Date.parse(day.departsAt) - 10 * 60_000);
  await page.reload();
  const row = page.getByRole('list', { name: '乘车日' }).getByRole('listitem').nth(pass.days.indexOf(day));
  await expect(row).toContainText('待乘车');
  await row.getByRole('link', { name: '乘车码' }).click();
  await expect(page).toHaveURL(new RegExp(`check-ticket\\.html\\?ticketId=${day.ticketId}`));
  await expect(page.getByRole('timer')).toContainText('秒后自动刷新');
  await page.getByRole('button', { name: '确认检票' }).click();
  await expect(page.getByRole('heading', { name: '已检票' })).toBeVisible();
};

test('a monthly pass is set in the console, bought at the cashier, ridden on two days and refunded for the rest at its quote', async ({ browser, page, baseURL }) => {
  test.setTimeout(90_000);

  // 1. The operator sets U109's monthly pass: sold every day of the month for next month, at 8.5 折.
  const desk = await (await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })).newPage();
  await signInAsAdmin(desk);
  await desk.getByRole('menuitem', { name: '线路与站点' }).click();
  await desk.getByPlaceholder('线路编号或名称').fill('U109');
  await desk.getByPlaceholder('线路编号或名称').press('Enter');
  await desk.getByRole('link', { name: 'U109', exact: true }).click();
  await expect(desk).toHaveURL(/\/ops\/network\/lines\/\d+$/);
  const lineId = /(\d+)$/.exec(desk.url())![1]!;
  const passes = desk.locator('.ant-card').filter({ has: desk.getByText('周期票', { exact: true }) });
  await passes.getByRole('button', { name: '设置月票' }).click();
  const editor = desk.getByRole('dialog', { name: /设置月票/ });
  await editor.getByLabel('价格（按乘车日原价的百分比）').fill('85');
  await editor.getByLabel('每月开售日').fill('1');
  await editor.getByLabel('每月停售日').fill('31');
  await desk.screenshot({ path: `${SHOTS}/passes-console-editor.png` });
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor).toBeHidden();
  await expect(passes.getByRole('row').filter({ hasText: '每月 1 日至 31 日' })).toContainText('售卖中');
  await desk.screenshot({ path: `${SHOTS}/passes-console.png` });
  // The demo's U101 sells both passes (a window open or not, by today's date): found as the console finds it.
  const u101 = ((await (await desk.request.get('/ops-api/network/lines?q=U101')).json()) as { data: { items: Array<{ id: string; code: string }> } }).data.items.find(
    (line) => line.code === 'U101',
  )!.id;
  await desk.context().close();

  // 2. On U101's page the demo's two passes show, each priced while its window is open or with its opening day.
  await page.goto(`/udianbus/app/line/line-info.html?lineId=${u101}`);
  await expect(page.getByTestId('period-pass-offer')).toHaveCount(2);
  for (const demo of await page.getByTestId('period-pass-offer').all()) await expect(demo).toContainText(/购买|开售/);
  await page.getByTestId('period-pass-offers').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/passes-demo-offers.png` });

  // 3. A new passenger finds U109's on its page and buys it for the 07:20 bus.
  await page.goto(`/udianbus/app/line/line-info.html?lineId=${lineId}`);
  const offer = page.getByTestId('period-pass-offer');
  await expect(offer).toContainText('8.5 折');
  await expect(offer).toContainText(/\d+ 个乘车日/);
  await offer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/passes-line-info.png` });
  await offer.getByRole('link', { name: '购买月票' }).click();
  await expect(page).toHaveURL(/login\.html\?redirect=/);
  await logInBySms(page, uniquePhone('137'));
  await expect(page).toHaveURL(/period-detail\.html\?lineId=\d+&kind=month/);
  const buyUrl = page.url();
  await addRider(page, RIDER);
  await page.goto(buyUrl);
  await page.getByRole('option', { name: '07:20' }).click();
  await expect(page.getByRole('option', { name: '07:20', selected: true })).toBeVisible();
  const quote = page.getByTestId('period-pass-quote');
  await expect(quote).toContainText('月票优惠（8.5 折）');
  const payable = /应付¥(\d+\.\d{2})/.exec((await quote.textContent()) ?? '')![1]!;
  await page.screenshot({ path: `${SHOTS}/passes-buy.png`, fullPage: true });
  await page.getByRole('button', { name: `确认购买 ¥${payable}` }).click();
  await expect(page).toHaveURL(/waiting-paid\.html\?orderNo=UD\d{20}/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText('模拟支付 · 不会产生真实扣款')).toBeVisible();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });

  // 4. My orders show it as the month's pass; its page lists every ride day to ride, each with its ride code.
  await page.goto('/udianbus/app/my-order.html');
  await expect(page.getByRole('article', { name: `订单 ${orderNo}` })).toContainText(/\d{4}年\d{1,2}月月票 · \d+ 个乘车日/);
  const bought = await openPass(page, orderNo);
  expect(bought.orderStatus).toBe('paid');
  expect(bought.days.every((d) => d.state === 'toRide')).toBe(true);
  expect(bought.days.every((d) => d.departsAt.endsWith('T23:20:00.000Z'))).toBe(true);

  // 5. Ridden on its first two ride days, at 07:10 each morning (the e2e clock).
  const [first, second] = bought.days;
  await rideDay(page, orderNo, first!.serviceDate);
  await rideDay(page, orderNo, second!.serviceDate);

  // 6. Back on the pass that second morning: two rides used; the rest refunded at the quote shown first.
  const ridden = await openPass(page, orderNo);
  expect(ridden.ridesUsed).toBe(2);
  await expect(page.getByTestId('rides-used')).toHaveText('2');
  const days = page.getByRole('list', { name: '乘车日' }).getByRole('listitem');
  await expect(days.nth(0)).toContainText('已乘车');
  await expect(days.nth(1)).toContainText('已乘车');
  const left = ridden.days.filter((d) => d.isRefundable).length;
  expect(left).toBe(bought.days.length - 2);
  await page.getByRole('button', { name: '查看退款金额' }).click();
  const total = page.getByTestId('pass-refund-total');
  await expect(total).toHaveText(/¥\d+\.\d{2}/);
  const quoted = (await total.textContent())!;
  await expect(page.getByRole('list', { name: '逐日退款' }).getByRole('listitem')).toHaveCount(left);
  await page.screenshot({ path: `${SHOTS}/passes-refund-quote.png`, fullPage: true });
  await page.getByRole('button', { name: `确认退款 ${quoted}` }).click();
  await expect(page.getByTestId('pass-refunded')).toHaveText(`已退款 ${quoted}，原路退回支付账户`);
  await expect(days.filter({ hasText: '已退票' })).toHaveCount(left);
  await expect(page.getByTestId('pass-refund')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/passes-detail.png`, fullPage: true });

  // The order records that refund, of exactly the quoted amount.
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page.getByTestId('refund-list')).toContainText(`${quoted.replace('¥', '')}元已退款`);

  // My passes (the more page's 周期票) list it with its rides.
  await page.goto('/udianbus/app/more.html');
  await page.getByRole('link', { name: '周期票' }).click();
  await expect(page.getByTestId('period-pass')).toContainText('已乘车 2 天 · 待乘车 0 天');
  await page.screenshot({ path: `${SHOTS}/passes-mine.png` });
});
