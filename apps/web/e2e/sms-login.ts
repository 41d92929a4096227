import { expect, type Page } from '@playwright/test';

/** The newest code the server sent this phone, from the development outbox (GET /dev/sms-outbox). */
export const readSmsCode = async (page: Page, phone: string): Promise<string> => {
  let code = '';
  await expect(async () => {
    const response = await page.request.get(`/dev/sms-outbox?phone=${phone}`);
    const body = (await response.json()) as { data: { messages: Array<{ code: string }> } | null };
    code = body.data?.messages[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 5000 });
  return code;
};

/** A phone number no other run has used: `prefix` (3 digits) and 8 digits of the clock and chance. */
export const uniquePhone = (prefix: string): string => `${prefix}${String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-8)}`;

/** On the login page: agree, ask for a code, read it from the outbox, log in. */
export const logInBySms = async (page: Page, phone: string): Promise<void> => {
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码', { exact: true }).fill(await readSmsCode(page, phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
};

/** Adds a rider from the passenger list, as a passenger would. */
export const addRider = async (page: Page, rider: { name: string; idNumber: string }): Promise<void> => {
  await page.goto('/udianbus/app/passenger-info/passenger-list.html');
  await page.getByRole('link', { name: '添加乘车人' }).click();
  await page.getByLabel('姓名').fill(rider.name);
  await page.getByLabel('身份证号').fill(rider.idNumber);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(rider.name)).toBeVisible();
};
