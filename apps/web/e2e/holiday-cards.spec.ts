import { expect, test } from './fixtures';
import { RIDER } from './journeys';
import { addRider, logInBySms, uniquePhone } from './sms-login';

/**
 * Holiday lines and transit cards, end to end (decision 053). A new passenger reaches 交通卡 from 更多, logs in,
 * binds a 深圳通 card (a wrong bracketed check digit is refused first); from 更多 → 假日专线 opens 元旦's lines
 * and H601's page from there (the demo's leisure line runs on weekends and public holidays, and its driver
 * takes a card swipe), buys its first bookable day, pays in the sandbox cashier, and sees the card on the
 * ticket by scheme and last four digits.
 */

const CARD = { typedWrong: '684523981(5)', typed: '684 523 981(4)', printed: '684523981(4)', tail: '3981' } as const;

test('binds a transit card, opens a holiday line from its holiday, and sees the card on the ticket', async ({ page }) => {
  test.setTimeout(60_000);
  const phone = uniquePhone('135');

  // 更多 → 交通卡: log in, then bind.
  await page.goto('/udianbus/app/more.html');
  await page.getByRole('link', { name: '交通卡' }).click();
  await expect(page).toHaveURL(/login\.html\?redirect=/);
  await logInBySms(page, phone);
  await expect(page).toHaveURL(/common\/traffic-card\.html/);
  await expect(page.getByText('还没有绑定交通卡')).toBeVisible();
  await expect(page.getByRole('region', { name: '交通卡说明' })).toContainText('不能用交通卡在本应用购票或付款');
  await page.getByRole('link', { name: '绑定交通卡' }).click();
  await expect(page).toHaveURL(/traffic-card\/add\.html/);

  const form = page.getByRole('form', { name: '绑定交通卡' });
  await expect(form.getByRole('radio', { name: '深圳通' })).toBeChecked();
  await form.getByLabel('卡号').fill(CARD.typedWrong);
  await form.getByRole('button', { name: '确认绑定' }).click();
  await expect(form.getByRole('alert')).toHaveText('括号内的校验位与卡号不符，请核对卡号；也可以只填写括号前的数字');
  await page.screenshot({ path: '.tmp/holidaycards-add.png', fullPage: true });
  await form.getByLabel('卡号').fill(CARD.typed);
  await form.getByRole('button', { name: '确认绑定' }).click();
  await expect(page).toHaveURL(/common\/traffic-card\.html/);
  await expect(page.getByRole('listitem', { name: `深圳通 尾号 ${CARD.tail}` })).toContainText(CARD.printed);
  await page.screenshot({ path: '.tmp/holidaycards-cards.png', fullPage: true });

  // A rider to buy for.
  await addRider(page, RIDER);

  // 更多 → 假日专线 → 元旦's days → H601's page.
  await page.goto('/udianbus/app/more.html');
  await page.getByRole('link', { name: '假日专线' }).click();
  await expect(page).toHaveURL(/common\/holiday-line\.html/);
  const newYear = page.getByRole('region', { name: '元旦' });
  await expect(newYear).toContainText('H601');
  await expect(newYear).toContainText('H605');
  await page.screenshot({ path: '.tmp/holidaycards-holidays.png', fullPage: true });
  await newYear.getByRole('link', { name: /^查看元旦每天的班次与余票/ }).click();
  await expect(page).toHaveURL(/holiday-line\/list\.html\?holidayId=\d{4}-01-01/);
  const h601 = page.getByRole('article', { name: /^H601 / });
  await expect(h601.getByRole('list', { name: 'H601开行日期' }).getByRole('listitem')).not.toHaveCount(0);
  await page.screenshot({ path: '.tmp/holidaycards-list.png', fullPage: true });
  await h601.getByRole('link', { name: /^H601 / }).click();
  await expect(page).toHaveURL(/line-info\.html\?lineId=/);

  // Buy its first bookable day, as any line.
  await page.getByRole('link', { name: '购票' }).click();
  await expect(page).toHaveURL(/buy-ticket\.html\?lineId=/);
  await page.getByRole('button', { name: /选择乘车人/ }).click();
  await expect(page).toHaveURL(/passenger-select\.html/);
  await page.getByRole('checkbox', { name: RIDER.name }).check();
  await page.getByRole('button', { name: /^确定/ }).click();
  await expect(page.getByRole('list', { name: '已选乘车人' })).toContainText(RIDER.name);
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('模拟支付 · 不会产生真实扣款')).toBeVisible();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });

  // The ticket of a line whose driver takes a swipe shows the bound card, by scheme and last four digits.
  await page.goto('/udianbus/app/ticket/my-ticket.html');
  await page.getByTestId('ticket-card').filter({ hasText: 'H601' }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/ticket-info\.html\?ticketId=/);
  const card = page.getByTestId('transit-card');
  await expect(card).toContainText('本线路可刷交通卡上车');
  await expect(card).toContainText(`深圳通尾号 ${CARD.tail}`);
  await page.screenshot({ path: '.tmp/holidaycards-ticket.png', fullPage: true });
});
