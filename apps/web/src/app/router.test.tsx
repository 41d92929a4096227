import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOST_BRIDGE_GLOBAL } from '../platform/host-bridge';
import type { BrowserHistory } from './browser-history';
import { navigateTo, registerNavigator } from './navigation';
import type { PageEntry } from './page-paths';
import { onPageEvent, registerRoutePlugin, type RouteLocation } from './route-events';
import { runRouteGuards, type RouteGuard } from './route-guards';
import { AppRouter, findPage, guardNavigation, startRouter } from './router';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the page table as routes', () => {
  it.each([
    ['/udianbus/app/home.html', '/udianbus/app/home'],
    ['/udianbus/app/info/agreement.html', '/udianbus/app/info/agreement'],
    ['/udianbus/app/info/privacyPolicy.html', '/udianbus/app/info/privacyPolicy'],
    ['/udianbus/app/info/aboutUs.html', '/udianbus/app/info/aboutUs'],
  ])('%s is a page', (pathname, path) => {
    expect(findPage(pathname)?.path).toBe(path);
  });

  it.each([['/udianbus/app/suggestion-box.html'], ['/no/such/page.html'], ['/udianbus/app/home']])(
    '%s has no page (a page-shaped path the spec does not name, unknown, or without .html)',
    (pathname) => {
      expect(findPage(pathname)).toBeUndefined();
    },
  );
});

describe('route guard', () => {
  const setTitle = vi.fn();
  beforeEach(() => {
    (window as unknown as Record<string, unknown>)[HOST_BRIDGE_GLOBAL] = { setTitle };
    setTitle.mockClear();
  });
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[HOST_BRIDGE_GLOBAL];
  });

  it('sets the title in the document and in the host bridge', () => {
    const entry: PageEntry = { path: '/udianbus/app/refund-rule', title: '退票规则', isGuarded: true };
    document.title = '优点巴士';
    expect(runRouteGuards({ entry, title: '退票规则' })).toBeUndefined();
    expect(document.title).toBe('退票规则');
    expect(setTitle).toHaveBeenCalledWith('退票规则');
  });

  it('does nothing for a page that is not guarded', () => {
    const state = { location: { pathname: '/udianbus/app/home.html', search: '', hash: '', key: 'k' }, action: 'PUSH' as const };
    expect(guardNavigation(state)).toBeUndefined();
    expect(setTitle).not.toHaveBeenCalled();
  });

  it('works without a host bridge', () => {
    delete (window as unknown as Record<string, unknown>)[HOST_BRIDGE_GLOBAL];
    const entry: PageEntry = { path: '/udianbus/app/demand-station', title: '地图选站', isGuarded: true };
    expect(runRouteGuards({ entry, title: '地图选站' })).toBeUndefined();
    expect(document.title).toBe('地图选站');
  });

  it('stops at the first guard that redirects', () => {
    const later = vi.fn<RouteGuard>();
    const entry: PageEntry = { path: '/udianbus/app/demand-collection', isGuarded: true };
    const result = runRouteGuards({ entry, title: '需求征集' }, [() => ({ redirectTo: '/udianbus/app/login.html' }), later]);
    expect(result).toEqual({ redirectTo: '/udianbus/app/login.html' });
    expect(later).not.toHaveBeenCalled();
  });
});

describe('AppRouter', () => {
  let container: HTMLDivElement;
  let root: Root;
  let history: BrowserHistory;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    registerNavigator(() => undefined);
  });

  const mount = async (url: string) => {
    window.history.replaceState(null, '', url);
    history = startRouter();
    root = createRoot(container);
    await act(async () => root.render(<AppRouter history={history} />));
  };

  it('fixes the entry URL, titles pages and tells the plugins about every change', async () => {
    const changes: Array<[string, string | null, string]> = [];
    const pageEvents: string[] = [];
    registerRoutePlugin({
      name: 'test',
      onRouteChange: (to: RouteLocation, from: RouteLocation | null, type) => changes.push([to.pathname, from?.pathname ?? null, type]),
    });
    onPageEvent((event) => pageEvents.push(`${event.type} ${event.page.pathname}`));

    await mount('/udianbus/app/home?channelId=20001#top');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/udianbus/app/home.html?channelId=20001#top');
    await vi.waitFor(() => expect(changes).toHaveLength(1));
    expect(document.title).toBe('优点巴士');

    await act(async () => navigateTo('/udianbus/app/info/agreement.html'));
    await vi.waitFor(() => expect(changes).toHaveLength(2));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await vi.waitFor(() => expect(changes).toHaveLength(3));

    expect(changes.slice(0, 3)).toEqual([
      ['/udianbus/app/home.html', null, 'POP'],
      ['/udianbus/app/info/agreement.html', '/udianbus/app/home.html', 'PUSH'],
      ['/udianbus/app/home.html', '/udianbus/app/info/agreement.html', 'POP'],
    ]);
    expect(pageEvents.slice(0, 4)).toEqual([
      'enter /udianbus/app/home.html',
      'enter /udianbus/app/info/agreement.html',
      'leave /udianbus/app/info/agreement.html',
      'enter /udianbus/app/home.html',
    ]);
  });

  it('renders the real not-found page for an unknown path', async () => {
    await mount('/udianbus/app/no-such-page.html');
    expect(container.textContent).toContain('页面不存在');
  });

  it('renders the not-found page for a page-shaped path the spec does not name', async () => {
    await mount('/udianbus/app/user-center/suggestion.html');
    expect(container.textContent).toContain('页面不存在');
  });

  it('sends / to the home page', async () => {
    await mount('/');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/udianbus/app/home.html'));
  });
});
