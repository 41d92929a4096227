import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn(), clear: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));

import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { endTicketPage, ok, startTicketPage, type Navigations } from './page-test-session';
import { ticketFixture, windowCodes } from './ticket.fixture';
import { TicketInfoPage } from './ticket-info-page';

/** A ticket of a line whose driver takes a transit card swipe shows the passenger's bound cards (decision 053). */

const card = (cardId: string, schemeLabel: string, tail: string) => ({
  cardId,
  scheme: 'shenzhenTong',
  schemeLabel,
  number: `68452${tail}`,
  displayNumber: `68452${tail}(4)`,
  tail,
  boundAt: '2026-06-20T00:00:00.000Z',
});

const serve = (ticket: ReturnType<typeof ticketFixture>, cards: ReturnType<typeof card>[]) => {
  mocks.call.mockImplementation(async (endpoint: { path: string }) => {
    switch (endpoint.path) {
      case '/ticket/query':
        return ok(ticket);
      case '/ticket/rideCode/query':
        return ok(windowCodes(ticketFixture()));
      case '/line_eta/location/queryByTicket':
        return ok({ vehicle: null, position: null, isLive: false, board: { stationId: '9002', name: '深圳北站', lng: 114.0295, lat: 22.6097 }, stops: [], shape: [] });
      case '/user/transit-card/list':
        return ok({ cards, limit: 5 });
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

const open = async (): Promise<Rendered> => {
  window.history.replaceState(null, '', '/udianbus/app/ticket/ticket-info.html?ticketId=31');
  const rendered = renderWithQuery(<TicketInfoPage />);
  await waitFor(() => expect(rendered.container.querySelector('[data-testid="trip"]')).not.toBeNull(), 4000);
  return rendered;
};

const section = (rendered: Rendered) => rendered.container.querySelector('[data-testid="transit-card"]');
const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);

describe('the transit card on a ticket', () => {
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

  it('shows each bound card by scheme and last four digits on a line that takes a swipe', async () => {
    serve(ticketFixture({ acceptsTransitCard: true }), [card('1', '深圳通', '3981'), card('2', '交通联合', '6789')]);
    rendered = await open();
    await waitFor(() => expect(textOf(section(rendered!))).toContain('尾号 3981'));
    const text = textOf(section(rendered));
    expect(text).toContain('本线路可刷交通卡上车');
    expect(text).toContain('深圳通尾号 3981');
    expect(text).toContain('交通联合尾号 6789');
    expect(text).not.toContain('684523981');
    expect(rendered.container.querySelector('[data-testid="transit-card"] a')?.getAttribute('href')).toBe('/udianbus/common/traffic-card.html');
  });

  it('leads to binding a card when none is bound', async () => {
    serve(ticketFixture({ acceptsTransitCard: true }), []);
    rendered = await open();
    await waitFor(() => expect(textOf(section(rendered!))).toContain('绑定交通卡'));
    expect(rendered.container.querySelector('[data-testid="transit-card"] a')?.getAttribute('href')).toBe('/udianbus/common/traffic-card/add.html');
  });

  it('says nothing of cards, and asks for none, on a line that takes no swipe', async () => {
    serve(ticketFixture(), [card('1', '深圳通', '3981')]);
    rendered = await open();
    expect(section(rendered)).toBeNull();
    expect(callsTo('/user/transit-card/list')).toHaveLength(0);
  });
});
