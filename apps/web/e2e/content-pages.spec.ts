import { contentPageCatalogue } from '@udian/contracts/content-pages';
import { signInAsAdmin } from '../../console/e2e/console-journeys';
import { expect, test } from './fixtures';

/**
 * Content pages (decision 058): every one of the fifteen opens by taps from 更多 with its text from the
 * server, and an operator's publication in the console shows in the running app, in place and in the page the
 * server renders, with no restart and no deploy.
 */

/** The 更多 rows of the fifteen pages, by the catalogue's key. */
const rows: Record<string, { label: string; path: RegExp }> = {
  'user-guide': { label: '乘车指南', path: /\/udianbus\/user-guide\.html/ },
  'reserved-bus-user-guide': { label: '预约班车使用指南', path: /\/udianbus\/reserved-bus-user-guide\.html/ },
  'user-guide-for-hkt': { label: '深港跨境巴士乘车指南', path: /\/udianbus\/user-guide-for-hkt\.html/ },
  'driver-notice': { label: '司机须知', path: /\/udianbus\/driver-notice\.html/ },
  'temp-line-intro': { label: '临时线路说明', path: /\/h5\/activities\/temp-line-intro\.html/ },
  'taxi-detail-of-fee': { label: '出租车计价规则', path: /\/taxi\/detail-of-fee\.html/ },
  'taxi-notice-of-fee': { label: '出租车收费须知', path: /\/taxi\/notice-of-fee\.html/ },
  'taxi-cancel-rule': { label: '打车取消规则', path: /\/taxi\/cancel-rule\.html/ },
  'taxi-cancel-rule-driver': { label: '司机取消规则', path: /\/taxi\/cancel-rule-driver\.html/ },
  'hailing-detail-of-fee': { label: '网约车计价规则', path: /\/hailing\/detail-of-fee\.html/ },
  'tour-bus-szt-extension': { label: '旅游专线深圳通乘车', path: /\/tour-bus\/szt-extension\.html/ },
  'tour-bus-new-line-dongjiang': { label: '东江湾旅游专线', path: /\/tour-bus\/new-line-dongjiang\.html/ },
  'tour-bus-new-line-gaige': { label: '改革开放红色旅游专线', path: /\/tour-bus\/new-line-gaige\.html/ },
  'minshen-bank': { label: '民生银行乘车优惠', path: /\/h5\/activities\/minshen-bank\.html/ },
  'ninghai-uplus-intro': { label: 'U+ 定制公交介绍', path: /\/h5\/activities\/ninghai-uplus-intro\.html/ },
};

/** A sentence of each page's repository text, to know its own text arrived (the user guide's may be republished meanwhile). */
const phrases: Record<string, string> = {
  'reserved-bus-user-guide': '预约班车是按日预约座位的通勤线路',
  'user-guide-for-hkt': '经深圳湾口岸通关',
  'driver-notice': '每天出车前检查车辆',
  'temp-line-intro': '临时线路是为节假日',
  'taxi-detail-of-fee': '起步价',
  'taxi-notice-of-fee': '不收取',
  'taxi-cancel-rule': '免费取消',
  'taxi-cancel-rule-driver': '免责取消',
  'hailing-detail-of-fee': '网约车按里程和时长计价',
  'tour-bus-szt-extension': '深圳通',
  'tour-bus-new-line-dongjiang': '东江湾旅游专线',
  'tour-bus-new-line-gaige': '莲花山公园',
  'minshen-bank': '单笔满 10 元立减 3 元',
  'ninghai-uplus-intro': '需求响应式公交服务',
};

test('each of the fifteen content pages opens by a tap from 更多 with its text', async ({ page }) => {
  test.setTimeout(120_000);
  expect(Object.keys(rows).sort()).toEqual(contentPageCatalogue.map((p) => p.key).sort());
  await page.goto('/udianbus/app/user-center.html');
  await page.getByRole('link', { name: '更多服务' }).click();
  await expect(page).toHaveURL(/more\.html/);
  for (const { key } of contentPageCatalogue) {
    const row = rows[key]!;
    await page.getByRole('link', { name: row.label, exact: true }).click();
    await expect(page, key).toHaveURL(row.path);
    const article = page.locator('article');
    await expect(article.locator('h2').first(), key).toBeVisible();
    await expect(article, key).toContainText('本页更新于');
    if (phrases[key]) await expect(article, key).toContainText(phrases[key]!);
    // The text fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), key).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/more\.html/);
  }
});

test('an operator publishes a new user guide in the console and the running app shows it', async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);
  const marker = `发布测试 ${Date.now()}`;

  // The passenger reads the guide once: the app now holds its text.
  await page.goto('/udianbus/app/more.html');
  await page.getByRole('link', { name: '乘车指南', exact: true }).click();
  await expect(page).toHaveURL(/user-guide\.html/);
  await expect(page.locator('article')).toContainText('本页更新于');
  await expect(page.locator('article')).not.toContainText(marker);
  await page.goBack();
  await expect(page).toHaveURL(/more\.html/);

  // The operator writes and publishes a new version in 内容管理.
  const consoleContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const desk = await consoleContext.newPage();
  await signInAsAdmin(desk);
  await desk.getByRole('menuitem', { name: '内容管理' }).click();
  await desk.getByRole('row').filter({ hasText: '乘车指南' }).first().getByRole('button', { name: '编辑' }).click();
  const editor = desk.getByLabel('页面内容（Markdown）');
  await expect(editor).toHaveValue(/欢迎乘坐/);
  await editor.fill(`## ${marker}\n\n请在发车前 **5 分钟**到达上车站点。\n\n<b>标签按原文显示</b>`);
  await expect(desk.locator('.content-preview h2')).toHaveText(marker);
  await expect(desk.locator('.content-preview strong')).toHaveText('5 分钟');
  await desk.getByRole('button', { name: '发布', exact: true }).click();
  await desk.locator('.ant-popconfirm').getByRole('button', { name: '发布' }).click();
  await expect(desk.getByText(/已发布版本 \d+，乘客打开页面即看到新内容/)).toBeVisible();
  await desk.getByRole('tab', { name: /版本历史/ }).click();
  await expect(desk.getByRole('row').filter({ hasText: '已发布' }).first()).toContainText('e2e-admin');
  await consoleContext.close();

  // The app, still running, shows the new version on the next visit: in place, and as the server renders it.
  await page.getByRole('link', { name: '乘车指南', exact: true }).click();
  await expect(page.locator('article h2').first()).toHaveText(marker);
  await expect(page.locator('article')).toContainText('<b>标签按原文显示</b>');
  await expect(page.locator('article b')).toHaveCount(0);
  const rendered = await (await page.request.get('/udianbus/user-guide.html')).text();
  expect(rendered).toContain(marker);
  await page.reload();
  await expect(page.locator('article h2').first()).toHaveText(marker);
});
