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
