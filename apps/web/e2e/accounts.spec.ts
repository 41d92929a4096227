import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readSmsCode } from './sms-login';
import { userAgents } from './user-agents';

/** The key scripts/e2e-server.mjs gives the server (SUPER_APP_SIGN_KEY): the fake super-app signs with it. */
const SUPER_APP_SIGN_KEY = process.env.SUPER_APP_SIGN_KEY ?? 'e2e-super-app-sign-key-0001';
/** The standard's own example number: valid length, birth date and check character. */
const RESIDENT_ID = '11010519491231002X';
const PASSENGER_LIST = '/udianbus/app/passenger-info/passenger-list.html';

/** A mobile number no other test of this run uses (each phone may ask for one code per minute). */
const uniquePhone = (prefix: '138' | '139' | '137') => `${prefix}${String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-8)}`;
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;


const loginBySms = async (page: Page, phone: string) => {
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  await page.getByLabel('验证码', { exact: true }).fill(await readSmsCode(page, phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
};

const addPassenger = async (page: Page, name: string) => {
  await page.goto(PASSENGER_LIST);
  await page.getByRole('link', { name: '添加乘车人' }).click();
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('身份证号').fill(RESIDENT_ID);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/passenger-list\.html/);
  await expect(page.getByText(name)).toBeVisible();
  // Shown masked, as the server answers it.
  await expect(page.getByText('身份证 110***********002X')).toBeVisible();
};

const addHomeAddress = async (page: Page) => {
  await page.goto('/udianbus/app/common-address.html');
  await page.getByRole('listitem', { name: '家' }).getByRole('link', { name: '设置' }).click();
  await page.getByLabel('地点名称').fill('深圳北站');
  await page.getByLabel('详细地址').fill('龙华区民治街道');
  // The map opens asynchronously (its engine is a chunk of its own): tap once it is drawn.
  await expect(page.getByTestId('point-picker')).not.toHaveAttribute('data-base-layer', 'loading');
  await page.getByTestId('point-picker').click({ position: { x: 120, y: 80 } });
  await expect(page.getByText(/^已选位置：/)).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('listitem', { name: '家' })).toContainText('深圳北站');
};

const logOut = async (page: Page) => {
  await page.goto('/udianbus/app/user-center/setting.html');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page).toHaveURL(/\/udianbus\/app\/home\.html/);
  expect(await page.evaluate(() => localStorage.getItem('loginInfo') ?? sessionStorage.getItem('loginInfo'))).toBeNull();
};

test.describe('accounts in a plain mobile browser', () => {
  test('a page that needs login sends to login; SMS login lands back there; passenger, address, log out', async ({ page }) => {
    const phone = uniquePhone('138');
    await page.goto(`${PASSENGER_LIST}?from=e2e`);
    await expect(page).toHaveURL(/\/udianbus\/app\/login\.html\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${PASSENGER_LIST}?from=e2e`);

    // Without the agreement ticked nothing is sent.
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请先阅读并勾选同意《用户协议》和《隐私政策》')).toBeVisible();
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();

    await loginBySms(page, phone);
    await expect(page).toHaveURL(new RegExp(`${PASSENGER_LIST.replaceAll('.', '\\.')}\\?from=e2e$`));
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('loginInfo') ?? 'null')?.phoneNum)).toBe(phone);

    await addPassenger(page, '张三');
    await addHomeAddress(page);

    await page.goto('/udianbus/app/user-center.html');
    await expect(page.getByText(masked(phone))).toBeVisible();
    await logOut(page);

    // Logged out, the same page asks for login again.
    await page.goto(PASSENGER_LIST);
    await expect(page).toHaveURL(/\/udianbus\/app\/login\.html\?redirect=/);
  });

  test('the home page does not force login', async ({ page }) => {
    await page.goto('/udianbus/app/home.html');
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/udianbus\/app\/home\.html$/);
  });
});

test.describe('inside the city super-app, with a fake host bridge', () => {
  test.use({ userAgent: userAgents.superApp });

  test('logs in through the host auth object, then passenger, address, log out', async ({ page }) => {
    const phone = uniquePhone('139');
    const userData = JSON.stringify({ userId: `nj-${phone}`, phone, timestamp: Date.now() });
    const sign = createHmac('sha256', SUPER_APP_SIGN_KEY).update(userData).digest('hex');
    await page.addInitScript(
      ({ userData: signedData, sign: signature }) => {
        (window as unknown as Record<string, unknown>).UdianHostBridge = {
          superAppAuth: {
            getAccessToken: async () => ({ isSuccess: true, data: { accessToken: 'e2e-access-token' } }),
            getUserInfo: async (accessToken: string) =>
              accessToken === 'e2e-access-token'
                ? { isSuccess: true, data: { userData: signedData, sign: signature } }
                : { isSuccess: false, reason: 'unknown access token' },
          },
        };
      },
      { userData, sign },
    );

    const loginCall = page.waitForRequest((request) => request.url().includes('/auth/myNanJing/login'));
    await page.goto('/udianbus/app/user-center/personalInfo.html');
    expect((await loginCall).postDataJSON()).toEqual({ userData, sign, cityId: 11, platform: 'H5' });
    // After the login the page reloads and shows the passenger's own data; the login page never opened.
    await expect(page.getByText(masked(phone))).toBeVisible();
    await expect(page).toHaveURL(/personalInfo\.html/);

    await addPassenger(page, '李四');
    await addHomeAddress(page);
    await logOut(page);
  });
});

test.describe('inside the Jinhua app, with the code in the query', () => {
  test.use({ userAgent: userAgents.jinhua });

  test('binds the code, takes it out of the address without a reload, then passenger, address, log out', async ({ page }) => {
    const phone = uniquePhone('137');
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });
    const bind = page.waitForResponse((response) => response.url().includes('/user/v1/thirdAppAuthBind'));
    await page.goto(`${PASSENGER_LIST}?code=e2e-${phone}&from=jinhua`);
    expect((await (await bind).json()).meta.code).toBe(1);
    await expect(page.getByRole('link', { name: '添加乘车人' })).toBeVisible();
    // The code is gone, the rest of the address stays, and the page was not reloaded.
    await expect(page).toHaveURL(new RegExp(`${PASSENGER_LIST.replaceAll('.', '\\.')}\\?from=jinhua$`));
    expect(documentLoads).toBe(1);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('loginInfo') ?? 'null')?.phoneNum)).toBe(phone);

    await addPassenger(page, '王五');
    await addHomeAddress(page);
    await logOut(page);
  });

  test('a refused code on a page that needs login ends on the login page', async ({ page }) => {
    await page.goto(`${PASSENGER_LIST}?code=not-a-valid-code`);
    await expect(page).toHaveURL(/\/udianbus\/app\/login\.html\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(PASSENGER_LIST);
  });
});

test.describe('inside the messaging app, through the OAuth redirect', () => {
  test.use({ userAgent: userAgents.wechat });

  test('an unbound openid logs in by SMS once; the next OAuth login needs no code', async ({ page }) => {
    const phone = uniquePhone('138');
    // The provider's page, played here: it sends the passenger back to redirect_uri with a code (the dev
    // messaging-app provider of the server accepts 'dev-…' codes) and the state it was given.
    const openid = `e2e${Date.now()}`;
    await page.route('https://open.weixin.qq.com/connect/oauth2/authorize**', async (route) => {
      const url = new URL(route.request().url());
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('scope')).toBe('snsapi_base');
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', `dev-${openid}`);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      await route.fulfill({ status: 302, headers: { location: back.toString() } });
    });

    await page.goto('/udianbus/app/user-center/personalInfo.html');
    await expect(page.getByText('首次使用微信登录，请验证手机号完成绑定')).toBeVisible();
    // The code and state are out of the address; the way back is still there.
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await loginBySms(page, phone);
    await expect(page).toHaveURL(/personalInfo\.html/);
    await expect(page.getByText(masked(phone))).toBeVisible();

    await logOut(page);
    await page.goto('/udianbus/app/user-center/personalInfo.html');
    await expect(page).toHaveURL(/personalInfo\.html/);
    await expect(page.getByText(masked(phone))).toBeVisible();
  });
});
