import type { Page } from '@playwright/test';
import { requestShuttle } from '@udian/contracts/endpoints/groups/company-lines';
import { endpointUrl } from '@udian/contracts/endpoint';
import { ADMIN_PASSWORD, changeOneTimePassword, signIn, signInAsAdmin } from '../../console/e2e/console-journeys';
import { E2E_ADMIN } from '../../console/e2e/e2e-admin';
import { expect, test } from './fixtures';
import { addRider, logInBySms, uniquePhone } from './sms-login';

/**
 * Company lines, end to end (decision 048). A passenger who is on no staff list finds 园区班车 by taps and asks
 * to ride C401; the enterprise's own administrator (a 单位管理员 account of 优点科技, who sees nothing else)
 * approves in the console; the passenger, now a member, buys C401 for nothing. An enterprise without buses
 * asks for a shuttle; the operator quotes in the console; the requester sees the quote on
 * enterprise-custom-flow and accepts it.
 */

const ENTERPRISE = '优点科技';
const LINE = 'C401';
type Envelope<T> = { data: T; meta: { code: number; desc: string } };

test.use({ actionTimeout: 20_000 });

/** A desktop console page signed in as the e2e admin. */
const consoleAsAdmin = async (browser: import('@playwright/test').Browser, baseURL: string | undefined): Promise<Page> => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const desk = await context.newPage();
  await signInAsAdmin(desk);
  return desk;
};

/** A 单位管理员 of the demo enterprise, made by the admin through the console's API; answers its one-time password. */
const makeGroupAdmin = async (desk: Page, username: string): Promise<string> => {
  const login = (await (await desk.request.post('/ops-api/auth/login', { data: { username: E2E_ADMIN, password: ADMIN_PASSWORD } })).json()) as Envelope<{ csrfToken: string }>;
  expect(login.meta.code, login.meta.desc).toBe(1);
  const groups = (await (await desk.request.get('/ops-api/groups', { params: { keyword: ENTERPRISE } })).json()) as Envelope<{ items: Array<{ groupId: string; name: string }> }>;
  const group = groups.data.items.find((g) => g.name === ENTERPRISE);
  expect(group, ENTERPRISE).toBeTruthy();
  const created = (await (
    await desk.request.post('/ops-api/operators/create', {
      headers: { 'x-csrf-token': login.data.csrfToken },
      data: { username, displayName: '优点行政', role: 'groupAdmin', groupId: group!.groupId },
    })
  ).json()) as Envelope<{ oneTimePassword: string }>;
  expect(created.meta.code, created.meta.desc).toBe(1);
  return created.data.oneTimePassword;
};

test('a passenger applies to ride a company line, the enterprise’s administrator approves, and the passenger buys it for nothing', async ({ browser, page, baseURL }) => {
  test.setTimeout(240_000);
  const phone = uniquePhone('139');

  // 我的 → 单位通勤 → 园区班车 → C401 → 申请乘车.
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, phone);
  await expect(page).not.toHaveURL(/login\.html/);
  await addRider(page, { name: '孙七', idNumber: '11010519491231002X' });
  await page.goto('/udianbus/app/user-center.html');
  await page.getByRole('link', { name: '单位通勤' }).click();
  await page.getByRole('link', { name: /园区班车/ }).first().click();
  await expect(page).toHaveURL(/company-line\/company-line\.html/);
  const card = page.getByTestId('company-line').filter({ hasText: LINE });
  await card.getByRole('link', { name: '申请乘车' }).click();
  await expect(page).toHaveURL(/company-line-apply\.html\?lineId=/);
  const lineId = new URL(page.url()).searchParams.get('lineId') ?? '';
  await page.getByLabel('姓名').fill('孙七');
  await page.getByLabel('部门').fill('研发部');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('待审核').first()).toBeVisible();

  // The enterprise's administrator signs in: only 单位管理, only 优点科技; approves on 乘车申请.
  const desk = await consoleAsAdmin(browser, baseURL);
  const username = `ydhr${phone.slice(-6)}`;
  const oneTimePassword = await makeGroupAdmin(desk, username);
  await desk.context().close();
  const hrContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const hr = await hrContext.newPage();
  await signIn(hr, username, oneTimePassword);
  await changeOneTimePassword(hr, oneTimePassword, 'HrPass2026x');
  await expect(hr.getByRole('heading', { name: ENTERPRISE })).toBeVisible();
  await expect(hr.getByRole('menuitem')).toHaveCount(1);
  await hr.getByRole('tab', { name: /乘车申请/ }).click();
  const row = hr.getByRole('row').filter({ hasText: '孙七' });
  await expect(row).toContainText('待审核');
  await row.getByRole('button', { name: '通过', exact: true }).click();
  await hr.getByRole('button', { name: '确认通过' }).click();
  await expect(row).toContainText('已通过');
  await hrContext.close();

  // The passenger is now a member: 可购票, and C401 costs nothing.
  await page.goto(`/udianbus/app/company-line-detail.html?lineId=${lineId}`);
  await expect(page.getByTestId('company-line-my-state')).toContainText('可购票');
  await page.getByRole('link', { name: '购票', exact: true }).first().click();
  await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
  await page.getByRole('button', { name: /选择乘车人/ }).click();
  await page.getByRole('checkbox', { name: '孙七' }).check();
  await page.getByRole('button', { name: /^确定/ }).click();
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByRole('heading', { name: '购票成功' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('payable')).toHaveText('0.00元');
});

test('an enterprise asks for a shuttle, the operator quotes in the console, and the requester accepts the quote on its progress page', async ({ browser, page, baseURL }) => {
  test.setTimeout(180_000);
  const phone = uniquePhone('158');
  const company = `鹏城精密${phone.slice(-4)}`;
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, phone);
  await expect(page).not.toHaveURL(/login\.html/);

  // The request, as the form sends it (the form itself is covered by its unit tests); its progress page.
  const login = await page.evaluate(() => JSON.parse(localStorage.getItem('loginInfo') ?? sessionStorage.getItem('loginInfo') ?? '{}') as { token?: string; userId?: string });
  const headers = { platform: 'H5', channel: '10000', deviceId: `e2e-shuttle-${phone}`, token: login.token ?? '', userId: login.userId ?? '' };
  const start = new Date(Date.now() + 8 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 10);
  const created = (await (
    await page.request.post(endpointUrl(requestShuttle), {
      headers,
      data: {
        companyName: company,
        contactName: '周八',
        contactPhone: phone,
        cityId: 440300,
        headcount: 40,
        sites: [
          { name: '坪山地铁站', lng: 114.3465, lat: 22.6935 },
          { name: '精密工业园', lng: 114.3712, lat: 22.7051 },
        ],
        shifts: [
          { time: '07:40', direction: 'toWork' },
          { time: '18:10', direction: 'offWork' },
        ],
        weekdays: [1, 2, 3, 4, 5],
        startDate: start,
        note: '两班倒',
      },
    })
  ).json()) as Envelope<{ request: { requestId: string } }>;
  expect(created.meta.code, created.meta.desc).toBe(1);
  await page.goto(`/udianbus/common/enterprise-custom-flow.html?requestId=${created.data.request.requestId}`);
  await expect(page.getByTestId('shuttle-request')).toContainText(company);

  // The operator quotes it in 班车定制.
  const desk = await consoleAsAdmin(browser, baseURL);
  await desk.getByRole('menuitem', { name: '班车定制' }).click();
  await desk.getByRole('row').filter({ hasText: company }).click();
  const drawer = desk.getByRole('dialog', { name: `班车定制需求：${company}` });
  await drawer.getByRole('button', { name: '报价', exact: true }).first().click();
  const quote = desk.getByRole('dialog').filter({ has: desk.getByLabel('每人每次票价（元）') });
  await quote.getByLabel('每人每次票价（元）').fill('6.5');
  await quote.getByLabel('包月总价（元）').fill('52000');
  await quote.getByLabel('车辆数').fill('1');
  await quote.getByLabel('每车座位数').fill('45');
  await quote.getByRole('button', { name: '提交报价' }).click();
  await expect(drawer).toContainText('已报价，等待企业确认');
  await desk.context().close();

  // The requester sees the quote and accepts it.
  await page.reload();
  await expect(page.getByText('¥6.50').first()).toBeVisible();
  await page.getByRole('button', { name: '接受报价' }).click();
  await page.getByRole('button', { name: '接受', exact: true }).click();
  await expect(page.getByText('您已确认合作')).toBeVisible();
});
