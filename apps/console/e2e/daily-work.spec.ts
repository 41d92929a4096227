import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { CSRF_HEADER } from '@udian/contracts/operator-roles';
import path from 'node:path';
import { readyOnNavigation } from '../../web/e2e/fixtures';
import { buyOneTicket } from '../../web/e2e/journeys';
import { changeOneTimePassword, createOperator, signIn, signInAsAdmin, signOut } from './console-journeys';
import { E2E_CONSOLE_PORT, REPO_ROOT } from './e2e-admin';

/**
 * The console's daily work end to end: passengers buy through the passenger app on a phone, a dispatcher stops
 * their departure, customer service refunds part of another order and may not stop a departure.
 */
const SHOTS = path.join(REPO_ROOT, '.tmp');
const STOP_REASON = '车辆故障';
const { defaultBrowserType: _browserType, ...phone } = devices['iPhone 13'];

/** A passenger's phone: the passenger app's viewport, touch and locale, against the same server. */
const passengerPhone = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ ...phone, viewport: { width: 375, height: 812 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', baseURL: `http://127.0.0.1:${E2E_CONSOLE_PORT}` });
  // Its pages arrive rendered by the server: a test waits until each is live, as the passenger app's specs do.
  return readyOnNavigation(await context.newPage());
};

type Meta = { code: number; desc: string };

/** A call made from the console's page, as its own code would make it: the cookie, and the session's CSRF token. */
const consoleCall = async (page: Page, method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ data: unknown; meta: Meta }> =>
  page.evaluate(
    async ({ method, url, body, csrfHeader }) => {
      const me = (await (await fetch('/ops-api/auth/me')).json()) as { data: { csrfToken: string } };
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', [csrfHeader]: me.data.csrfToken },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as { data: unknown; meta: { code: number; desc: string } };
    },
    { method, url, body, csrfHeader: CSRF_HEADER },
  );

test('a dispatcher stops a departure: its riders are refunded in full, told by SMS and see 已停运; customer service refunds part of another order and may not stop one', async ({ browser, page }) => {
  test.setTimeout(240_000);

  // 1. The admin makes a dispatcher and a customer-service operator.
  await signInAsAdmin(page);
  await page.getByRole('menuitem', { name: '运营账号' }).click();
  const dispatcherPassword = await createOperator(page, 'duty-dispatcher', '值班调度', '调度');
  const servicePassword = await createOperator(page, 'duty-service', '值班客服', '客服');
  await signOut(page);

  // 2. Two passengers buy the same departure of U101 through the passenger app and pay in the sandbox.
  const riders = [await passengerPhone(browser), await passengerPhone(browser)];
  const phones = ['13712340001', '13712340002'];
  for (const [i, rider] of riders.entries()) await buyOneTicket(rider, phones[i]!);

  // 3. The dispatcher finds it (two paid tickets) and stops it with a reason.
  await signIn(page, 'duty-dispatcher', dispatcherPassword);
  await changeOneTimePassword(page, dispatcherPassword, 'Dispatch2026duty');
  await page.getByRole('menuitem', { name: '班次管理' }).click();
  await page.getByLabel('线路').fill('U101');
  await page.locator('.ant-select-dropdown:visible').getByTitle(/^U101 /).click();
  const row = page.locator('.ant-table-tbody tr').filter({ hasText: '已付 2 张' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^停运/ }).click();
  const dialog = page.getByRole('dialog', { name: '停运班次' });
  await expect(dialog.getByText(/将为 2 张车票全额退款/)).toBeVisible();
  await dialog.getByLabel('停运原因').fill(STOP_REASON);
  await page.screenshot({ path: `${SHOTS}/console-stop.png` });
  await dialog.getByRole('button', { name: '确认停运' }).click();
  await expect(dialog).toBeHidden();
  const stopped = page.locator('.ant-table-tbody tr').filter({ hasText: STOP_REASON });
  await expect(stopped).toContainText('已停运');
  await page.screenshot({ path: `${SHOTS}/console-departures.png` });
  await signOut(page);

  // 4. Each rider: the ticket shows 已停运 with the reason, the money is back in full, and an SMS says so.
  for (const [i, rider] of riders.entries()) {
    await rider.goto('/udianbus/app/ticket/my-ticket.html');
    await rider.getByRole('tablist', { name: '车票分类' }).getByText('已退票').click();
    await expect(rider.getByText(`停运原因：${STOP_REASON}，已全额退款`).first()).toBeVisible();
    const outbox = (await (await rider.request.get(`/dev/sms-outbox?phone=${phones[i]}`)).json()) as { data: { notices: { text: string }[] } };
    expect(outbox.data.notices).toHaveLength(1);
    expect(outbox.data.notices[0]!.text).toMatch(new RegExp(`因${STOP_REASON}停运，车票已全额退款 \\d+\\.\\d{2} 元`));
  }
  await riders[0]!.screenshot({ path: `${SHOTS}/passenger-stopped-ticket.png` });
  // The ticket's own page says the same at the top.
  await riders[0]!.getByTestId('ticket-card').first().click();
  await expect(riders[0]!).toHaveURL(/ticket-info\.html/);
  await expect(riders[0]!.getByTestId('ticket-banner')).toContainText(`班次因${STOP_REASON}停运，车票已全额退款`);
  await riders[0]!.screenshot({ path: `${SHOTS}/passenger-stopped-ticket-info.png` });

  // 5. A third passenger buys; customer service refunds part of that order from its history page.
  const third = await passengerPhone(browser);
  await buyOneTicket(third, '13712340003');
  await signIn(page, 'duty-service', servicePassword);
  await changeOneTimePassword(page, servicePassword, 'Service2026duty');
  await page.getByRole('menuitem', { name: '订单与售后' }).click();
  await page.getByLabel('搜索内容').fill('13712340003');
  await page.getByRole('button', { name: '查询' }).click();
  await page.locator('.ant-table-tbody').getByRole('link', { name: /^UD/ }).first().click();
  await expect(page).toHaveURL(/\/ops\/orders\/UD/);
  const refundable = page.getByRole('rowheader', { name: /可退金额/ }).locator('xpath=following-sibling::td[1]');
  const before = Number(/(\d+\.\d{2})/.exec((await refundable.textContent()) ?? '')?.[1]);
  expect(before).toBeGreaterThan(1);
  await page.getByRole('button', { name: '售后退款' }).click();
  const refund = page.getByRole('dialog', { name: '售后退款' });
  await refund.getByLabel('退款金额（元）').fill('1.00');
  await refund.getByLabel('退款原因').fill('服务延误补偿');
  await refund.getByRole('button', { name: '确认退款' }).click();
  await expect(refund).toBeHidden();
  await expect(refundable).toContainText((before - 1).toFixed(2));
  await expect(page.getByText('服务延误补偿').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-order.png` });

  // 6. The same operator may not stop a departure: 无权限, and the departure is unchanged.
  const list = (await consoleCall(page, 'GET', '/ops-api/departures?status=scheduled')) as { data: { items: { departureId: string; status: string }[] } };
  const target = list.data.items[0]!;
  const refused = await consoleCall(page, 'POST', '/ops-api/departures/stop', { departureId: target.departureId, reason: STOP_REASON });
  expect(refused.meta).toMatchObject({ code: 4003, desc: expect.stringContaining('无权限') });
  const after = (await consoleCall(page, 'GET', '/ops-api/departures?status=scheduled')) as { data: { items: { departureId: string; status: string }[] } };
  expect(after.data.items.find((d) => d.departureId === target.departureId)?.status).toBe('scheduled');
  await signOut(page);

  // 7. The admin's audit log shows the stop, by the dispatcher, with its reason.
  await signInAsAdmin(page);
  await page.getByRole('menuitem', { name: '操作日志' }).click();
  const entry = page.locator('.ant-table-tbody').getByRole('row', { name: /班次停运/ });
  await expect(entry).toContainText('duty-dispatcher');
  await expect(entry).toContainText(STOP_REASON);
  await expect(page.locator('.ant-table-tbody').getByRole('row', { name: /售后退款/ })).toContainText('duty-service');

  // 8. Each stopped rider's order: refunded in full through the sandbox, settled, by the dispatcher.
  for (const riderPhone of phones) {
    await page.getByRole('menuitem', { name: '订单与售后' }).click();
    await page.getByLabel('搜索内容').fill(riderPhone);
    await page.getByRole('button', { name: '查询' }).click();
    await page.locator('.ant-table-tbody').getByRole('link', { name: /^UD/ }).first().click();
    const payable = /应付 (\d+\.\d{2})/.exec((await page.getByRole('rowheader', { name: '金额（元）', exact: true }).locator('xpath=following-sibling::td[1]').textContent()) ?? '')?.[1];
    const stopRefund = page.locator('.ant-table-tbody tr').filter({ hasText: '班次停运' });
    await expect(stopRefund).toContainText('已退款');
    await expect(stopRefund).toContainText(payable!);
    await expect(stopRefund).toContainText('duty-dispatcher');
    await expect(page.getByRole('rowheader', { name: /可退金额/ }).locator('xpath=following-sibling::td[1]')).toHaveText('0.00');
  }
});
