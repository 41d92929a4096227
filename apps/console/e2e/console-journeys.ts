import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_ADMIN_FILE, readAdminOneTimePassword } from './e2e-admin';

/** The steps an operator takes again and again, shared by the console's specs. */

/** What the sign-in spec changes the ops:admin one-time password to. */
export const ADMIN_PASSWORD = 'AdminPass2026';

export const signIn = async (page: Page, username: string, password: string) => {
  await page.goto('/ops/');
  await expect(page).toHaveURL(/\/ops\/login/);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
};

export const changeOneTimePassword = async (page: Page, oneTimePassword: string, newPassword: string) => {
  await expect(page).toHaveURL(/\/ops\/change-password$/);
  await expect(page.getByText('请先设置新密码')).toBeVisible();
  await page.getByLabel('当前密码').fill(oneTimePassword);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认新密码').fill(newPassword);
  await page.getByRole('button', { name: '设置新密码并进入' }).click();
};

export const createOperator = async (page: Page, username: string, name: string, roleLabel: string): Promise<string> => {
  await page.getByRole('button', { name: '新建账号' }).click();
  const form = page.getByRole('dialog', { name: '新建运营账号' });
  await form.getByLabel('用户名').fill(username);
  await form.getByLabel('姓名').fill(name);
  await form.getByLabel('角色').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(roleLabel, { exact: true }).click();
  await form.getByRole('button', { name: '创建' }).click();
  const shown = page.getByRole('dialog', { name: '账号已创建' });
  await expect(shown.getByText('一次性密码只显示这一次')).toBeVisible();
  await expect(shown.getByText(username, { exact: true })).toBeVisible();
  const password = (await shown.getByTestId('one-time-password').textContent())?.trim() ?? '';
  expect(password).toMatch(/^\S{10,}$/);
  await shown.getByRole('button', { name: '我已记下' }).click();
  await expect(shown).toBeHidden();
  return password;
};

export const signOut = async (page: Page) => {
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/ops\/login$/);
};

/** A lock held longer than this was left by a worker that died holding it. */
const ADMIN_LOCK_STALE_MS = 120_000;

/**
 * Runs `work` while no other test worker signs the admin in: two specs at once would both find the one-time
 * password unchanged, and the second one's change would fail. The lock is a directory beside the admin file
 * (mkdir is atomic), taken over once stale.
 */
const withAdminLock = async <T>(work: () => Promise<T>): Promise<T> => {
  const lock = `${E2E_ADMIN_FILE}.lock`;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > ADMIN_LOCK_STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
};

/**
 * Signs the ops:admin admin in, whichever spec ran first: with the password the sign-in spec set, or else
 * with the one-time password, changed on the way in (one worker at a time).
 */
export const signInAsAdmin = async (page: Page): Promise<void> =>
  withAdminLock(async () => {
    const tried = await page.request.post('/ops-api/auth/login', { data: { username: E2E_ADMIN, password: ADMIN_PASSWORD } });
    const isChanged = ((await tried.json()) as { meta: { code: number } }).meta.code === 1;
    if (isChanged) {
      await page.goto('/ops/');
      return;
    }
    await signIn(page, E2E_ADMIN, readAdminOneTimePassword());
    await changeOneTimePassword(page, readAdminOneTimePassword(), ADMIN_PASSWORD);
    await expect(page).not.toHaveURL(/change-password|login/);
  });
