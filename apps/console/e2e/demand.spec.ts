import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDemand } from '@udian/contracts/endpoints/demand/demand';
import { devSmsOutbox } from '@udian/contracts/endpoints/auth/dev-sms-outbox';
import { sendSmsCode } from '@udian/contracts/endpoints/auth/send-sms-code';
import { smsLogin } from '@udian/contracts/endpoints/auth/sms-login';
import { endpointUrl, type Endpoint } from '@udian/contracts/endpoint';
import type { AddDemandBody } from '@udian/contracts/schemas/demand';
import { signRequest } from '@udian/contracts/sms-signature';
import path from 'node:path';
import { uniquePhone } from '../../web/e2e/sms-login';
import { signInAsAdmin } from './console-journeys';
import { REPO_ROOT } from './e2e-admin';

/**
 * Demand for new lines in the console (decision 046): passengers submit demand through the passenger API; the
 * console shows it on the heat map and in the list, groups the three similar ones into one cluster (the far
 * one alone), marks that cluster 评估中, and runs an OD-collection campaign from creation to an edit, a bad
 * input answered in Chinese on its field.
 */
const SHOTS = path.join(REPO_ROOT, '.tmp');
/** Names of this attempt's places, so a retry's demands never mix with the first try's. */
const TAG = String(Date.now()).slice(-5);
const WORK = `科技园${TAG}`;

type Envelope<T> = { data: T; meta: { code: number; desc: string } };

/** A passenger logged in through the passenger API, as the app does it: a signed SMS request, the code, the login. */
const passengerApi = async (request: APIRequestContext, phone: string) => {
  const headers: Record<string, string> = { platform: 'H5', channel: '10000', deviceId: `e2e-demand-${phone}` };
  const send = async <T>(endpoint: Pick<Endpoint, 'method' | 'prefix' | 'path'>, input: { query?: Record<string, string>; body?: unknown }): Promise<T> => {
    const url = endpointUrl(endpoint);
    const response =
      endpoint.method === 'GET' ? await request.get(url, { headers, params: input.query }) : await request.post(url, { headers, data: input.body });
    const envelope = (await response.json()) as Envelope<T>;
    expect(envelope.meta, `${endpoint.path}`).toMatchObject({ code: 1 });
    return envelope.data;
  };
  const smsQuery = { phoneNum: phone, type: 'sms', functionType: 'baseLogin' };
  await send(sendSmsCode, { query: { ...smsQuery, sign: signRequest(smsQuery, sendSmsCode.path) } });
  const outbox = await send<{ messages: Array<{ code: string }> }>(devSmsOutbox, { query: { phone } });
  const code = outbox.messages[0]?.code ?? '';
  const session = await send<{ user: { userId: string }; token: string }>(smsLogin, { body: { phoneNum: phone, code, isPersistent: true } });
  headers.token = session.token;
  headers.userId = session.user.userId;
  return { addDemand: (body: AddDemandBody) => send<{ demand: { id: string }; isMerged: boolean }>(addDemand, { body }) };
};

const place = (name: string, lng: number, lat: number) => ({ name, lng, lat });
const WEEKDAYS = [1, 2, 3, 4, 5];

/** Three colleagues near Futian going to the same park around 08:00, and one commute across the city. */
const demands: AddDemandBody[] = [
  { from: place(`福田${TAG}甲`, 114.0556, 22.5218), to: place(WORK, 113.9465, 22.5301), timeKind: 'arrive', windowStart: '08:00', windowEnd: '08:30', weekdays: WEEKDAYS, people: 1 },
  { from: place(`福田${TAG}乙`, 114.0581, 22.5229), to: place(WORK, 113.9480, 22.5310), timeKind: 'arrive', windowStart: '08:10', windowEnd: '08:40', weekdays: WEEKDAYS, people: 2 },
  { from: place(`福田${TAG}丙`, 114.0542, 22.5236), to: place(WORK, 113.9457, 22.5290), timeKind: 'arrive', windowStart: '08:20', windowEnd: '08:50', weekdays: [...WEEKDAYS, 6], people: 1 },
  { from: place(`龙岗${TAG}`, 114.247, 22.72), to: place(`罗湖${TAG}`, 114.1315, 22.5484), timeKind: 'depart', windowStart: '18:00', windowEnd: '18:30', weekdays: WEEKDAYS, people: 1 },
];

const shanghaiDay = (offsetDays: number) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Types a date into an antd DatePicker of the dialog and confirms it. */
const pickDate = async (page: Page, label: string, date: string) => {
  const input = page.getByRole('dialog').getByLabel(label);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
};

test('passengers\u2019 demand shows on the heat map and in the list, three similar ones cluster and are marked 评估中, and an OD campaign is created and edited', async ({ page, request }) => {
  test.setTimeout(180_000);

  // 1. Four passengers submit their demand through the passenger API.
  for (const body of demands) {
    const passenger = await passengerApi(request, uniquePhone('139'));
    expect((await passenger.addDemand(body)).isMerged).toBe(false);
  }

  // 2. 需求地图: the heat map is drawn, and the list shows each demand (masked phone, window, days, people, status).
  await signInAsAdmin(page);
  await page.getByRole('menuitem', { name: '需求征集' }).click();
  await expect(page).toHaveURL(/\/ops\/demand$/);
  const rows = page.locator('.ant-table-tbody tr').filter({ hasText: TAG });
  await expect(rows).toHaveCount(4);
  const first = rows.filter({ hasText: `福田${TAG}甲` });
  await expect(first).toContainText(`福田${TAG}甲 → ${WORK}`);
  await expect(first).toContainText(/139\*{4}\d{4}/);
  await expect(first).toContainText('到达 08:00–08:30');
  await expect(first).toContainText('周一至周五');
  await expect(first).toContainText('1 人');
  await expect(first).toContainText('已提交');
  await expect(rows.filter({ hasText: `福田${TAG}丙` })).toContainText('周一至周六');
  await expect(rows.filter({ hasText: `龙岗${TAG}` })).toContainText('出发 18:00–18:30');
  const heat = page.getByRole('region', { name: '需求热力图' });
  await expect(page.getByText(/出发地：\d+ 条需求，\d+ 人/)).toBeVisible();
  const paintedPixels = () =>
    heat.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
      return painted;
    });
  await expect.poll(paintedPixels).toBeGreaterThan(100);
  await page.getByRole('radiogroup', { name: '热力图显示' }).getByText('目的地').click();
  await expect(page.getByText(/目的地：\d+ 条需求/)).toBeVisible();
  await expect.poll(paintedPixels).toBeGreaterThan(100);
  await page.screenshot({ path: `${SHOTS}/console-demand-map.png` });

  // 3. 需求聚类: the three near ones are one cluster of 4 people (days named by at least half of them); the far one is alone.
  await page.getByRole('tab', { name: '需求聚类' }).click();
  await expect(page.getByText(/起点和终点都在聚类中心约 1 公里内、时间相差 30\s*分钟内/)).toBeVisible();
  // The clusters' own rows, not the rows of a cluster's demands shown under it.
  const clusterRows = page.locator('tr.ant-table-row:not(.ant-table-expanded-row tr)');
  const cluster = clusterRows.filter({ hasText: WORK });
  await expect(cluster).toHaveCount(1);
  await expect(cluster).toContainText('到达 08:00–08:50');
  await expect(cluster).toContainText('周一至周五');
  await expect(cluster).toContainText('3 条');
  await expect(cluster).toContainText('4 人');
  await expect(clusterRows.filter({ hasText: `罗湖${TAG}` })).toContainText('1 条');
  await cluster.locator('td').nth(1).click();
  const chosen = page.locator('.ant-card').filter({ hasText: '所选聚类' });
  await expect(chosen).toContainText(`终点中心${WORK}`);
  await expect(chosen).toContainText('3 条需求，4 人');
  await expect(page.getByRole('region', { name: '聚类起终点地图' }).getByText(WORK)).toBeVisible();
  await cluster.getByRole('button', { name: '展开行' }).click();
  const members = page.locator('.ant-table-expanded-row .ant-table-tbody tr.ant-table-row');
  await expect(members).toHaveCount(3);
  await expect(members.filter({ hasText: `福田${TAG}乙` })).toContainText('2 人');
  await page.screenshot({ path: `${SHOTS}/console-demand-clusters.png` });

  // 4. 标记为评估中: confirmed, the three change, and the cluster and the list say so.
  await cluster.getByRole('button', { name: '标记为评估中' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '标记', exact: true }).click();
  await expect(page.getByText('已将 3 条需求标记为评估中')).toBeVisible();
  await expect(cluster.locator('.ant-tag')).toHaveText(['评估中']);
  await expect(cluster.getByRole('button', { name: '标记为评估中' })).toHaveCount(0);
  await expect(members.filter({ hasText: '评估中' })).toHaveCount(3);
  await page.getByRole('tab', { name: '需求地图' }).click();
  await page.getByLabel('状态').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('评估中', { exact: true }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: '评估中' })).toHaveCount(3);

  // 5. 征集活动: a bad input is refused on its field in Chinese; then created from a station, and edited.
  await page.getByRole('tab', { name: '征集活动' }).click();
  await page.getByRole('button', { name: '创建征集活动' }).click();
  const dialog = page.getByRole('dialog', { name: '创建征集活动' });
  await dialog.getByLabel('城市').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('深圳市', { exact: true }).click();
  await dialog.getByLabel('活动名称').fill('科');
  await dialog.getByLabel('征集对象').fill('科技园南区企业员工');
  await dialog.getByLabel('从站点选择').fill('科技园');
  await page.locator('.ant-select-dropdown:visible').getByTitle('科技园（深圳市）', { exact: true }).click();
  await expect(dialog.getByLabel(/目的地名称/)).toHaveValue('科技园');
  await expect(dialog.getByText('已关联站点：科技园')).toBeVisible();
  await pickDate(page, '开始日期（当天 0 点开始）', shanghaiDay(0));
  await pickDate(page, '结束日期（当天 24 点结束）', shanghaiDay(-1));
  await dialog.getByLabel('目标需求数（条）').fill('50');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('活动名称至少 2 个字')).toBeVisible();
  await expect(dialog.getByText('结束日期不能早于开始日期')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-demand-campaign-invalid.png` });
  const name = `科技园通勤征集${TAG}`;
  await dialog.getByLabel('活动名称').fill(name);
  await pickDate(page, '结束日期（当天 24 点结束）', shanghaiDay(30));
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText(`已创建征集活动「${name}」`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const campaign = page.locator('.ant-table-tbody tr').filter({ hasText: name });
  await expect(campaign).toContainText('0 / 50 条');
  await expect(campaign).toContainText('进行中');
  await expect(campaign).toContainText('科技园');
  await expect(campaign).toContainText(`${shanghaiDay(0)} 至 ${shanghaiDay(30)}`);

  await campaign.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: `编辑征集活动 ${name}` });
  await expect(edit.getByLabel('活动名称')).toHaveValue(name);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('没有要修改的内容')).toBeVisible();
  await edit.getByLabel('目标需求数（条）').fill('80');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已保存征集活动「${name}」`)).toBeVisible();
  await expect(campaign).toContainText('0 / 80 条');
  await page.screenshot({ path: `${SHOTS}/console-demand-campaigns.png` });
});
