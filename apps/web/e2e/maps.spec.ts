import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import gcoord from 'gcoord';
import { logInBySms, uniquePhone } from './sms-login';

/**
 * The maps and the common-address picker. The e2e server has no AMap key and no tiles, so maps draw the
 * line on a plain grid; the AMap tests give one page an AMap key by rewriting its web config, and the server
 * (AMAP_JS_URL, scripts/e2e-server.ts) points AMap at the stand-in script on 127.0.0.1 (scripts/fake-amap.js).
 * No test sends a request off this machine: every page here fails on one.
 */

/** 科技园 station of the demo network, GCJ-02 (as seeded), and where a phone there reports itself (WGS-84). */
const KEJIYUAN = { lng: 113.953, lat: 22.5405 };
const [kejiyuanLng, kejiyuanLat] = gcoord.transform([KEJIYUAN.lng, KEJIYUAN.lat], gcoord.GCJ02, gcoord.WGS84);
const clientHeaders = { platform: 'H5', channel: '10000', deviceId: 'e2e-maps-device-01' };

/** U101's line-info page; ids are given by the database, so the line is found by its code. */
const u101Info = async (request: APIRequestContext): Promise<string> => {
  const response = await request.get('/ydbus-api-v2/search/line/query?cityId=440300&keyword=U101', { headers: clientHeaders });
  const body = (await response.json()) as { data: { lines: Array<{ lineId: string; lineCode: string }> } };
  const line = body.data.lines.find((candidate) => candidate.lineCode === 'U101');
  if (!line) throw new Error('the demo network has no line U101');
  return `/udianbus/app/line/line-info.html?lineId=${line.lineId}`;
};
const LATIN_WORD = /[A-Za-z]{4,}/;

/** Fails the test on any request that leaves 127.0.0.1 (a map host above all). */
const stayOnThisMachine = async (page: Page) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!/^(http:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(request.url())) outside.push(request.url());
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  return () => expect(outside, 'requests off this machine').toEqual([]);
};

/**
 * Gives the pages an AMap key, as a server with AMAP_KEY would: the web config's meta tag is amended as the
 * page parses it, before the app reads it. (The e2e server already hands over the stand-in script's URL and
 * allows it. A page answered by the test rather than the server would count as a public page, and Chromium
 * would then refuse it the stand-in script on the loopback address.)
 */
const withAmapKey = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const meta = document.querySelector('meta[name="app-config"]');
      if (!meta) return;
      const config = JSON.parse(meta.getAttribute('content') ?? '{}') as Record<string, unknown>;
      meta.setAttribute('content', JSON.stringify({ ...config, amapKey: 'e2eamapkey01' }));
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

/** Every text a person sees or hears inside an element: its text and its titles, labels, alts, placeholders. */
const spokenTexts = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root) => [
    root.textContent ?? '',
    ...[...root.querySelectorAll('[title],[aria-label],[alt],[placeholder]')].flatMap((node) =>
      ['title', 'aria-label', 'alt', 'placeholder'].map((name) => node.getAttribute(name) ?? ''),
    ),
  ]);

test.describe('line maps without a base map', () => {
  test.use({ geolocation: { latitude: kejiyuanLat, longitude: kejiyuanLng }, permissions: ['geolocation'] });

  test('draw the line, named stations, the passenger, a Chinese scale and say there is no base map', async ({ page, request }) => {
    const checkRequests = await stayOnThisMachine(page);
    await page.goto(await u101Info(request));
    const map = page.getByTestId('route-map');
    await expect(map).toHaveAttribute('data-base-layer', 'none');
    await expect(page.getByTestId('map-notice')).toHaveText('未配置底图，仅显示线路与站点');
    await expect(map.locator('[data-stop-name="清湖"]')).toContainText('清湖');
    await expect(map.locator('[data-stop-name="深圳北站"]')).toBeAttached();
    // The browser already allows the location: the passenger shows without being asked.
    await expect(map.getByTestId('map-passenger')).toBeAttached();
    await expect(map.locator('.leaflet-control-scale-line')).toHaveText(/^\d+ (米|公里)$/);
    // The background is the drawn grid, never a grey panel.
    expect(await map.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgb(221, 221, 221)');
    await expect(page.getByRole('button', { name: '放大' })).toHaveAttribute('title', '放大');
    await expect(page.getByRole('button', { name: '缩小' })).toHaveAttribute('title', '缩小');
    for (const text of await spokenTexts(page, '[data-testid="route-map"] >> xpath=..')) expect(text).not.toMatch(LATIN_WORD);
    checkRequests();
  });

  test('keep a stop popup inside the map on a 320 px screen', async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(await u101Info(request));
    const map = page.getByTestId('route-map');
    await expect(map).toHaveAttribute('data-base-layer', 'none');
    await map.scrollIntoViewIfNeeded();
    await map.locator('[data-stop-name="清湖"] > span').first().click();
    const popup = map.locator('.leaflet-popup');
    await expect(popup).toContainText('清湖起点站');
    await page.waitForTimeout(400);
    const [mapBox, popupBox] = [await map.boundingBox(), await popup.boundingBox()];
    expect(popupBox!.x).toBeGreaterThanOrEqual(mapBox!.x);
    expect(popupBox!.x + popupBox!.width).toBeLessThanOrEqual(mapBox!.x + mapBox!.width + 1);
    expect(popupBox!.y).toBeGreaterThanOrEqual(mapBox!.y - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('open a map below the fold only when the passenger scrolls to it', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 360 });
    await page.goto(await u101Info(request));
    const map = page.getByTestId('route-map');
    await expect(map).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(map).toHaveAttribute('data-base-layer', 'loading');
    await expect(map).not.toHaveClass(/leaflet-container/);
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-base-layer', 'none');
    await expect(map.locator('[data-stop-name="清湖"]')).toBeAttached();
  });
});

test.describe('maps with AMap configured (the stand-in AMap on 127.0.0.1)', () => {
  test('line-info draws through AMap: its map and scale, our stations and controls', async ({ page, request }) => {
    const checkRequests = await stayOnThisMachine(page);
    await withAmapKey(page);
    await page.goto(await u101Info(request));
    const map = page.getByTestId('route-map');
    await expect(map).toHaveAttribute('data-base-layer', 'amap');
    await expect(map.locator('[data-fake-amap="map"]')).toBeVisible();
    await expect(map.locator('[data-fake-amap="polyline"]')).toHaveCount(1);
    await expect(map.locator('[data-stop-name="深圳北站"]')).toBeAttached();
    await expect(map.locator('[data-fake-amap="scale"]')).toHaveText(/^\d+(\.\d)? (米|公里)$/);
    await expect(map.locator('.leaflet-container')).toHaveCount(0);
    await expect(page.getByTestId('map-notice')).toHaveCount(0);
    await page.getByRole('button', { name: '放大' }).click();
    checkRequests();
  });
});

const openHomeEditor = async (page: Page) => {
  await page.goto('/udianbus/app/common-address.html');
  await logInBySms(page, uniquePhone('136'));
  await expect(page).toHaveURL(/common-address\.html/);
  await page.getByRole('listitem', { name: '家' }).getByRole('link', { name: '设置' }).click();
  await expect(page.getByTestId('point-picker')).toBeVisible();
};

const saveAndCheckRow = async (page: Page, name: string, point: { lng: number; lat: number }) => {
  const listed = page.waitForResponse((response) => response.url().includes('/user/address/list') && response.request().method() === 'GET');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('listitem', { name: '家' })).toContainText(name);
  // The saved address carries the place's point.
  const body = (await (await listed).json()) as { data: { home: { name: string; lng: number; lat: number } | null } };
  expect(body.data.home).toMatchObject({ name, lng: point.lng, lat: point.lat });
};

test.describe('the common-address picker', () => {
  test.use({ geolocation: { latitude: kejiyuanLat, longitude: kejiyuanLng }, permissions: ['geolocation'] });

  test('says what is missing, finds 科技园 by name in our place search, names it and saves it with its point', async ({ page }) => {
    const checkRequests = await stayOnThisMachine(page);
    await openHomeEditor(page);
    await expect(page.getByLabel('地点名称')).toHaveAttribute('maxlength', '50');
    await expect(page.getByLabel('详细地址')).toHaveAttribute('maxlength', '100');
    // Opens where the passenger is.
    await expect(page.getByTestId('point-picker').getByTestId('map-passenger')).toBeAttached();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('地点名称不能为空')).toBeVisible();
    await expect(page.getByText('还没有选择位置：搜索地点或在地图上点选')).toBeVisible();

    await page.getByPlaceholder('搜索地点，如 科技园').fill('科技园');
    const results = page.getByLabel('搜索结果');
    await results.getByText('科技园', { exact: true }).click();
    await expect(page.getByTestId('chosen-place')).toContainText('已选位置：科技园');
    await expect(page.getByTestId('chosen-place')).not.toContainText(/\d+\.\d{3}/);
    // The point's error is gone, and the empty name took the place's name.
    await expect(page.getByText('还没有选择位置：搜索地点或在地图上点选')).toHaveCount(0);
    await expect(page.getByLabel('地点名称')).toHaveValue('科技园');
    await expect(page.getByText('地点名称不能为空')).toHaveCount(0);
    await expect(page.getByTestId('picked-point')).toBeAttached();
    await saveAndCheckRow(page, '科技园', KEJIYUAN);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    checkRequests();
  });

  test('names a tapped point after the nearest station, never with numbers', async ({ page }) => {
    await openHomeEditor(page);
    const picker = page.getByTestId('point-picker');
    await expect(picker.getByTestId('map-passenger')).toBeAttached();
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width / 2 - 20, y: box.height / 2 + 10 } });
    await expect(page.getByTestId('chosen-place')).toContainText(/已选位置：.*(附近|区)/);
    await expect(page.getByTestId('chosen-place')).not.toContainText(/\d/);
    await expect(page.getByLabel('地点名称')).toHaveValue(/附近|区/);
  });

  test('with AMap configured, finds places through AMap search', async ({ page }) => {
    const checkRequests = await stayOnThisMachine(page);
    await withAmapKey(page);
    await openHomeEditor(page);
    await expect(page.getByTestId('point-picker')).toHaveAttribute('data-base-layer', 'amap');
    // Only the stand-in AMap knows this one; our own place search does not.
    await page.getByPlaceholder('搜索地点，如 科技园').fill('科技园地铁站');
    await page.getByLabel('搜索结果').getByText('科技园地铁站', { exact: true }).click();
    await expect(page.getByTestId('chosen-place')).toContainText('已选位置：科技园地铁站');
    await saveAndCheckRow(page, '科技园地铁站', { lng: 113.9535, lat: 22.5408 });
    checkRequests();
  });
});
