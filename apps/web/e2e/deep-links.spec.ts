import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { lineHrefFromList } from './journeys';
import { logInBySms, uniquePhone } from './sms-login';

/**
 * Every deep link of SPEC section 2 followed from where the app shows a server's links: the home page's
 * banners (decision 059). Banners are the city's data and the demo city's carry only line links, so the
 * home call's real answer is kept and its banners replaced with one per kind of link; each is tapped as a
 * passenger would, and what follows is the app's own handling.
 */

const image = '/banners/commute.svg';
const banner = (bannerId: string, title: string, linkUrl: string) => ({ bannerId, title, imageUrl: image, linkUrl });

const serveBanners = async (page: Page, banners: ReturnType<typeof banner>[]) => {
  await page.route('**/index/init?*', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: { banners: unknown[] } };
    answer.data.banners = banners;
    await route.fulfill({ response, json: answer });
  });
};

const home = (page: Page) => page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' });

test('each deep link of a banner leads where the spec says', async ({ page }) => {
  test.setTimeout(120_000);
  const phone = uniquePhone('137');
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, phone);
  await expect(page).not.toHaveURL(/login\.html/);

  const lineHref = await lineHrefFromList(page, 'U101');
  const lineId = new URL(lineHref, 'http://x').searchParams.get('lineId') ?? '';
  expect(lineId).toMatch(/^\d+$/);

  await serveBanners(page, [
    banner('1', '线路详情', `udian-link:lineDetail?lineId=${lineId}`),
    banner('2', '我的邀请', 'udian-link:myInvitation'),
    banner('3', '我的优惠券', 'udian-link:myCoupon'),
    banner('4', '我的线路需求', 'udian-link:myLineDemand'),
    banner('5', '全部线路', 'udian-link:allLines'),
    banner('6', '乘车指南', 'udian-link:userGuide'),
    banner('7', '我的地址', 'udian-link:myAddress'),
    banner('8', '线路众筹', 'udian-link:lineAssemble'),
    banner('9', '单位线路', 'udian-link:groupLine'),
    banner('10', '我的单位', 'udian-link:myCompany'),
    banner('11', '更多服务', '/udianbus/app/more'),
    banner('12', '春运活动', '/活动/春运.html'),
  ]);
  // Home is opened inside the app (its tab), so that its data is asked for by this page, through the route above.
  await page.goto('/udianbus/app/user-center.html');
  await home(page).click();
  await expect(page).toHaveURL(/\/udianbus\/app\/home\.html$/);
  const tapBanner = (title: string) => page.getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('button', { name: '线路详情', exact: true })).toBeVisible();

  const leadsTo = async (title: string, expected: RegExp) => {
    await tapBanner(title);
    await expect(page).toHaveURL(expected);
    await page.goBack();
    await expect(page).toHaveURL(/\/udianbus\/app\/home\.html$/);
  };
  await leadsTo('线路详情', new RegExp(`/udianbus/app/line/line-info\\.html\\?lineId=${lineId}$`));
  await leadsTo('我的邀请', new RegExp(`/udianbus/invite-activity\\.html\\?userId=\\d+&cityId=440300&oldUserPhoneNum=${phone}$`));
  await leadsTo('我的线路需求', /\/udianbus\/app\/my-custom\.html$/);
  await leadsTo('全部线路', /\/udianbus\/app\/home\/line-list\.html$/);
  await leadsTo('乘车指南', /\/udianbus\/user-guide\.html$/);
  await leadsTo('我的地址', /\/udianbus\/app\/common-address\.html$/);
  await leadsTo('线路众筹', /\/udianbus\/app\/my-custom\.html\?tab=assemble$/);
  await leadsTo('更多服务', /\/udianbus\/app\/more\.html$/);

  // A group line and my company do nothing; my coupon only shows its Tip (提示) with one confirm button. The
  // taps run in order, so once the Tip is up the two before it have done all they do.
  await tapBanner('单位线路');
  await tapBanner('我的单位');
  await tapBanner('我的优惠券');
  const tip = page.getByRole('dialog');
  await expect(tip).toContainText('提示');
  await expect(tip).toContainText('优惠券可在 App 或小程序中体验使用');
  await expect(tip.getByRole('button')).toHaveText(['确定']);
  await expect(page).toHaveURL(/\/udianbus\/app\/home\.html$/);
  await tip.getByRole('button', { name: '确定' }).click();
  await expect(tip).toBeHidden();
  await expect(page).toHaveURL(/\/udianbus\/app\/home\.html$/);

  // Any other link is passed through as its encoded address: the browser opens it (here the server's page
  // for an address it does not know).
  await tapBanner('春运活动');
  await expect(page).toHaveURL(/\/%E6%B4%BB%E5%8A%A8\/%E6%98%A5%E8%BF%90\.html$/);
  await expect(page.getByText('页面不存在').first()).toBeVisible();
});
