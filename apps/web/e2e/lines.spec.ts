import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import gcoord from 'gcoord';

/**
 * Lines and discovery, against the seeded demo network: 科技园 (Nanshan) is served by the U101
 * morning commute from 深圳北站. Assertions stay on structure plus a few seed names, so that re-tuning the
 * seed does not break them.
 */

/** 科技园 station of the demo network, GCJ-02 (as seeded). */
const KEJIYUAN_GCJ: [number, number] = [113.953, 22.5405];
/** What a phone's GPS reports there: WGS-84, some hundred metres off the GCJ-02 point. */
const [kejiyuanLng, kejiyuanLat] = gcoord.transform(KEJIYUAN_GCJ, gcoord.GCJ02, gcoord.WGS84);

const SHENZHEN_CITY_ID = 440300;
const clientHeaders = { platform: 'H5', channel: '10000', deviceId: 'e2e-lines-device-01' };

/** Ids are given by the database; find the demo lines by their codes. */
const lineIdOf = async (request: APIRequestContext, code: string): Promise<string> => {
  const response = await request.get(
    `/ydbus-api-v2/search/line/query?cityId=${SHENZHEN_CITY_ID}&keyword=${encodeURIComponent(code)}`,
    { headers: clientHeaders },
  );
  const body = (await response.json()) as { data: { lines: Array<{ lineId: string; lineCode: string }> } };
  const line = body.data.lines.find((candidate) => candidate.lineCode === code);
  if (!line) throw new Error(`the demo network has no line ${code}`);
  return line.lineId;
};

test.describe('a passenger located near 科技园', () => {
  test.use({ geolocation: { latitude: kejiyuanLat, longitude: kejiyuanLng } });
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['geolocation']);
  });

  test('sees nearby stops and lines on home, opens one and sees all about it', async ({ page }) => {
    await page.goto('/udianbus/app/home.html');
    const nearby = page.getByTestId('nearby-stops');
    await expect(nearby).toBeVisible();
    await expect(page.getByTestId('location-fallback')).toHaveCount(0);
    await expect(nearby.getByRole('heading', { name: '科技园', exact: true })).toBeVisible();
    const lines = nearby.locator('a[href*="/line/line-info.html?lineId="]');
    expect(await lines.count()).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /当前城市：深圳市/ })).toBeVisible();

    await lines.first().click();
    await expect(page).toHaveURL(/\/udianbus\/app\/line\/line-info\.html\?lineId=\d+$/);
    await expect(page).toHaveTitle('线路详情');
    const stops = page.getByTestId('stop-name');
    await expect(stops.first()).toBeVisible();
    expect(await stops.count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('line-price')).toHaveText(/^\d+\.\d{2}元$/);
    await expect(page.getByTestId('departure-times').locator('li').first()).toHaveText(/^\d{2}:\d{2}$/);
    // The map draws even without tiles: a Leaflet container with the route as an SVG path.
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.locator('.leaflet-container path.leaflet-interactive').first()).toBeAttached();
    const days = page.getByTestId('service-calendar').getByRole('button');
    expect(await days.count()).toBeGreaterThanOrEqual(28);
    await expect(days.first()).toHaveAccessibleName(/\d+月\d+日 周. .*(余\d+座|已售罄|无班次)$/);
    await expect(page.getByRole('link', { name: '购票' }).or(page.getByRole('button', { name: '该线路仅限白名单用户购买' }))).toBeVisible();
  });

  test('the U101 page shows its demo stops, from 清湖 through 深圳北站', async ({ page, request }) => {
    await page.goto(`/udianbus/app/line/line-info.html?lineId=${await lineIdOf(request, 'U101')}`);
    // The title bar holds the page's h1 (线路详情); the line's own name heads the page's first section.
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('龙华—科技园 早班');
    await expect(page.getByTestId('stop-name').first()).toHaveText('清湖');
    await expect(page.getByTestId('stop-list')).toContainText('深圳北站');
    await expect(page.getByRole('link', { name: '购票' })).toHaveAttribute('href', /\/udianbus\/app\/buy-ticket\.html\?lineId=\d+$/);
  });

  test('near-lines lists lines by the nearest stop', async ({ page }) => {
    await page.goto('/udianbus/app/line/near-lines.html');
    const lines = page.getByTestId('near-lines').locator('a');
    await expect(lines.first()).toBeVisible();
    await expect(lines.first()).toContainText('距离最近的上车站');
  });
});

test.describe('a passenger who refuses the location', () => {
  test('gets the default Shenzhen point with the spec message, and stops near it', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/udianbus/app/home.html');
    const notice = page.getByTestId('location-fallback');
    await expect(notice).toContainText('使用默认位置');
    await expect(notice).toContainText('未获得定位权限');
    // 沙头 is within a kilometre of the default point (114.05454, 22.52291).
    await expect(page.getByTestId('nearby-stops').locator('li').first()).toBeVisible();
  });
});

test.describe('searching', () => {
  test('search-address picks start and end, search-result finds U101', async ({ page }) => {
    await page.goto('/udianbus/app/home.html');
    await page.getByRole('button', { name: /^起点/ }).click();
    await expect(page).toHaveURL(/\/group-optimize\/search-address\.html\?field=start$/);
    await page.getByRole('searchbox').fill('深圳北站');
    await page.getByTestId('place-results').getByRole('button', { name: /^深圳北站/ }).first().click();
    // With no end yet, the end's picker opens in place of the start's.
    await expect(page).toHaveURL(/\/group-optimize\/search-address\.html\?field=end$/);
    await expect(page.getByRole('searchbox')).toHaveAttribute('aria-label', /^终点/);
    await page.getByRole('searchbox').fill('科技园');
    await page.getByTestId('place-results').getByRole('button', { name: /^科技园/ }).first().click();
    await expect(page).toHaveURL(/\/group-optimize\/search-result\.html$/);
    const results = page.getByTestId('route-results');
    await expect(results.locator('a').first()).toBeVisible();
    await expect(results).toContainText('U101');
    await expect(results).toContainText('上车');
    // Back from the results lands where the search began, with both ends kept.
    await page.goBack();
    await expect(page).toHaveURL(/\/udianbus\/app\/home\.html$/);
    await expect(page.getByRole('button', { name: '起点：深圳北站' })).toBeVisible();
  });

  test('a keyword finds lines, also on the older /ydbus page', async ({ page }) => {
    await page.goto('/ydbus/search-result.html?keyword=U101');
    await expect(page.getByTestId('keyword-results').locator('a').first()).toContainText('U101');
  });
});

test.describe('shared links, opened without login', () => {
  test('line-info-share shows a line card that opens the line', async ({ page, request }) => {
    const lineId = await lineIdOf(request, 'U101');
    await page.goto(`/udianbus/app/line/line-info-share.html?lineId=${lineId}`);
    const card = page.getByTestId('line-share-card');
    await expect(card).toContainText('U101');
    await card.getByRole('button', { name: '查看线路' }).click();
    await expect(page).toHaveURL(new RegExp(`/udianbus/app/line/line-info\\.html\\?lineId=${lineId}$`));
    await expect(page.getByTestId('stop-list')).toBeVisible();
  });

  test('line-group-share lists every shared line', async ({ page, request }) => {
    const ids = [await lineIdOf(request, 'U101'), await lineIdOf(request, 'U102')];
    await page.goto(`/udianbus/app/line/line-group-share.html?lineIds=${ids.join(',')}`);
    await expect(page.getByTestId('group-lines').locator('a')).toHaveCount(2);
  });

  test('the older /ydbus/line-info serves the same line page', async ({ page, request }) => {
    await page.goto(`/ydbus/line-info.html?lineId=${await lineIdOf(request, 'U102')}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('科技园—龙华 晚班');
  });
});

test.describe('all lines', () => {
  test('pages with 加载更多 and filters by type', async ({ page }) => {
    await page.goto('/udianbus/app/home/line-list.html');
    const cards = page.getByTestId('line-list').locator('a');
    await expect(cards.first()).toBeVisible();
    const firstPage = await cards.count();
    await page.getByRole('button', { name: '加载更多' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
    await page.getByRole('button', { name: '企业', exact: true }).click();
    await expect(cards.first()).toContainText('企业');
  });
});

test.describe('choosing a city', () => {
  test('the chooser lists the service cities and the choice sticks', async ({ page }) => {
    await page.goto('/udianbus/app/home.html');
    await page.getByRole('button', { name: /当前城市/ }).click();
    const chooser = page.getByRole('dialog', { name: '选择城市' });
    await expect(chooser).toBeVisible();
    await chooser.getByRole('button', { name: '南京市' }).last().click();
    await expect(chooser).toBeHidden();
    await expect(page.getByRole('button', { name: /当前城市：南京市/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /当前城市：南京市/ })).toBeVisible();
  });
});
