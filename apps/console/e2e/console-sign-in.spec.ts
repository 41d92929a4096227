import { expect, test } from '@playwright/test';
import path from 'node:path';
import { totpCodeAt } from '../../server/src/modules/operations/operators/totp';
import { ADMIN_PASSWORD, changeOneTimePassword, createOperator, signIn, signOut } from './console-journeys';
import { E2E_ADMIN, readAdminOneTimePassword, REPO_ROOT } from './e2e-admin';

const SHOTS = path.join(REPO_ROOT, '.tmp');
const DISPATCHER = 'e2e-dispatcher';
const SERVICE = 'e2e-service';

// The second test goes on from the accounts the first one made.
test.describe.configure({ mode: 'serial' });

test('the first admin signs in with the ops:admin password, creates operators, and roles limit what each sees', async ({ page }) => {
  // 1. The admin made by `npm run ops:admin -- e2e-admin` signs in and must change the one-time password.
  await page.goto('/ops/');
  await expect(page).toHaveURL(/\/ops\/login/);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-login.png` });

  await signIn(page, E2E_ADMIN, 'WrongPassword1');
  await expect(page.getByRole('alert')).toContainText('用户名或密码错误');

  await signIn(page, E2E_ADMIN, readAdminOneTimePassword());
  await expect(page).toHaveURL(/\/ops\/change-password$/);
  // Until it is changed the server answers 4020 to anything else: the console comes back to this page.
  await page.goto('/ops/operators');
  await changeOneTimePassword(page, readAdminOneTimePassword(), ADMIN_PASSWORD);

  // 2. In: the header names the operator and the role; the menu leads to 运营账号.
  await expect(page).not.toHaveURL(/change-password|login/);
  await expect(page.getByRole('banner')).toContainText('管理员');
  await page.getByRole('menuitem', { name: '运营账号' }).click();
  await expect(page).toHaveURL(/\/ops\/operators$/);
  await expect(page.getByRole('heading', { name: '运营账号' })).toBeVisible();

  // 3. A dispatcher and a service agent, each with a one-time password shown once.
  const dispatcherPassword = await createOperator(page, DISPATCHER, '调度小王', '调度');
  const servicePassword = await createOperator(page, SERVICE, '客服小李', '客服');
  expect(servicePassword).not.toBe(dispatcherPassword);
  const rows = page.locator('.ant-table-tbody');
  await expect(rows.getByRole('row', { name: new RegExp(DISPATCHER) })).toContainText('调度');
  await expect(rows.getByRole('row', { name: new RegExp(DISPATCHER) })).toContainText('需改密');
  await expect(rows.getByRole('row', { name: new RegExp(SERVICE) })).toContainText('客服');
  await page.screenshot({ path: `${SHOTS}/console-operators.png` });
  await signOut(page);

  // 4. The dispatcher changes the one-time password and sees no 运营账号 row; the page itself says 无权限.
  await signIn(page, DISPATCHER, dispatcherPassword);
  await changeOneTimePassword(page, dispatcherPassword, 'Dispatch2026x');
  await expect(page).not.toHaveURL(/change-password|login/);
  await expect(page.getByRole('banner')).toContainText('调度小王');
  await expect(page.getByRole('banner')).toContainText('调度');
  await expect(page.getByRole('menuitem', { name: '运营账号' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '操作日志' })).toHaveCount(0);
  await page.goto('/ops/operators');
  await expect(page.getByText('无权限', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  // An unknown path is the console's own 404, with a way back.
  await page.goto('/ops/no-such-page');
  await expect(page.getByText('页面不存在')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
  await signOut(page);

  // 5. The admin's audit log lists both creations, with what was created.
  await signIn(page, E2E_ADMIN, ADMIN_PASSWORD);
  await page.getByRole('menuitem', { name: '操作日志' }).click();
  await expect(page).toHaveURL(/\/ops\/audit$/);
  const log = page.locator('.ant-table-tbody');
  await expect(log.getByRole('row', { name: new RegExp(`创建调度账号 ${DISPATCHER}`) })).toBeVisible();
  await expect(log.getByRole('row', { name: new RegExp(`创建客服账号 ${SERVICE}`) })).toBeVisible();
  await expect(log.getByRole('row', { name: /命令行创建或重置管理员/ })).toBeVisible();

  // Filtered by action (the answer's own list), only the two creations remain; a row opens its before/after.
  await page.getByLabel('操作', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('创建运营账号', { exact: true }).click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(log.getByRole('row', { name: /创建运营账号/ })).toHaveCount(2);
  await expect(log.getByRole('row', { name: /命令行/ })).toHaveCount(0);
  await log.getByRole('row', { name: new RegExp(DISPATCHER) }).getByRole('button', { name: /展开/ }).click();
  await expect(page.getByText('修改后')).toBeVisible();
  await expect(page.locator('pre', { hasText: DISPATCHER })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-audit.png` });
});

test('the admin resets a password, turns TOTP on (then sign-in asks the code) and off again', async ({ page }) => {
  await signIn(page, E2E_ADMIN, ADMIN_PASSWORD);
  await page.getByRole('menuitem', { name: '运营账号' }).click();

  // A reset gives a new one-time password, shown once; the account must change it again.
  await page.locator('.ant-table-tbody').getByRole('row', { name: new RegExp(SERVICE) }).getByRole('button', { name: '重置密码' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '重置' }).click();
  const shown = page.getByRole('dialog', { name: '密码已重置' });
  await expect(shown.getByTestId('one-time-password')).toHaveText(/^\S{10,}$/);
  await shown.getByRole('button', { name: '我已记下' }).click();

  // 账号设置: a QR code and the secret; a code from it turns TOTP on.
  await page.getByRole('button', { name: '账号设置' }).click();
  await expect(page).toHaveURL(/\/ops\/account$/);
  await page.getByRole('button', { name: '开启两步验证' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.locator('.ant-qrcode')).toBeVisible();
  await page.getByPlaceholder('6 位动态码').fill('000000' === totpCodeAt(secret, new Date()) ? '111111' : '000000');
  await page.getByRole('button', { name: '确认开启' }).click();
  await expect(page.getByText('动态码错误，请重新输入')).toBeVisible();
  await page.getByPlaceholder('6 位动态码').fill(totpCodeAt(secret, new Date()));
  await page.getByRole('button', { name: '确认开启' }).click();
  await expect(page.getByText('已开启', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-account.png` });
  await signOut(page);

  // Sign-in now answers 4013: the code field appears, and the code lets the admin in.
  await signIn(page, E2E_ADMIN, ADMIN_PASSWORD);
  await expect(page.getByLabel('动态码')).toBeVisible();
  await expect(page.getByText('请输入身份验证器上的 6 位动态码')).toBeVisible();
  await page.getByLabel('动态码').fill(totpCodeAt(secret, new Date()));
  await page.getByRole('button', { name: '验证并登录' }).click();
  await expect(page.getByRole('banner')).toContainText('管理员');

  // Off again with the password.
  await page.getByRole('button', { name: '账号设置' }).click();
  await page.getByPlaceholder('当前密码').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: '关闭两步验证' }).click();
  await expect(page.getByRole('button', { name: '开启两步验证' })).toBeVisible();
});
