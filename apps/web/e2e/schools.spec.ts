import type { APIRequestContext, Browser } from '@playwright/test';
import { ADMIN_PASSWORD, changeOneTimePassword, signIn, signInAsAdmin } from '../../console/e2e/console-journeys';
import { E2E_ADMIN } from '../../console/e2e/e2e-admin';
import { expect, test, waitForPageReady } from './fixtures';
import { logInBySms, uniquePhone } from './sms-login';

/**
 * School lines, end to end (decision 049). The operator opens a school with a line of its own and a term that
 * starts today (the console's API, as an admin would in 单位管理). A guardian finds the school by taps, signs the
 * student up on its line; the school's own administrator (a 单位管理员 of that school, who sees nothing else)
 * approves in the console; the guardian buys the term pass on restudy and pays in the sandbox cashier; the
 * student is checked in on the first school day; the guardian sees the notice in the app and by text.
 *
 * The school's line is K805, which runs every day: its first bus of the term pass is always within the check
 * window, whenever this runs (a school-day-only line would not be on a Saturday).
 */

const LINE = 'K805';
type Envelope<T> = { data: T; meta: { code: number; desc: string } };

test.use({ actionTimeout: 20_000 });

const shanghaiDay = (offsetDays: number): string => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const lineIdOf = async (request: APIRequestContext, code: string): Promise<string> => {
  const response = await request.get(`/ydbus-api-v2/search/line/query?cityId=440300&keyword=${encodeURIComponent(code)}`, {
    headers: { platform: 'H5', channel: '10000', deviceId: 'e2e-schools-lookup' },
  });
  const body = (await response.json()) as Envelope<{ lines: Array<{ lineId: string; lineCode: string }> }>;
  const line = body.data.lines.find((candidate) => candidate.lineCode === code);
  if (!line) throw new Error(`the demo network has no line ${code}`);
  return line.lineId;
};

/**
 * The operator's set-up through the console's API: the school, its line (the school pays ¥2 of each ride, the
 * guardian the rest), a term from today for 40 days, and the school's administrator; answers their sign-in.
 */
const openSchool = async (browser: Browser, baseURL: string | undefined, school: string, username: string): Promise<{ oneTimePassword: string }> => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const desk = await context.newPage();
  try {
    // The admin's first sign-in sets its password (whichever spec comes first); then a session for the API.
    await signInAsAdmin(desk);
    const login = (await (await desk.request.post('/ops-api/auth/login', { data: { username: E2E_ADMIN, password: ADMIN_PASSWORD } })).json()) as Envelope<{ csrfToken: string }>;
    expect(login.meta.code, login.meta.desc).toBe(1);
    const post = async <T>(path: string, data: unknown): Promise<T> => {
      const body = (await (await desk.request.post(`/ops-api${path}`, { headers: { 'x-csrf-token': login.data.csrfToken }, data })).json()) as Envelope<T>;
      expect(body.meta.code, `${path}: ${body.meta.desc}`).toBe(1);
      return body.data;
    };
    const { group } = await post<{ group: { groupId: string } }>('/groups/create', { kind: 'school', name: school, cityId: 440300, contactName: '王老师' });
    const lineId = await lineIdOf(desk.request, LINE);
    await post('/groups/lines/set', { lineId, groupId: group.groupId, payer: 'group', memberPriceCents: 100 });
    await post('/groups/terms/save', { groupId: group.groupId, name: '本学期', startsOn: shanghaiDay(0), endsOn: shanghaiDay(40) });
    const created = await post<{ oneTimePassword: string }>('/operators/create', { username, displayName: '学校教务', role: 'groupAdmin', groupId: group.groupId });
    return { oneTimePassword: created.oneTimePassword };
  } finally {
    await context.close();
  }
};

test('a guardian signs a student up, the school approves, the guardian buys the term pass, and the check-in is told to the guardian', async ({ browser, page, baseURL }) => {
  test.setTimeout(300_000);
  const phone = uniquePhone('137');
  const suffix = phone.slice(-4);
  const school = `鹏城实验学校${suffix}`;
  const student = '林小雨';
  const username = `school${phone.slice(-6)}`;
  const { oneTimePassword } = await openSchool(browser, baseURL, school, username);

  // 我的 → 单位通勤 → 校车通学 → 找学校 → the school → 校车报名.
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, phone);
  await expect(page).not.toHaveURL(/login\.html/);
  await page.goto('/udianbus/app/user-center.html');
  await page.getByRole('link', { name: '单位通勤' }).click();
  await page.getByRole('link', { name: /校车通学/ }).click();
  await expect(page).toHaveURL(/restudy\.html/);
  await page.getByRole('link', { name: /找学校/ }).first().click();
  await expect(page).toHaveURL(/restudy\/enterprise-search\.html/);
  await page.getByRole('searchbox').fill(school);
  await page.getByRole('link', { name: new RegExp(school) }).click();
  await expect(page).toHaveURL(/school-line-sign\.html\?groupId=/);

  // The form: the school's one line is chosen; stops, the student, the guardian's phone (the account's).
  const form = page.getByRole('form', { name: '校车报名' });
  await expect(form).toContainText(LINE);
  // Each stop on its wheel: the first offered (the first stop one may board at, the next one may alight at).
  for (const label of ['上车站点', '下车站点']) {
    await form.getByRole('button', { name: label }).click();
    await page.locator('.adm-picker').filter({ hasText: `选择${label}` }).getByRole('button', { name: '确定' }).click();
    await expect(form.getByRole('button', { name: label })).not.toContainText('请选择');
  }
  await form.getByLabel('学生姓名').fill(student);
  await form.getByLabel('班级').fill('三年级二班');
  await form.getByLabel('学号').fill(`2026${suffix}`);
  await expect(form.getByLabel('家长手机')).toHaveValue(phone);
  await form.getByRole('button', { name: '提交报名' }).click();
  await expect(page).toHaveURL(/restudy\.html/);
  const card = page.getByRole('article', { name: student });
  await expect(card).toContainText('待学校审核');

  // The school's administrator: only 单位管理, only this school; approves on 学生.
  const deskContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const desk = await deskContext.newPage();
  await signIn(desk, username, oneTimePassword);
  await changeOneTimePassword(desk, oneTimePassword, 'SchoolPass2026x');
  await expect(desk.getByRole('heading', { name: school })).toBeVisible();
  await expect(desk.getByRole('menuitem')).toHaveCount(1);
  const row = desk.getByRole('row').filter({ hasText: student });
  await expect(row).toContainText('待学校审核');
  await row.getByRole('button', { name: '通过', exact: true }).click();
  await desk.getByRole('button', { name: '确认通过' }).click();
  await expect(desk.getByRole('row').filter({ hasText: student })).toHaveCount(0);
  await deskContext.close();

  // Approved: the term pass, priced by the school's terms, paid in the sandbox cashier.
  await page.reload();
  await waitForPageReady(page);
  await expect(card).toContainText('已通过');
  await card.getByRole('button', { name: '购买学期票' }).click();
  const quote = card.getByTestId('term-pass-quote');
  await expect(quote).toContainText('乘车天数');
  await expect(quote).toContainText('学校承担');
  await card.getByRole('button', { name: /^确认购买/ }).click();
  await expect(page).toHaveURL(/waiting-paid\.html\?orderNo=/);
  await waitForPageReady(page);
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });

  // The first school day's ticket, checked in as the student rides (the guardian's account on the child's phone).
  await page.goto('/udianbus/app/restudy.html');
  const rides = page.getByRole('list', { name: `${student}的乘车记录` });
  await expect(rides.getByRole('listitem').first()).toContainText('待乘车');
  await rides.getByRole('listitem').first().getByRole('link', { name: '乘车码' }).click();
  await expect(page).toHaveURL(/check-ticket\.html\?ticketId=/);
  await page.getByRole('button', { name: '确认检票' }).click();
  await expect(page.getByRole('heading', { name: '已检票' })).toBeVisible();

  // The guardian is told: in the app, and by text message.
  await page.goto('/udianbus/app/restudy.html');
  await expect(page.getByRole('list', { name: '上车通知' })).toContainText(`您的孩子${student}已于`);
  await expect(page.getByRole('list', { name: '上车通知' })).toContainText(`乘坐 ${LINE} 校车`);
  await expect(rides.getByRole('listitem').first()).toContainText('已乘车');
  await expect(async () => {
    const outbox = (await (await page.request.get(`/dev/sms-outbox?phone=${phone}`)).json()) as Envelope<{ notices: Array<{ text: string }> }>;
    expect(outbox.data.notices.map((n) => n.text).join('\n')).toContain(`您的孩子${student}已于`);
  }).toPass({ timeout: 5000 });
});

