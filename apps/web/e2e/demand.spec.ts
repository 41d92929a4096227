import type { Page } from '@playwright/test';
import { expect, readyOnNavigation, test } from './fixtures';
import { chooseDemandEndOnMap, DEMAND_FROM_SPOT, DEMAND_TO_SPOT } from './journeys';
import { logInBySms, uniquePhone } from './sms-login';

/**
 * Demand for new lines end to end (decision 046): a passenger submits a commute choosing both ends on the
 * map, sees it in my-custom, submits the same trip again and it is merged into the first; a bad input is
 * refused in the contract's words; a colleague opens the share link on another phone, logs in and adds
 * themselves (同路 +1), and the first passenger sees them.
 */

const openForm = async (page: Page) => {
  await page.getByRole('link', { name: '提交需求' }).click();
  await expect(page).toHaveURL(/demand-collection\.html/);
};

/** The toast saying `message` (not a status badge with the same words, e.g. 已提交). */
const toast = (page: Page, message: string) => page.locator('.adm-toast-main').getByText(message);

const submitted = async (page: Page, message: string) => {
  await page.getByRole('button', { name: '提交需求' }).click();
  await expect(toast(page, message)).toBeVisible();
  await expect(page).toHaveURL(/my-custom\.html/);
};

test('a demand chosen on the map, merged when submitted again, refused when wrong, joined by a colleague from its link, and withdrawn', async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);

  // 1. The passenger logs in and opens 我的定制线路 from the user centre: nothing yet.
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, uniquePhone('135'));
  await expect(page).not.toHaveURL(/login\.html/);
  await page.goto('/udianbus/app/user-center.html');
  await page.getByRole('link', { name: /我的定制线路/ }).click();
  await expect(page.getByText('还没有通勤需求')).toBeVisible();
  await openForm(page);

  // 2. Bad inputs are refused beside their fields, in the contract's words: no ends, then the same point twice.
  await page.getByRole('button', { name: '提交需求' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请选择地点' })).toHaveCount(2);
  await chooseDemandEndOnMap(page, '出发地', DEMAND_FROM_SPOT);
  // The destination's map opens on the origin: a tap at its centre is the origin again.
  await page.getByRole('link', { name: /地图选点.*目的地/ }).click();
  const toMap = page.getByTestId('demand-map');
  await expect(toMap).not.toHaveAttribute('data-base-layer', 'loading');
  const box = (await toMap.boundingBox())!;
  await toMap.click({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect(page.getByRole('button', { name: '确认使用此位置' })).toBeEnabled();
  await page.getByRole('button', { name: '确认使用此位置' }).click();
  await expect(page).toHaveURL(/demand-collection\.html/);
  await page.getByRole('button', { name: '提交需求' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '出发地和目的地不能相同，请重新选择' })).toBeVisible();

  // 3. The destination chosen again, away from the origin: submitted, and listed as 已提交.
  await chooseDemandEndOnMap(page, '目的地', DEMAND_TO_SPOT);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await submitted(page, '已提交');
  const cards = page.getByTestId('demand-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('已提交');
  await expect(cards.first()).toContainText('到达时间 08:30–09:00');
  await expect(cards.first().getByTestId('demand-people')).toHaveText('1人');

  // 4. The same trip submitted again is merged into the first: still one demand, now for two.
  await openForm(page);
  await chooseDemandEndOnMap(page, '出发地', DEMAND_FROM_SPOT);
  await chooseDemandEndOnMap(page, '目的地', DEMAND_TO_SPOT);
  await page.getByRole('button', { name: '增加人数' }).click();
  await submitted(page, '已合并到您之前的需求');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId('demand-people')).toHaveText('2人');

  // 5. Its share link, as a colleague will open it.
  await cards.first().getByRole('link', { name: '分享给同事' }).click();
  await expect(page).toHaveURL(/share_my_custom\.html\?code=\w{10}$/);
  await expect(page.getByText('这是您提交的通勤需求')).toBeVisible();
  await expect(page.getByRole('button', { name: '同路 +1' })).toHaveCount(0);
  const link = await page.getByLabel('需求分享链接').inputValue();
  expect(link).toMatch(/\/udianbus\/app\/my-custom\/share_my_custom\.html\?code=\w{10}$/);

  // 6. A colleague on another phone opens it, is sent to log in by 同路 +1, comes back and adds themselves.
  const colleagueContext = await browser.newContext({ ...test.info().project.use, baseURL });
  const colleague = readyOnNavigation(await colleagueContext.newPage());
  await colleague.goto(link);
  await expect(colleague.getByText(/\*\*\*\*\d{4} 发起的通勤需求/)).toBeVisible();
  await colleague.getByRole('button', { name: '同路 +1' }).click();
  await expect(colleague).toHaveURL(/login\.html\?redirect=/);
  await logInBySms(colleague, uniquePhone('136'));
  await expect(colleague).toHaveURL(/share_my_custom\.html\?code=/);
  await colleague.getByRole('button', { name: '同路 +1' }).click();
  await expect(colleague.getByText('您已同路 +1')).toBeVisible();
  await expect(colleague.getByTestId('demand-people')).toHaveText('2人 · 1人同路');
  await colleagueContext.close();

  // 7. The first passenger sees their colleague.
  await page.goto('/udianbus/app/my-custom.html');
  await expect(cards.first().getByTestId('demand-people')).toHaveText('2人 · 1人同路');

  // 8. Then withdraws the demand: the confirmation says the colleague's +1 goes too, and the list is empty.
  await cards.first().getByRole('button', { name: '撤回' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1 位同路同事的 +1 也会一并撤回');
  await dialog.getByRole('button', { name: '撤回' }).click();
  await expect(toast(page, '需求已撤回')).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('还没有通勤需求')).toBeVisible();
});
