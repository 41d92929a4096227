import type { Browser, Page } from '@playwright/test';
import { expect, readyOnNavigation, test } from './fixtures';
import { buyDailyLineTicket } from './journeys';
import { logInBySms, readSmsCode, uniquePhone } from './sms-login';

/**
 * The invitation campaign end to end (decision 045): an inviter copies their link, a friend on another phone
 * registers from it by SMS, receives the new-user coupon, buys with it, pays and checks in; the inviter then
 * sees the ride and holds the reward. A second account registered from the inviter's own phone earns nothing.
 * The e2e server opens check windows a day before the bus (TICKET_CHECK_OPENS_MINUTES=1440).
 */

/** A second phone: a fresh browser context with the project's phone settings (its own device id). */
const anotherPhone = async (browser: Browser, baseURL: string): Promise<Page> => {
  const context = await browser.newContext({ ...test.info().project.use, baseURL });
  return readyOnNavigation(await context.newPage());
};

/** Registers on the invitee's landing page by SMS, as the friend would. */
const registerFromLink = async (page: Page, link: string, phone: string): Promise<void> => {
  await page.goto(link);
  await expect(page.getByText(/邀请您/).first()).toBeVisible();
  const form = page.getByRole('form', { name: '注册领券' });
  await form.getByLabel('手机号').fill(phone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByLabel('验证码', { exact: true }).fill(await readSmsCode(page, phone));
  await form.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await form.getByRole('button', { name: '注册并领取' }).click();
};

test('a friend registers from the invite link, rides with the new-user coupon, and the inviter is rewarded; a self-invite earns nothing', async ({ browser, page, baseURL }) => {
  test.setTimeout(180_000);

  // 1. The inviter logs in and opens 邀请有礼 from the user centre: the "my invitation" address, with the link.
  const inviterPhone = uniquePhone('135');
  await page.goto('/udianbus/app/login.html');
  const firstCodeAt = Date.now();
  await logInBySms(page, inviterPhone);
  await page.goto('/udianbus/app/user-center.html');
  await page.getByRole('link', { name: /邀请有礼/ }).click();
  await expect(page).toHaveURL(/invite-activity\.html\?/);
  const opened = new URL(page.url()).searchParams;
  expect(opened.get('userId')).toMatch(/^\d+$/);
  expect(opened.get('cityId')).toMatch(/^\d+$/);
  expect(opened.get('oldUserPhoneNum')).toBe(inviterPhone);
  const link = await page.getByLabel('邀请链接', { exact: true }).inputValue();
  expect(link).toMatch(/invite-activity-reg\.html\?inviteCode=\w+&activityId=\d+$/);

  // 2. A friend opens it on another phone, registers by SMS and receives the new-user coupon.
  const friend = await anotherPhone(browser, baseURL!);
  const friendPhone = uniquePhone('136');
  await registerFromLink(friend, link, friendPhone);
  const result = friend.getByRole('status', { name: '注册结果' });
  await expect(result.getByRole('heading', { name: '注册成功，新人券已到账' })).toBeVisible();
  await expect(result.getByTestId('new-user-coupon')).toContainText('好友邀请新人券');

  // 3. The friend buys with it (the buy page applies it: the best coupon held), pays and checks in.
  expect(await buyDailyLineTicket(friend)).toContain('好友邀请新人券');
  await friend.goto('/udianbus/app/ticket/my-ticket.html');
  await friend.getByTestId('ticket-card').first().getByRole('link').first().click();
  await friend.getByRole('link', { name: '检票', exact: true }).click();
  await friend.getByRole('button', { name: '确认检票' }).click();
  await expect(friend.getByRole('heading', { name: '已检票' })).toBeVisible();
  await friend.goto('/udianbus/app/invalid-coupon.html');
  await expect(friend.getByText('好友邀请新人券')).toBeVisible();

  // 4. The inviter's list shows the ride and the reward, and the reward is among the inviter's coupons.
  await page.reload();
  const invitee = page.getByTestId('invitee');
  await expect(invitee).toHaveCount(1);
  await expect(invitee).toContainText(`${friendPhone.slice(0, 3)}****${friendPhone.slice(-4)}`);
  await expect(invitee).toContainText('首次乘车');
  await expect(invitee).toContainText('已获得奖励');
  await expect(page.getByRole('list', { name: '奖励优惠券' })).toContainText('邀请有礼奖励券');
  await page.goto('/udianbus/app/coupon/my-coupon.html');
  await expect(page.getByText('邀请有礼奖励券')).toBeVisible();

  // 5. On the inviter's own phone, a new account from the same link earns nothing, and says why.
  await page.goto('/udianbus/app/user-center/setting.html');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出' }).click();
  await expect(page.getByText('已退出登录')).toBeVisible();
  await registerFromLink(page, link, uniquePhone('137'));
  const selfResult = page.getByRole('status', { name: '注册结果' });
  await expect(selfResult.getByRole('heading', { name: '注册成功，不参与本次邀请' })).toBeVisible();
  await expect(selfResult).toContainText('该设备登录过邀请人的账号');
  await expect(selfResult.getByTestId('new-user-coupon')).toHaveCount(0);

  // Back as the inviter: still one reward; the self-invite is listed as earning nothing.
  await page.goto('/udianbus/app/user-center/setting.html');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出' }).click();
  // A phone gets one code a minute: the inviter's second login waits for it, and reads the new code.
  await page.waitForTimeout(Math.max(0, firstCodeAt + 61_000 - Date.now()));
  await page.goto('/udianbus/app/login.html');
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByLabel('手机号').fill(inviterPhone);
  const sent = page.waitForResponse((response) => response.url().includes('verification_code/send'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  expect(((await (await sent).json()) as { meta: { code: number } }).meta.code).toBe(1);
  await page.getByLabel('验证码', { exact: true }).fill(await readSmsCode(page, inviterPhone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/login\.html/);
  await page.goto(`/udianbus/invite-activity.html?${opened.toString()}`);
  await expect(page.getByTestId('invitee')).toHaveCount(2);
  await expect(page.getByTestId('invitee').filter({ hasText: '不发放奖励' })).toHaveCount(1);
  await expect(page.getByRole('list', { name: '奖励优惠券' }).getByRole('listitem')).toHaveCount(1);
  await friend.context().close();
});
