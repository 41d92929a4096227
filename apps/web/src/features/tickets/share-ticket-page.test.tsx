import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { clearLoginInfo } from '../../lib/login-info';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { endTicketPage, offline, ok, refused, startTicketPage, type Navigations } from './page-test-session';
import { ShareTicketPage } from './share-ticket-page';
import { stepAt, ticketFixture, windowCodes } from './ticket.fixture';

const { passengerIdNumber: _idNumber, vehicle: _vehicle, ...shared } = ticketFixture();
const sharedTicket = { ...shared, vehicle: { plate: '粤B12345', driverName: '王师傅' } };

const open = async (search = '?token=tok.en'): Promise<Rendered> => {
  window.history.replaceState(null, '', `/udianbus/common/share-ticket.html${search}`);
  const rendered = renderWithQuery(<ShareTicketPage />);
  await waitFor(() => expect(rendered.container.querySelector('[aria-busy="true"]')).toBeNull(), 4000);
  return rendered;
};

const shownCode = (container: Element) => container.querySelector('svg[data-code]')?.getAttribute('data-code') ?? null;

describe('share-ticket page', () => {
  let rendered: Rendered | undefined;
  const navigations: Navigations = [];

  beforeEach(() => {
    mocks.call.mockReset();
    startTicketPage(navigations, '2026-06-24T00:00:10Z');
    // A companion opens the link without an account.
    clearLoginInfo();
  });

  afterEach(() => {
    endTicketPage(rendered);
    rendered = undefined;
  });

  it('shows the shared ticket and its rotating code without logging in, and no driver phone', async () => {
    mocks.call.mockResolvedValue(ok({ ticket: sharedTicket, rideCodes: windowCodes(ticketFixture()) }));
    rendered = await open();
    const { container } = rendered;
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/ticket/share/query' }), { query: { token: 'tok.en' } }, expect.anything());
    expect(textOf(container.querySelector('[data-testid="ticket-banner"]'))).toContain('龙华—科技园 早班');
    expect(shownCode(container)).toBe(`UD1.31.${stepAt('2026-06-24T00:00:10Z')}.sig`);
    expect(textOf(container.querySelector('[data-testid="vehicle"]'))).toBe('车辆信息车牌号粤B12345司机王师傅');
    expect(container.textContent).not.toContain('请先登录');
    act(() => vi.advanceTimersByTime(20_000));
    expect(shownCode(container)).toBe(`UD1.31.${stepAt('2026-06-24T00:00:30Z')}.sig`);
  });

  it('a bad or expired link shows the server’s message', async () => {
    mocks.call.mockResolvedValue(refused(2708, '分享链接无效或已过期，请联系分享人重新分享'));
    rendered = await open('?token=forged');
    expect(rendered.container.textContent).toContain('无法查看车票');
    expect(rendered.container.textContent).toContain('分享链接无效或已过期，请联系分享人重新分享');
  });

  it('a link without a token says it is invalid without asking the server', async () => {
    rendered = await open('');
    expect(rendered.container.textContent).toContain('分享链接无效或已过期');
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('a ticket already checked has no code to show', async () => {
    mocks.call.mockResolvedValue(ok({ ticket: { ...sharedTicket, status: 'used', state: 'used', checkedAt: '2026-06-23T23:45:00.000Z' }, rideCodes: null }));
    rendered = await open();
    expect(shownCode(rendered.container)).toBeNull();
    expect(rendered.container.textContent).toContain('车票已检票或已退票，无需再出示乘车码');
  });

  it('opened again offline, the link still shows the kept code', async () => {
    mocks.call.mockResolvedValue(ok({ ticket: sharedTicket, rideCodes: windowCodes(ticketFixture()) }));
    rendered = await open();
    rendered.unmount();
    mocks.call.mockResolvedValue(offline());
    act(() => vi.advanceTimersByTime(60_000));
    rendered = await open();
    await waitFor(() => expect(shownCode(rendered!.container)).toBe(`UD1.31.${stepAt('2026-06-24T00:01:10Z')}.sig`), 4000);
    expect(rendered.container.textContent).toContain('当前无网络，显示已保存的乘车码');
  });
});
