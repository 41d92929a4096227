import type { OrderQuoteBody } from '@udian/contracts/endpoints/orders/order-quote';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  startPayment: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('./start-payment', () => ({ startPayment: mocks.startPayment }));

import { assembleFixture, assemblePlanFixture } from '../../test/assemble.fixture';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { BuyTicketPage } from './buy-ticket-page';
import { buyLineFixture, orderFixture, passengersFixture } from './buying.fixture';
import { endLoggedInPage, startLoggedInPage, type Navigations } from './page-test-session';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

type Input = { query?: Record<string, string>; body?: Record<string, unknown> };

/** C201 as a network line: custom, one departure time, four stops of which the first two board. */
const customLine = () => {
  const base = buyLineFixture();
  return buyLineFixture({ line: { ...base.line, lineId: '201', lineCode: 'C201', lineName: '清湖—科技园 定制', type: 'custom' }, departureTimes: ['07:30'], reverseLineId: null });
};

/** 15 元 a ride, no coupon on a commitment. */
const quoteOf = (body: OrderQuoteBody) => {
  const count = Number(body.passengerCount);
  const dates = body.departureIds.map((departureId, index) => ({
    date: `2026-07-0${index + 1}`,
    departureId,
    time: '07:30',
    unitPriceCents: 1500,
    subtotalCents: 1500 * count,
    seatsLeft: 30,
  }));
  const totalCents = dates.reduce((sum, date) => sum + date.subtotalCents, 0);
  return { dates, totalCents, coupons: [], appliedCoupon: null, discountCents: 0, payableCents: totalCents };
};

const serve = ({ crowdfund = true }: { crowdfund?: boolean } = {}) =>
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: Input) => {
    switch (endpoint.path) {
      case '/line/detail/query':
        return ok(customLine());
      case '/passenger/list':
        return ok({ passengers: passengersFixture, limit: 20 });
      case '/customLine/info':
        return crowdfund
          ? ok({ assemble: assembleFixture({ deadline: '2026-06-28T10:00:00.000Z' }), plan: assemblePlanFixture({ boardSeq: 1, alightSeq: 4 }), me: null })
          : { ok: false, meta: { code: 1004, desc: '众筹线路不存在', timestamp: 0 } };
      case '/ticket/buyCalendar/query':
        return ok({ lineId: input.query?.lineId, time: input.query?.time, days: [] });
      case '/order/price/query':
        return ok(quoteOf(input.body as OrderQuoteBody));
      case '/order/create':
        return ok(orderFixture({ orderNo: 'UD20260624080000000009' }));
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });

const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);
const click = (element: Element | null | undefined) => act(() => (element as HTMLElement).click());
const stopsShown = (container: Element) => ['board-stop', 'alight-stop'].map((id) => textOf(container.querySelector(`[data-testid="${id}"]`)));

describe('buy-ticket on a gathering crowdfund', () => {
  let rendered: Rendered | undefined;
  const navigations: Navigations = [];

  beforeEach(() => {
    startLoggedInPage(navigations);
    sessionStorage.clear();
    mocks.call.mockReset();
    mocks.startPayment.mockReset().mockResolvedValue('failed');
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
  });

  afterEach(() => {
    endLoggedInPage(rendered);
    rendered = undefined;
  });

  const open = async (search: string): Promise<Rendered> => {
    window.history.replaceState(null, '', `/udianbus/app/buy-ticket.html${search}`);
    const page = renderWithQuery(<BuyTicketPage />);
    await waitFor(() => expect(page.container.querySelector('[data-testid="assemble-buy-form"]')).not.toBeNull());
    return page;
  };

  it('buys the whole first period: the plan’s stops by default, the period’s dates, riders, priced without a coupon', async () => {
    serve();
    rendered = await open('?lineId=201');
    const { container } = rendered;
    expect(textOf(container.querySelector('[data-testid="assemble-dates"]'))).toBe('首 5 个工作日 · 共 5 天 · 07:30 发车6月1日–5日');
    expect(stopsShown(container)).toEqual(['上车站点清湖07:30', '下车站点南山科技园08:25']);
    expect(textOf(container.querySelector('[aria-label="已选乘车人"]'))).toContain('张三');
    // No calendar, no time chips, no coupon: a commitment is the period as planned.
    expect(container.querySelector('[aria-label="发车时间"]')).toBeNull();
    expect(callsTo('/ticket/buyCalendar/query')).toHaveLength(0);
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="assemble-price"]'))).toContain('应付金额75.00元'));
    expect(callsTo('/order/price/query').at(-1)?.[1]).toEqual({
      body: { lineId: '201', departureIds: ['801', '802', '803', '804', '805'], boardSeq: 1, alightSeq: 4, passengerCount: 1, userCouponId: null },
    });
    expect(window.location.search).toBe('?lineId=201&board=1&alight=4&passengerIds=5');
  });

  it('keeps the riders and stops of the link, and orders the period once agreed, then pays as any order', async () => {
    serve();
    rendered = await open('?lineId=201&board=2&alight=3&passengerIds=5,6');
    const { container } = rendered;
    expect(stopsShown(container)).toEqual(['上车站点深圳北站07:48', '下车站点科技生态园08:20']);
    expect(container.textContent).toContain('乘车人（2）');
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="assemble-price"]'))).toContain('应付金额150.00元'));
    await click(container.querySelector('[role="checkbox"]'));
    await click(buttonNamed(container, '提交订单'));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const [, input, options] = callsTo('/order/create')[0] ?? [];
    expect((input as Input).body).toEqual({
      lineId: '201',
      departureIds: ['801', '802', '803', '804', '805'],
      boardSeq: 2,
      alightSeq: 3,
      passengerIds: ['5', '6'],
      userCouponId: null,
      expectedPayableCents: 15000,
    });
    expect((options as { idempotencyKey: string }).idempotencyKey).toMatch(/\S+/);
    expect(mocks.startPayment).toHaveBeenCalledWith('UD20260624080000000009', '/ydbus/waiting-paid.html?orderNo=UD20260624080000000009');
    expect(navigations[0]).toEqual(['/ydbus/waiting-paid.html?orderNo=UD20260624080000000009', true]);
  });

  it('sells a custom line that is no crowdfund with the ordinary form', async () => {
    serve({ crowdfund: false });
    window.history.replaceState(null, '', '/udianbus/app/buy-ticket.html?lineId=201');
    rendered = renderWithQuery(<BuyTicketPage />);
    await waitFor(() => expect(rendered!.container.querySelector('[aria-label="发车时间"]')).not.toBeNull());
    expect(rendered.container.querySelector('[data-testid="assemble-buy-form"]')).toBeNull();
    expect(mocks.toast.fail).not.toHaveBeenCalled();
  });

  it('sells a gathering carpool’s one seat in the carpool’s words (decision 051)', async () => {
    serve();
    const base = mocks.call.getMockImplementation()!;
    mocks.call.mockImplementation(async (endpoint: { path: string }, input: Input) => {
      if (endpoint.path === '/line/detail/query') return ok(buyLineFixture({ ...customLine(), line: { ...customLine().line, type: 'carpool' } }));
      if (endpoint.path === '/customLine/info') {
        const assemble = assembleFixture({ kind: 'carpool', periodKind: 'day', periodDates: ['2026-06-01'], periodCents: 1500, target: 3, deadline: '2026-05-31T12:00:00.000Z' });
        return ok({ assemble, plan: assemblePlanFixture({ departureIds: ['801'], boardSeq: 1, alightSeq: 4 }), me: null });
      }
      return base(endpoint, input);
    });
    rendered = await open('?lineId=201');
    const { container } = rendered;
    expect(textOf(container.querySelector('[aria-label="拼车"]'))).toContain('6月1日 周一 · 07:30 发车');
    expect(textOf(container.querySelector('[aria-label="拼车"]'))).toContain('满 3 人即成行，车票生效；5月31日 20:00 截止时未成行将全额退款。');
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="assemble-price"]'))).toContain('每座 15.00元 × 1 人'));
    expect(callsTo('/order/price/query').at(-1)?.[1]).toMatchObject({ body: { departureIds: ['801'], passengerCount: 1, userCouponId: null } });
  });
});
