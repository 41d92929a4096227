import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const hostState = vi.hoisted(() => ({ host: 'browser' }));
vi.mock('../platform/host-context', () => ({ getHostContext: () => ({ host: hostState.host }) }));

import { getCurrentRouterPath, getHref, toRouterPath } from './paths';

describe('getHref', () => {
  beforeEach(() => {
    hostState.host = 'browser';
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    ['/udianbus/app/home', undefined, '/udianbus/app/home.html'],
    ['/udianbus/app/home.html', undefined, '/udianbus/app/home.html'],
    ['/udianbus/app/line/line-info', { lineId: 42 }, '/udianbus/app/line/line-info.html?lineId=42'],
    ['/udianbus/app/login', { redirect: '/udianbus/app/my-order.html?x=1' }, '/udianbus/app/login.html?redirect=%2Fudianbus%2Fapp%2Fmy-order.html%3Fx%3D1'],
    ['/udianbus/invite-activity', { userId: 'u1', cityId: null, oldUserPhoneNum: undefined }, '/udianbus/invite-activity.html?userId=u1'],
    ['/ydbus', { a: true }, '/ydbus.html?a=true'],
  ])('%s %j → %s', (path, query, expected) => {
    expect(getHref(path, query)).toBe(expected);
  });

  it('prefixes the history base path', () => {
    vi.stubEnv('BASE_URL', '/chuxing-h5/');
    expect(getHref('/udianbus/app/home')).toBe('/chuxing-h5/udianbus/app/home.html');
  });

  describe('in the super-app', () => {
    beforeEach(() => {
      hostState.host = 'superApp';
    });

    const paramsOf = (href: string) => Object.fromEntries(new URL(href, 'https://h5.example.cn').searchParams);

    it('adds the module title (product name by default) and the location flag', () => {
      expect(paramsOf(getHref('/udianbus/app/home'))).toEqual({ moduleTitle: '优点巴士', isLocation: 'true' });
    });

    it('uses the route title and keeps the caller query', () => {
      expect(paramsOf(getHref('/udianbus/app/line/line-info', { lineId: '7' }))).toEqual({
        lineId: '7',
        moduleTitle: '线路详情',
        isLocation: 'true',
      });
    });

    it('adds isRefresh=yes only for refresh routes', () => {
      expect(paramsOf(getHref('/udianbus/app/ticket/my-ticket'))).toEqual({
        moduleTitle: '我的车票',
        isLocation: 'true',
        isRefresh: 'yes',
      });
      expect(paramsOf(getHref('/udianbus/app/ticket/ticket-info'))).not.toHaveProperty('isRefresh');
    });
  });
});

describe('toRouterPath', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    ['/chuxing-h5/', '/chuxing-h5/udianbus/app/home.html?a=1', '/udianbus/app/home.html?a=1'],
    ['/chuxing-h5/', '/chuxing-h5', '/'],
    ['/chuxing-h5/', '/chuxing-h5-other/x.html', '/chuxing-h5-other/x.html'],
    ['/', '/udianbus/app/home.html', '/udianbus/app/home.html'],
  ])('base %s: %s → %s', (base, href, expected) => {
    vi.stubEnv('BASE_URL', base);
    expect(toRouterPath(href)).toBe(expected);
  });

  it('gives the current location below the base path', () => {
    vi.stubEnv('BASE_URL', '/chuxing-h5/');
    window.history.replaceState(null, '', '/chuxing-h5/udianbus/app/my-order.html?page=2#top');
    expect(getCurrentRouterPath()).toBe('/udianbus/app/my-order.html?page=2#top');
    window.history.replaceState(null, '', '/');
  });
});
