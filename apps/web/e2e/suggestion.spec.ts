import type { Browser, Page } from '@playwright/test';
import { signInAsAdmin } from '../../console/e2e/console-journeys';
import { jpegWithMetadata, SECRETS } from '../../server/src/test/photo-fixtures';
import { expect, test } from './fixtures';
import { logInBySms, uniquePhone } from './sms-login';

/**
 * 投诉建议 and 商务合作 end to end (decision 057). A passenger finds 投诉建议 by taps (我的 → 更多服务), sends a
 * complaint about a driver with a phone photo carrying Exif (the place, the device, the owner); the photo shows
 * on the submission, stored without any of that. Customer service finds it in the console's 投诉建议, sees the
 * photo, replies; the passenger reads the reply. A company, logged out, leaves a 商务合作 lead from 更多; the
 * console's 商务合作 lists it and marks it contacted.
 */

test.use({ actionTimeout: 20_000 });
// Both sign the console's first admin in: one after the other, so that only one changes its one-time password.
test.describe.configure({ mode: 'serial' });

const desk = async (browser: Browser, baseURL: string | undefined): Promise<Page> => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
};

/** Whether an <img> was decoded by the browser: a real, valid image. */
const isDecoded = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('a complaint with a photo is sent in the app, answered in the console, and the passenger reads the reply', async ({ browser, page, baseURL }) => {
  test.setTimeout(240_000);
  const phone = uniquePhone('137');
  const complaint = `12 路司机在科技园站没有停车，我在站台等了十分钟（${phone.slice(-4)}）`;
  const reply = '您好，已核实并对该司机进行了培训，感谢您的反馈';

  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, phone);
  await expect(page).not.toHaveURL(/login\.html/);
  await page.goto('/udianbus/app/user-center.html');
  await page.getByRole('link', { name: '更多服务' }).click();
  await page.getByRole('link', { name: '投诉建议' }).click();
  await expect(page).toHaveURL(/suggestion\.html/);

  const form = page.getByRole('form', { name: '投诉建议' });
  // Sent empty: the page names what is missing, in the words the server would use.
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByText('请选择问题类型')).toBeVisible();
  await form.getByRole('button', { name: '司机服务' }).click();
  await form.getByRole('textbox', { name: '问题描述' }).fill(complaint);
  await form.getByLabel('添加图片').setInputFiles({ name: 'bus-stop.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpegWithMetadata(6)) });
  await expect(form.getByRole('img', { name: '第 1 张图片' })).toBeVisible();
  await form.getByRole('textbox', { name: '联系电话' }).fill(phone);
  await page.screenshot({ path: '.tmp/suggestion-form.png', fullPage: true });
  await form.getByRole('button', { name: '提交' }).click();

  // The submission: 待处理, the text and the photo, shown from the stored bytes.
  await expect(page).toHaveURL(/suggestion\.html\?suggestionId=\d+/);
  await expect(page.getByTestId('suggestion-status')).toContainText('待处理');
  await expect(page.getByRole('region', { name: '反馈内容' })).toContainText(complaint);
  await expect(page.getByRole('img', { name: '图片 1' })).toBeVisible();
  expect(await isDecoded(page, 'img[alt="图片 1"]')).toBe(true);
  await page.screenshot({ path: '.tmp/suggestion-detail.png', fullPage: true });

  // Customer service answers it in the console.
  const ops = await desk(browser, baseURL);
  await ops.getByRole('menuitem', { name: '投诉建议' }).click();
  await ops.getByRole('row').filter({ hasText: complaint.slice(0, 12) }).filter({ hasText: phone }).click();
  const drawer = ops.getByRole('dialog', { name: '投诉建议：司机服务' });
  await expect(drawer).toContainText(complaint);
  const photo = drawer.getByRole('img', { name: '乘客上传的图片 1' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // What the console is served is the picture without its metadata.
  const served = await ops.evaluate(async (src) => {
    const bytes = new Uint8Array(await (await fetch(src)).arrayBuffer());
    return { head: [bytes[0], bytes[1]], text: Array.from(bytes, (b) => String.fromCharCode(b)).join('') };
  }, (await photo.getAttribute('src'))!);
  expect(served.head).toEqual([0xff, 0xd8]);
  for (const secret of [...Object.values(SECRETS), 'Exif']) expect(served.text).not.toContain(secret);

  await drawer.getByLabel('回复乘客').fill(reply);
  await drawer.getByRole('button', { name: '发送回复' }).click();
  await expect(drawer.getByText(reply)).toBeVisible();
  await expect(drawer).toContainText('已回复');
  await ops.screenshot({ path: '.tmp/suggestion-console.png' });
  await ops.context().close();

  // The passenger reads the reply, on the submission and in 我的反馈.
  await page.reload();
  await expect(page.getByTestId('suggestion-status')).toContainText('已回复');
  await expect(page.getByRole('list', { name: '客服回复' })).toContainText(reply);
  await page.screenshot({ path: '.tmp/suggestion-replied.png', fullPage: true });
  await page.goto('/udianbus/app/suggestion.html?tab=mine');
  await expect(page.getByRole('list', { name: '我的反馈' })).toContainText('已回复');
});

test('a company leaves a cooperation lead logged out; the console lists it and marks it contacted', async ({ browser, page, baseURL }) => {
  test.setTimeout(180_000);
  const phone = uniquePhone('139');
  const company = `深圳前海通勤科技有限公司${phone.slice(-4)}`;

  await page.goto('/udianbus/app/more.html');
  await page.getByRole('link', { name: '商务合作' }).click();
  await expect(page).toHaveURL(/business-cooperation\.html/);
  const form = page.getByRole('form', { name: '商务合作' });
  await form.getByRole('textbox', { name: '公司名称' }).fill(company);
  await form.getByRole('textbox', { name: '联系人' }).fill('李经理');
  await form.getByRole('textbox', { name: '联系电话' }).fill('1381234');
  await form.getByRole('button', { name: '企业通勤班车' }).click();
  await form.getByRole('textbox', { name: '合作需求' }).fill('我司约 300 名员工需要早晚通勤班车，希望了解报价');
  await form.getByRole('button', { name: '提交合作意向' }).click();
  // The one checker of both sides refuses the short number before anything is sent.
  await expect(form.getByText('请输入正确的 11 位手机号码')).toBeVisible();
  await form.getByRole('textbox', { name: '联系电话' }).fill(phone);
  await page.screenshot({ path: '.tmp/cooperation-form.png', fullPage: true });
  await form.getByRole('button', { name: '提交合作意向' }).click();
  await expect(page.getByRole('status')).toContainText('提交成功');
  await expect(page.getByRole('status')).toContainText(company);
  await page.screenshot({ path: '.tmp/cooperation-done.png', fullPage: true });

  const ops = await desk(browser, baseURL);
  await ops.getByRole('menuitem', { name: '商务合作' }).click();
  const row = ops.getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('待联系');
  await expect(row).toContainText(phone);
  await row.getByRole('button', { name: '标记已联系' }).click();
  const modal = ops.getByRole('dialog', { name: '标记已联系' });
  await modal.getByLabel('备注').fill('已电话沟通，下周发送报价');
  await modal.getByRole('button', { name: '标记已联系' }).click();
  await expect(modal).toBeHidden();
  await ops.locator('label.ant-segmented-item').filter({ hasText: /^全部$/ }).click();
  await expect(ops.getByRole('row').filter({ hasText: company })).toContainText('已联系');
  await expect(ops.getByRole('row').filter({ hasText: company })).toContainText('已电话沟通，下周发送报价');
  await ops.screenshot({ path: '.tmp/cooperation-console.png' });
  await ops.context().close();
});
