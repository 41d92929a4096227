import type { Page } from '@playwright/test';
import { lineDepartures } from '@udian/contracts/endpoints/lines/line-departures';
import { orderCreate } from '@udian/contracts/endpoints/orders/order-create';
import { orderDetail } from '@udian/contracts/endpoints/orders/order-detail';
import { endpointUrl } from '@udian/contracts/endpoint';
import { signInAsAdmin } from '../../console/e2e/console-journeys';
import { expect, test } from './fixtures';
import { lineHrefFromList } from './journeys';
import { addRider, logInBySms, uniquePhone } from './sms-login';

/**
 * Enterprise lines, end to end (decision 048). A passenger finds the demo enterprise 优点科技 by taps from the
 * user centre, proves membership with a code sent to a company address, and buys its line C401, which the
 * enterprise pays in full: ¥0, no cashier. In the operator console the enterprise's statement for the
 * ride's month shows the ride. A passenger who is not a member is refused on the line's page, and by the
 * server when the purchase call is made directly.
 */

const ENTERPRISE = '优点科技';
const LINE = 'C401';
type Envelope<T> = { data: T; meta: { code: number; desc: string } };

test.use({ actionTimeout: 20_000 });

/** The newest e-mail code sent to an address, from the development outbox (GET /dev/email-outbox). */
const readEmailCode = async (page: Page, email: string): Promise<string> => {
  let code = '';
  await expect(async () => {
    const body = (await (await page.request.get(`/dev/email-outbox?email=${encodeURIComponent(email)}`)).json()) as Envelope<{ messages: Array<{ text: string }> } | null>;
    code = /\b(\d{6})\b/.exec(body.data?.messages[0]?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 5000 });
  return code;
};

/** The passenger's login, as the page keeps it (token and userId headers for a direct call). */
const sessionHeaders = async (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => {
    const login = JSON.parse(localStorage.getItem('loginInfo') ?? sessionStorage.getItem('loginInfo') ?? '{}') as { token?: string; userId?: string };
    return { token: login.token ?? '', userId: login.userId ?? '' };
  });

test('a passenger proves membership by a company e-mail code, rides the enterprise-paid line for ¥0, and the statement shows it', async ({ browser, page, baseURL }) => {
  test.setTimeout(240_000);
  const phone = uniquePhone('136');
  const email = `e2e${phone.slice(-6)}@udian-tech.com`;

  // Logged in, with a rider, the passenger finds the enterprise by taps: 我的 → 单位通勤 → 企业通勤 → 添加企业.
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, phone);
  await expect(page).not.toHaveURL(/login\.html/);
  await addRider(page, { name: '赵六', idNumber: '11010519491231002X' });
  await page.goto('/udianbus/app/user-center.html');
  await page.getByRole('link', { name: '单位通勤' }).click();
  await expect(page).toHaveURL(/\/group\.html/);
  await page.getByRole('link', { name: /我的企业|企业通勤/ }).first().click();
  await expect(page).toHaveURL(/group-line\.html/);
  await page.getByRole('link', { name: /添加企业/ }).first().click();
  await expect(page).toHaveURL(/enterprise-search\.html/);
  await page.getByRole('searchbox').fill('ydkj');
  await page.getByTestId('group-results').getByRole('link', { name: new RegExp(ENTERPRISE) }).click();
  await expect(page).toHaveURL(/enterprise-line\.html\?groupId=/);

  // Not a member yet: the line is there, its purchase is not.
  await expect(page.getByText('认证后可购票').first()).toBeVisible();
  const proof = page.getByTestId('membership-proof');
  await proof.getByRole('tab', { name: '企业邮箱' }).click();
  await proof.getByRole('textbox', { name: '邮箱' }).fill(email);
  await proof.getByRole('button', { name: '获取验证码' }).click();
  await expect(proof.getByRole('status')).toContainText(email);
  await proof.getByRole('textbox', { name: '验证码' }).fill(await readEmailCode(page, email));
  await proof.getByRole('button', { name: '验证', exact: true }).click();
  const membership = page.getByTestId('membership');
  await expect(membership).toContainText('企业邮箱');

  // A member buys C401 for nothing: no cashier, straight to the ticket.
  const line = page.getByRole('listitem').filter({ hasText: LINE });
  await expect(line).toContainText('免费');
  await line.getByRole('link', { name: '购票' }).click();
  await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
  await expect(page.getByText(`${ENTERPRISE}员工 免费乘坐`)).toBeVisible();
  await page.getByRole('button', { name: /选择乘车人/ }).click();
  await page.getByRole('checkbox', { name: '赵六' }).check();
  await page.getByRole('button', { name: /^确定/ }).click();
  await expect(page.getByText('企业支付').first()).toBeVisible();
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByRole('heading', { name: '购票成功' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('payable')).toHaveText('0.00元');
  await expect(page.getByText('模拟支付')).toHaveCount(0);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  const headers = { platform: 'H5', channel: '10000', deviceId: `e2e-enterprise-${phone}`, ...(await sessionHeaders(page)) };
  const order = (await (await page.request.get(endpointUrl(orderDetail), { headers, params: { orderNo } })).json()) as Envelope<{ dates: string[]; groupPaysCents: number }>;
  expect(order.meta.code, order.meta.desc).toBe(1);
  expect(order.data.groupPaysCents).toBeGreaterThan(0);
  const month = order.data.dates[0]!.slice(0, 7);

  // The operator opens the enterprise's statement for the ride's month: the ride is on it, charged to the enterprise.
  const consoleContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const desk = await consoleContext.newPage();
  await signInAsAdmin(desk);
  await desk.getByRole('menuitem', { name: '单位管理' }).click();
  await desk.getByRole('link', { name: ENTERPRISE, exact: true }).click();
  await expect(desk.getByRole('tab', { name: '对账单' })).toBeVisible();
  await desk.goto(`${new URL(desk.url()).pathname}?tab=statement&month=${month}`);
  const ride = desk.getByRole('row').filter({ hasText: '赵六' });
  await expect(ride).toContainText(LINE);
  await expect(ride).toContainText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  await expect(ride).toContainText((order.data.groupPaysCents / 100).toFixed(2));
  await consoleContext.close();
});

test('a passenger who is not a member is refused on the line page and by the server', async ({ page }) => {
  const phone = uniquePhone('137');
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, phone);
  await expect(page).not.toHaveURL(/login\.html/);

  // The line's page says why and leads to the proof, and offers no purchase.
  await page.goto(await lineHrefFromList(page, LINE));
  await expect(page.getByText(`该线路仅限${ENTERPRISE}员工乘坐`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '去认证' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '购票', exact: true })).toHaveCount(0);
  const lineId = new URL(page.url()).searchParams.get('lineId') ?? '';

  // The purchase call made directly: refused with the same words, nothing held.
  const headers = { platform: 'H5', channel: '10000', deviceId: `e2e-nonmember-${phone}`, ...(await sessionHeaders(page)) };
  // A real departure of the line in the coming days, as a buying page would send it.
  let departureId = '';
  for (let day = 1; day <= 7 && !departureId; day += 1) {
    const date = new Date(Date.now() + 8 * 3_600_000 + day * 86_400_000).toISOString().slice(0, 10);
    const slots = (await (await page.request.get(endpointUrl(lineDepartures), { headers, params: { lineId, date } })).json()) as Envelope<{ departures: Array<{ departureId: string }> }>;
    departureId = slots.data?.departures[0]?.departureId ?? '';
  }
  expect(departureId, 'a departure of the line this week').not.toBe('');
  const refused = (await (
    await page.request.post(endpointUrl(orderCreate), {
      headers: { ...headers, 'Idempotency-Key': `e2e-${phone}` },
      data: { lineId, departureIds: [departureId], boardSeq: 1, alightSeq: 2, passengerIds: ['1'], userCouponId: null, expectedPayableCents: 0 },
    })
  ).json()) as Envelope<null>;
  expect(refused.meta.code).toBe(2409);
  expect(refused.meta.desc).toContain(`该线路仅限${ENTERPRISE}员工乘坐`);
});
