import type { Browser, Page } from '@playwright/test';
import { ADMIN_PASSWORD, signInAsAdmin } from '../../console/e2e/console-journeys';
import { E2E_ADMIN } from '../../console/e2e/e2e-admin';
import { expect, readyOnNavigation, test, waitForPageReady } from './fixtures';
import { logInBySms, uniquePhone } from './sms-login';

/**
 * Return-to-work shuttles, end to end (decision 052). The operator opens a campaign from tomorrow and an
 * enterprise whose contact is the employer (the console's API, as an admin would). The employer, logged in with
 * the contact's phone, imports three staff from CSV, books a shuttle for them (a gathering point, the
 * workplace, the day). In the console the operator groups the three into a new shuttle. Each of the three, who
 * never had an account, logs in with their phone and finds the ticket in my-ticket; the employer sees who rides
 * which shuttle.
 */

type Envelope<T> = { data: T; meta: { code: number; desc: string } };

test.use({ actionTimeout: 20_000 });

const shanghaiDay = (offsetDays: number): string => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const STAFF = [
  { name: '王一', idNumber: '11010519491231002X' },
  { name: '赵二', idNumber: '440301199001011234' },
  { name: '钱三', idNumber: '110101199003074477' },
] as const;

const desktop = (browser: Browser, baseURL: string | undefined) => browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });

/** The operator's set-up through the console's API: the campaign (from tomorrow) and the enterprise; answers the campaign's id. */
const openCampaign = async (browser: Browser, baseURL: string | undefined, input: { campaign: string; enterprise: string; contactPhone: string }): Promise<string> => {
  const context = await desktop(browser, baseURL);
  const desk = await context.newPage();
  try {
    await signInAsAdmin(desk);
    const login = (await (await desk.request.post('/ops-api/auth/login', { data: { username: E2E_ADMIN, password: ADMIN_PASSWORD } })).json()) as Envelope<{ csrfToken: string }>;
    expect(login.meta.code, login.meta.desc).toBe(1);
    const post = async <T,>(path: string, data: unknown): Promise<T> => {
      const body = (await (await desk.request.post(`/ops-api${path}`, { headers: { 'x-csrf-token': login.data.csrfToken }, data })).json()) as Envelope<T>;
      expect(body.meta.code, `${path}: ${body.meta.desc}`).toBe(1);
      return body.data;
    };
    await post('/groups/create', { kind: 'enterprise', name: input.enterprise, cityId: 440300, contactName: '周经理', contactPhone: input.contactPhone });
    const { campaign } = await post<{ campaign: { campaignId: string } }>('/return-work/campaigns/create', {
      name: input.campaign,
      cityId: 440300,
      startsOn: shanghaiDay(1),
      endsOn: shanghaiDay(20),
      intro: '节后返深复工专车',
      employerFareCents: 2500,
      fields: [
        { key: 'healthOk', label: '本人身体健康', kind: 'confirm', isRequired: true },
        { key: 'idNumber', label: '身份证号', kind: 'idNumber', isRequired: true },
        { key: 'originCity', label: '出发城市', kind: 'text', isRequired: true },
      ],
    });
    return campaign.campaignId;
  } finally {
    await context.close();
  }
};

/** Chooses a place on the place sheet by a station's name. */
const choosePlace = async (page: Page, row: string, station: string) => {
  await page.getByRole('button', { name: row }).click();
  // The sheet chosen before may still be closing: this row's sheet is the one titled by it.
  const sheet = page.locator('.adm-popup-body').filter({ has: page.getByRole('heading', { name: `选择${row}` }) });
  await sheet.getByRole('searchbox').fill(station);
  await sheet.getByRole('list', { name: '搜索到的地点' }).getByRole('button', { name: new RegExp(`^站 ${station}|^${station}`) }).first().click();
  await expect(page.getByRole('button', { name: row })).toContainText(station);
};

test('an employer enrols three staff, the operator groups them into a shuttle in the console, and all three see their tickets', async ({ browser, page, baseURL }) => {
  test.setTimeout(180_000);
  const employerPhone = uniquePhone('138');
  const suffix = employerPhone.slice(-6);
  const staffPhones = STAFF.map((_, i) => `139${String(Number(suffix) * 10 + i).padStart(8, '0').slice(-8)}`);
  const campaignName = `复工专线${suffix}`;
  const enterprise = `返岗科技${suffix}`;
  const code = `FG${suffix}`;
  const campaignId = await openCampaign(browser, baseURL, { campaign: campaignName, enterprise, contactPhone: employerPhone });

  // The employer: 复工专线 → 企业报名 → their enterprise → 管理名单.
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, employerPhone);
  await expect(page).not.toHaveURL(/login\.html/);
  await page.goto(`/udianbus/custom-line/return-work-index.html?campaignId=${campaignId}`);
  await waitForPageReady(page);
  await expect(page.getByRole('heading', { name: campaignName })).toBeVisible();
  await page.getByRole('link', { name: /企业报名/ }).click();
  await expect(page).toHaveURL(/enterprise-return-work-index\.html/);
  await page.getByRole('link', { name: new RegExp(enterprise) }).click();
  await expect(page).toHaveURL(/enterprise-return-work-tab\.html/);
  await page.getByRole('link', { name: '管理名单' }).click();
  await expect(page).toHaveURL(/enterprise-return-work-enroll-list\.html/);

  // Three staff from a CSV with the campaign's declarations: all imported.
  await expect(page.getByTestId('csv-header')).toHaveText('姓名,手机号,本人身体健康,身份证号,出发城市');
  const csv = ['姓名,手机号,本人身体健康,身份证号,出发城市', ...STAFF.map((s, i) => `${s.name},${staffPhones[i]},是,${s.idNumber},湖南长沙`)].join('\n');
  await page.locator('input[type=file]').setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page).toHaveURL(/enterprise-return-work-success\.html/);
  await expect(page.getByRole('heading', { name: /已导入 3 名员工/ })).toBeVisible();

  // A shuttle booked for all three: the gathering point, the workplace, tomorrow.
  await page.getByRole('link', { name: '预约班车' }).click();
  await expect(page).toHaveURL(/enterprise-return-work-shuttle\.html/);
  await page.getByRole('checkbox', { name: '全选' }).click();
  await choosePlace(page, '集合地点', '深圳北站');
  await choosePlace(page, '复工地点', '科技园');
  await page.getByRole('button', { name: '乘车日期' }).click();
  await page.locator('.adm-picker').filter({ hasText: '选择乘车日期' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('button', { name: '乘车日期' })).toContainText(shanghaiDay(1));
  await page.getByRole('button', { name: '为 3 名员工预约班车' }).click();
  await expect(page).toHaveURL(/enterprise-return-work-shuttle-success\.html/);
  await expect(page.getByRole('heading', { name: /已为 3 名员工预约/ })).toBeVisible();
  await expect(page.getByTestId('just-booked').getByText('待安排')).toHaveCount(3);

  // The operator groups the three into a new shuttle in the console.
  const deskContext = await desktop(browser, baseURL);
  const desk = await deskContext.newPage();
  await signInAsAdmin(desk);
  await desk.getByRole('menuitem', { name: '复工专线' }).click();
  await desk.getByLabel('活动').click();
  await desk.locator('.ant-select-dropdown:visible').getByTitle(`${campaignName}（深圳市）`).click();
  for (const staff of STAFF) await desk.getByRole('checkbox', { name: `选择${staff.name}` }).check();
  await desk.getByRole('button', { name: /编入班车（已选 3 人）/ }).click();
  const modal = desk.getByRole('dialog', { name: /编入班车：3 人/ });
  await expect(modal.getByLabel('第 1 站名称')).toHaveValue(/深圳北站/);
  await modal.getByLabel('班车编号').fill(code);
  await modal.getByLabel('车牌（可选）').fill('粤B·R2026');
  await modal.getByRole('button', { name: '创建班车并编入' }).click();
  await expect(desk.getByText(`已将 3 人编入班车 ${code}`)).toBeVisible({ timeout: 20_000 });
  await desk.getByRole('tab', { name: /班车/ }).click();
  await expect(desk.getByRole('row').filter({ hasText: code })).toContainText('3/45');
  await deskContext.close();

  // The employer sees who rides which shuttle.
  await page.goto(`/udianbus/custom-line/enterprise-return-work-tab.html?campaignId=${campaignId}&tab=shuttles`);
  await waitForPageReady(page);
  const shuttle = page.getByRole('article', { name: `班车 ${code}` });
  for (const staff of STAFF) await expect(shuttle).toContainText(staff.name);
  await expect(shuttle).toContainText('粤B·R2026');

  // Each of the three logs in with their phone for the first time and finds the ticket.
  for (const [i, phone] of staffPhones.entries()) {
    const use = test.info().project.use;
    const context = await browser.newContext({ baseURL, viewport: use.viewport, isMobile: use.isMobile, hasTouch: use.hasTouch, locale: use.locale, timezoneId: use.timezoneId, userAgent: use.userAgent });
    const rider = readyOnNavigation(await context.newPage());
    await rider.goto('/udianbus/app/login.html');
    await logInBySms(rider, phone);
    await expect(rider).not.toHaveURL(/login\.html/);
    await rider.goto('/udianbus/app/ticket/my-ticket.html');
    await expect(rider.getByText(code).first()).toBeVisible();
    await expect(rider.getByText(STAFF[i]!.name).first()).toBeVisible();
    if (i === 0) await rider.screenshot({ path: '.tmp/returnwork-my-ticket.png' });
    await context.close();
  }
});
