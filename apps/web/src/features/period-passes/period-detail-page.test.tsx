import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PeriodPass, PeriodPassDay, PeriodPassQuote } from '@udian/contracts/schemas/period-passes';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  navigateTo: vi.fn(),
  toast: { success: vi.fn(), fail: vi.fn(), info: vi.fn(), offline: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../../app/navigation', async (original) => ({ ...(await original<object>()), navigateTo: mocks.navigateTo }));

import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { PeriodDetailPage } from './period-detail-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });

const ORDER_NO = 'UD20260921100000123456';

const day = (ticketId: string, serviceDate: string, state: PeriodPassDay['state'], extra: Partial<PeriodPassDay> = {}): PeriodPassDay => ({
  ticketId,
  serviceDate,
  departsAt: `${serviceDate}T00:00:00.000Z`,
  state,
  checkedAt: state === 'checkedIn' ? `${serviceDate}T23:55:00.000Z` : null,
  isRefundable: state === 'toRide',
  ...extra,
});

const pass = (days: PeriodPassDay[], overrides: Partial<PeriodPass> = {}): PeriodPass => ({
  orderNo: ORDER_NO,
  orderStatus: 'paid',
  kind: 'month',
  period: { startsOn: '2026-10-01', endsOn: '2026-10-31' },
  line: { lineId: '101', lineCode: 'U101', lineName: '龙华—科技园 早班' },
  passengerName: '王五',
  payableCents: 22950,
  dayCount: days.length,
  ridesUsed: days.filter((d) => d.state === 'checkedIn').length,
  daysToRide: days.filter((d) => d.state === 'toRide').length,
  discountPercent: 85,
  board: { seq: 0, name: '清湖', time: '08:00' },
  alight: { seq: 3, name: '科技园', time: '08:30' },
  refundedCents: 0,
  expiresAt: '2026-09-21T02:10:00.000Z',
  days,
  ...overrides,
});

type Endpoint = { path: string };
type Input = { body?: Record<string, unknown>; query?: Record<string, string> };

const serve = (handlers: Record<string, (input: Input) => unknown>) => {
  mocks.call.mockImplementation(async (endpoint: Endpoint, input: Input) => {
    const handler = handlers[endpoint.path];
    if (!handler) throw new Error(`unexpected call ${endpoint.path}`);
    return handler(input);
  });
};

const open = async (search: string): Promise<Rendered> => {
  window.history.replaceState(null, '', `/udianbus/app/period-detail.html${search}`);
  const rendered = renderWithQuery(<PeriodDetailPage />);
  await waitFor(() => expect(rendered.container.querySelector('[aria-busy="true"]')).toBeNull());
  return rendered;
};

const rows = (container: HTMLElement) => [...container.querySelectorAll('[aria-label="乘车日"] li')].map((li) => textOf(li));

describe('period-detail page', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    mocks.call.mockReset();
    mocks.navigateTo.mockReset();
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('shows the pass, the rides used, and each day with its state; a day to ride links its ride code', async () => {
    serve({ '/periodPass/detail': () => ok(pass([day('1', '2026-10-08', 'checkedIn'), day('2', '2026-10-09', 'missed'), day('3', '2026-10-12', 'toRide'), day('4', '2026-10-13', 'refunded', { isRefundable: false })])) });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    const { container } = rendered;
    await waitFor(() => expect(rows(container)).toHaveLength(4));
    expect(textOf(container.querySelector('[data-testid="period-pass-summary"]'))).toContain('2026年10月月票');
    expect(textOf(container.querySelector('[data-testid="rides-used"]'))).toBe('1');
    expect(rows(container)).toEqual(['10月8日 周四 08:00已乘车 07:55', '10月9日 周五 08:00未乘车', '10月12日 周一 08:00待乘车乘车码', '10月13日 周二 08:00已退票']);
    const code = container.querySelector<HTMLAnchorElement>('[aria-label="乘车日"] a');
    expect(code?.getAttribute('href')).toContain('check-ticket.html?ticketId=3');
  });

  it('shows the refund quote of the days left first, then refunds exactly it', async () => {
    const days = [day('1', '2026-10-08', 'checkedIn'), day('3', '2026-10-12', 'toRide'), day('5', '2026-10-13', 'toRide')];
    let sent: Record<string, unknown> | undefined;
    serve({
      '/periodPass/detail': () => ok(pass(sent ? days.map((d) => (d.state === 'toRide' ? { ...d, state: 'refunded' as const, isRefundable: false } : d)) : days)),
      '/ticket/refundPrice/query': ({ query }) =>
        ok({
          orderNo: ORDER_NO,
          tickets: [
            { ticketId: '3', serviceDate: '2026-10-12', passengerName: '王五', paidCents: 1275, feePercent: 10, feeCents: 128, refundCents: 1147 },
            { ticketId: '5', serviceDate: '2026-10-13', passengerName: '王五', paidCents: 1275, feePercent: 0, feeCents: 0, refundCents: 1275 },
          ].filter((t) => query?.ticketIds?.split(',').includes(t.ticketId)),
          dates: [],
          totalRefundCents: 2422,
        }),
      '/ticket/refund': ({ body }) => {
        sent = body;
        return ok({ refund: { outRefundNo: 'R1', amountCents: 2422, status: 'succeeded' }, order: {} });
      },
    });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    const { container } = rendered;
    await waitFor(() => expect(buttonNamed(container, '查看退款金额')).toBeDefined());
    expect(mocks.call).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/ticket/refundPrice/query' }), expect.anything(), expect.anything());
    act(() => buttonNamed(container, '查看退款金额')?.click());
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="pass-refund-total"]'))).toBe('¥24.22'));
    expect(textOf(container.querySelector('[data-testid="pass-refund-quote"]'))).toContain('10月12日 周一 退 ¥11.47（手续费 ¥1.28）');
    act(() => buttonNamed(container, '确认退款 ¥24.22')?.click());
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="pass-refunded"]'))).toBe('已退款 ¥24.22，原路退回支付账户'));
    expect(sent).toEqual({ orderNo: ORDER_NO, ticketIds: ['3', '5'], expectedRefundCents: 2422 });
    await waitFor(() => expect(container.querySelector('[data-testid="pass-refund"]')).toBeNull());
  });

  it('buys a line’s pass from its quote, going to the cashier; a full day’s refusal is shown in the server’s words', async () => {
    const quote: PeriodPassQuote = {
      lineId: '101',
      kind: 'month',
      period: { startsOn: '2026-10-01', endsOn: '2026-10-31' },
      time: '08:00',
      days: ['2026-10-08', '2026-10-09'],
      daysWithoutRide: [{ day: '2026-10-01', reason: '法定节假日' }],
      passengerName: '王五',
      perRideCents: 1500,
      totalCents: 3000,
      discountPercent: 85,
      discountCents: 450,
      payableCents: 2550,
    };
    let creates = 0;
    serve({
      '/line/detail/query': () =>
        ok({
          line: { lineId: '101', lineCode: 'U101', lineName: '龙华—科技园 早班' },
          stops: [
            { seq: 0, stationId: '1', name: '清湖', alias: '', lng: 114, lat: 22.6, minutesFromStart: 0, canBoard: true, canAlight: false },
            { seq: 1, stationId: '2', name: '科技园', alias: '', lng: 113.9, lat: 22.5, minutesFromStart: 30, canBoard: false, canAlight: true },
          ],
          departureTimes: ['08:00'],
        }),
      '/passenger/list': () => ok({ passengers: [{ passengerId: '11', name: '王五', idType: 'idCard', idNumber: '1101**********002X', phone: '', icCardNo: '', isSelf: true }], limit: 20 }),
      '/periodPass/quote': () => ok(quote),
      '/periodPass/create': () => {
        creates += 1;
        return creates === 1 ? refused(3304, '10月9日 08:00 的班次已满座，月票须每个乘车日都有座位，暂不能购买，请换一个发车时间') : ok({ orderNo: ORDER_NO, status: 'pending' });
      },
    });
    rendered = await open('?lineId=101&kind=month');
    const { container } = rendered;
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="period-pass-quote"]'))).toContain('应付¥25.50'));
    expect(textOf(container.querySelector('[aria-label="不乘车的工作日"]'))).toBe('10月1日 周四 法定节假日');
    act(() => buttonNamed(container, '确认购买 ¥25.50')?.click());
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="period-pass-refusal"]'))).toContain('10月9日 08:00 的班次已满座'));
    const body = mocks.call.mock.calls.find(([endpoint]) => (endpoint as Endpoint).path === '/periodPass/create')![1] as Input;
    expect(body.body).toEqual({ lineId: '101', kind: 'month', boardSeq: 0, alightSeq: 1, passengerId: '11', time: '08:00', expectedPayableCents: 2550 });
    act(() => buttonNamed(container, '确认购买 ¥25.50')?.click());
    await waitFor(() => expect(mocks.navigateTo).toHaveBeenCalledWith(expect.stringContaining(`waiting-paid.html?orderNo=${ORDER_NO}`)));
  });

  it('lists my passes without a query, and says how to get one when there is none', async () => {
    serve({ '/periodPass/mine': () => ok({ items: [] }) });
    rendered = await open('');
    await waitFor(() => expect(textOf(rendered!.container)).toContain('还没有周期票'));
  });
});
