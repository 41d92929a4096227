import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ticket } from '@udian/contracts/schemas/tickets';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { LegacyTicketPage, MyTicketPage } from './my-ticket-page';
import { MyTripPage } from './my-trip-page';
import { endTicketPage, ok, startTicketPage, type Navigations } from './page-test-session';
import { ticketFixture } from './ticket.fixture';

type ListQuery = { tab: string; page: number; pageSize: number };

/** The server's lists: `pages[tab]` is that tab's pages in order, for either list path. */
const serve = (pages: Record<string, Ticket[][]>) => {
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query: ListQuery }) => {
    if (endpoint.path !== '/ticket/v8/list' && endpoint.path !== '/ticket/v4/list') throw new Error(`unexpected call ${endpoint.path}`);
    const tabPages = pages[input.query.tab] ?? [];
    return ok({ tickets: tabPages[input.query.page - 1] ?? [], page: input.query.page, hasMore: input.query.page < tabPages.length });
  });
};

const numbered = (index: number, overrides: Partial<Ticket> = {}) => ticketFixture({ ticketId: String(30 + index), ...overrides });

const open = async (path: string, page: React.ReactNode): Promise<Rendered> => {
  window.history.replaceState(null, '', path);
  const rendered = renderWithQuery(page);
  await waitFor(() => expect(rendered.container.querySelector('[aria-busy="true"]')).toBeNull());
  return rendered;
};

const cards = (container: Element) => [...container.querySelectorAll('[data-testid="ticket-card"]')];
const selectedTab = (container: Element) => container.querySelector('[role="tab"][aria-selected="true"]')?.textContent;

describe('ticket lists', () => {
  let rendered: Rendered | undefined;
  const navigations: Navigations = [];

  beforeEach(() => {
    mocks.call.mockReset();
    startTicketPage(navigations, '2026-06-24T00:00:10Z');
  });

  afterEach(() => {
    endTicketPage(rendered);
    rendered = undefined;
  });

  it('my-ticket opens on 待乘车; a card shows line, date, stops, rider, paid price and the check window', async () => {
    serve({ toRide: [[numbered(1)]] });
    rendered = await open('/udianbus/app/ticket/my-ticket.html', <MyTicketPage />);
    const { container } = rendered;
    expect(mocks.call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/ticket/v8/list' }),
      { query: { tab: 'toRide', page: 1, pageSize: 10 } },
      expect.anything(),
    );
    expect([...container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['待乘车', '已使用', '已退票', '已过期']);
    expect(selectedTab(container)).toBe('待乘车');
    const [card] = cards(container);
    expect(textOf(card)).toBe(
      'U101龙华—科技园 早班待乘车6月24日 周三 · 07:30 发车深圳北站 07:48南山科技园 08:30乘车人 张三12.50元检票时间 06:48–08:18出示乘车码',
    );
    expect(card?.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/ticket/ticket-info.html?ticketId=31');
  });

  it.each([
    ['used', '已使用', '已检票'],
    ['refunded', '已退票', '已退票'],
    ['expired', '已过期', '已过期'],
  ] as const)('?tab=%s lists that tab, its cards marked %s', async (tab, label, state) => {
    serve({ [tab]: [[numbered(1, { state: tab, checkedAt: tab === 'used' ? '2026-06-23T23:50:00.000Z' : null })]] });
    rendered = await open(`/udianbus/app/ticket/my-ticket.html?tab=${tab}`, <MyTicketPage />);
    const { container } = rendered;
    expect(selectedTab(container)).toBe(label);
    expect(textOf(cards(container)[0]?.querySelector('[data-testid="ticket-state"]'))).toBe(state);
    if (tab === 'used') expect(textOf(cards(container)[0])).toContain('检票时间 2026-06-24 07:50');
  });

  it('a ticket of a stopped departure is listed under 已退票 as 已停运 with the reason', async () => {
    serve({ refunded: [[numbered(1, { status: 'refunded', state: 'stopped', stopReason: '车辆故障', refundable: false })]] });
    rendered = await open('/udianbus/app/ticket/my-ticket.html?tab=refunded', <MyTicketPage />);
    const [card] = cards(rendered.container);
    expect(textOf(card?.querySelector('[data-testid="ticket-state"]'))).toBe('已停运');
    expect(textOf(card)).toContain('停运原因：车辆故障，已全额退款');
  });

  it('a ticket of a crowdfunded line still gathering is listed under 待乘车 as 待成团, with no ride code', async () => {
    serve({ toRide: [[numbered(1, { state: 'gathering' }), numbered(2)]] });
    rendered = await open('/udianbus/app/ticket/my-ticket.html', <MyTicketPage />);
    const [gathering, toRide] = cards(rendered.container);
    expect(textOf(gathering?.querySelector('[data-testid="ticket-state"]'))).toBe('待成团');
    expect(textOf(gathering)).toContain('线路成团后车票生效');
    expect(textOf(gathering)).not.toContain('出示乘车码');
    expect(textOf(toRide)).toContain('出示乘车码');
  });

  it('switching tabs replaces the URL, so Back from a ticket comes to the same tab', async () => {
    serve({});
    rendered = await open('/udianbus/app/ticket/my-ticket.html', <MyTicketPage />);
    act(() => buttonNamed(rendered!.container, '已退票')?.click());
    expect(navigations).toEqual([['/udianbus/app/ticket/my-ticket.html?tab=refunded', true]]);
  });

  it('loads more pages while the server has more, then says there are no more', async () => {
    serve({ used: [[numbered(1, { state: 'used' }), numbered(2, { state: 'used' })], [numbered(3, { state: 'used' })]] });
    rendered = await open('/udianbus/app/ticket/my-ticket.html?tab=used', <MyTicketPage />);
    const { container } = rendered;
    expect(cards(container)).toHaveLength(2);
    act(() => buttonNamed(container, '加载更多')?.click());
    await waitFor(() => expect(cards(container)).toHaveLength(3));
    expect(mocks.call).toHaveBeenLastCalledWith(
      expect.objectContaining({ path: '/ticket/v8/list' }),
      { query: { tab: 'used', page: 2, pageSize: 10 } },
      expect.anything(),
    );
    expect(buttonNamed(container, '加载更多')).toBeUndefined();
    expect(container.textContent).toContain('没有更多车票了');
  });

  it.each([
    ['toRide', '暂无待乘车的车票', true],
    ['expired', '暂无已过期的车票', false],
    ['nonsense', '暂无待乘车的车票', true],
  ])('an empty %s tab says %s', async (tab, title, hasBuyLink) => {
    serve({});
    rendered = await open(`/udianbus/app/ticket/my-ticket.html?tab=${tab}`, <MyTicketPage />);
    expect(rendered.container.textContent).toContain(title);
    const buy = [...rendered.container.querySelectorAll('a')].find((link) => link.textContent === '去购票');
    expect(buy?.getAttribute('href')).toBe(hasBuyLink ? '/udianbus/app/home/line-list.html' : undefined);
  });

  it('the older section’s /ydbus/ticket asks /ticket/v4/list and shows the same cards', async () => {
    serve({ toRide: [[numbered(1)]] });
    rendered = await open('/ydbus/ticket.html', <LegacyTicketPage />);
    expect(mocks.call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/ticket/v4/list', prefix: '/ydbus-api' }),
      { query: { tab: 'toRide', page: 1, pageSize: 10 } },
      expect.anything(),
    );
    expect(cards(rendered.container)).toHaveLength(1);
    act(() => buttonNamed(rendered!.container, '已使用')?.click());
    expect(navigations).toEqual([['/ydbus/ticket.html?tab=used', true]]);
  });

  it('my-trip shows coming rides (to ride) and past rides (used)', async () => {
    serve({ toRide: [[numbered(1)]], used: [[numbered(2, { state: 'used' }), numbered(3, { state: 'used' })]] });
    rendered = await open('/udianbus/app/my-trip.html', <MyTripPage />);
    expect([...rendered.container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['即将出行', '历史行程']);
    expect(cards(rendered.container)).toHaveLength(1);
    rendered.unmount();
    rendered = await open('/udianbus/app/my-trip.html?tab=past', <MyTripPage />);
    expect(selectedTab(rendered.container)).toBe('历史行程');
    expect(cards(rendered.container)).toHaveLength(2);
  });
});
