import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageEvent, RouteLocation } from './route-events';

const at = (pathname: string): RouteLocation => ({ pathname, search: '', hash: '', title: '优点巴士' });
const home = at('/udianbus/app/home.html');
const about = at('/udianbus/app/info/aboutUs.html');

describe('route events', () => {
  let events: typeof import('./route-events');

  beforeEach(async () => {
    vi.resetModules();
    events = await import('./route-events');
  });

  it('notifies every plugin with to, from and the navigation type', () => {
    const first = vi.fn();
    const second = vi.fn();
    events.registerRoutePlugin({ name: 'first', onRouteChange: first });
    events.registerRoutePlugin({ name: 'second', onRouteChange: second });
    events.notifyRouteChange(home, null, 'POP');
    events.notifyRouteChange(about, home, 'PUSH');
    expect(first.mock.calls).toEqual([
      [home, null, 'POP'],
      [about, home, 'PUSH'],
    ]);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('replaces a plugin registered again under the same name, and can unregister', () => {
    const old = vi.fn();
    const replacement = vi.fn();
    events.registerRoutePlugin({ name: 'log', onRouteChange: old });
    const unregister = events.registerRoutePlugin({ name: 'log', onRouteChange: replacement });
    events.notifyRouteChange(home, null, 'POP');
    unregister();
    events.notifyRouteChange(about, home, 'PUSH');
    expect(old).not.toHaveBeenCalled();
    expect(replacement).toHaveBeenCalledTimes(1);
  });

  it('keeps notifying the others when one plugin throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const healthy = vi.fn();
    events.registerRoutePlugin({ name: 'broken', onRouteChange: () => { throw new Error('boom'); } });
    events.registerRoutePlugin({ name: 'healthy', onRouteChange: healthy });
    expect(() => events.notifyRouteChange(home, null, 'POP')).not.toThrow();
    expect(healthy).toHaveBeenCalled();
  });

  it.each([
    ['PUSH', [{ type: 'enter', page: about }]],
    ['REPLACE', [{ type: 'enter', page: about }]],
    ['POP', [{ type: 'leave', page: home }, { type: 'enter', page: about }]],
  ] as const)('%s: page events %j', (navigationType, expected) => {
    const seen: PageEvent[] = [];
    events.onPageEvent((event) => seen.push(event));
    events.notifyRouteChange(about, home, navigationType);
    expect(seen).toEqual(expected);
  });

  it('enters the first page without a leave', () => {
    const seen: PageEvent[] = [];
    events.onPageEvent((event) => seen.push(event));
    events.notifyRouteChange(home, null, 'POP');
    expect(seen).toEqual([{ type: 'enter', page: home }]);
    expect(events.getCurrentRoute()).toBe(home);
  });
});
