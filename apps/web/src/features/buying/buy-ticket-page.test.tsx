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

import { startLoggedInPage, endLoggedInPage, type Navigations } from './page-test-session';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { BuyTicketPage, BuyTicketReversePage } from './buy-ticket-page';
import { buyDaysFixture, buyLineFixture, orderFixture, passengersFixture, quoteFor } from './buying.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number) => ({ ok: false, meta: { code, desc: '所选日期余票不足，请选择其他日期', timestamp: 0 } });

type Input = { query?: Record<string, string>; body?: Record<string, unknown> };

const serve = (createAnswers: unknown[] = [], detail = buyLineFixture()) => {
  const days = buyDaysFixture();
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: Input) => {
    switch (endpoint.path) {
      case '/line/detail/query':
        return ok(input.query?.lineId === detail.line.lineId ? detail : buyLineFixture({ line: { ...detail.line, lineId: input.query?.lineId ?? '' }, reverseLineId: null }));
      case '/passenger/list':
        return ok({ passengers: passengersFixture, limit: 20 });
      case '/ticket/buyCalendar/query':
        return ok({ lineId: input.query?.lineId, time: input.query?.time, days });
      case '/order/price/query':
        return ok(quoteFor(input.body as OrderQuoteBody, days));
      case '/order/create':
        return createAnswers.shift() ?? ok(orderFixture());
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);
const lastQuoteBody = () => (callsTo('/order/price/query').at(-1)?.[1] as Input | undefined)?.body;
const click = (element: Element | null | undefined) => act(() => (element as HTMLElement).click());

const open = async (path: string, search: string, page = <BuyTicketPage />): Promise<Rendered> => {
  window.history.replaceState(null, '', `${path}${search}`);
  const rendered = renderWithQuery(page);
  await waitFor(() => expect(rendered.container.querySelector('[data-testid="price-section"]')).not.toBeNull());
  return rendered;
};

describe('buy-ticket page', () => {
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

  it('opens with the first time, the end stops, the first bookable day and the account holder, priced', async () => {
    serve();
    rendered = await open('/udianbus/app/buy-ticket.html', '?lineId=101');
    const { container } = rendered;
    expect(textOf(container.querySelector('h1'))).toBe('U101 龙华—科技园 早班');
    expect(container.querySelector('[aria-label="发车时间"] [aria-pressed="true"]')?.textContent).toBe('07:00');
    expect([...container.querySelectorAll('select')].map((select) => select.value)).toEqual(['1', '4']);
    expect(container.textContent).toContain('已选 1 天：6月24日 周三');
    expect(textOf(container.querySelector('[aria-label="已选乘车人"]'))).toContain('张三');
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="price-section"]'))).toContain('应付金额3.00元'));
    expect(lastQuoteBody()).toEqual({ lineId: '101', departureIds: [buyDaysFixture()[0]?.departureId], boardSeq: 1, alightSeq: 4, passengerCount: 1 });
    expect(window.location.search).toBe('?lineId=101&time=07%3A00&board=1&alight=4&dates=2026-06-24&passengerIds=5');
    expect(textOf(container.querySelector('a[href*="buy-ticket/reverse"]'))).toBe('购买返程');
  });

  it('keeps a draft from the link, and re-prices when the week shortcut chooses every bookable day', async () => {
    serve();
    rendered = await open('/udianbus/app/buy-ticket.html', '?lineId=101&time=07:20&board=2&alight=3&dates=2026-06-26&passengerIds=5,6');
    const { container } = rendered;
    expect(container.querySelector('[aria-label="发车时间"] [aria-pressed="true"]')?.textContent).toBe('07:20');
    expect([...container.querySelectorAll('select')].map((select) => select.value)).toEqual(['2', '3']);
    expect(container.textContent).toContain('乘车人（2）');
    await click(buttonNamed(container, '本周全部班次日'));
    // The 25th is sold out and the 27th has no service.
    expect(container.textContent).toContain('已选 3 天：6月24日 周三、6月26日 周五、6月28日 周日');
    await waitFor(() => expect(lastQuoteBody()?.departureIds).toHaveLength(3));
    expect(lastQuoteBody()?.passengerCount).toBe(2);
    expect(container.querySelector<HTMLButtonElement>('[aria-label^="6月25日"]')?.disabled).toBe(true);
  });

  it('asks for no coupon when the passenger declines it', async () => {
    serve();
    rendered = await open('/udianbus/app/buy-ticket.html', '?lineId=101');
    const { container } = rendered;
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="price-section"]'))).toContain('-2.00元'));
    await click(container.querySelector('[aria-haspopup="dialog"]'));
    const sheet = container.querySelector('[role="dialog"]');
    expect(textOf(sheet)).toContain('不可用：订单满 100 元可用');
    await click([...(sheet?.querySelectorAll('[role="radio"]') ?? [])].find((radio) => textOf(radio) === '不使用优惠券'));
    await waitFor(() => expect(lastQuoteBody()).toMatchObject({ userCouponId: null }));
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="price-section"]'))).toContain('应付金额5.00元'));
  });

  it('submits once agreed: the order with its key, then payment, then waiting-paid', async () => {
    serve();
    rendered = await open('/udianbus/app/buy-ticket.html', '?lineId=101');
    const { container } = rendered;
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="price-section"]'))).toContain('应付金额3.00元'));
    await click(buttonNamed(container, '提交订单'));
    expect(mocks.toast.info).toHaveBeenCalledWith('请先阅读并同意《购票规则》和《乘客须知》');
    await click(container.querySelector('input[type="checkbox"]'));
    await click(buttonNamed(container, '提交订单'));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const [, input, options] = callsTo('/order/create')[0] ?? [];
    expect((input as Input).body).toMatchObject({ lineId: '101', passengerIds: ['5'], userCouponId: '31', expectedPayableCents: 300 });
    expect((options as { idempotencyKey: string }).idempotencyKey).toMatch(/\S+/);
    expect(mocks.startPayment).toHaveBeenCalledWith('UD20260624080000000001', '/ydbus/waiting-paid.html?orderNo=UD20260624080000000001');
    expect(navigations[0]).toEqual(['/ydbus/waiting-paid.html?orderNo=UD20260624080000000001', true]);
  });

  it('resends the same key after a dropped connection and a new one after a refusal', async () => {
    serve([{ ok: false, statusText: 'network error' }, refused(2402)]);
    rendered = await open('/udianbus/app/buy-ticket.html', '?lineId=101');
    const { container } = rendered;
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="price-section"]'))).toContain('应付金额3.00元'));
    await click(container.querySelector('input[type="checkbox"]'));
    const quotesBeforeSubmit = callsTo('/order/price/query').length;
    const keyOf = (index: number) => (callsTo('/order/create')[index]?.[2] as { idempotencyKey: string }).idempotencyKey;
    await click(buttonNamed(container, '提交订单'));
    await waitFor(() => expect(buttonNamed(container, '重新提交')).toBeDefined());
    // No new price is asked after a dropped connection: one counting the held coupon would change the order.
    expect(callsTo('/order/price/query')).toHaveLength(quotesBeforeSubmit);
    await click(buttonNamed(container, '重新提交'));
    await waitFor(() => expect(callsTo('/order/create')).toHaveLength(2));
    expect(keyOf(1)).toBe(keyOf(0));
    // The very same order: the first may exist and hold the seats and the coupon.
    expect(callsTo('/order/create')[1]?.[1]).toEqual(callsTo('/order/create')[0]?.[1]);
    await waitFor(() => expect(buttonNamed(container, '提交订单')?.disabled).toBe(false));
    await click(buttonNamed(container, '提交订单'));
    await waitFor(() => expect(callsTo('/order/create')).toHaveLength(3));
    expect(keyOf(2)).not.toBe(keyOf(1));
    expect(mocks.startPayment).toHaveBeenCalledTimes(1);
  });

  it('buys the return line on the reverse page, and says so when there is none', async () => {
    serve();
    rendered = await open('/udianbus/app/buy-ticket/reverse.html', '?lineId=101', <BuyTicketReversePage />);
    expect(callsTo('/line/detail/query').map(([, input]) => (input as Input).query?.lineId)).toEqual(['101', '102']);
    expect(window.location.pathname).toBe('/udianbus/app/buy-ticket/reverse.html');
    expect(window.location.search).toContain('lineId=101&');
    rendered.unmount();
    serve([], buyLineFixture({ reverseLineId: null }));
    window.history.replaceState(null, '', '/udianbus/app/buy-ticket/reverse.html?lineId=101');
    rendered = renderWithQuery(<BuyTicketReversePage />);
    await waitFor(() => expect(rendered?.container.textContent).toContain('该线路暂无返程线路'));
    expect(rendered.container.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/line/line-info.html?lineId=101');
  });
});
