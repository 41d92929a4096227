import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ticket } from '@udian/contracts/schemas/tickets';

const mocks = vi.hoisted(() => ({ call: vi.fn(), toast: { clear: vi.fn(), fail: vi.fn(), offline: vi.fn(), info: vi.fn(), success: vi.fn() } }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));

import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { BusCodePage } from './bus-code-page';
import { endTicketPage, offline, ok, startTicketPage, type Navigations } from './page-test-session';
import { RIDE_CODES_KEY } from './ride-code-cache';
import { stepAt, ticketFixture, windowCodes } from './ticket.fixture';

type Server = { list: () => unknown; codes: (ticketId: string) => unknown };

const serve = (server: Server) => {
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query: { ticketId: string } }) => {
    if (endpoint.path === '/ticket/v8/list') return server.list();
    if (endpoint.path === '/ticket/rideCode/query') return server.codes(input.query.ticketId);
    throw new Error(`unexpected call ${endpoint.path}`);
  });
};

const online = (tickets: Ticket[]): Server => ({
  list: () => ok({ tickets, page: 1, hasMore: false }),
  codes: (ticketId) => ok(windowCodes(tickets.find((ticket) => ticket.ticketId === ticketId) as Ticket)),
});

const open = async (): Promise<Rendered> => {
  window.history.replaceState(null, '', '/udianbus/app/bus-code.html');
  const rendered = renderWithQuery(<BusCodePage />);
  await waitFor(() => expect(rendered.container.querySelector('[aria-busy="true"]')).toBeNull(), 4000);
  return rendered;
};

const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);
const shownCode = (container: Element) => container.querySelector('svg[data-code]')?.getAttribute('data-code') ?? null;
const timer = (container: Element) => textOf(container.querySelector('[role="timer"]'));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('bus-code page', () => {
  let rendered: Rendered | undefined;
  const navigations: Navigations = [];

  beforeEach(() => {
    mocks.call.mockReset();
    mocks.toast.clear.mockClear();
    // 08:00:10 in Shanghai, inside the 06:48–08:18 check window of the fixture's ticket.
    startTicketPage(navigations, '2026-06-24T00:00:10Z');
  });

  afterEach(() => {
    endTicketPage(rendered);
    rendered = undefined;
  });

  it('shows the next ticket’s code for the current step, big, and rotates it every 30 s', async () => {
    serve(online([ticketFixture()]));
    rendered = await open();
    const { container } = rendered;
    await waitFor(() => expect(shownCode(container)).not.toBeNull());
    expect(textOf(container.querySelector('header'))).toBe('U101龙华—科技园 早班6月24日 周三 · 07:30 发车深圳北站 07:48 上车 → 南山科技园');
    expect(shownCode(container)).toBe(`UD1.31.${stepAt('2026-06-24T00:00:10Z')}.sig`);
    expect(timer(container)).toBe('20 秒后自动刷新');

    tick(1000);
    expect(timer(container)).toBe('19 秒后自动刷新');
    tick(19_000);
    expect(shownCode(container)).toBe(`UD1.31.${stepAt('2026-06-24T00:00:30Z')}.sig`);
    expect(timer(container)).toBe('30 秒后自动刷新');
    // The list is kept on the device for offline use.
    expect(localStorage.getItem(RIDE_CODES_KEY)).toContain(`UD1.31.${stepAt('2026-06-24T00:00:30Z')}.sig`);
  });

  it('offline, it still shows and rotates the kept code of the current step', async () => {
    serve(online([ticketFixture()]));
    rendered = await open();
    await waitFor(() => expect(shownCode(rendered!.container)).not.toBeNull());
    rendered.unmount();

    // Ten minutes later, without network.
    tick(10 * 60_000);
    serve({ list: offline, codes: offline });
    rendered = await open();
    const { container } = rendered;
    await waitFor(() => expect(shownCode(container)).toBe(`UD1.31.${stepAt('2026-06-24T00:10:10Z')}.sig`), 4000);
    expect(container.textContent).toContain('当前无网络，显示已保存的乘车码');
    expect(container.textContent).toContain('龙华—科技园 早班');
    // The failed call's network toast must not cover the code.
    expect(mocks.toast.clear).toHaveBeenCalled();
    tick(20_000);
    expect(shownCode(container)).toBe(`UD1.31.${stepAt('2026-06-24T00:10:30Z')}.sig`);
  });

  it('offline with nothing kept, it says so and offers to try again', async () => {
    serve({ list: offline, codes: offline });
    rendered = await open();
    const { container } = rendered;
    expect(shownCode(container)).toBeNull();
    expect(container.textContent).toContain('网络不可用，无法获取乘车码');
    expect(buttonNamed(container, '重试')).toBeDefined();
  });

  it('the ride code stays offline when only the code call fails after the list arrived', async () => {
    serve({ ...online([ticketFixture()]), codes: offline });
    rendered = await open();
    const { container } = rendered;
    await waitFor(() => expect(container.textContent).toContain('网络不可用，请联网后刷新'), 4000);
    expect(shownCode(container)).toBeNull();
  });

  it('before the window opens it says when the code will be there', async () => {
    vi.setSystemTime(new Date('2026-06-23T22:00:00Z'));
    serve(online([ticketFixture()]));
    rendered = await open();
    const { container } = rendered;
    await waitFor(() => expect(container.textContent).toContain('乘车码将在发车前 1 小时开放'));
    expect(container.textContent).toContain('开放时间：6月24日 06:48');
    expect(shownCode(container)).toBeNull();
    // At 06:48 it appears by itself.
    tick(48 * 60_000);
    expect(shownCode(container)).toBe(`UD1.31.${stepAt('2026-06-23T22:48:00Z')}.sig`);
  });

  it('switches between the riders of the same departure', async () => {
    const second = ticketFixture({ ticketId: '32', passengerName: '李四' });
    const later = ticketFixture({ ticketId: '40', departureId: '502', serviceDate: '2026-06-25' });
    serve(online([ticketFixture(), second, later]));
    rendered = await open();
    const { container } = rendered;
    await waitFor(() => expect(shownCode(container)).toContain('UD1.31.'));
    expect([...container.querySelectorAll('[aria-label="乘车人"] button')].map((button) => button.textContent)).toEqual(['张三', '李四']);
    act(() => buttonNamed(container, '李四')?.click());
    await waitFor(() => expect(shownCode(container)).toContain('UD1.32.'));
  });

  it('skips the tickets of a crowdfunded line still gathering: they have no code yet', async () => {
    const gathering = ticketFixture({ ticketId: '30', departureId: '500', state: 'gathering', line: { lineId: '201', lineCode: 'C201', lineName: '清湖—科技园 定制' } });
    serve(online([gathering, ticketFixture()]));
    rendered = await open();
    await waitFor(() => expect(shownCode(rendered!.container)).toBe(`UD1.31.${stepAt('2026-06-24T00:00:10Z')}.sig`));
    expect(textOf(rendered.container.querySelector('header'))).toContain('U101');
    expect(callsTo('/ticket/rideCode/query').map(([, input]) => (input as { query: { ticketId: string } }).query.ticketId)).toEqual(['31']);
  });

  it('without a ticket to ride it says so with a way to buy', async () => {
    serve(online([]));
    rendered = await open();
    expect(rendered.container.textContent).toContain('暂无待乘车的车票');
    const buy = [...rendered.container.querySelectorAll('a')].find((link) => link.textContent === '去购票');
    expect(buy?.getAttribute('href')).toBe('/udianbus/app/home/line-list.html');
  });
});
