import type { Browser, Locator, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { signInAsAdmin } from '../../console/e2e/console-journeys';
import { expect, test } from './fixtures';
import { lineInList, RIDER } from './journeys';
import { addRider, logInBySms, uniquePhone } from './sms-login';

/**
 * Zone fares and unpriced lines from a GTFS feed, end to end (decisions 061 and 062). The operator uploads in
 * the console's 导入 GTFS a feed made here: line A with four stops in three fare zones (a price for each pair of
 * zones, in CNY) and line B whose only fare is in USD; the report counts A's fares between stops and says B was
 * not priced. The passenger finds A at "2.00元起", sees the fare of the stops they choose change with them, buys
 * 石厦 → 皇岗村 and pays exactly that pair's fare. B shows 暂未定价 and cannot be bought, until the operator
 * sets its price (设置票价): then the passenger sees the price and may buy. A and B are coded Z<nnn>1 and Z<nnn>2,
 * nnn of this attempt. Screenshots of the report, A's buying page and B's page go to .tmp/shots-gtfs.
 */

test.use({ actionTimeout: 20_000 });

const SHOTS = '.tmp/shots-gtfs';

/** A day in Shanghai, `offsetDays` from today: '2026-11-29'. */
const shanghaiDay = (offsetDays: number): string => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const gtfsDate = (offsetDays: number): string => shanghaiDay(offsetDays).replaceAll('-', '');

/** Line A's stops (WGS-84, in Futian), their fare zones and minutes from the first stop. */
const STOPS_A = [
  { id: 'zf-shixia', name: '石厦', lat: 22.5235, lng: 114.043, zone: 'Z1', minutes: 0 },
  { id: 'zf-shawei', name: '沙尾', lat: 22.525, lng: 114.055, zone: 'Z2', minutes: 8 },
  { id: 'zf-fumin', name: '福民', lat: 22.527, lng: 114.065, zone: 'Z2', minutes: 15 },
  { id: 'zf-huanggangcun', name: '皇岗村', lat: 22.526, lng: 114.072, zone: 'Z3', minutes: 22 },
] as const;
/** Line B: from 皇岗村 back to 石厦. */
const STOPS_B = [STOPS_A[3], STOPS_A[0]].map((stop, i) => ({ ...stop, minutes: i * 20 }));
/** The fares between zones: 石厦 → 沙尾 3.00, 石厦 → 皇岗村 5.00, the cheapest ride 2.00 (沙尾 → 福民). */
const ZONE_FARES = [
  { fareId: 'zf-z1-z2', price: '3.00', origin: 'Z1', destination: 'Z2' },
  { fareId: 'zf-z1-z3', price: '5.00', origin: 'Z1', destination: 'Z3' },
  { fareId: 'zf-z2-z3', price: '4.00', origin: 'Z2', destination: 'Z3' },
  { fareId: 'zf-z2-z2', price: '2.00', origin: 'Z2', destination: 'Z2' },
] as const;
/** Departures spread through the day, every day: one is always on sale, whenever the test runs. */
const TIMES = ['06:30', '10:00', '13:30', '17:00', '20:30', '23:30'] as const;

const clock = (time: string, minutes: number): string => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:00`;
};

const csv = (rows: readonly (readonly (string | number)[])[]): Uint8Array => strToU8(`${rows.map((row) => row.join(',')).join('\n')}\n`);

/** The feed as a zip, its codes `codeA` and `codeB`; running every day from yesterday to 60 days on. */
const buildFeed = (codeA: string, codeB: string): Buffer => {
  const routeA = `zf-route-${codeA}`;
  const routeB = `zf-route-${codeB}`;
  const lines = [
    { route: routeA, stops: STOPS_A },
    { route: routeB, stops: STOPS_B },
  ];
  const trips = lines.flatMap(({ route, stops }) => TIMES.map((time) => ({ route, stops, time, tripId: `${route}-${time.replace(':', '')}` })));
  const zip = zipSync({
    'agency.txt': csv([
      ['agency_id', 'agency_name', 'agency_url', 'agency_timezone'],
      ['zf-agency', '区间快线公交', 'https://zf.example/', 'Asia/Shanghai'],
    ]),
    'stops.txt': csv([['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'zone_id'], ...STOPS_A.map((s) => [s.id, s.name, s.lat, s.lng, s.zone])]),
    'routes.txt': csv([
      ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type'],
      [routeA, 'zf-agency', codeA, '石厦—皇岗村 区间快线', 3],
      [routeB, 'zf-agency', codeB, '皇岗村—石厦 区间快线', 3],
    ]),
    'calendar.txt': csv([
      ['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date'],
      ['zf-daily', 1, 1, 1, 1, 1, 1, 1, gtfsDate(-1), gtfsDate(60)],
    ]),
    'trips.txt': csv([['route_id', 'service_id', 'trip_id'], ...trips.map((t) => [t.route, 'zf-daily', t.tripId])]),
    'stop_times.txt': csv([
      ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence'],
      ...trips.flatMap((t) => t.stops.map((s, i) => [t.tripId, clock(t.time, s.minutes), clock(t.time, s.minutes), s.id, i + 1])),
    ]),
    'fare_attributes.txt': csv([
      ['fare_id', 'price', 'currency_type', 'payment_method', 'transfers'],
      ...ZONE_FARES.map((f) => [f.fareId, f.price, 'CNY', 0, 0]),
      ['zf-usd', '2.50', 'USD', 0, 0],
    ]),
    'fare_rules.txt': csv([
      ['fare_id', 'route_id', 'origin_id', 'destination_id'],
      ...ZONE_FARES.map((f) => [f.fareId, routeA, f.origin, f.destination]),
      ['zf-usd', routeB, '', ''],
    ]),
  });
  return Buffer.from(zip);
};

const desktop = (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });

/** The value beside a label of the import report. */
const reportValue = (report: Locator, label: string): Locator =>
  report.locator('th.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]');

/** Chooses a stop on the buying page's wheel of 上车站点 or 下车站点. */
const chooseStop = async (page: Page, label: '上车站点' | '下车站点', stop: string) => {
  const field = page.getByTestId(label === '上车站点' ? 'board-stop' : 'alight-stop');
  await field.click();
  const picker = page.locator('.adm-picker').filter({ hasText: `选择${label}` });
  const item = picker.locator('.adm-picker-view-column-item').filter({ hasText: stop });
  // Tapped as a phone does: the wheel (antd-mobile's) left a mouse click on an item unpicked here.
  await item.tap();
  await expect(item).toHaveAttribute('data-selected', 'true');
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await expect(field).toContainText(stop);
};

test('a GTFS feed’s zone fares sell by the stops chosen, and its line in USD waits for 设置票价', async ({ browser, page, baseURL }) => {
  test.setTimeout(150_000);
  const phone = uniquePhone('135');
  // Codes of this attempt only: a retry imports lines of its own, not the first attempt's (priced since).
  const run = phone.slice(-3);
  const codeA = `Z${run}1`;
  const codeB = `Z${run}2`;

  // The operator uploads the feed in 线路与站点 → 导入 GTFS.
  const deskContext = await desktop(browser, baseURL);
  const desk = await deskContext.newPage();
  await signInAsAdmin(desk);
  await desk.getByRole('menuitem', { name: '线路与站点' }).click();
  await desk.getByRole('tab', { name: '导入 GTFS' }).click();
  await desk.locator('input[type=file]').setInputFiles({ name: 'zone-fares.zip', mimeType: 'application/zip', buffer: buildFeed(codeA, codeB) });
  await expect(desk.getByText('GTFS 数据已导入')).toBeVisible({ timeout: 60_000 });
  const report = desk.locator('.ant-descriptions').filter({ hasText: '导入结果' });
  await expect(reportValue(report, '线路')).toHaveText('2（新增 2，更新 0）');
  // Line A's six pairs of stops, each priced by its zones; line B without a price in CNY.
  await expect(reportValue(report, '分段票价')).toHaveText('6');
  await expect(reportValue(report, '暂未定价的线路')).toHaveText('1');
  await expect(desk.getByText('fare_attributes.txt 中有 1 个票价以 USD 计，不是人民币（CNY），未作为票价导入')).toBeVisible();
  await expect(desk.getByText(`1 条线路没有人民币票价，设置票价前暂不售票（${codeB}）`)).toBeVisible();
  await desk.screenshot({ path: `${SHOTS}/console-report.png`, fullPage: true });

  // The passenger, with a rider, finds line A from its cheapest ride.
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, phone);
  await expect(page).not.toHaveURL(/login\.html/);
  await addRider(page, RIDER);
  const lineA = await lineInList(page, codeA);
  await expect(lineA).toContainText('2.00元起');
  await lineA.click();
  await expect(page).toHaveURL(/line-info\.html\?lineId=/);
  await page.getByRole('link', { name: '购票' }).click();
  await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
  await expect(page.getByTestId('stop-fares-note')).toBeVisible();
  await page.getByRole('button', { name: /选择乘车人/ }).click();
  await expect(page).toHaveURL(/passenger-select\.html/);
  await page.getByRole('checkbox', { name: RIDER.name }).check();
  await page.getByRole('button', { name: /^确定/ }).click();
  await expect(page.getByRole('list', { name: '已选乘车人' })).toContainText(RIDER.name);

  // The fare follows the stops: 石厦 → 沙尾 (zone 1 to 2) 3.00, then 石厦 → 皇岗村 (zone 1 to 3) 5.00.
  const price = page.getByTestId('price-section');
  await chooseStop(page, '上车站点', '石厦');
  await chooseStop(page, '下车站点', '沙尾');
  await expect(price).toContainText('每人 3.00元，共 1 人');
  await chooseStop(page, '下车站点', '皇岗村');
  await expect(price).toContainText('每人 5.00元，共 1 人');
  await expect(price.getByText('票价合计').locator('..')).toContainText('5.00元');
  // Without a coupon, what is paid is the pair's fare.
  await price.getByRole('button', { name: /优惠券/ }).click();
  const coupons = page.getByRole('dialog', { name: '选择优惠券' });
  await coupons.getByRole('radio', { name: /不使用优惠券/ }).click();
  await expect(coupons).toBeHidden();
  await expect(price.getByText('应付金额').locator('..')).toContainText('5.00元');
  await expect(page.getByText(/^应付\s/)).toHaveText(/^应付 5\.00元/);
  // The fixed title and submit bars would be drawn over the middle of a full-page shot: the top, then the prices.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/z901-buy.png` });
  await price.screenshot({ path: `${SHOTS}/z901-buy-price.png` });

  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('模拟支付 · 不会产生真实扣款')).toBeVisible();
  await page.getByRole('button', { name: '确认支付 ¥5.00' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/order-detail\.html\?orderNo=/);
  await expect(page.getByText('实付金额')).toBeVisible();
  await expect(page.getByTestId('payable')).toHaveText('5.00元');
  await expect(page.getByText('石厦').first()).toBeVisible();
  await expect(page.getByText('皇岗村').first()).toBeVisible();

  // Line B, in USD only: 暂未定价 in the list and on its page, nothing to buy.
  const lineB = await lineInList(page, codeB);
  await expect(lineB).toContainText('暂未定价');
  await lineB.click();
  await expect(page).toHaveURL(/line-info\.html\?lineId=/);
  const lineBUrl = page.url();
  const lineBId = new URL(lineBUrl).searchParams.get('lineId') ?? '';
  await expect(page.getByRole('button', { name: '暂未定价，暂不售票' })).toBeDisabled();
  await expect(page.getByRole('link', { name: '购票' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/z902-line.png` });
  await page.goto(`/udianbus/app/buy-ticket.html?lineId=${lineBId}`);
  await expect(page.getByText('该线路暂不售票')).toBeVisible();
  await expect(page.getByText('该线路暂未定价，定价后即可购票')).toBeVisible();

  // The operator sets its price in the line list (设置票价).
  await desk.getByRole('tab', { name: '线路' }).click();
  await desk.getByPlaceholder('线路编号或名称').fill(codeB);
  await desk.getByPlaceholder('线路编号或名称').press('Enter');
  const row = desk.getByRole('row').filter({ hasText: codeB });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('暂未定价');
  await row.getByRole('button', { name: '设置票价' }).click();
  const modal = desk.getByRole('dialog', { name: new RegExp(`设置票价 · ${codeB}`) });
  await modal.getByLabel('票价').fill('4.5');
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(desk.getByText(new RegExp(`${codeB} 票价已设为 ¥4\\.50`))).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('¥4.50');
  await deskContext.close();

  // The passenger, back in 全部线路, sees the price and may buy.
  const pricedB = await lineInList(page, codeB);
  await expect(pricedB).toContainText('4.50元');
  await expect(pricedB).not.toContainText('暂未定价');
  await pricedB.click();
  await expect(page).toHaveURL(lineBUrl);
  await expect(page.getByText('4.50元').first()).toBeVisible();
  await page.getByRole('link', { name: '购票' }).click();
  await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
  await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
  await expect(page.getByTestId('price-section')).toContainText('每人 4.50元');
});
