import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  confirm: vi.fn(async () => true),
  toast: { success: vi.fn(), fail: vi.fn(), info: vi.fn(), offline: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/dialogs', () => ({ confirm: mocks.confirm }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));

import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { ORDER_NO, quoteFixture, refundOrderFixture } from './refund.fixture';
import { RefundTicketPage } from './refund-ticket-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const failure = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });

type Endpoint = { path: string };
type Input = { query?: Record<string, string>; body?: { ticketIds: string[]; expectedRefundCents: number } };
type Options = { idempotencyKey?: string } | undefined;

const serve = (handlers: Record<string, (input: Input, options: Options) => unknown>) => {
  mocks.call.mockImplementation(async (endpoint: Endpoint, input: Input, options: Options) => {
    const handler = handlers[endpoint.path];
    if (!handler) throw new Error(`unexpected call ${endpoint.path}`);
    return handler(input, options);
  });
};

const callsTo = (path: string) =>
  mocks.call.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).path === path).map(([, input, options]) => ({
    input: input as Input,
    options: options as Options,
  }));

/** The quote for the asked tickets at `feePercent`. */
const quoteHandler = (feePercent: () => number) => (input: Input) =>
  ok(quoteFixture(input.query!.ticketIds!.split(','), feePercent()));

const refundedHandler = (input: Input) => {
  const order = refundOrderFixture();
  const refunded = {
    ...order,
    tickets: order.tickets.map((ticket) => (input.body!.ticketIds.includes(ticket.ticketId) ? { ...ticket, status: 'refunded' as const } : ticket)),
    refunds: [{ amountCents: input.body!.expectedRefundCents, reason: 'passenger' as const, status: 'succeeded' as const, createdAt: new Date().toISOString() }],
  };
  return ok({ refund: { outRefundNo: `${ORDER_NO}AP1`, amountCents: input.body!.expectedRefundCents, status: 'succeeded' }, order: refunded });
};

const open = async (search: string): Promise<Rendered> => {
  window.history.replaceState(null, '', `/ydbus/refund-ticket.html${search}`);
  const rendered = renderWithQuery(<RefundTicketPage />);
  await waitFor(() => expect(rendered.container.querySelector('[role="status"][aria-busy="true"]')).toBeNull());
  return rendered;
};

const total = (container: HTMLElement) => textOf(container.querySelector('[data-testid="refund-total"]'));
const submit = (container: HTMLElement) => buttonNamed(container, '确认退票');
const boxOf = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll<HTMLElement>('[role="checkbox"]')].find((box) => textOf(box).startsWith(text));
const isTicked = (box: Element | null | undefined) => box?.getAttribute('aria-checked');

describe('refund-ticket page', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-06-01T00:00:00Z'));
    mocks.call.mockReset();
    mocks.confirm.mockClear();
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
    vi.useRealTimers();
  });

  it('starts with the ticket it was opened for and shows its quote: paid, fee, refund and the total', async () => {
    serve({ '/order/detail': () => ok(refundOrderFixture()), '/ticket/refundPrice/query': quoteHandler(() => 10) });
    rendered = await open(`?orderNo=${ORDER_NO}&ticketId=3`);
    const { container } = rendered;
    await waitFor(() => expect(total(container)).toBe('退款合计12.37元'));
    expect(callsTo('/ticket/refundPrice/query')[0]!.input.query).toEqual({ orderNo: ORDER_NO, ticketIds: '3' });
    const groups = [...container.querySelectorAll('[data-testid="refund-choices"] section')];
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['6月3日 周三', '6月4日 周四']);
    expect(isTicked(boxOf(container, '张三4403**********1234'))).toBe('false');
    expect(isTicked(groups[1]!.querySelector('ul [role="checkbox"]'))).toBe('true');
    // The date of the chosen ticket is half-ticked: one of its two riders.
    expect(isTicked(boxOf(container, '6月4日 周四 07:30 发车'))).toBe('mixed');
    // No bare browser checkbox shows: antd-mobile draws the boxes.
    expect([...container.querySelectorAll('input[type="checkbox"]')].every((input) => input.closest('.adm-checkbox'))).toBe(true);
    const rows = [...container.querySelectorAll('[data-testid="refund-quote-ticket"]')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => textOf(cell)),
    );
    expect(rows).toEqual([['6月4日 周四 张三', '13.75元', '10% · 1.38元', '12.37元']]);
    expect(textOf(container.querySelector('[data-testid="refund-quote"]'))).toContain('手续费合计-1.38元');
    expect(submit(container)?.disabled).toBe(false);
    const links = [...container.querySelectorAll('nav a')].map((link) => [textOf(link), link.getAttribute('href')]);
    expect(links).toEqual([
      ['退票规则', '/udianbus/app/refund-rule.html?lineId=101'],
      ['退票须知', '/udianbus/refund-notice.html'],
    ]);
  });

  it('a date box chooses all its riders and the quote follows, per date and in total', async () => {
    serve({ '/order/detail': () => ok(refundOrderFixture()), '/ticket/refundPrice/query': quoteHandler(() => 0) });
    rendered = await open(`?orderNo=${ORDER_NO}&ticketId=3`);
    const { container } = rendered;
    await waitFor(() => expect(total(container)).toBe('退款合计13.75元'));
    act(() => boxOf(container, '6月3日 周三 07:30 发车')?.click());
    await waitFor(() => expect(total(container)).toBe('退款合计41.25元'));
    expect(callsTo('/ticket/refundPrice/query').at(-1)!.input.query).toEqual({ orderNo: ORDER_NO, ticketIds: '1,2,3' });
    const quote = textOf(container.querySelector('[data-testid="refund-quote"]'));
    expect(quote).toContain('6月3日 周三 小计27.50元');
    expect(quote).toContain('6月4日 周四 小计13.75元');
    expect(quote).toContain('手续费合计免费');
  });

  it('with nothing chosen there is no quote and nothing to confirm', async () => {
    serve({ '/order/detail': () => ok(refundOrderFixture()), '/ticket/refundPrice/query': quoteHandler(() => 0) });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    const { container } = rendered;
    expect(container.textContent).toContain('请选择要退票的日期和乘车人');
    expect(submit(container)?.disabled).toBe(true);
    expect(callsTo('/ticket/refundPrice/query')).toHaveLength(0);
  });

  it('确认退票 asks first, refunds exactly the quote with an Idempotency-Key and shows the result', async () => {
    serve({
      '/order/detail': () => ok(refundOrderFixture()),
      '/ticket/refundPrice/query': quoteHandler(() => 0),
      '/ticket/refund': refundedHandler,
    });
    rendered = await open(`?orderNo=${ORDER_NO}&ticketId=3`);
    const { container } = rendered;
    await waitFor(() => expect(submit(container)?.disabled).toBe(false));
    act(() => submit(container)?.click());
    await waitFor(() => expect(container.querySelector('[data-testid="refund-result"]')).not.toBeNull());
    expect(mocks.confirm).toHaveBeenCalledWith('确认退票', expect.stringContaining('共 1 张车票，退款 13.75元'), '确认退票');
    const [refund] = callsTo('/ticket/refund');
    expect(refund!.input.body).toEqual({ orderNo: ORDER_NO, ticketIds: ['3'], expectedRefundCents: 1375 });
    expect(refund!.options?.idempotencyKey).toMatch(/\S{8,}/);
    const result = textOf(container.querySelector('[data-testid="refund-result"]'));
    expect(result).toContain('13.75元');
    // One state, the refund's own: paid back.
    expect(textOf(container.querySelector('[data-testid="refund-result"] h1'))).toBe('已退款');
    expect(textOf(container.querySelector('[data-testid="refund-status"]'))).toBe('已退款');
    expect(result).not.toContain('退款中');
    expect(result).not.toContain('已提交');
    expect(result).toContain('订单中其余 3 张车票不受影响');
    const links = [...container.querySelectorAll('a')].map((link) => [textOf(link), link.getAttribute('href')]);
    expect(links).toEqual([
      ['查看订单', `/udianbus/app/my-order/order-detail.html?orderNo=${ORDER_NO}`],
      ['我的车票', '/udianbus/app/ticket/my-ticket.html'],
    ]);
  });

  it('does nothing when the passenger does not confirm', async () => {
    mocks.confirm.mockResolvedValueOnce(false);
    serve({ '/order/detail': () => ok(refundOrderFixture()), '/ticket/refundPrice/query': quoteHandler(() => 0) });
    rendered = await open(`?orderNo=${ORDER_NO}&ticketId=1`);
    await waitFor(() => expect(submit(rendered!.container)?.disabled).toBe(false));
    act(() => submit(rendered!.container)?.click());
    await waitFor(() => expect(mocks.confirm).toHaveBeenCalled());
    expect(callsTo('/ticket/refund')).toHaveLength(0);
  });

  it('a changed amount (2803) quotes again, says so, and the next tap sends the new amount under a new key', async () => {
    let feePercent = 0;
    serve({
      '/order/detail': () => ok(refundOrderFixture()),
      '/ticket/refundPrice/query': quoteHandler(() => feePercent),
      '/ticket/refund': (input) => {
        if (input.body!.expectedRefundCents === 1375) {
          feePercent = 10;
          return failure(2803, '退款金额已变化，最新可退 12.37 元，请确认后再提交');
        }
        return refundedHandler(input);
      },
    });
    rendered = await open(`?orderNo=${ORDER_NO}&ticketId=3`);
    const { container } = rendered;
    await waitFor(() => expect(total(container)).toBe('退款合计13.75元'));
    act(() => submit(container)?.click());
    await waitFor(() =>
      expect(textOf(container.querySelector('[data-testid="refund-amount-changed"]'))).toBe(
        '退款金额已变化：由 13.75元 变为 12.37元，请确认新的金额后再提交',
      ),
    );
    expect(total(container)).toBe('退款合计12.37元');
    act(() => submit(container)?.click());
    await waitFor(() => expect(container.querySelector('[data-testid="refund-result"]')).not.toBeNull());
    const [first, second] = callsTo('/ticket/refund');
    expect(second!.input.body!.expectedRefundCents).toBe(1237);
    expect(second!.options?.idempotencyKey).not.toBe(first!.options?.idempotencyKey);
    expect(textOf(container.querySelector('[data-testid="refund-result"]'))).toContain('12.37元');
  });

  it('after a dropped connection the next tap resends the same refund under the same key', async () => {
    let isOffline = true;
    serve({
      '/order/detail': () => ok(refundOrderFixture()),
      '/ticket/refundPrice/query': quoteHandler(() => 0),
      '/ticket/refund': (input) => {
        if (isOffline) {
          isOffline = false;
          return { ok: false, statusText: 'network error' };
        }
        return refundedHandler(input);
      },
    });
    rendered = await open(`?orderNo=${ORDER_NO}&ticketId=2`);
    const { container } = rendered;
    await waitFor(() => expect(submit(container)?.disabled).toBe(false));
    act(() => submit(container)?.click());
    await waitFor(() => expect(callsTo('/ticket/refund')).toHaveLength(1));
    await waitFor(() => expect(submit(container)?.disabled).toBe(false));
    act(() => submit(container)?.click());
    await waitFor(() => expect(container.querySelector('[data-testid="refund-result"]')).not.toBeNull());
    const [first, second] = callsTo('/ticket/refund');
    expect(second!.options?.idempotencyKey).toBe(first!.options?.idempotencyKey);
    expect(second!.input.body).toEqual(first!.input.body);
  });

  it('a ticket whose bus has left cannot be chosen', async () => {
    vi.setSystemTime(new Date('2026-06-03T08:00:00+08:00'));
    serve({ '/order/detail': () => ok(refundOrderFixture()), '/ticket/refundPrice/query': quoteHandler(() => 20) });
    rendered = await open(`?orderNo=${ORDER_NO}&ticketId=1`);
    const { container } = rendered;
    const departed = boxOf(container, '6月3日 周三 07:30 发车');
    expect(departed?.getAttribute('aria-disabled')).toBe('true');
    act(() => departed?.click());
    expect(isTicked(departed)).toBe('false');
    expect(container.textContent).toContain('已发车，不可退');
    expect(callsTo('/ticket/refundPrice/query')).toHaveLength(0);
  });

  it('says so when nothing is left to refund', async () => {
    const order = refundOrderFixture();
    serve({
      '/order/detail': () => ok({ ...order, tickets: order.tickets.map((ticket) => ({ ...ticket, status: 'used' as const })) }),
    });
    rendered = await open(`?orderNo=${ORDER_NO}&ticketId=1`);
    await waitFor(() => expect(rendered!.container.textContent).toContain('没有可退的车票'));
    expect(rendered.container.querySelector('a')?.getAttribute('href')).toBe(`/udianbus/app/my-order/order-detail.html?orderNo=${ORDER_NO}`);
  });

  it('says the link is incomplete without an order number, and asks nothing', async () => {
    rendered = await open('?ticketId=3');
    expect(rendered.container.textContent).toContain('链接不完整');
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it("answers someone else's or an unknown order with the way to the order list", async () => {
    serve({ '/order/detail': () => failure(4004, '订单不存在') });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    await waitFor(() => expect(rendered!.container.textContent).toContain('订单不存在'));
    expect(rendered.container.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/my-order.html');
  });
});
