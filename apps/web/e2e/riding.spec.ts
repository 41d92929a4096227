import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { lineInList } from './journeys';
import { addRider, logInBySms, uniquePhone } from './sms-login';

/**
 * Riding as a new user tries it: buy a daily line for tomorrow-ish (the first bookable day), the day after
 * and a day five or more days ahead, for two riders; pay in the sandbox; refund the second date from its
 * ticket page at the quoted amount and see it refunded while the first date's tickets stay valid; check in
 * a first-date ticket inside its window; and see a far ticket refused outside its window.
 *
 * The e2e server opens check windows a day before the bus (TICKET_CHECK_OPENS_MINUTES=1440 in
 * scripts/e2e-server.mjs). K801 runs every day and its first trip leaves at 09:00 from the first stop, where
 * the riders board: the first bookable 09:00 trip is never more than a day away, so it is always inside its
 * window, and a trip five days ahead never is.
 */

const RIDERS = [
  { name: '王五', idNumber: '11010519491231002X' },
  { name: '赵六', idNumber: '440308199001011239' },
] as const;

/** The server's RIDE_CODE_SECRET (the development default unless the run sets one). */
const RIDE_CODE_SECRET = process.env.RIDE_CODE_SECRET ?? 'dev-only-ride-code-secret-change-me';

/** Days the calendar offers and are not chosen: "11月23日 周一 余45座". */
const bookableDays = (page: Page) => page.getByRole('button', { name: /余\d+座/, pressed: false });
const chosenDays = (page: Page) => page.getByRole('button', { name: /余\d+座/, pressed: true });

/** '11月23日 周一' of a calendar day: the date as every page writes it. */
const dayLabelOf = async (day: ReturnType<Page['getByRole']>): Promise<string> =>
  /^\S+ \S+/.exec((await day.getAttribute('aria-label')) ?? '')![0];

/** A ticket card of my tickets: "车票 K801 11月23日 周一 王五". */
const ticketCard = (page: Page, dayLabel: string, rider: string) => page.getByRole('article', { name: `车票 K801 ${dayLabel} ${rider}` });

/** A ride code as the server signs it (UD1.<ticketId>.<step>.<sig>), for the current 30 s step. */
const currentRideCode = (ticketId: string): string => {
  const step = Math.floor(Date.now() / 1000 / 30);
  const signature = createHmac('sha256', RIDE_CODE_SECRET).update(`UD1.${ticketId}.${step}`).digest('base64url').slice(0, 22);
  return `UD1.${ticketId}.${step}.${signature}`;
};

test('buy three dates, refund one at its quote, check in inside the window and not outside it', async ({ page }) => {
  test.setTimeout(60_000);
  const phone = uniquePhone('136');

  // A new user: K801 from all lines, 购票, log in, add two riders.
  await (await lineInList(page, 'K801')).click();
  await expect(page).toHaveURL(/line-info\.html\?lineId=/);
  await page.getByRole('link', { name: '购票' }).click();
  await expect(page).toHaveURL(/login\.html\?redirect=/);
  await logInBySms(page, phone);
  await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
  const buyUrl = page.url();
  for (const rider of RIDERS) await addRider(page, rider);
  await page.goto(buyUrl);

  // 09:00, the first bookable day (chosen already), the next one, and one five or more days ahead.
  await expect(page.getByRole('option', { name: '09:00', selected: true })).toBeVisible();
  await expect(chosenDays(page)).toHaveCount(1);
  const firstDay = await dayLabelOf(chosenDays(page).first());
  const secondDay = await dayLabelOf(bookableDays(page).first());
  await bookableDays(page).first().click();
  await expect(chosenDays(page)).toHaveCount(2);
  const farDay = await dayLabelOf(bookableDays(page).nth(3));
  await bookableDays(page).nth(3).click();
  await expect(chosenDays(page)).toHaveCount(3);

  await page.getByRole('button', { name: /选择乘车人/ }).click();
  for (const rider of RIDERS) await page.getByRole('checkbox', { name: rider.name }).check();
  await page.getByRole('button', { name: '确定（已选 2 位）' }).click();
  await expect(page.getByRole('list', { name: '已选乘车人' })).toContainText(RIDERS[1].name);
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await expect(page.getByTestId('price-section')).toContainText('应付金额');
  await page.getByRole('button', { name: '提交订单' }).click();

  // The sandbox cashier.
  await expect(page.getByText('模拟支付 · 不会产生真实扣款')).toBeVisible();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });

  // My tickets: six to ride; open the second date's ticket and refund from there.
  await page.goto('/udianbus/app/ticket/my-ticket.html');
  await expect(page.getByTestId('ticket-card')).toHaveCount(6);
  await ticketCard(page, secondDay, RIDERS[0].name).getByRole('link').first().click();
  await expect(page).toHaveURL(/ticket-info\.html\?ticketId=/);
  await page.getByRole('link', { name: '退票', exact: true }).click();
  await expect(page).toHaveURL(/refund-ticket\.html\?orderNo=UD\d{20}&ticketId=\d+/);

  // The ticket comes chosen; the date box adds the other rider of that date. The quote: two tickets, a total.
  const choices = page.getByTestId('refund-choices');
  await expect(choices.getByRole('region', { name: secondDay }).getByRole('checkbox', { name: RIDERS[0].name })).toBeChecked();
  await choices.getByRole('checkbox', { name: `${secondDay} 09:00 发车` }).check();
  await expect(page.getByTestId('refund-quote-ticket')).toHaveCount(2);
  const total = page.getByTestId('refund-total');
  await expect(total).toContainText(/\d+\.\d{2}元/);
  const quoted = /(\d+\.\d{2}元)/.exec((await total.textContent()) ?? '')![1]!;

  await page.getByRole('button', { name: '确认退票' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`共 2 张车票，退款 ${quoted}`);
  await dialog.getByRole('button', { name: '确认退票' }).click();
  const result = page.getByTestId('refund-result');
  await expect(result.getByRole('heading', { name: '已退款' })).toBeVisible();
  await expect(result).toContainText(quoted);
  await expect(page.getByTestId('refund-status')).toHaveText('已退款');
  await expect(result).not.toContainText('退款中');

  // The order shows the refund of exactly that amount; the first date's tickets are still to ride.
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/order-detail\.html\?orderNo=UD\d{20}/);
  await expect(page.getByTestId('refund-list')).toContainText(`${quoted}已退款`);
  const groups = page.getByTestId('ticket-groups');
  await expect(groups.getByRole('region', { name: secondDay })).toContainText('已退票');
  await expect(groups.getByRole('region', { name: secondDay })).not.toContainText('待乘车');
  await expect(groups.getByRole('region', { name: firstDay }).getByText('待乘车')).toHaveCount(2);

  // Check in a first-date ticket: inside its window, its ride code shows and 确认检票 checks it once.
  await page.goto('/udianbus/app/ticket/my-ticket.html');
  await expect(page.getByTestId('ticket-card')).toHaveCount(4);
  await ticketCard(page, firstDay, RIDERS[1].name).getByRole('link').first().click();
  await page.getByRole('link', { name: '检票', exact: true }).click();
  await expect(page).toHaveURL(/check-ticket\.html\?ticketId=/);
  await expect(page.getByRole('timer')).toContainText('秒后自动刷新');
  await page.getByRole('button', { name: '确认检票' }).click();
  await expect(page.getByRole('heading', { name: '已检票' })).toBeVisible();

  // A ticket five or more days ahead: outside its window there is no code yet, and the server refuses a
  // check with a current, genuine code (as a scanner would send) with checkNotOpen.
  const listAnswer = page.waitForResponse((response) => response.url().includes('/ticket/v8/list?'));
  await page.goto('/udianbus/app/ticket/my-ticket.html');
  const list = await listAnswer;
  const listed = ((await list.json()) as { data: { tickets: Array<{ ticketId: string; departureId: string }> } }).data.tickets;
  await ticketCard(page, farDay, RIDERS[0].name).getByRole('link').first().click();
  await expect(page).toHaveURL(/ticket-info\.html\?ticketId=\d+/);
  const farTicketId = new URL(page.url()).searchParams.get('ticketId')!;
  const far = listed.find((ticket) => ticket.ticketId === farTicketId)!;
  await page.getByRole('link', { name: '检票', exact: true }).click();
  await expect(page.getByTestId('ride-code')).toContainText('乘车码将在发车前 24 小时开放');
  await expect(page.getByRole('button', { name: '确认检票' })).toBeDisabled();

  const sent = await list.request().allHeaders();
  const clientHeaders = Object.fromEntries(
    ['platform', 'channel', 'channelid', 'clientplatformid', 'biztype', 'deviceid', 'appversion', 'appname', 'token', 'userid']
      .filter((name) => sent[name] !== undefined)
      .map((name) => [name, sent[name]!]),
  );
  const answer = await page.request.post(new URL('/ydbus-api-v2/ticket/check', list.url()).toString(), {
    headers: clientHeaders,
    data: { ticketId: far.ticketId, departureId: far.departureId, rideCode: currentRideCode(far.ticketId) },
  });
  const body = (await answer.json()) as { meta: { code: number; desc: string } };
  expect(body.meta.code).toBe(2703);
  expect(body.meta.desc).toMatch(/^未到检票时间，请在 .+ 之间检票$/);
});
