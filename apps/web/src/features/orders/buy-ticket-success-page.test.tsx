import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LineSummary } from '@udian/contracts/schemas/lines';
import type { Order } from '@udian/contracts/schemas/orders';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { BuyTicketSuccessPage } from './buy-ticket-success-page';
import { orderFixture } from './order.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

const ORDER_NO = 'UD20260601081500123456';

const returnLine: LineSummary = {
  lineId: '102',
  lineCode: 'U102',
  lineName: '科技园—龙华 晚班',
  type: 'commute',
  cityId: 440300,
  startStationName: '南山科技园',
  endStationName: '清湖',
  firstDepartureTime: '18:10',
  priceCents: 1500,
  durationMinutes: 50,
  isWhiteList: false,
};

/** Answers the order from `orders` in turn (the last one repeats), and the recommended lines. */
const serve = (orders: Order[]) => {
  let index = 0;
  mocks.call.mockImplementation(async (endpoint: { path: string }) => {
    if (endpoint.path === '/order/detail') {
      const order = orders[Math.min(index, orders.length - 1)];
      index += 1;
      return ok(order);
    }
    if (endpoint.path === '/line/orderSuccess/recommend') return ok({ lines: [returnLine] });
    throw new Error(`unexpected call ${endpoint.path}`);
  });
};

const open = async (): Promise<Rendered> => {
  window.history.replaceState(null, '', `/udianbus/app/ticket/buy-ticket-success.html?orderNo=${ORDER_NO}`);
  const rendered = renderWithQuery(<BuyTicketSuccessPage />);
  await waitFor(() => expect(rendered.container.querySelector('[data-testid="success-header"]')).not.toBeNull());
  return rendered;
};

const detailCalls = () => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === '/order/detail');

describe('buy-ticket-success page', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('shows the paid order, its tickets, the prices, the two ways on and the recommended lines', async () => {
    serve([orderFixture()]);
    rendered = await open();
    const { container } = rendered;
    expect(textOf(container.querySelector('[data-testid="success-header"] h2'))).toBe('支付成功');
    expect(textOf(container.querySelector('[data-testid="order-route"]'))).toContain('07:48深圳北站上车08:30南山科技园下车');
    expect(container.querySelectorAll('[data-testid="ticket-groups"] li')).toHaveLength(4);
    expect(textOf(container.querySelector('[data-testid="ticket-groups"]'))).toContain('待乘车');
    expect(textOf(container.querySelector('[data-testid="payable"]'))).toBe('55.00元');
    const links = Object.fromEntries([...container.querySelectorAll('a')].map((link) => [textOf(link), link.getAttribute('href')]));
    expect(links['查看订单']).toBe(`/udianbus/app/my-order/order-detail.html?orderNo=${ORDER_NO}`);
    expect(links['返回首页']).toBe('/udianbus/app/home.html');
    // Four tickets: 查看车票 opens my tickets.
    expect(links['查看车票']).toBe('/udianbus/app/ticket/my-ticket.html');
    await waitFor(() => expect(container.querySelector('[data-testid="recommended-lines"]')).not.toBeNull());
    expect(textOf(container.querySelector('[data-testid="recommended-lines"]'))).toContain('U102科技园—龙华 晚班');
  });

  it('says 购票成功, not 支付成功, for a ride that cost the passenger nothing (its enterprise paid)', async () => {
    serve([orderFixture({ totalCents: 0, discountCents: 0, payableCents: 0, groupPaysCents: 600 })]);
    rendered = await open();
    expect(textOf(rendered.container.querySelector('[data-testid="success-header"] h2'))).toBe('购票成功');
  });

  it('查看车票 opens the ticket itself when the order bought one', async () => {
    const paid = orderFixture();
    serve([{ ...paid, dates: ['2026-06-03'], passengerCount: 1, tickets: paid.tickets.slice(0, 1) }]);
    rendered = await open();
    const link = [...rendered.container.querySelectorAll('a')].find((candidate) => textOf(candidate) === '查看车票');
    expect(link?.getAttribute('href')).toBe('/udianbus/app/ticket/ticket-info.html?ticketId=1');
  });

  it('says the payment is being confirmed and asks again every 2 s until the order is paid', async () => {
    serve([orderFixture({ status: 'pending' }), orderFixture()]);
    rendered = await open();
    const { container } = rendered;
    expect(textOf(container.querySelector('[data-testid="success-header"] h2'))).toBe('支付确认中');
    expect(container.querySelector('[data-testid="ticket-groups"]')).toBeNull();
    expect([...container.querySelectorAll('a')].map((link) => textOf(link))).not.toContain('查看车票');
    expect(mocks.call).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/line/orderSuccess/recommend' }), expect.anything(), expect.anything());
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="success-header"] h2'))).toBe('支付成功'), 4000);
    expect(detailCalls()).toHaveLength(2);
    expect([...container.querySelectorAll('a')].map((link) => textOf(link))).toContain('查看车票');
    // Paid: no more asking.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2300));
    });
    expect(detailCalls()).toHaveLength(2);
  });

  it('an order refunded after a late payment says so instead of showing tickets', async () => {
    serve([orderFixture({ status: 'refunded', closeReason: 'latePaymentRefunded' })]);
    rendered = await open();
    const header = textOf(rendered.container.querySelector('[data-testid="success-header"]'));
    expect(header).toContain('未能出票');
    expect(header).toContain('支付时订单已超时且座位已售完，款项已原路退回');
    expect([...rendered.container.querySelectorAll('a')].map((link) => textOf(link))).not.toContain('查看车票');
    expect(rendered.container.querySelector('[data-testid="ticket-groups"]')).toBeNull();
  });
});
