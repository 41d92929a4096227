import gcoord from 'gcoord';
import type { APIRequestContext, Page } from '@playwright/test';
import { CSRF_HEADER } from '@udian/contracts/operator-roles';
import { ADMIN_PASSWORD } from '../../console/e2e/console-journeys';
import { E2E_ADMIN, readAdminOneTimePassword } from '../../console/e2e/e2e-admin';
import { expect, test } from './fixtures';
import { buyOneTicket } from './journeys';
import { uniquePhone } from './sms-login';

/**
 * The older bus section's own pages (decision 055), reached by taps from the app: 我的 → 更多服务 → 经典版首页
 * (/ydbus), and from there its ticket list, collection, map and notices, on the demo network. The passenger
 * stands at 科技园 (the browser reports WGS-84; the app converts it to the network's GCJ-02).
 */

const KEJIYUAN = { lng: 113.953, lat: 22.5405 };
const [kejiyuanLng, kejiyuanLat] = gcoord.transform([KEJIYUAN.lng, KEJIYUAN.lat], gcoord.GCJ02, gcoord.WGS84);
const clientHeaders = { platform: 'H5', channel: '10000', deviceId: 'e2e-legacy-device-01' };

test.use({ geolocation: { latitude: kejiyuanLat, longitude: kejiyuanLng }, permissions: ['geolocation'], actionTimeout: 20_000 });

/** From the app's home to the older section's home, by taps. */
const openLegacyHome = async (page: Page) => {
  await page.goto('/udianbus/app/home.html');
  await page.getByRole('link', { name: '我的', exact: true }).click();
  await page.getByRole('link', { name: '更多服务' }).click();
  await expect(page).toHaveURL(/\/udianbus\/app\/more\.html/);
  await page.getByRole('link', { name: '经典版首页' }).click();
  await expect(page).toHaveURL(/\/ydbus\.html/);
};

const lineIdOf = async (request: APIRequestContext, code: string): Promise<string> => {
  const response = await request.get(`/ydbus-api-v2/search/line/query?cityId=440300&keyword=${code}`, { headers: clientHeaders });
  const body = (await response.json()) as { data: { lines: Array<{ lineId: string; lineCode: string }> } };
  const line = body.data.lines.find((candidate) => candidate.lineCode === code);
  if (!line) throw new Error(`the demo network has no line ${code}`);
  return line.lineId;
};

test('a visitor finds lines near them, the map’s stations and their lines, and the notices; the personal parts ask to log in', async ({ page }) => {
  test.setTimeout(90_000);
  await openLegacyHome(page);
  await expect(page.getByRole('heading', { name: '经典版首页' })).toBeVisible();
  const nearby = page.getByTestId('legacy-nearby-lines');
  await expect(nearby.getByRole('link').first()).toContainText('最近的上车站');
  await expect(nearby).toContainText('科技园');
  await expect(page.getByText('登录后查看待乘车的车票')).toBeVisible();
  await expect(page.getByText('登录后查看收藏的线路')).toBeVisible();

  // 线路地图: the stations around 科技园 on the drawn grid; tapping 科技园's mark shows its lines.
  await page.getByRole('link', { name: '线路地图' }).click();
  await expect(page).toHaveURL(/\/ydbus\/map\.html/);
  const map = page.getByTestId('stations-map');
  await expect(map).toHaveAttribute('data-base-layer', 'none');
  await expect(map.getByTestId('map-passenger')).toBeAttached();
  const stations = page.getByRole('list', { name: '附近站点' });
  await expect(stations.getByRole('button', { name: /^科技园/ })).toBeVisible();
  await map.locator('[data-station-id][data-stop-name="科技园"] > span').first().click();
  const lines = page.getByTestId('station-lines');
  await expect(lines.getByRole('heading', { name: /^科技园/ })).toBeVisible();
  await expect(lines.getByRole('link', { name: /^U102 / })).toBeVisible();
  // The chosen station is pointed out on the map.
  await expect(map.locator('[data-label-priority="4"]')).toHaveText('科技园');
  await lines.getByRole('button', { name: '全部站点' }).click();
  await stations.getByRole('button', { name: /^科技园/ }).click();
  await lines.getByRole('link', { name: /^U102 / }).click();
  await expect(page).toHaveURL(/line-info\.html\?lineId=/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // 线路公告: the demo's notice on U105, in force, with its line and dates; the line opens.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/ydbus\.html/);
  await page.getByRole('link', { name: '线路公告' }).click();
  await expect(page).toHaveURL(/\/ydbus\/notice-page\.html/);
  const notice = page.getByRole('article', { name: '华强北路段施工，临时绕行' });
  await expect(notice).toContainText('生效中');
  await expect(notice).toContainText(/生效时间\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}/);
  await notice.getByRole('link', { name: /^U105/ }).click();
  await expect(page).toHaveURL(/line-info\.html\?lineId=/);

  // The personal pages ask a visitor to log in.
  await page.goto('/ydbus/collection.html');
  await expect(page).toHaveURL(/login\.html\?redirect=/);
});

test('a passenger sees their ticket on the older home and its ticket list, and collects and uncollects a line', async ({ page }) => {
  test.setTimeout(150_000);
  await buyOneTicket(page, uniquePhone('137'));

  await openLegacyHome(page);
  const mine = page.getByRole('list', { name: '待乘车的车票' });
  await expect(mine.getByRole('link').first()).toContainText('U101');
  await expect(mine.getByRole('link').first()).toContainText(/乘车人 王五 · 实付 \d+\.\d{2}元/);
  await expect(page.getByText('还没有收藏的线路，在线路详情页点「收藏」即可加入')).toBeVisible();

  // 全部车票 → h5/ticketList: the same ticket under 待乘车, none under 已退票; the row opens the ticket.
  await page.getByRole('link', { name: '全部车票' }).click();
  await expect(page).toHaveURL(/\/ydbus\/h5\/ticketList\.html/);
  await expect(page).toHaveTitle('我的车票');
  const list = page.getByTestId('legacy-ticket-list');
  await expect(list.getByRole('link')).toHaveCount(1);
  await page.getByRole('tab', { name: '已退票' }).click();
  await expect(page.getByText('暂无已退票的车票')).toBeVisible();
  await page.getByRole('tab', { name: '待乘车' }).click();
  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/ticket-info\.html\?ticketId=/);
  await expect(page.getByText('U101').first()).toBeVisible();

  // 我的收藏: empty, then U102 (it boards at 科技园, near the passenger) collected on its page, then uncollected here.
  await page.goto('/ydbus/collection.html');
  await expect(page.getByText('还没有收藏的线路', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '看看附近线路' }).click();
  await page.getByRole('link', { name: /^U102 / }).first().click();
  await page.getByRole('button', { name: '收藏' }).click();
  await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/ydbus.html');
  await expect(page.getByTestId('legacy-home-collection')).toContainText('U102');
  await page.getByRole('link', { name: '全部收藏' }).click();
  await expect(page).toHaveURL(/\/ydbus\/collection\.html/);
  const collected = page.getByTestId('collection');
  await expect(collected.getByRole('link', { name: /^U102 / })).toBeVisible();
  await collected.getByRole('button', { name: /^取消收藏 U102/ }).click();
  await expect(page.getByText('还没有收藏的线路', { exact: true })).toBeVisible();
  const state = await page.request.get('/ydbus-api-v2/lineOptimize/collection', {
    headers: { ...clientHeaders, ...(await loginHeaders(page)) },
  });
  expect(((await state.json()) as { data: { lines: unknown[] } }).data.lines).toEqual([]);
});

/** The stored login's headers, as the app sends them (lib/login-info.ts keeps it under loginInfo). */
const loginHeaders = async (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => {
    const info = JSON.parse(localStorage.getItem('loginInfo') ?? sessionStorage.getItem('loginInfo') ?? '{}') as { token?: string; userId?: string };
    return { token: info.token ?? '', userId: String(info.userId ?? '') };
  });

type OpsAnswer = { data: { csrfToken: string } | null; meta: { code: number; desc: string } };

/**
 * The e2e admin's console session on `request` (its cookie stays there), through the console's own API: the
 * one-time password is changed first when no spec has done so yet, as signInAsAdmin does through the screens.
 * Answers the session's CSRF token.
 */
const adminSession = async (request: APIRequestContext): Promise<string> => {
  const login = async (password: string) => (await (await request.post('/ops-api/auth/login', { data: { username: E2E_ADMIN, password } })).json()) as OpsAnswer;
  const known = await login(ADMIN_PASSWORD);
  if (known.data) return known.data.csrfToken;
  const first = await login(readAdminOneTimePassword());
  if (!first.data) throw new Error(`the e2e admin cannot sign in: ${first.meta.desc}`);
  const changed = await request.post('/ops-api/auth/password', {
    headers: { [CSRF_HEADER]: first.data.csrfToken },
    data: { currentPassword: readAdminOneTimePassword(), newPassword: ADMIN_PASSWORD },
  });
  expect(((await changed.json()) as OpsAnswer).meta.code).toBe(1);
  const again = await login(ADMIN_PASSWORD);
  if (!again.data) throw new Error(`the e2e admin cannot sign in: ${again.meta.desc}`);
  return again.data.csrfToken;
};

test('a notice the operator publishes in the console shows on the notice page, newest first, with its line and dates', async ({ page, request }) => {
  test.setTimeout(90_000);
  const csrf = await adminSession(request);
  const title = `国庆假期调整${Date.now() % 100000}`;
  const from = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  const published = await request.post('/ops-api/network/line/notices/publish', {
    headers: { [CSRF_HEADER]: csrf },
    data: { lineId: await lineIdOf(request, 'K801'), title, content: '国庆假期 K801 首班推迟至 08:00，其余班次不变。', effectiveFrom: from, effectiveTo: from },
  });
  expect(((await published.json()) as { meta: { code: number } }).meta.code).toBe(1);

  await openLegacyHome(page);
  await page.getByRole('link', { name: '线路公告' }).click();
  const notices = page.getByRole('list', { name: '线路公告' });
  const first = notices.getByRole('article').first();
  await expect(first.getByRole('heading')).toHaveText(title);
  await expect(first).toContainText('即将生效');
  await expect(first).toContainText(`生效时间${from} 当天`);
  await expect(first.getByRole('link', { name: /^K801/ })).toBeVisible();
  await expect(notices.getByRole('article', { name: '华强北路段施工，临时绕行' })).toBeVisible();
});
