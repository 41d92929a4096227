import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  copyText: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn(), clear: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../../lib/clipboard', () => ({ copyText: mocks.copyText }));

import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { endTicketPage, offline, ok, startTicketPage, type Navigations } from './page-test-session';
import { saveRideCodes } from './ride-code-cache';
import { stepAt, ticketFixture, windowCodes } from './ticket.fixture';
import { TicketInfoPage } from './ticket-info-page';

const vehicle = { plate: '粤B12345', driverName: '王师傅', driverPhone: '13900001111' };

const location = (position: { lng: number; lat: number } | null) => ({
  vehicle,
  position: position ? { ...position, speedKmh: 32, heading: 90, recordedAt: '2026-06-24T00:00:05.000Z' } : null,
  isLive: position !== null,
  board: { stationId: '9002', name: '深圳北站', lng: 114.0295, lat: 22.6097 },
  stops: [
    { seq: 1, name: '清湖', lng: 114.0306, lat: 22.6745 },
    { seq: 2, name: '深圳北站', lng: 114.0295, lat: 22.6097 },
    { seq: 3, name: '南山科技园', lng: 113.953, lat: 22.5405 },
  ],
  shape: [],
});

type Server = { ticket: () => unknown; position?: () => { lng: number; lat: number } | null };

const serve = ({ ticket, position = () => null }: Server) => {
  mocks.call.mockImplementation(async (endpoint: { path: string }) => {
    switch (endpoint.path) {
      case '/ticket/query':
        return ticket();
      case '/ticket/rideCode/query':
        return ok(windowCodes(ticketFixture()));
      case '/line_eta/location/queryByTicket':
        return ok(location(position()));
      case '/ticket/share':
        return ok({ shareToken: 'tok.en', path: '/udianbus/common/share-ticket.html?token=tok.en', expiresAt: '2026-06-24T00:18:00.000Z' });
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

const open = async (): Promise<Rendered> => {
  window.history.replaceState(null, '', '/udianbus/app/ticket/ticket-info.html?ticketId=31');
  const rendered = renderWithQuery(<TicketInfoPage />);
  await waitFor(() => expect(rendered.container.querySelector('[aria-busy="true"]')).toBeNull(), 4000);
  return rendered;
};

const linkNamed = (container: Element, text: string) => [...container.querySelectorAll('a')].find((link) => textOf(link) === text);
const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);

describe('ticket-info page', () => {
  let rendered: Rendered | undefined;
  const navigations: Navigations = [];

  beforeEach(() => {
    mocks.call.mockReset();
    mocks.copyText.mockReset().mockResolvedValue(true);
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
    startTicketPage(navigations, '2026-06-24T00:00:10Z');
  });

  afterEach(() => {
    endTicketPage(rendered);
    rendered = undefined;
  });

  it('shows the ride code, the trip, the bus and driver, the rider and what was paid', async () => {
    serve({ ticket: () => ok(ticketFixture({ vehicle })) });
    rendered = await open();
    const { container } = rendered;
    expect(textOf(container.querySelector('[data-testid="ticket-banner"]'))).toBe(
      'U101龙华—科技园 早班待乘车6月24日 周三 · 07:30 发车请在检票时间内出示乘车码上车',
    );
    expect(container.querySelector('svg[data-code]')?.getAttribute('data-code')).toBe(`UD1.31.${stepAt('2026-06-24T00:00:10Z')}.sig`);
    expect(textOf(container.querySelector('[data-testid="trip"]'))).toBe('行程上车站点深圳北站 07:48下车站点南山科技园 08:30检票时间06:48–08:18');
    expect(textOf(container.querySelector('[data-testid="vehicle"]'))).toBe('车辆信息车牌号粤B12345司机王师傅联系司机13900001111');
    expect(linkNamed(container, '13900001111')?.getAttribute('href')).toBe('tel:13900001111');
    expect(textOf(container.querySelector('[data-testid="rider"]'))).toBe(
      '车票信息乘车人张三 1101**********002X票价15.00元实付12.50元订单号UD20260620081500123456',
    );
    expect(linkNamed(container, '检票')?.getAttribute('href')).toBe('/ydbus/check-ticket.html?ticketId=31');
    expect(linkNamed(container, '退票')?.getAttribute('href')).toBe('/ydbus/refund-ticket.html?orderNo=UD20260620081500123456&ticketId=31');
    expect(linkNamed(container, '退票规则')?.getAttribute('href')).toBe('/udianbus/app/refund-rule.html?lineId=101');
    // The get-on / get-off reminder is offered, off until the passenger turns it on.
    expect(textOf(container.querySelector('[data-testid="ride-reminder"]'))).toContain('上车提醒深圳北站');
    expect(container.querySelectorAll('[data-testid="ride-reminder"] input:checked')).toHaveLength(0);
  });

  it('before a bus is assigned it says so; a ticket not refundable offers no refund', async () => {
    serve({ ticket: () => ok(ticketFixture({ refundable: false })) });
    rendered = await open();
    expect(textOf(rendered.container.querySelector('[data-testid="vehicle"]'))).toContain('车辆和司机尚未安排');
    expect(linkNamed(rendered.container, '退票')).toBeUndefined();
    expect(linkNamed(rendered.container, '检票')).toBeDefined();
  });

  it('asks where the bus is every 15 s: no position yet, then the bus on the map', async () => {
    let position: { lng: number; lat: number } | null = null;
    serve({ ticket: () => ok(ticketFixture({ vehicle })), position: () => position });
    rendered = await open();
    const { container } = rendered;
    const map = () => textOf(container.querySelector('[data-testid="ticket-map"]'));
    await waitFor(() => expect(map()).toContain('暂无车辆实时位置'));
    expect(callsTo('/line_eta/location/queryByTicket')).toHaveLength(1);

    position = { lng: 114.02, lat: 22.62 };
    act(() => vi.advanceTimersByTime(15_000));
    await waitFor(() => expect(map()).toContain('车辆实时位置 · 08:00 更新 · 32 公里/小时'));
    expect(callsTo('/line_eta/location/queryByTicket')).toHaveLength(2);
    await waitFor(() => expect(container.querySelector('[data-testid="route-map"]')).not.toBeNull(), 4000);
    await waitFor(() => expect([...container.querySelectorAll('.leaflet-marker-icon')].map((icon) => icon.textContent)).toContain('车'));
  });

  it('a used ticket shows when it was checked, and no code, check or share', async () => {
    serve({ ticket: () => ok(ticketFixture({ status: 'used', state: 'used', checkedAt: '2026-06-23T23:45:00.000Z', refundable: false })) });
    rendered = await open();
    const { container } = rendered;
    expect(textOf(container.querySelector('[data-testid="ticket-banner"]'))).toContain('已于 2026-06-24 07:45 检票');
    expect(container.querySelector('[data-testid="ride-code"]')).toBeNull();
    expect(linkNamed(container, '检票')).toBeUndefined();
    expect(buttonNamed(container, '分享给同行人')).toBeUndefined();
    expect(callsTo('/ticket/rideCode/query')).toHaveLength(0);
  });

  it('a ticket of a stopped departure says 已停运 with the reason and the full refund, and offers no code or share', async () => {
    serve({ ticket: () => ok(ticketFixture({ status: 'refunded', state: 'stopped', stopReason: '车辆故障', refundable: false })) });
    rendered = await open();
    const { container } = rendered;
    const banner = textOf(container.querySelector('[data-testid="ticket-banner"]'));
    expect(banner).toContain('已停运');
    expect(banner).toContain('班次因车辆故障停运，车票已全额退款，款项原路退回');
    expect(container.querySelector('[data-testid="ride-code"]')).toBeNull();
    expect(buttonNamed(container, '分享给同行人')).toBeUndefined();
    expect(callsTo('/ticket/rideCode/query')).toHaveLength(0);
  });

  it('a ticket waiting for its crowdfunded line to gather says 待成团, and offers no code, check or share', async () => {
    serve({ ticket: () => ok(ticketFixture({ state: 'gathering' })) });
    rendered = await open();
    const { container } = rendered;
    const banner = textOf(container.querySelector('[data-testid="ticket-banner"]'));
    expect(banner).toContain('待成团');
    expect(banner).toContain('线路成团后车票生效');
    expect(container.querySelector('[data-testid="ride-code"]')).toBeNull();
    expect(linkNamed(container, '检票')).toBeUndefined();
    expect(buttonNamed(container, '分享给同行人')).toBeUndefined();
    expect(callsTo('/ticket/rideCode/query')).toHaveLength(0);
  });

  it('分享给同行人 makes a link, copies it and shows it', async () => {
    serve({ ticket: () => ok(ticketFixture()) });
    rendered = await open();
    const { container } = rendered;
    await act(() => buttonNamed(container, '分享给同行人')?.click());
    const url = `${window.location.origin}/udianbus/common/share-ticket.html?token=tok.en`;
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="share-url"]'))).toBe(url));
    expect(callsTo('/ticket/share')[0]?.[1]).toEqual({ body: { ticketId: '31' } });
    expect(mocks.copyText).toHaveBeenCalledWith(url);
    expect(mocks.toast.success).toHaveBeenCalledWith('链接已复制');
    expect(textOf(container.querySelector('[data-testid="share-link"]'))).toContain('2026-06-24 08:18 前有效');
    const preview = [...container.querySelectorAll('[data-testid="share-link"] a')].find((a) => textOf(a) === '查看同行人看到的页面');
    expect(preview?.getAttribute('href')).toBe('/udianbus/common/share-ticket.html?token=tok.en');
  });

  it('offline, the ticket cannot load but the kept ride code still shows and rotates', async () => {
    const ticket = ticketFixture();
    saveRideCodes({ owner: '7', ticket, set: windowCodes(ticket), clockOffsetMs: 0, savedAt: 0 });
    serve({ ticket: offline });
    rendered = await open();
    const { container } = rendered;
    await waitFor(() => expect(container.querySelector('svg[data-code]')).not.toBeNull(), 4000);
    expect(container.textContent).toContain('当前无网络，显示已保存的乘车码');
    expect(container.textContent).toContain('车票加载失败');
    act(() => vi.advanceTimersByTime(20_000));
    expect(container.querySelector('svg[data-code]')?.getAttribute('data-code')).toBe(`UD1.31.${stepAt('2026-06-24T00:00:30Z')}.sig`);
  });
});
