import type { Order } from '@udian/contracts/schemas/orders';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  confirm: vi.fn(),
  startPayment: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../../app/dialogs', () => ({ confirm: mocks.confirm, alert: vi.fn() }));
vi.mock('./start-payment', () => ({ startPayment: mocks.startPayment }));

import { startLoggedInPage, endLoggedInPage, type Navigations } from './page-test-session';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { orderFixture } from './buying.fixture';
import { WaitingPaidPage } from './waiting-paid-page';

const ORDER_NO = 'UD20260624080000000001';
const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

/** The server: the order as `order()` says, its status from the same, cancel turning it cancelled. */
const serve = (initial: Order) => {
  let order = initial;
  mocks.call.mockImplementation(async (endpoint: { path: string }) => {
    switch (endpoint.path) {
      case '/order/detail':
        return ok(order);
      case '/payment/status/query':
        return ok({ orderNo: order.orderNo, status: order.status, paidAt: order.paidAt, expiresAt: order.expiresAt });
      case '/order/cancel':
        order = { ...order, status: 'cancelled', closeReason: 'passenger' };
        return ok(order);
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
  return { set: (next: Partial<Order>) => void (order = { ...order, ...next }) };
};

const open = async (search = `?orderNo=${ORDER_NO}`): Promise<Rendered> => {
  window.history.replaceState(null, '', `/ydbus/waiting-paid.html${search}`);
  const rendered = renderWithQuery(<WaitingPaidPage />);
  await waitFor(() => expect(rendered.container.querySelector('[aria-busy="true"]')).toBeNull());
  return rendered;
};

describe('waiting-paid page', () => {
  let rendered: Rendered | undefined;
  const navigations: Navigations = [];

  beforeEach(() => {
    startLoggedInPage(navigations);
    mocks.call.mockReset();
    mocks.confirm.mockReset();
    mocks.startPayment.mockReset().mockResolvedValue('cancelled');
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
  });

  afterEach(() => {
    endLoggedInPage(rendered);
    rendered = undefined;
  });

  it('shows the order with the time left to pay, and pays again on 立即支付', async () => {
    serve(orderFixture());
    rendered = await open();
    const { container } = rendered;
    expect(textOf(container.querySelector('[role="timer"]'))).toBe('剩余 15:00');
    expect(container.textContent).toContain('请在倒计时结束前完成支付，超时座位将被释放');
    expect(textOf(container.querySelector('[aria-label="订单信息"]'))).toContain('共 1 天：6月24日 周三');
    expect(textOf(container.querySelector('[aria-label="订单信息"]'))).toContain('3.00元');
    await act(() => buttonNamed(container, '立即支付')?.click());
    await waitFor(() => expect(mocks.startPayment).toHaveBeenCalledWith(ORDER_NO, `/ydbus/waiting-paid.html?orderNo=${ORDER_NO}`));
    await waitFor(() => expect(mocks.toast.info).toHaveBeenCalledWith('已取消支付，请在倒计时结束前完成支付'));
  });

  it('moves on to the success page once the payment status is paid', async () => {
    const server = serve(orderFixture());
    rendered = await open();
    server.set({ status: 'paid', paidAt: '2026-06-24T00:01:00.000Z' });
    // The next poll (every 2 s) sees it.
    await waitFor(() => expect(navigations).toEqual([[`/udianbus/app/ticket/buy-ticket-success.html?orderNo=${ORDER_NO}`, true]]), 4000);
  });

  it('cancels after the passenger confirms, then offers to buy the same trip again', async () => {
    serve(orderFixture());
    rendered = await open();
    const { container } = rendered;
    mocks.confirm.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    await act(() => buttonNamed(container, '取消订单')?.click());
    await waitFor(() => expect(mocks.confirm).toHaveBeenCalledTimes(1));
    expect(mocks.call.mock.calls.some(([endpoint]) => (endpoint as { path: string }).path === '/order/cancel')).toBe(false);
    await act(() => buttonNamed(container, '取消订单')?.click());
    await waitFor(() => expect(container.textContent).toContain('订单已取消'));
    expect(mocks.toast.success).toHaveBeenCalledWith('订单已取消');
    const again = [...container.querySelectorAll('a')].find((link) => textOf(link) === '重新购买');
    expect(again?.getAttribute('href')).toBe('/udianbus/app/buy-ticket.html?lineId=101&time=07%3A00&board=1&alight=4&dates=2026-06-24');
  });

  it.each([
    ['expired', '订单已超时'],
    ['cancelled', '订单已取消'],
  ] as const)('shows a %s order as closed', async (status, title) => {
    serve(orderFixture({ status }));
    rendered = await open();
    expect(textOf(rendered.container.querySelector('[role="status"]'))).toContain(title);
    expect(buttonNamed(rendered.container, '立即支付')).toBeUndefined();
  });

  it('says what to do with a link without an order number', async () => {
    rendered = await open('?orderNo=123');
    expect(rendered.container.textContent).toContain('链接中缺少订单号');
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
