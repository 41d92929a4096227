import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@udian/contracts/schemas/orders';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { orderFixture } from './order.fixture';
import { MyOrderPage } from './my-order-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

type ListQuery = { tab: string; page: number; pageSize: number };

/** The server's list: `pages[tab]` is that tab's pages in order. */
const serve = (pages: Record<string, Order[][]>) => {
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query: ListQuery }) => {
    if (endpoint.path !== '/order/list') throw new Error(`unexpected call ${endpoint.path}`);
    const tabPages = pages[input.query.tab] ?? [];
    const orders = tabPages[input.query.page - 1] ?? [];
    return ok({ orders, page: input.query.page, hasMore: input.query.page < tabPages.length });
  });
};

const numbered = (index: number, overrides: Partial<Order> = {}) =>
  orderFixture({ orderNo: `UD2026060108150012${String(index).padStart(4, '0')}`, ...overrides });

const open = async (search: string): Promise<Rendered> => {
  window.history.replaceState(null, '', `/udianbus/app/my-order.html${search}`);
  const rendered = renderWithQuery(<MyOrderPage />);
  await waitFor(() => expect(rendered.container.querySelector('[aria-busy="true"]')).toBeNull());
  return rendered;
};

const cards = (container: Element) => [...container.querySelectorAll('[data-testid="order-card"]')];

describe('my-order page', () => {
  let rendered: Rendered | undefined;
  const navigations: Array<[string, boolean | undefined]> = [];

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    navigations.length = 0;
    registerNavigator((href, options) => navigations.push([href, options.isReplace]));
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('lists the tab of the URL; a card shows line, stops, dates, time, passengers, price and state', async () => {
    serve({ paid: [[numbered(1)]] });
    rendered = await open('?tab=paid');
    const { container } = rendered;
    expect(mocks.call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/order/list' }),
      { query: { tab: 'paid', page: 1, pageSize: 10 } },
      expect.anything(),
    );
    expect(container.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('已支付');
    const [card] = cards(container);
    expect(textOf(card)).toBe('U101龙华—科技园 早班已支付深圳北站 → 南山科技园6月3日 至 6月4日 共2天 · 07:30 发车2位乘车人55.00元');
    expect(card?.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/my-order/order-detail.html?orderNo=UD20260601081500120001');
  });

  it('switching tabs replaces the URL, so Back from an order comes to the same tab', async () => {
    serve({ all: [[numbered(1)]] });
    rendered = await open('');
    act(() => buttonNamed(rendered!.container, '待支付')?.click());
    expect(navigations).toEqual([['/udianbus/app/my-order.html?tab=pending', true]]);
  });

  it('a pending order shows the time left to pay and the way to the cashier', async () => {
    serve({ pending: [[numbered(1, { status: 'pending', expiresAt: new Date(Date.now() + 5 * 60_000 + 500).toISOString() })]] });
    rendered = await open('?tab=pending');
    const [card] = cards(rendered.container);
    expect(textOf(card?.querySelector('[data-testid="order-status"]'))).toBe('待支付');
    expect(textOf(card)).toMatch(/剩余支付时间 0[45]:\d\d去支付$/);
    const pay = [...(card?.querySelectorAll('a') ?? [])].find((link) => link.textContent === '去支付');
    expect(pay?.getAttribute('href')).toBe('/ydbus/waiting-paid.html?orderNo=UD20260601081500120001');
  });

  it('a pending order past its hold reads 已超时 and offers no payment', async () => {
    serve({ all: [[numbered(1, { status: 'pending', expiresAt: new Date(Date.now() - 1000).toISOString() })]] });
    rendered = await open('?tab=all');
    const [card] = cards(rendered.container);
    expect(textOf(card?.querySelector('[data-testid="order-status"]'))).toBe('已超时');
    expect(textOf(card)).not.toContain('去支付');
  });

  it('loads more pages while the server has more, then says there are no more', async () => {
    serve({ all: [[numbered(1), numbered(2)], [numbered(3)]] });
    rendered = await open('?tab=all');
    const { container } = rendered;
    expect(cards(container)).toHaveLength(2);
    act(() => buttonNamed(container, '加载更多')?.click());
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    expect(mocks.call).toHaveBeenLastCalledWith(
      expect.objectContaining({ path: '/order/list' }),
      { query: { tab: 'all', page: 2, pageSize: 10 } },
      expect.anything(),
    );
    expect(buttonNamed(container, '加载更多')).toBeUndefined();
    expect(container.textContent).toContain('没有更多订单了');
  });

  it.each([
    ['pending', '暂无待支付订单'],
    ['refunded', '暂无已退款订单'],
    ['nonsense', '暂无订单'],
  ])('an empty %s tab says %s with a way to buy', async (tab, title) => {
    serve({});
    rendered = await open(`?tab=${tab}`);
    expect(rendered.container.textContent).toContain(title);
    const buy = [...rendered.container.querySelectorAll('a')].find((link) => link.textContent === '去购票');
    expect(buy?.getAttribute('href')).toBe('/udianbus/app/home/line-list.html');
  });
});
