import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { AnnualReview } from '@udian/contracts/endpoints/annual-review/annual-review';
import { lineDetail } from '@udian/contracts/endpoints/lines/line-detail';
import { lineList } from '@udian/contracts/endpoints/lines/line-list';
import { buyCalendar } from '@udian/contracts/endpoints/orders/buy-calendar';
import { orderCreate } from '@udian/contracts/endpoints/orders/order-create';
import { orderQuote } from '@udian/contracts/endpoints/orders/order-quote';
import { passengerAdd } from '@udian/contracts/endpoints/passengers/passenger-add';
import { orderPay } from '@udian/contracts/endpoints/payment/order-pay';
import { rideCodes } from '@udian/contracts/endpoints/tickets/ride-codes';
import { ticketCheck } from '@udian/contracts/endpoints/tickets/ticket-check';
import { ticketList } from '@udian/contracts/endpoints/tickets/ticket-list';
import { greatCircleMeters } from '@udian/contracts/great-circle';
import { co2SavedGrams } from '@udian/contracts/ride-carbon';
import { E2E_CLOCK_HEADER } from '../../../scripts/e2e-clock';
import { expect, test } from './fixtures';
import { logInBySms, uniquePhone } from './sms-login';

/**
 * 年度报告 end to end (decision 056). A passenger rides 20 times on the demo line U101: bought, paid at the
 * sandbox cashier and checked in with each ticket's ride code, all through the app's own API (the check-ins
 * on the e2e clock, scripts/e2e-clock.ts, at ten minutes before each bus, as a scanner would send them). The
 * passenger then opens 更多 → 年度报告 and reads the year's totals, worked out here from the line as its page
 * shows it; a passenger without a ride sees the page say so.
 */

const SHENZHEN = '440300';
const RIDES = 20;
const RIDER = { name: '年度乘客', idNumber: '11010519491231002X' };

type Envelope<T> = { data: T; meta: { code: number; desc: string } };
type Endpoint = { method: string; prefix: string; path: string };
type Stop = { seq: number; lng: number; lat: number; minutesFromStart: number; canBoard: boolean; canAlight: boolean; name: string };
type Line = { lineId: string; lineCode: string; lineName: string; stops: Stop[]; shape: [number, number][]; departureTimes: string[] };

/** The app's API as a passenger's phone calls it: the client headers, then the login's. */
const apiClient = (request: APIRequestContext) => {
  const headers: Record<string, string> = { platform: 'H5', channel: '10000', deviceId: `annual-${randomUUID()}`, cityId: SHENZHEN };
  const call = async <T>(endpoint: Endpoint, input: { query?: Record<string, string>; body?: unknown; extra?: Record<string, string> } = {}): Promise<T> => {
    const response = await request.fetch(`${endpoint.prefix}${endpoint.path}`, {
      method: endpoint.method,
      params: input.query,
      headers: { ...headers, ...input.extra },
      data: input.body,
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.meta.code !== 1) throw new Error(`${endpoint.path}: ${envelope.meta.code} ${envelope.meta.desc}`);
    return envelope.data;
  };
  /** The passenger's own session, as the page that logged in keeps it (lib/login-info.ts). */
  const useSession = (login: { userId: string; token: string }) => {
    headers.token = login.token;
    headers.userId = login.userId;
  };
  return { call, useSession };
};

/** Metres along the line's drawn route between two stops: the demo routes pass through their stops. */
const alongRoute = (line: Line, board: Stop, alight: Stop): number => {
  const at = (stop: Stop) => line.shape.findIndex(([lng, lat]) => Math.abs(lng - stop.lng) < 1e-9 && Math.abs(lat - stop.lat) < 1e-9);
  let metres = 0;
  for (let i = at(board) + 1; i <= at(alight); i += 1) {
    metres += greatCircleMeters({ lng: line.shape[i - 1]![0], lat: line.shape[i - 1]![1] }, { lng: line.shape[i]![0], lat: line.shape[i]![1] });
  }
  return metres;
};

test('a passenger with 20 rides reads the year’s totals, and one without a ride is told so', async ({ page, request }) => {
  test.setTimeout(120_000);
  // 1. The passenger logs in on the login page; the rides below are made with that session.
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, uniquePhone('137'));
  await expect(page).not.toHaveURL(/login\.html/);
  const api = apiClient(request);
  api.useSession(await page.evaluate(() => JSON.parse(localStorage.getItem('loginInfo') ?? sessionStorage.getItem('loginInfo') ?? '{}') as { userId: string; token: string }));

  // 2. The line as its page shows it: U101, its first boarding stop to its last alighting stop.
  const lines = await api.call<{ lines: Array<{ lineId: string; lineCode: string }> }>(lineList, { query: { cityId: SHENZHEN, pageSize: '50' } });
  const lineId = lines.lines.find((l) => l.lineCode === 'U101')!.lineId;
  const line = await api.call<Line>(lineDetail, { query: { lineId } });
  const board = line.stops.find((s) => s.canBoard)!;
  const alight = line.stops.findLast((s) => s.canAlight)!;

  // 3. Twenty departures of one year, by the line's times over the next days.
  const picked: Array<{ departureId: string; date: string; minutes: number; time: string }> = [];
  for (const time of line.departureTimes) {
    const calendar = await api.call<{ days: Array<{ date: string; departureId: string | null; isSoldOut: boolean; isDeparted: boolean }> }>(buyCalendar, {
      query: { lineId, time },
    });
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    for (const day of calendar.days) {
      if (day.departureId && !day.isSoldOut && !day.isDeparted) picked.push({ departureId: day.departureId, date: day.date, minutes: hours * 60 + minutes, time });
    }
  }
  const year = Number(picked[0]!.date.slice(0, 4));
  const rides = picked.filter((p) => Number(p.date.slice(0, 4)) === year).slice(0, RIDES);
  expect(rides).toHaveLength(RIDES);

  // 4. Bought per departure time (the first order with the coupon the quote applies), paid at the sandbox cashier.
  const rider = await api.call<{ passengerId: string }>(passengerAdd, { body: RIDER });
  let couponSavedCents = 0;
  for (const [index, time] of [...new Set(rides.map((r) => r.time))].entries()) {
    const choice = { lineId, departureIds: rides.filter((r) => r.time === time).map((r) => r.departureId), boardSeq: board.seq, alightSeq: alight.seq };
    const quote = await api.call<{ payableCents: number; totalCents: number; appliedCoupon: { userCouponId: string } | null }>(orderQuote, {
      body: { ...choice, passengerCount: 1, ...(index === 0 ? {} : { userCouponId: null }) },
    });
    const order = await api.call<{ orderNo: string; discountCents: number }>(orderCreate, {
      body: { ...choice, passengerIds: [rider.passengerId], userCouponId: quote.appliedCoupon?.userCouponId ?? null, expectedPayableCents: quote.payableCents },
      extra: { 'idempotency-key': randomUUID() },
    });
    couponSavedCents += order.discountCents;
    const pay = await api.call<{ cashierUrl: string }>(orderPay, {
      body: { orderNo: order.orderNo, channel: 'sandbox' },
      extra: { 'idempotency-key': randomUUID() },
    });
    const cashier = new URL(pay.cashierUrl, 'http://127.0.0.1');
    const paid = await request.post(`${cashier.pathname}/pay`, {
      form: { outTradeNo: cashier.searchParams.get('outTradeNo')!, sig: cashier.searchParams.get('sig')! },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
  }

  // 5. Each ticket checked in ten minutes before its bus, with the ride code of that moment.
  const list = await api.call<{ tickets: Array<{ ticketId: string; departureId: string; departsAt: string }> }>(ticketList, { query: { tab: 'toRide', pageSize: '50' } });
  expect(list.tickets).toHaveLength(RIDES);
  for (const ticket of list.tickets) {
    const at = Date.parse(ticket.departsAt) + board.minutesFromStart * 60_000 - 10 * 60_000;
    const clock = { [E2E_CLOCK_HEADER]: String(at - Date.now()) };
    const codes = await api.call<{ stepSeconds: number; codes: Array<{ step: number; code: string }> }>(rideCodes, { query: { ticketId: ticket.ticketId }, extra: clock });
    const step = Math.floor(at / (codes.stepSeconds * 1000));
    const rideCode = codes.codes.find((c) => c.step === step)!.code;
    await api.call(ticketCheck, { body: { ticketId: ticket.ticketId, departureId: ticket.departureId, rideCode }, extra: clock });
  }

  // 6. What the review must say, worked out from the line.
  const perRideMinutes = alight.minutesFromStart - board.minutesFromStart;
  const minutesOnBus = perRideMinutes * RIDES;
  const earliest = [...rides].sort((a, b) => a.minutes - b.minutes || a.date.localeCompare(b.date))[0]!;
  const boardMinute = earliest.minutes + board.minutesFromStart;
  const earliestClock = `${String(Math.floor(boardMinute / 60)).padStart(2, '0')}:${String(boardMinute % 60).padStart(2, '0')}`;
  const [, month, day] = earliest.date.split('-').map(Number) as [number, number, number];

  // 7. The passenger opens 更多 → 年度报告 (another year than this one by its chooser).
  const answer = page.waitForResponse((r) => r.url().includes('/ticket/annualReview'));
  await page.goto('/udianbus/app/more.html');
  await page.getByRole('link', { name: '年度报告' }).click();
  await expect(page).toHaveURL(/annual-review\.html/);
  let review = ((await (await answer).json()) as Envelope<AnnualReview>).data;
  if (review.year !== year) {
    const other = page.waitForResponse((r) => r.url().includes(`/ticket/annualReview?year=${year}`));
    await page.getByRole('group', { name: '选择年份' }).getByRole('button', { name: `${year} 年` }).click();
    review = ((await (await other).json()) as Envelope<AnnualReview>).data;
  }

  expect(review).toMatchObject({ year, rides: RIDES, minutesOnBus, couponSavedCents, ridesAlongRoute: RIDES, topLine: { lineCode: 'U101', rides: RIDES } });
  // Along the drawn route: the server's flat projection and this sphere agree within a fraction of a percent.
  expect(Math.abs(review.distanceM - alongRoute(line, board, alight) * RIDES)).toBeLessThan(review.distanceM * 0.005);
  expect(review.co2SavedGrams).toBe(co2SavedGrams(review.distanceM));

  const figures = page.getByRole('definition');
  await expect(page.getByRole('heading', { name: `我的 ${year} 乘车年度报告` })).toBeVisible();
  const tiles = page.locator('[aria-label="年度数据"]');
  await expect(tiles).toContainText(`乘车次数${RIDES}次`);
  await expect(tiles).toContainText(`乘车里程${(review.distanceM / 1000).toFixed(1)}公里`);
  const hours = Math.floor(minutesOnBus / 60);
  const rest = minutesOnBus % 60;
  await expect(tiles).toContainText(hours === 0 ? `${rest} 分钟` : rest === 0 ? `${hours} 小时` : `${hours} 小时 ${rest} 分`);
  const grams = review.co2SavedGrams;
  await expect(tiles).toContainText(grams < 1000 ? `${grams}克` : `${(grams / 1000).toFixed(1)}千克`);
  await expect(tiles).toContainText(`用券省下¥${(couponSavedCents / 100).toFixed(2)}`);
  await expect(tiles).toContainText(`最常乘坐U101${RIDES} 次`);
  expect(await figures.count()).toBe(6);
  await expect(page.getByRole('region', { name: '这一年的印记' })).toContainText(`${month}月${day}日 ${earliestClock} · U101 ${board.name}上车`);
  await expect(page.getByText('DEFRA').first()).toBeVisible();

  // The share image: drawn on a canvas, offered as a PNG to save.
  await page.getByRole('button', { name: '生成分享图' }).click();
  const image = page.getByRole('img', { name: `我的 ${year} 乘车年度报告：乘车 ${RIDES} 次` });
  await expect(image).toBeVisible();
  expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await expect(page.getByRole('link', { name: '保存图片' })).toHaveAttribute('download', `乘车年度报告-${year}.png`);
  await page.screenshot({ path: '.tmp/e2e-annual/annual-review.png', fullPage: true });
  // At 320 px wide nothing runs off the side.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 375, height: 812 });

  // 8. A passenger without a ride this year is told so, with a way to the lines.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/udianbus/app/login.html');
  await logInBySms(page, uniquePhone('138'));
  await expect(page).not.toHaveURL(/login\.html/);
  await page.goto('/ydbus/h5/annual-review.html');
  await expect(page.getByText(/^\d{4} 年您还没有乘过车$/)).toBeVisible();
  await expect(page.getByRole('link', { name: '去看看线路' })).toBeVisible();
  await expect(page.locator('[aria-label="年度数据"]')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/e2e-annual/annual-review-empty.png', fullPage: true });
});
