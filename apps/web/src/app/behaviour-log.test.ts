import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BehaviourEvent } from '@udian/contracts/endpoints/log/behaviour-log';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  location: null as null | { lng: number; lat: number },
}));

vi.mock('../api/client', () => ({ call: mocks.call }));
vi.mock('../lib/local-memory', () => {
  const memory = { get: (path: string, fallback?: unknown) => (path === 'location' ? (mocks.location ?? fallback) : fallback) };
  return { appMemory: memory, getAppMemory: () => memory };
});

import { ACTIVE_SINCE_KEY, VISIBILITY_EVENT } from './user-activity';
import type { RouteLocation } from './route-events';

const at = (pathname: string): RouteLocation => ({ pathname, search: '', hash: '', title: '优点巴士' });
const sentBatches = () =>
  mocks.call.mock.calls.map(([, input]) => (input as { body: { events: BehaviourEvent[] } }).body.events);
const sentEvents = () => sentBatches().flat();

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('behaviour log', () => {
  let log: typeof import('./behaviour-log');
  let events: typeof import('./route-events');
  let stop: () => void = () => undefined;

  beforeEach(async () => {
    vi.useFakeTimers({ now: new Date('2025-03-03T08:00:00+08:00') });
    vi.resetModules();
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    visibility = 'visible';
    sessionStorage.clear();
    mocks.call.mockReset();
    mocks.call.mockResolvedValue({ ok: true, data: { accepted: 1 }, meta: { code: 1, desc: '', timestamp: 1 } });
    mocks.location = null;
    events = await import('./route-events');
    log = await import('./behaviour-log');
    stop = log.startBehaviourLog();
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends page_change 1000 ms after a page enter while no location is known', async () => {
    events.notifyRouteChange(at('/udianbus/app/home.html'), null, 'POP');
    await vi.advanceTimersByTimeAsync(999);
    expect(mocks.call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sentEvents()).toEqual([
      expect.objectContaining({
        eventType: 'page_change',
        page: '/udianbus/app/home.html',
        fromPage: null,
        longitude: null,
        latitude: null,
        timestamp: new Date('2025-03-03T08:00:00+08:00').getTime(),
      }),
    ]);
  });

  it('sends page_change at once, with the point, when the location is known', async () => {
    mocks.location = { lng: 114.05454, lat: 22.52291 };
    events.notifyRouteChange(at('/udianbus/app/home.html'), null, 'POP');
    await vi.advanceTimersByTimeAsync(0);
    expect(sentEvents()).toEqual([expect.objectContaining({ longitude: 114.05454, latitude: 22.52291 })]);
  });

  it('goes to the log host through the request helper, silently', async () => {
    mocks.location = { lng: 1, lat: 1 };
    events.notifyRouteChange(at('/udianbus/app/home.html'), null, 'POP');
    await vi.advanceTimersByTimeAsync(0);
    const [endpoint, , options] = mocks.call.mock.calls[0] ?? [];
    expect(endpoint).toMatchObject({ method: 'POST', path: '/log/behaviour' });
    expect(options).toMatchObject({ baseUrl: '', failureToast: 'none' });
  });

  it('sends at most one batch every 3 s', async () => {
    mocks.location = { lng: 1, lat: 1 };
    const pages = ['/a.html', '/b.html', '/c.html', '/d.html'].map(at);
    events.notifyRouteChange(pages[0]!, null, 'POP');
    await vi.advanceTimersByTimeAsync(0);
    expect(sentBatches()).toHaveLength(1);
    events.notifyRouteChange(pages[1]!, pages[0]!, 'PUSH');
    await vi.advanceTimersByTimeAsync(500);
    events.notifyRouteChange(pages[2]!, pages[1]!, 'PUSH');
    await vi.advanceTimersByTimeAsync(500);
    events.notifyRouteChange(pages[3]!, pages[2]!, 'PUSH');
    await vi.advanceTimersByTimeAsync(1999);
    expect(sentBatches()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentBatches()).toHaveLength(2);
    expect(sentBatches()[1]?.map((event) => [event.page, event.fromPage])).toEqual([
      ['/b.html', '/a.html'],
      ['/c.html', '/b.html'],
      ['/d.html', '/c.html'],
    ]);
  });

  it('logs the page already on screen when it starts after the first navigation', async () => {
    stop();
    vi.resetModules();
    events = await import('./route-events');
    events.notifyRouteChange(at('/udianbus/app/info/aboutUs.html'), null, 'POP');
    log = await import('./behaviour-log');
    stop = log.startBehaviourLog();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sentEvents().map((event) => event.page)).toEqual(['/udianbus/app/info/aboutUs.html']);
  });

  it('records an active-use span from show to hide and sends it with keepalive', async () => {
    events.notifyRouteChange(at('/udianbus/app/home.html'), null, 'POP');
    await vi.advanceTimersByTimeAsync(1000);
    mocks.call.mockClear();
    const detail: boolean[] = [];
    window.addEventListener(VISIBILITY_EVENT, (event) => detail.push((event as CustomEvent<{ isVisible: boolean }>).detail.isVisible));

    setVisibility('hidden');
    const shownAt = Date.now() + 5000;
    await vi.advanceTimersByTimeAsync(5000);
    setVisibility('visible');
    expect(sessionStorage.getItem(ACTIVE_SINCE_KEY)).toBe(String(shownAt));
    await vi.advanceTimersByTimeAsync(42_000);
    setVisibility('hidden');

    expect(detail).toEqual([false, true, false]);
    const spans = sentEvents().filter((event) => event.eventType === 'user_activate');
    expect(spans.at(-1)).toMatchObject({
      startTime: shownAt,
      endTime: shownAt + 42_000,
      duration: 42_000,
      page: '/udianbus/app/home.html',
    });
    expect(mocks.call.mock.calls.at(-1)?.[2]).toMatchObject({ isKeepalive: true, failureToast: 'none' });
    expect(sessionStorage.getItem(ACTIVE_SINCE_KEY)).toBeNull();
  });

  it('flushes queued page changes with the span when the page hides', async () => {
    mocks.location = { lng: 1, lat: 1 };
    events.notifyRouteChange(at('/a.html'), null, 'POP');
    await vi.advanceTimersByTimeAsync(0);
    events.notifyRouteChange(at('/b.html'), at('/a.html'), 'PUSH');
    await vi.advanceTimersByTimeAsync(100);
    setVisibility('hidden');
    const lastBatch = sentBatches().at(-1) ?? [];
    expect(lastBatch.map((event) => event.eventType)).toEqual(['page_change', 'user_activate']);
  });
});
