import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ticket } from '@udian/contracts/schemas/tickets';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));

import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { CheckTicketPage } from './check-ticket-page';
import { endTicketPage, ok, refused, startTicketPage, type Navigations } from './page-test-session';
import { RIDE_CODES_KEY } from './ride-code-cache';
import { stepAt, ticketFixture, windowCodes } from './ticket.fixture';

type CheckBody = { ticketId: string; departureId: string; rideCode: string };

/** The server: the ticket, its codes, and /ticket/check answering `check(body)`. */
const serve = (ticket: Ticket, check: (body: CheckBody) => unknown) => {
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { body?: CheckBody }) => {
    switch (endpoint.path) {
      case '/ticket/query':
        return ok(ticket);
      case '/ticket/rideCode/query':
        return ok(windowCodes(ticket));
      case '/ticket/check':
        return check(input.body as CheckBody);
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

const open = async (search = '?ticketId=31'): Promise<Rendered> => {
  window.history.replaceState(null, '', `/ydbus/check-ticket.html${search}`);
  const rendered = renderWithQuery(<CheckTicketPage />);
  await waitFor(() => expect(rendered.container.querySelector('[aria-busy="true"]')).toBeNull());
  return rendered;
};

const checkCalls = () => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === '/ticket/check');

describe('check-ticket page', () => {
  let rendered: Rendered | undefined;
  const navigations: Navigations = [];

  beforeEach(() => {
    mocks.call.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
    startTicketPage(navigations, '2026-06-24T00:00:10Z');
  });

  afterEach(() => {
    endTicketPage(rendered);
    rendered = undefined;
  });

  it('确认检票 sends the ticket’s own departure and the code on screen, then shows 已检票 with the time', async () => {
    const ticket = ticketFixture();
    serve(ticket, () => ok({ ...ticket, status: 'used', state: 'used', checkedAt: '2026-06-24T00:00:12.000Z' }));
    rendered = await open();
    const { container } = rendered;
    await waitFor(() => expect(container.querySelector('svg[data-code]')).not.toBeNull());
    // The code moves on before the tap: the one sent is the one shown at the tap.
    act(() => vi.advanceTimersByTime(25_000));
    await act(() => buttonNamed(container, '确认检票')?.click());
    await waitFor(() => expect(container.querySelector('[data-testid="check-result"]')).not.toBeNull());
    expect(checkCalls()[0]?.[1]).toEqual({
      body: { ticketId: '31', departureId: '501', rideCode: `UD1.31.${stepAt('2026-06-24T00:00:35Z')}.sig` },
    });
    expect(textOf(container.querySelector('[data-testid="check-result"]'))).toBe('已检票检票时间 2026-06-24 08:00张三 · 深圳北站 上车，祝您乘车愉快');
    expect(container.querySelector('[data-testid="check-result"] svg.antd-mobile-icon')).not.toBeNull();
    expect(textOf(container.querySelector('[data-testid="ticket-banner"]'))).toContain('已检票');
    expect(buttonNamed(container, '确认检票')).toBeUndefined();
    expect(mocks.toast.success).toHaveBeenCalledWith('检票成功');
    // A checked ticket's codes are of no more use on this device.
    expect(localStorage.getItem(RIDE_CODES_KEY)).toBeNull();
  });

  it.each([
    [2703, '未到检票时间，检票将于 06:48 开始'],
    [2705, '该车票已检票，请勿重复检票'],
    [2702, '乘车码已过期，请打开车票页面刷新乘车码'],
  ])('a refusal (%i) shows the server’s message and keeps the form', async (code, desc) => {
    serve(ticketFixture(), () => refused(code, desc));
    rendered = await open();
    const { container } = rendered;
    await waitFor(() => expect(container.querySelector('svg[data-code]')).not.toBeNull());
    await act(() => buttonNamed(container, '确认检票')?.click());
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="check-failure"]'))).toBe(desc));
    expect(buttonNamed(container, '确认检票')?.disabled).toBe(false);
    expect(container.querySelector('[data-testid="check-result"]')).toBeNull();
  });

  it('before the window opens there is no code to send: the button waits and the page says when', async () => {
    vi.setSystemTime(new Date('2026-06-23T22:00:00Z'));
    serve(ticketFixture(), () => ok(ticketFixture()));
    rendered = await open();
    const { container } = rendered;
    await waitFor(() => expect(container.textContent).toContain('乘车码将在发车前 1 小时开放'));
    expect(buttonNamed(container, '确认检票')?.disabled).toBe(true);
    expect(container.textContent).toContain('未到检票时间，乘车码开放后即可检票');
    expect(checkCalls()).toHaveLength(0);
  });

  it('a ticket already checked shows 已检票 with its time and no form', async () => {
    serve(ticketFixture({ status: 'used', state: 'used', checkedAt: '2026-06-23T23:45:00.000Z' }), () => undefined);
    rendered = await open();
    const { container } = rendered;
    expect(textOf(container.querySelector('[data-testid="check-result"]'))).toContain('检票时间 2026-06-24 07:45');
    expect(buttonNamed(container, '确认检票')).toBeUndefined();
    expect(mocks.call.mock.calls.map(([endpoint]) => (endpoint as { path: string }).path)).toEqual(['/ticket/query']);
  });

  it('a refunded ticket cannot be checked', async () => {
    serve(ticketFixture({ status: 'refunded', state: 'refunded', refundable: false }), () => undefined);
    rendered = await open();
    expect(rendered.container.textContent).toContain('该车票已退票，无法检票');
    expect(buttonNamed(rendered.container, '确认检票')).toBeUndefined();
  });

  it('a ticket of a crowdfunded line still gathering cannot be checked', async () => {
    serve(ticketFixture({ state: 'gathering' }), () => undefined);
    rendered = await open();
    expect(rendered.container.textContent).toContain('线路尚未成团，成团后车票生效');
    expect(buttonNamed(rendered.container, '确认检票')).toBeUndefined();
  });

  it('another passenger’s ticket reads as not found, with the way to my tickets', async () => {
    mocks.call.mockResolvedValue(refused(1004, '车票不存在'));
    rendered = await open('?ticketId=99');
    expect(rendered.container.textContent).toContain('车票不存在');
    const link = [...rendered.container.querySelectorAll('a')].find((anchor) => anchor.textContent === '查看我的车票');
    expect(link?.getAttribute('href')).toBe('/udianbus/app/ticket/my-ticket.html');
  });

  it('a link without a ticket id says it is incomplete', async () => {
    rendered = await open('');
    expect(rendered.container.textContent).toContain('链接不完整');
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
