import type { Browser, Page } from '@playwright/test';
import { carpoolStart } from '@udian/contracts/endpoints/carpool/carpool';
import { endpointUrl } from '@udian/contracts/endpoint';
import { expect, readyOnNavigation, test } from './fixtures';
import { RIDER } from './journeys';
import { addRider, logInBySms, uniquePhone } from './sms-login';

/**
 * Carpools end to end (decision 051), both outcomes of decision 047's mechanism. One passenger starts a
 * carpool by taps from 更多 (科技园 → 深圳北站 tomorrow at 08:00, 2 to run) and pays for their seat at the
 * ordinary cashier; a second finds it by route (/car/carpool/match), joins and pays: the crowdfunds job opens
 * it, and the second sees 已成行 and their ticket with its ride code. Meanwhile a third passenger's carpool,
 * started through the API with its sign-up closing in about 30 seconds, gets their paid seat and nobody else's:
 * its deadline passes and they are refunded in full automatically (my-pool: 未成行, 已退款).
 */

// A step that cannot happen fails in seconds, not at the end of the test's time.
test.use({ actionTimeout: 20_000 });

type Envelope<T> = { data: T; meta: { code: number; desc: string } };

/** A passenger on their own phone, logged in by SMS, with a rider. */
const passengerOnPhone = async (browser: Browser, baseURL: string, prefix: string): Promise<Page> => {
  const context = await browser.newContext({ ...test.info().project.use, baseURL });
  const page = readyOnNavigation(await context.newPage());
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, uniquePhone(prefix));
  await expect(page).not.toHaveURL(/login\.html/);
  await addRider(page, RIDER);
  return page;
};

/** On the place sheet that is open: search a name and take the station of that name. */
const choosePlace = async (page: Page, row: '出发地' | '目的地', name: string) => {
  await page.getByRole('button', { name: new RegExp(`^${row}：`) }).click();
  const sheet = page.locator('.adm-popup-body').filter({ hasText: `选择${row}` });
  await sheet.getByRole('searchbox').fill(name);
  await sheet.getByRole('list', { name: '搜索到的地点' }).getByRole('button', { name: new RegExp(`^${name}`) }).first().click();
  await expect(page.getByRole('button', { name: `${row}：${name}` })).toBeVisible();
};

/** At the cashier (buy-ticket, the carpool's own form): the rider, the agreement, the order, the sandbox payment. */
const payForSeat = async (page: Page) => {
  await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
  await expect(page.getByTestId('assemble-buy-form')).toBeVisible();
  await expect(page.getByRole('heading', { name: '拼车', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /选择乘车人/ }).click();
  await expect(page).toHaveURL(/passenger-select\.html/);
  await page.getByRole('checkbox', { name: RIDER.name }).check();
  await page.getByRole('button', { name: /^确定/ }).click();
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('模拟支付 · 不会产生真实扣款')).toBeVisible();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
};

/** The start of a carpool whose sign-up closes `seconds` from now, through the API with the passenger's own session. */
const startClosingSoon = async (page: Page, seconds: number): Promise<{ id: string; priceCents: number }> => {
  const login = await page.evaluate(() => JSON.parse(localStorage.getItem('loginInfo') ?? 'null') as { userId: string; token: string });
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const response = await page.request.post(endpointUrl(carpoolStart), {
    headers: { platform: 'H5', channel: '10000', deviceId: 'e2e-carpool-closing', token: login.token, userId: login.userId },
    data: {
      from: { name: '宝安中心', lng: 113.885, lat: 22.553, stationId: null },
      to: { name: '福田CBD', lng: 114.0561, lat: 22.537, stationId: null },
      date: tomorrow,
      time: '09:00',
      seats: 7,
      minimum: 3,
      deadline: new Date(Date.now() + seconds * 1000).toISOString(),
    },
  });
  const envelope = (await response.json()) as Envelope<{ carpool: { id: string; priceCents: number } }>;
  expect(envelope.meta, 'start through the API').toMatchObject({ code: 1 });
  return envelope.data.carpool;
};

test('a carpool that reaches its minimum runs; one that does not is refunded in full automatically', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);

  // The one that will fail: its starter pays for their seat before its sign-up closes, and nobody else joins.
  const failing = (async () => {
    const starter = await passengerOnPhone(browser, baseURL!, '133');
    const closing = await startClosingSoon(starter, 30);
    await starter.goto(`/udianbus/app/pool.html?id=${closing.id}`);
    await expect(starter.getByTestId('carpool-status')).toHaveText('拼车中');
    await starter.getByRole('button', { name: /^支付我的座位/ }).click();
    await payForSeat(starter);
    return { starter, closing };
  })();

  // 1. A passenger starts a carpool by taps from 更多: 拼车 → 发起拼车.
  const a = await passengerOnPhone(browser, baseURL!, '134');
  await a.goto('/udianbus/app/more.html');
  await a.getByRole('link', { name: '拼车', exact: true }).click();
  await expect(a).toHaveURL(/pool-list\.html/);
  await a.getByRole('link', { name: '发起拼车' }).first().click();
  await expect(a).toHaveURL(/pool\.html$/);
  await choosePlace(a, '出发地', '科技园');
  await choosePlace(a, '目的地', '深圳北站');
  await a.getByRole('button', { name: '减少成行人数' }).click();
  await expect(a.getByTestId('carpool-minimum')).toHaveText('2 人');
  await expect(a.getByTestId('carpool-fare')).toContainText('¥');
  await a.screenshot({ path: '.tmp/carpools-start.png', fullPage: true });
  await a.getByRole('button', { name: '发起拼车' }).click();
  await expect(a.getByTestId('assemble-buy-form')).toBeVisible();
  await a.screenshot({ path: '.tmp/carpools-cashier.png' });
  await payForSeat(a);

  // 2. Another passenger finds it by route (both ends, tomorrow 08:00), joins it and pays for a seat.
  const b = await passengerOnPhone(browser, baseURL!, '137');
  await b.goto('/udianbus/app/pool-list.html?tab=route');
  await choosePlace(b, '出发地', '科技园');
  await choosePlace(b, '目的地', '深圳北站');
  await b.getByRole('button', { name: '查找拼车' }).click();
  const found = b.getByTestId('carpool-item').filter({ hasText: '科技园' }).filter({ hasText: '深圳北站' });
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('起点距您 0米 · 终点距您 0米 · 时间一致');
  await expect(found).toContainText('已有 1/2 人 · 还差 1 人成行');
  await b.screenshot({ path: '.tmp/carpools-match.png', fullPage: true });
  await found.getByRole('link').click();
  await expect(b).toHaveURL(/pool\.html\?id=\d+/);
  await b.getByRole('button', { name: /^加入拼车/ }).click();
  await payForSeat(b);

  // 3. The minimum is reached: the crowdfunds job opens it. my-pool says 已成行; the ticket has its ride code.
  await expect(async () => {
    await b.goto('/udianbus/app/my-pool.html');
    await expect(b.getByTestId('my-carpool').first().getByTestId('carpool-status')).toHaveText('已成行', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const mine = b.getByTestId('my-carpool').first();
  await expect(mine.getByTestId('my-carpool-state')).toHaveText('已支付');
  await b.screenshot({ path: '.tmp/carpools-mine.png' });
  await mine.getByRole('link').click();
  await expect(b.getByTestId('carpool-ended')).toContainText('车票已生效');
  await b.getByRole('link', { name: '查看车票和乘车码' }).click();
  await expect(b).toHaveURL(/ticket-info\.html\?ticketId=\d+/);
  await expect(b.getByTestId('ticket-banner')).toContainText('待乘车');
  await expect(b.getByTestId('ride-code')).toBeVisible();

  // 4. The other carpool's sign-up closes short of its minimum: refunded in full, automatically.
  const { starter, closing } = await failing;
  await expect(async () => {
    await starter.goto('/udianbus/app/my-pool.html');
    const item = starter.getByTestId('my-carpool').filter({ hasText: '宝安中心' });
    await expect(item.getByTestId('carpool-status')).toHaveText('未成行', { timeout: 1_000 });
    await expect(item.getByTestId('my-carpool-state')).toHaveText(`已退款 ¥${(closing.priceCents / 100).toFixed(2)}`, { timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await starter.goto(`/udianbus/app/pool.html?id=${closing.id}`);
  await expect(starter.getByTestId('carpool-ended')).toHaveText('截止时未达成行人数，已支付的款项已全额原路退回');
  await starter.screenshot({ path: '.tmp/carpools-failed.png' });
  await b.screenshot({ path: '.tmp/carpools-ticket.png' });
});
