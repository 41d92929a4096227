import { expect, type Locator, type Page } from '@playwright/test';
import { waitForPageReady } from './fixtures';
import { addRider, logInBySms } from './sms-login';

/** A resident ID number with a valid check character. */
export const RIDER = { name: '王五', idNumber: '11010519491231002X' } as const;

/**
 * A line's card in 全部线路, loading more as a passenger would: other specs add lines of their own (crowdfunds,
 * enterprises) that may come before the demo's on the first page.
 */
export const lineInList = async (page: Page, code: string): Promise<Locator> => {
  await page.goto('/udianbus/app/home/line-list.html');
  const link = page.getByRole('link', { name: new RegExp(`^${code} `) }).first();
  const more = page.getByRole('button', { name: '加载更多' });
  await expect(link.or(more).first()).toBeVisible();
  while (!(await link.isVisible()) && (await more.isVisible())) {
    await more.click();
    await expect(link.or(more.and(page.locator(':enabled'))).first()).toBeVisible();
  }
  await expect(link, `${code} is listed in 全部线路`).toBeVisible();
  return link;
};

/** The address of a line's page, as 全部线路 links it. */
export const lineHrefFromList = async (page: Page, code: string): Promise<string> =>
  (await (await lineInList(page, code)).getAttribute('href')) ?? '';

/**
 * A passenger with a paid order and its ticket: logs in through the buy page, adds a rider, buys the first
 * bookable day of U101 and pays in the sandbox cashier. Ends on the success page.
 */
export const buyOneTicket = async (page: Page, phone: string): Promise<void> => {
  await page.goto(await lineHrefFromList(page, 'U101'));
  await expect(page).toHaveURL(/line-info\.html\?lineId=/);
  await page.getByRole('link', { name: '购票' }).click();
  await expect(page).toHaveURL(/login\.html\?redirect=/);
  await logInBySms(page, phone);
  await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
  const buyUrl = page.url();
  await addRider(page, RIDER);
  await page.goto(buyUrl);
  await page.getByRole('button', { name: /选择乘车人/ }).click();
  await expect(page).toHaveURL(/passenger-select\.html/);
  await page.getByRole('checkbox', { name: RIDER.name }).check();
  await page.getByRole('button', { name: /^确定/ }).click();
  await expect(page.getByRole('list', { name: '已选乘车人' })).toContainText(RIDER.name);
  await waitForPageReady(page);
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('模拟支付 · 不会产生真实扣款')).toBeVisible();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
};

/**
 * The same purchase as a passenger taps it from home, with a change of mind at the cashier: home → 全部线路 →
 * U101 → 购票 → log in → 选择乘车人 → 添加乘车人 → 确定 → agree → 提交订单 → 取消支付 (waiting-paid) →
 * 立即支付 → 确认支付 → the success page. No address is typed. Calls `onPage` with every page the app showed.
 */
export const buyByTaps = async (page: Page, phone: string, onPage: (url: string) => void): Promise<void> => {
  const record = (frame: { url: () => string; parentFrame: () => unknown }) => {
    if (frame.parentFrame() === null) onPage(frame.url());
  };
  page.on('framenavigated', record);
  try {
    await page.goto('/udianbus/app/home.html');
    await page.getByRole('link', { name: /^全部线路/ }).click();
    await page.getByRole('link', { name: /^U101 / }).first().click();
    await expect(page).toHaveURL(/line-info\.html\?lineId=/);
    await page.getByRole('link', { name: '购票' }).click();
    await expect(page).toHaveURL(/login\.html\?redirect=/);
    await logInBySms(page, phone);
    await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
    await page.getByRole('button', { name: /选择乘车人/ }).click();
    await expect(page).toHaveURL(/passenger-select\.html/);
    await page.getByRole('button', { name: '添加乘车人' }).click();
    await page.getByLabel('姓名').fill(RIDER.name);
    await page.getByLabel('身份证号').fill(RIDER.idNumber);
    await page.getByRole('button', { name: '保存' }).click();
    // Back on passenger-select with the new rider ticked.
    await expect(page.getByRole('checkbox', { name: RIDER.name })).toBeChecked();
    await page.getByRole('button', { name: /^确定/ }).click();
    await expect(page.getByRole('list', { name: '已选乘车人' })).toContainText(RIDER.name);
    // The buy page may come back as a new load, readable before it is live: a tap before hydration is lost.
    await waitForPageReady(page);
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByRole('button', { name: '取消支付' }).click();
    await expect(page).toHaveURL(/waiting-paid\.html\?orderNo=/);
    // Back from the cashier is a new page load: it is live once hydrated.
    await waitForPageReady(page);
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.getByRole('button', { name: /^确认支付/ }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  } finally {
    page.off('framenavigated', record);
  }
};

/**
 * Buys one ticket of K801 for the logged-in passenger and pays in the sandbox; answers the coupon row the buy
 * page showed. K801 runs every day, so its first bookable bus is always within the e2e check window.
 */
export const buyDailyLineTicket = async (page: Page): Promise<string> => {
  await page.goto(await lineHrefFromList(page, 'K801'));
  await page.getByRole('link', { name: '购票' }).click();
  await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
  const buyUrl = page.url();
  await addRider(page, RIDER);
  await page.goto(buyUrl);
  await page.getByRole('button', { name: /选择乘车人/ }).click();
  await page.getByRole('checkbox', { name: RIDER.name }).check();
  await page.getByRole('button', { name: /^确定/ }).click();
  await expect(page.getByRole('list', { name: '已选乘车人' })).toContainText(RIDER.name);
  await waitForPageReady(page);
  const couponRow = page.getByRole('button', { name: /^优惠券/ });
  await expect(couponRow).toContainText('（');
  const applied = (await couponRow.textContent()) ?? '';
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  return applied;
};

/** A point of the demand map, in pixels from its top left corner. */
export type MapSpot = { x: number; y: number };

/**
 * On demand-collection: 地图选点 beside one end opens demand-station, a tap on the map picks the point, and
 * 确认使用此位置 (once the places around it have named it) brings the end back to the form.
 */
export const chooseDemandEndOnMap = async (page: Page, end: '出发地' | '目的地', spot: MapSpot): Promise<void> => {
  await page.getByRole('link', { name: new RegExp(`地图选点.*${end}`) }).click();
  await expect(page).toHaveURL(/demand-station\.html\?end=/);
  const map = page.getByTestId('demand-map');
  // The map opens asynchronously (its engine is a chunk of its own): tap once it is drawn.
  await expect(map).not.toHaveAttribute('data-base-layer', 'loading');
  await map.click({ position: spot });
  const confirm = page.getByRole('button', { name: '确认使用此位置' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page).toHaveURL(/demand-collection\.html/);
};

/** Where the demand journeys tap: the origin, then the destination on a map opened at the origin. */
export const DEMAND_FROM_SPOT: MapSpot = { x: 100, y: 110 };
export const DEMAND_TO_SPOT: MapSpot = { x: 200, y: 240 };

/**
 * A demand as the logged-in passenger taps it from home: 我的 → 我的定制线路 → the form → both ends on the map
 * → 提交需求 → my-custom → 分享给同事 (the share page). No address is typed. Calls `onPage` with every page
 * the app showed.
 */
export const submitDemandByTaps = async (page: Page, onPage: (url: string) => void): Promise<void> => {
  const record = (frame: { url: () => string; parentFrame: () => unknown }) => {
    if (frame.parentFrame() === null) onPage(frame.url());
  };
  page.on('framenavigated', record);
  try {
    await page.goto('/udianbus/app/home.html');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的' }).click();
    await page.getByRole('link', { name: /我的定制线路/ }).click();
    await expect(page).toHaveURL(/my-custom\.html/);
    await page.getByRole('link', { name: '提交需求' }).click();
    await expect(page).toHaveURL(/demand-collection\.html/);
    await chooseDemandEndOnMap(page, '出发地', DEMAND_FROM_SPOT);
    await chooseDemandEndOnMap(page, '目的地', DEMAND_TO_SPOT);
    await page.getByRole('button', { name: '提交需求' }).click();
    await expect(page).toHaveURL(/my-custom\.html/);
    await page.getByRole('link', { name: '分享给同事' }).first().click();
    await expect(page).toHaveURL(/share_my_custom\.html\?code=/);
    await expect(page.getByText('这是您提交的通勤需求')).toBeVisible();
  } finally {
    page.off('framenavigated', record);
  }
};
