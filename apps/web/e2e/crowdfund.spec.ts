import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addDemand } from '@udian/contracts/endpoints/demand/demand';
import { devSmsOutbox } from '@udian/contracts/endpoints/auth/dev-sms-outbox';
import { sendSmsCode } from '@udian/contracts/endpoints/auth/send-sms-code';
import { smsLogin } from '@udian/contracts/endpoints/auth/sms-login';
import { endpointUrl, type Endpoint } from '@udian/contracts/endpoint';
import type { AddDemandBody } from '@udian/contracts/schemas/demand';
import { signRequest } from '@udian/contracts/sms-signature';
import { signInAsAdmin } from '../../console/e2e/console-journeys';
import { expect, readyOnNavigation, test } from './fixtures';
import { RIDER } from './journeys';
import { addRider, logInBySms, uniquePhone } from './sms-login';

/**
 * How a line is born, end to end (decisions 046 and 047). A passenger submits a demand choosing both ends on
 * the map; two colleagues' demands for the same trip are seeded through the passenger API; in the operator
 * console (desktop) the three make one cluster and the operator proposes a line from it with target 3; three
 * passengers commit through the line's page and pay in the sandbox; the line opens and their tickets ride.
 * A second proposal with target 5 and a deadline a few minutes ahead gets two commitments; its deadline passes
 * and both are refunded in full automatically: my-custom shows 未成团 and 已退款.
 */

const TAG = String(Date.now()).slice(-5);
// A step that cannot happen fails in seconds, not at the end of the long test's time.
test.use({ actionTimeout: 20_000 });
type Envelope<T> = { data: T; meta: { code: number; desc: string } };
type OpsDemand = { id: string; timeKind: string; windowStart: string; windowEnd: string; weekdays: number[]; from: { name: string; lng: number; lat: number }; to: { name: string; lng: number; lat: number } };
type OpsAssemble = { id: string; lineId: string; code: string; status: string; committed: number; periodCents: number };

/** A passenger logged in through the passenger API, as the app does it, who submits a demand. */
const seedDemand = async (request: APIRequestContext, body: AddDemandBody) => {
  const phone = uniquePhone('138');
  const headers: Record<string, string> = { platform: 'H5', channel: '10000', deviceId: `e2e-crowdfund-${phone}` };
  const send = async <T>(endpoint: Pick<Endpoint, 'method' | 'prefix' | 'path'>, input: { query?: Record<string, string>; body?: unknown }): Promise<T> => {
    const url = endpointUrl(endpoint);
    const response = endpoint.method === 'GET' ? await request.get(url, { headers, params: input.query }) : await request.post(url, { headers, data: input.body });
    const envelope = (await response.json()) as Envelope<T>;
    expect(envelope.meta, endpoint.path).toMatchObject({ code: 1 });
    return envelope.data;
  };
  const smsQuery = { phoneNum: phone, type: 'sms', functionType: 'baseLogin' };
  await send(sendSmsCode, { query: { ...smsQuery, sign: signRequest(smsQuery, sendSmsCode.path) } });
  const outbox = await send<{ messages: Array<{ code: string }> }>(devSmsOutbox, { query: { phone } });
  const session = await send<{ user: { userId: string }; token: string }>(smsLogin, { body: { phoneNum: phone, code: outbox.messages[0]?.code ?? '', isPersistent: true } });
  headers.token = session.token;
  headers.userId = session.user.userId;
  await send(addDemand, { body });
};

/** One end of the demand tapped on the map and named by the passenger (this run's names: its cluster is found by them). */
const chooseNamedEndOnMap = async (page: Page, end: '出发地' | '目的地', spot: { x: number; y: number }, name: string) => {
  await page.getByRole('link', { name: new RegExp(`地图选点.*${end}`) }).click();
  await expect(page).toHaveURL(/demand-station\.html\?end=/);
  const map = page.getByTestId('demand-map');
  await expect(map).not.toHaveAttribute('data-base-layer', 'loading');
  await map.click({ position: spot });
  await page.getByLabel(`${end}名称`).fill(name);
  await page.getByRole('button', { name: '确认使用此位置' }).click();
  await expect(page).toHaveURL(/demand-collection\.html/);
};

/** A point about `meters` east of another. */
const east = (point: { lng: number; lat: number }, meters: number) => ({ lng: point.lng + meters / 102_000, lat: point.lat });

/** The console's answer to one of its own API calls, with the signed-in operator's cookie. */
const opsGet = async <T>(desk: Page, path: string): Promise<T> => {
  const envelope = (await (await desk.request.get(`/ops-api${path}`)).json()) as Envelope<T>;
  expect(envelope.meta, path).toMatchObject({ code: 1 });
  return envelope.data;
};

/** 'YYYY-MM-DD HH:mm' in Shanghai, `minutes` from now, rounded up to the next whole minute. */
const shanghaiMinute = (minutes: number) => new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const shanghaiDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The name the console gives the cluster holding the demand `isOurs` picks (the nearest end to its centre),
 * once it has `size` demands: what its row shows.
 */
const clusterName = async (desk: Page, isOurs: (d: OpsDemand) => boolean, size: number): Promise<string> => {
  let name = '';
  await expect(async () => {
    const { clusters } = await opsGet<{ clusters: Array<{ demands: number; from: { name: string }; to: { name: string }; members: OpsDemand[] }> }>(desk, '/demand/clusters');
    const ours = clusters.find((c) => c.members.some(isOurs));
    expect(ours?.demands).toBe(size);
    name = `${ours!.from.name} → ${ours!.to.name}`;
  }).toPass({ timeout: 10_000 });
  return name;
};

/** Types into an antd picker of the proposal drawer and confirms it. */
const pick = async (drawer: ReturnType<Page['getByRole']>, label: string, value: string) => {
  const input = drawer.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  // Tab, not Enter: Enter in a field submits the form.
  await input.press('Tab');
};

/** In 需求聚类, proposes a line from the cluster whose row shows `rowText`. Answers the crowdfund. */
const proposeFromCluster = async (desk: Page, rowText: string, input: { code: string; target: number; firstDay: string; deadline: string }): Promise<OpsAssemble> => {
  await desk.getByRole('tab', { name: '需求聚类' }).click();
  const row = desk.getByRole('row').filter({ hasText: rowText });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '发起众筹' }).click();
  const drawer = desk.getByRole('dialog', { name: '发起众筹' });
  await drawer.getByLabel('线路编号').fill(input.code);
  await drawer.getByLabel('票价（元）').fill('8');
  await drawer.getByLabel('成团人数').fill(String(input.target));
  await pick(drawer, '截止时间', input.deadline);
  await pick(drawer, '首班日期', input.firstDay);
  await drawer.getByRole('button', { name: '确认发起' }).click();
  await expect(desk.getByText(`已发起众筹「${input.code}`)).toBeVisible();
  const { items } = await opsGet<{ items: OpsAssemble[] }>(desk, '/assemble/list');
  const made = items.find((a) => a.code === input.code);
  expect(made, input.code).toBeTruthy();
  // The console opened the new crowdfund's detail in the monitor: close it.
  const detail = desk.getByRole('dialog', { name: new RegExp(`众筹详情 ${input.code}`) });
  await expect(detail).toBeVisible();
  await desk.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  return made!;
};

/** A passenger on their own phone: the line's page, 参与众筹, log in, a rider, the first period, paid in the sandbox. */
const commitOnPhone = async (browser: Browser, baseURL: string, lineId: string): Promise<Page> => {
  const context = await browser.newContext({ ...test.info().project.use, baseURL });
  const page = readyOnNavigation(await context.newPage());
  const lineUrl = `/udianbus/app/line/line-info.html?lineId=${lineId}`;
  await page.goto(lineUrl);
  await expect(page.getByTestId('assemble-panel')).toBeVisible();
  await page.getByRole('button', { name: /^参与众筹/ }).click();
  await expect(page).toHaveURL(/login\.html/);
  await logInBySms(page, uniquePhone('136'));
  await expect(page).not.toHaveURL(/login\.html/);
  await addRider(page, RIDER);
  await page.goto(lineUrl);
  await page.getByRole('button', { name: /^参与众筹/ }).click();
  await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
  await expect(page.getByTestId('assemble-buy-form')).toBeVisible();
  await page.getByRole('button', { name: /选择乘车人/ }).click();
  await expect(page).toHaveURL(/passenger-select\.html/);
  await page.getByRole('checkbox', { name: RIDER.name }).check();
  await page.getByRole('button', { name: /^确定/ }).click();
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('模拟支付 · 不会产生真实扣款')).toBeVisible();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  return page;
};

test('a demand on the map becomes a crowdfunded line that opens at its target; another that misses its deadline refunds everyone', async ({ browser, page, baseURL }) => {
  test.setTimeout(480_000);

  // 1. A passenger submits a departure-time commute choosing both ends on the map.
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, uniquePhone('135'));
  await expect(page).not.toHaveURL(/login\.html/);
  await page.goto('/udianbus/app/demand-collection.html');
  await page.getByRole('region', { name: '通勤时间' }).getByText('出发时间', { exact: true }).click();
  await chooseNamedEndOnMap(page, '出发地', { x: 300, y: 60 }, `家${TAG}`);
  await chooseNamedEndOnMap(page, '目的地', { x: 60, y: 200 }, `公司${TAG}`);
  await page.getByRole('button', { name: '提交需求' }).click();
  await expect(page).toHaveURL(/my-custom\.html/);

  // 2. The operator signs in; the demand is there. Two colleagues' demands for the same trip are seeded.
  const consoleContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const desk = await consoleContext.newPage();
  await signInAsAdmin(desk);
  const { items } = await opsGet<{ items: OpsDemand[] }>(desk, '/demand/demands?pageSize=50&status=submitted');
  const mine = items.find((d) => d.from.name === `家${TAG}`);
  expect(mine, 'the map demand').toBeTruthy();
  const trip = (i: number, from: { lng: number; lat: number }, to: { lng: number; lat: number }): AddDemandBody => ({
    from: { name: `同事${TAG}${i}起点`, ...from },
    to: { name: `同事${TAG}${i}终点`, ...to },
    timeKind: 'depart',
    windowStart: mine!.windowStart,
    windowEnd: mine!.windowEnd,
    weekdays: mine!.weekdays,
    people: 1,
  });
  await seedDemand(page.request, trip(1, east(mine!.from, 150), east(mine!.to, 120)));
  await seedDemand(page.request, trip(2, east(mine!.from, -200), east(mine!.to, -100)));

  // 3. 需求聚类: the three make one cluster; a line is proposed from it with target 3.
  await desk.getByRole('menuitem', { name: '需求征集' }).click();
  const lineA = await proposeFromCluster(desk, await clusterName(desk, (d) => d.id === mine!.id, 3), { code: `A${TAG}`, target: 3, firstDay: shanghaiDay(10), deadline: shanghaiMinute(60 * 24 * 5) });
  expect(lineA.status).toBe('gathering');

  // 4. A second proposal, from two more demands elsewhere, target 5, its deadline a few minutes ahead.
  const elsewhere = { from: { lng: 114.03, lat: 22.66 }, to: { lng: 114.0596, lat: 22.5431 } };
  await seedDemand(page.request, trip(3, elsewhere.from, elsewhere.to));
  await seedDemand(page.request, trip(4, east(elsewhere.from, 100), east(elsewhere.to, 100)));
  const deadlineB = shanghaiMinute(2);
  const lineB = await proposeFromCluster(desk, await clusterName(desk, (d) => d.from.name === `同事${TAG}3起点`, 2), { code: `B${TAG}`, target: 5, firstDay: shanghaiDay(3), deadline: deadlineB });

  // 5. Two passengers commit to B, three to A, each on their phone, each paying in the sandbox.
  const onB = await Promise.all([0, 1].map(() => commitOnPhone(browser, baseURL!, lineB.lineId)));
  const onA = await Promise.all([0, 1, 2].map(() => commitOnPhone(browser, baseURL!, lineA.lineId)));

  // 6. A reached its target: it opens, and a rider's tickets are valid (待乘车, not 待成团).
  await expect(async () => {
    const { items: now } = await opsGet<{ items: OpsAssemble[] }>(desk, '/assemble/list');
    expect(now.find((a) => a.id === lineA.id)).toMatchObject({ status: 'opened', committed: 3 });
  }).toPass({ timeout: 30_000 });
  const rider = onA[0]!;
  await rider.goto('/udianbus/app/ticket/my-ticket.html');
  await expect(rider.getByText(`A${TAG}`).first()).toBeVisible();
  await expect(rider.getByText('待成团')).toHaveCount(0);
  await rider.goto(`/udianbus/app/line/line-info.html?lineId=${lineA.lineId}`);
  await expect(rider.getByTestId('assemble-status')).toHaveText('已成团');

  // 7. B's deadline passes short of its target: both are refunded in full automatically; my-custom says 未成团.
  await expect(async () => {
    const { items: now } = await opsGet<{ items: OpsAssemble[] }>(desk, '/assemble/list');
    expect(now.find((a) => a.id === lineB.id)).toMatchObject({ status: 'failed' });
  }).toPass({ timeout: 240_000, intervals: [5_000] });
  for (const passenger of onB) {
    await passenger.goto('/udianbus/app/my-custom.html?tab=assemble');
    const item = passenger.getByTestId('my-assemble').filter({ hasText: `B${TAG}` });
    await expect(item).toContainText('未成团');
    await expect(item.getByTestId('my-assemble-state')).toHaveText(`已退款 ¥${(lineB.periodCents / 100).toFixed(2)}`, { timeout: 15_000 });
  }
  await consoleContext.close();
});
