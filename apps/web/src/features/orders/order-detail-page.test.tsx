import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@udian/contracts/schemas/orders';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  confirm: vi.fn(async () => true),
  toast: { success: vi.fn(), fail: vi.fn(), info: vi.fn(), offline: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/dialogs', () => ({ confirm: mocks.confirm }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));

import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { orderFixture } from './order.fixture';
import { OrderDetailPage } from './order-detail-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const failure = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });

type Endpoint = { path: string };
type Input = { query?: Record<string, unknown>; body?: Record<string, unknown> };

const serve = (handlers: Record<string, (input: Input) => unknown>) => {
  mocks.call.mockImplementation(async (endpoint: Endpoint, input: Input) => {
    const handler = handlers[endpoint.path];
    if (!handler) throw new Error(`unexpected call ${endpoint.path}`);
    return handler(input);
  });
};

const ORDER_NO = 'UD20260601081500123456';

const open = async (search: string): Promise<Rendered> => {
  window.history.replaceState(null, '', `/udianbus/app/my-order/order-detail.html${search}`);
  const rendered = renderWithQuery(<OrderDetailPage />);
  await waitFor(() => expect(rendered.container.querySelector('[aria-busy="true"]')).toBeNull());
  return rendered;
};

describe('order-detail page', () => {
  let rendered: Rendered | undefined;
  const navigations: string[] = [];

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    mocks.confirm.mockClear();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    navigations.length = 0;
    registerNavigator((href) => navigations.push(href));
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('shows a paid order: banner, route, tickets by date, prices with the coupon, times in Shanghai, channel', async () => {
    serve({ '/order/detail': () => ok(orderFixture()) });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    const { container } = rendered;
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/order/detail' }), { query: { orderNo: ORDER_NO } }, expect.anything());
    expect(textOf(container.querySelector('[data-testid="status-banner"] h2'))).toBe('已支付');
    expect(textOf(container.querySelector('[data-testid="order-route"]'))).toContain('深圳北站');
    expect(textOf(container.querySelector('[data-testid="order-route"]'))).toContain('6月3日 至 6月4日 共2天');
    const groups = [...container.querySelectorAll('[data-testid="ticket-groups"] section')];
    expect(groups.map((group) => textOf(group.querySelector('h3')))).toEqual(['6月3日 周三07:30 发车', '6月4日 周四07:30 发车']);
    expect(textOf(groups[0])).toContain('张三4403**********123415.00元待乘车');
    const price = textOf(container.querySelector('[data-testid="price-summary"]'));
    expect(price).toContain('票价合计60.00元');
    expect(price).toContain('优惠券（新人满30减5）-5.00元');
    expect(price).toContain('实付金额55.00元');
    const info = textOf(container.querySelector('[data-testid="order-info"]'));
    expect(info).toContain(`订单号${ORDER_NO}`);
    expect(info).toContain('下单时间2026-06-01 08:15');
    expect(info).toContain('支付时间2026-06-01 08:16');
    expect(info).toContain('支付方式模拟支付');
    expect(container.querySelector('[data-testid="refunds"]')).toBeNull();
    expect(buttonNamed(container, '取消订单')).toBeUndefined();
  });

  it("shows what the enterprise paid on an order it paid in full, and no group share on other orders", async () => {
    serve({
      '/order/detail': () =>
        ok(orderFixture({ totalCents: 0, discountCents: 0, payableCents: 0, groupPaysCents: 6000, coupon: null, paymentChannel: null })),
    });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    const price = textOf(rendered.container.querySelector('[data-testid="price-summary"]'));
    expect(price).toBe('票价合计0.00元企业支付60.00元实付金额0.00元');
    // Nothing paid, nothing to invoice (the server refuses it).
    expect([...rendered.container.querySelectorAll('a')].map((link) => textOf(link))).not.toContain('申请发票');
    rendered.unmount();
    serve({ '/order/detail': () => ok(orderFixture()) });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    expect(rendered.container.querySelector('[data-testid="group-pays"]')).toBeNull();
  });

  it('再来一单 asks for the earlier choice and opens the buying page with it', async () => {
    serve({
      '/order/detail': () => ok(orderFixture({ status: 'expired', closeReason: 'expired' })),
      '/ticket/orderAgain': () =>
        ok({ lineId: '101', time: '07:30', boardSeq: 1, alightSeq: 3, passengerIds: ['11', '12'], dates: ['2026-06-10', '2026-06-11'] }),
    });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    expect(textOf(rendered.container.querySelector('[data-testid="status-banner"]'))).toBe('已超时超时未支付，座位已释放');
    act(() => buttonNamed(rendered!.container, '再来一单')?.click());
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/ticket/orderAgain' }), { query: { orderNo: ORDER_NO } });
    expect(navigations[0]).toBe(
      '/udianbus/app/buy-ticket.html?lineId=101&time=07%3A30&board=1&alight=3&dates=2026-06-10%2C2026-06-11&passengerIds=11%2C12',
    );
  });

  it('a pending order counts down, links to the cashier and can be cancelled after confirming', async () => {
    const pending = orderFixture({ status: 'pending', expiresAt: new Date(Date.now() + 9 * 60_000 + 30_500).toISOString() });
    let current: Order = pending;
    serve({
      '/order/detail': () => ok(current),
      '/order/cancel': (input) => {
        expect(input.body).toEqual({ orderNo: ORDER_NO });
        current = { ...pending, status: 'cancelled', closeReason: 'passenger', closedAt: new Date().toISOString() };
        return ok(current);
      },
    });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    const { container } = rendered;
    const banner = () => textOf(container.querySelector('[data-testid="status-banner"]'));
    expect(banner()).toMatch(/^待支付座位已为您保留，请在 09:3\d 内完成支付/);
    expect(container.querySelector('[data-testid="status-banner"] a')?.getAttribute('href')).toBe(`/ydbus/waiting-paid.html?orderNo=${ORDER_NO}`);
    expect(textOf(container.querySelector('[data-testid="price-summary"]'))).toContain('应付金额55.00元');
    act(() => buttonNamed(container, '取消订单')?.click());
    await waitFor(() => expect(banner()).toBe('已取消您已取消订单，座位已释放'));
    expect(mocks.confirm).toHaveBeenCalledTimes(1);
    expect(mocks.toast.success).toHaveBeenCalledWith('订单已取消');
  });

  it('keeps a pending order when the passenger does not confirm the cancel', async () => {
    mocks.confirm.mockResolvedValueOnce(false);
    serve({ '/order/detail': () => ok(orderFixture({ status: 'pending', expiresAt: new Date(Date.now() + 60_000).toISOString() })) });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    act(() => buttonNamed(rendered!.container, '取消订单')?.click());
    await waitFor(() => expect(mocks.confirm).toHaveBeenCalled());
    expect(mocks.call).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/order/cancel' }), expect.anything());
  });

  it('a pending order whose hold has run out reads 已超时, offers no payment and asks the server again', async () => {
    serve({ '/order/detail': () => ok(orderFixture({ status: 'pending', expiresAt: new Date(Date.now() - 1000).toISOString() })) });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    expect(textOf(rendered.container.querySelector('[data-testid="status-banner"]'))).toBe('已超时超时未支付，座位已释放');
    expect(rendered.container.querySelector('[data-testid="status-banner"] a')).toBeNull();
    await waitFor(() => expect(mocks.call.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).path === '/order/detail')).toHaveLength(2));
  });

  it('a paid order offers 申请发票 and 退票 on each ticket whose bus has not left', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-06-03T08:00:00+08:00'));
    try {
      const paid = orderFixture();
      serve({
        '/order/detail': () =>
          ok({ ...paid, tickets: paid.tickets.map((ticket) => (ticket.ticketId === '4' ? { ...ticket, status: 'refunded' as const } : ticket)) }),
      });
      rendered = await open(`?orderNo=${ORDER_NO}`);
      const links = [...rendered.container.querySelectorAll('a')].map((link) => [textOf(link), link.getAttribute('href')]);
      expect(links.filter(([text]) => text === '退票')).toEqual([['退票', `/ydbus/refund-ticket.html?orderNo=${ORDER_NO}&ticketId=3`]]);
      expect(links).toContainEqual(['申请发票', `/udianbus/get-invoice.html?orderNo=${ORDER_NO}`]);
      // Every ticket row opens its ticket, the refunded one too.
      const rows = [...rendered.container.querySelectorAll('[data-testid="ticket-groups"] li > a:first-child')];
      expect(rows.map((row) => row.getAttribute('href'))).toEqual(
        ['1', '2', '3', '4'].map((ticketId) => `/udianbus/app/ticket/ticket-info.html?ticketId=${ticketId}`),
      );
      expect(textOf(rows[3])).toBe('李四4403**********567815.00元已退票');
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unpaid order offers neither 申请发票 nor 退票', async () => {
    serve({ '/order/detail': () => ok(orderFixture({ status: 'cancelled', closeReason: 'passenger' })) });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    const texts = [...rendered.container.querySelectorAll('a')].map((link) => textOf(link));
    expect(texts).not.toContain('申请发票');
    expect(texts).not.toContain('退票');
    // Released seats are no tickets: their rows open nothing.
    expect(rendered.container.querySelectorAll('[data-testid="ticket-groups"] li a')).toHaveLength(0);
    expect(rendered.container.querySelectorAll('[data-testid="ticket-groups"] li')).toHaveLength(4);
  });

  it('a refunded late payment says why and lists the refund', async () => {
    serve({
      '/order/detail': () =>
        ok(
          orderFixture({
            status: 'refunded',
            closeReason: 'latePaymentRefunded',
            refunds: [{ amountCents: 5500, reason: 'latePayment', status: 'succeeded', createdAt: '2026-06-01T00:26:00.000Z' }],
          }),
        ),
    });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    const { container } = rendered;
    expect(textOf(container.querySelector('[data-testid="status-banner"]'))).toBe('已退款支付时订单已超时且座位已售完，款项已原路退回');
    const refunds = textOf(container.querySelector('[data-testid="refund-list"]'));
    expect(refunds).toContain('55.00元已退款');
    expect(refunds).toContain('支付时订单已超时且座位已售完，款项已原路退回');
    expect(refunds).toContain('退款时间 2026-06-01 08:26');
  });

  it('says the link is incomplete without a valid order number, and asks nothing', async () => {
    rendered = await open('?orderNo=UD123');
    expect(rendered.container.textContent).toContain('链接不完整');
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it("answers someone else's or an unknown order with the way to the list, not a retry", async () => {
    serve({ '/order/detail': () => failure(4004, '订单不存在') });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    await waitFor(() => expect(rendered!.container.textContent).toContain('订单不存在'));
    expect(rendered.container.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/my-order.html');
    expect(buttonNamed(rendered.container, '重试')).toBeUndefined();
  });
});
