import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, readyOnNavigation, test } from './fixtures';
import { lineInList } from './journeys';
import { addRider, logInBySms, uniquePhone } from './sms-login';
import { userAgents } from './user-agents';

/**
 * Buying as a new user tries it: find a line, log in, add two riders, buy two dates for both with a coupon,
 * pay in the sandbox cashier, see the success page and the order; and watch an unpaid order lapse and its
 * seat come back. The e2e server holds seats for 45 s and sweeps every 2 s (scripts/e2e-server.mjs).
 */

/** Two resident ID numbers with valid check characters. */
const RIDERS = [
  { name: '张三', idNumber: '11010519491231002X' },
  { name: '李四', idNumber: '440308199001011239' },
] as const;

/** The key scripts/e2e-server.mjs gives the server (SUPER_APP_SIGN_KEY): the fake super-app signs with it. */
const SUPER_APP_SIGN_KEY = process.env.SUPER_APP_SIGN_KEY ?? 'e2e-super-app-sign-key-0001';

/** Days the calendar offers for sale: "11月23日 周一 余45座". */
const bookableDays = (page: Page) => page.getByRole('button', { name: /余\d+座/, pressed: false });

const seatsOn = async (page: Page, dayLabel: string): Promise<number> => {
  const label = (await page.getByRole('button', { name: new RegExp(`^${dayLabel}`) }).first().getAttribute('aria-label')) ?? '';
  return Number(/余(\d+)座/.exec(label)?.[1] ?? Number.NaN);
};

/** Opens U101 from the list of all lines and taps 购票. */
const openBuyPageFromLineList = async (page: Page) => {
  await (await lineInList(page, 'U101')).click();
  await expect(page).toHaveURL(/line-info\.html\?lineId=/);
  await page.getByRole('link', { name: '购票' }).click();
};

test.describe('buying in a plain mobile browser', () => {
  test('two dates, two riders, a coupon, paid in the sandbox: success page and order', async ({ page }) => {
    // A long journey (log in, a rider added, two dates, a coupon, the cashier): on a busy machine it has
    // taken about 30 s.
    test.setTimeout(90_000);
    const phone = uniquePhone('137');
    await openBuyPageFromLineList(page);
    // Buying needs a login; the login page brings the passenger back.
    await expect(page).toHaveURL(/login\.html\?redirect=/);
    await logInBySms(page, phone);
    await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
    const buyUrl = page.url();

    for (const rider of RIDERS) await addRider(page, rider);
    await page.goto(buyUrl);

    // Two dates: the first bookable day comes chosen; add the next one.
    const chosenDays = page.getByRole('button', { name: /余\d+座/, pressed: true });
    await expect(chosenDays).toHaveCount(1);
    await bookableDays(page).nth(0).click();
    await expect(chosenDays).toHaveCount(2);

    // Both riders.
    await page.getByRole('button', { name: /选择乘车人/ }).click();
    await expect(page).toHaveURL(/passenger-select\.html/);
    for (const rider of RIDERS) await page.getByRole('checkbox', { name: rider.name }).check();
    await page.getByRole('button', { name: '确定（已选 2 位）' }).click();
    await expect(page.getByRole('list', { name: '已选乘车人' })).toContainText('张三');
    await expect(page.getByRole('list', { name: '已选乘车人' })).toContainText('李四');

    // Price: the best coupon by default; choose the 5 元 one instead.
    const price = page.getByTestId('price-section');
    await expect(price).toContainText('优惠券（');
    await price.getByRole('button', { name: /优惠券/ }).click();
    const sheet = page.getByRole('dialog', { name: '选择优惠券' });
    await expect(sheet.getByText('打车立减 10 元')).toBeVisible();
    await expect(sheet.getByText(/不可用：不适用于该类产品/)).toBeVisible();
    await sheet.getByRole('radio', { name: /新人专享 5 元券/ }).click();
    await expect(price).toContainText('优惠券（新人专享 5 元券）');
    await expect(price.getByText('票价合计')).toBeVisible();
    const payable = (await page.getByText(/^应付\s/).textContent()) ?? '';

    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await page.getByRole('button', { name: '提交订单' }).click();

    // The sandbox cashier: pay.
    await expect(page.getByText('模拟支付 · 不会产生真实扣款')).toBeVisible();
    await page.getByRole('button', { name: /^确认支付/ }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('张三').first()).toBeVisible();
    await expect(page.getByText('李四').first()).toBeVisible();
    expect(payable).toContain('元');

    await page.getByRole('link', { name: '查看订单' }).click();
    await expect(page).toHaveURL(/order-detail\.html\?orderNo=UD\d{20}/);
    await expect(page.getByText('已支付').first()).toBeVisible();
    await expect(page.getByText('新人专享 5 元券')).toBeVisible();

    // The order is in my orders under 已支付.
    await page.goto('/udianbus/app/my-order.html?tab=paid');
    await expect(page.getByText('U101').first()).toBeVisible();
  });

  test('an unpaid order lapses and its seat comes back', async ({ page }) => {
    test.setTimeout(120_000);
    const phone = uniquePhone('137');
    await openBuyPageFromLineList(page);
    await logInBySms(page, phone);
    await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
    const buyUrl = page.url();
    await addRider(page, RIDERS[0]);
    await page.goto(buyUrl);

    // The last bookable day of the calendar: no other spec buys there.
    await expect(bookableDays(page).first()).toBeVisible();
    // The default first day is not wanted here.
    await page.getByRole('button', { name: /余\d+座/, pressed: true }).click();
    const day = bookableDays(page).last();
    const dayLabel = /^\S+/.exec((await day.getAttribute('aria-label')) ?? '')![0];
    const before = await seatsOn(page, dayLabel);
    await day.click();
    await page.getByRole('button', { name: /选择乘车人/ }).click();
    await page.getByRole('checkbox', { name: RIDERS[0].name }).check();
    await page.getByRole('button', { name: '确定（已选 1 位）' }).click();
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await expect(page.getByTestId('price-section')).toContainText('应付金额');
    await page.getByRole('button', { name: '提交订单' }).click();

    // Leave the cashier without paying: waiting-paid counts down.
    await page.getByRole('button', { name: '取消支付' }).click();
    await expect(page).toHaveURL(/waiting-paid\.html\?orderNo=/);
    await expect(page.getByRole('timer')).toHaveText(/^剩余 00:\d{2}$/);
    await expect(page.getByText('请在倒计时结束前完成支付，超时座位将被释放')).toBeVisible();

    // The seat is held meanwhile.
    const held = readyOnNavigation(await page.context().newPage());
    await held.goto(buyUrl);
    await expect.poll(() => seatsOn(held, dayLabel)).toBe(before - 1);

    // 45 s later the order has expired, and the seat is back.
    await expect(page.getByText('订单已超时')).toBeVisible({ timeout: 70_000 });
    await held.reload();
    await expect.poll(() => seatsOn(held, dayLabel), { timeout: 10_000 }).toBe(before);
  });
});

test.describe('buying inside the city super-app', () => {
  test.use({ userAgent: userAgents.superApp });

  test('pays through the host payment deep link with type, sign and params', async ({ page }) => {
    const phone = uniquePhone('137');
    const userData = JSON.stringify({ userId: `nj-${phone}`, phone, timestamp: Date.now() });
    const sign = createHmac('sha256', SUPER_APP_SIGN_KEY).update(userData).digest('hex');
    await page.addInitScript(
      ({ userData: signedData, sign: signature }) => {
        (window as unknown as Record<string, unknown>).UdianHostBridge = {
          superAppAuth: {
            getAccessToken: async () => ({ isSuccess: true, data: { accessToken: 'e2e-access-token' } }),
            getUserInfo: async () => ({ isSuccess: true, data: { userData: signedData, sign: signature } }),
          },
        };
      },
      { userData, sign },
    );
    await page.goto('/udianbus/app/user-center/personalInfo.html');
    await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
    await addRider(page, RIDERS[1]);

    await openBuyPageFromLineList(page);
    await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
    await expect(page.getByRole('button', { name: /余\d+座/, pressed: true })).toHaveCount(1);
    await page.getByRole('button', { name: /选择乘车人/ }).click();
    await page.getByRole('checkbox', { name: RIDERS[1].name }).check();
    await page.getByRole('button', { name: '确定（已选 1 位）' }).click();
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await expect(page.getByTestId('price-section')).toContainText('应付金额');

    // The browser leaves for the host's payment link, carrying type, sign and params.
    const deepLink = page.waitForRequest((request) => request.url().includes('/super-app/pay?'));
    await page.getByRole('button', { name: '提交订单' }).click();
    const link = new URL((await deepLink).url());
    expect(link.searchParams.get('type')).toBe('H5_ORDER_PAY');
    expect(link.searchParams.get('sign')).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(link.searchParams.get('params') ?? '{}')).toMatchObject({ outTradeNo: expect.stringMatching(/^UD\d{20}A$/) });

    // The host pays, notifies our server and goes back: waiting-paid sees the order paid.
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(RIDERS[1].name).first()).toBeVisible();
  });
});
