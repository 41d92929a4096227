import { describe, expect, it } from 'vitest';
import { normalizeHtmlPath, normalizeLocation } from './html-suffix';

describe('normalizeHtmlPath', () => {
  it.each([
    ['/', '/udianbus/app/home.html'],
    ['', '/udianbus/app/home.html'],
    ['/index.html', '/udianbus/app/home.html'],
    ['/udianbus/app/home', '/udianbus/app/home.html'],
    ['/udianbus/app/home/', '/udianbus/app/home.html'],
    ['/ydbus', '/ydbus.html'],
    ['/udianbus/app/line/line-info', '/udianbus/app/line/line-info.html'],
    ['/udianbus/app/home.html', null],
    ['/ydbus.html', null],
    ['/no/such/page.html', null],
  ])('%s → %s', (pathname, expected) => {
    expect(normalizeHtmlPath(pathname)).toBe(expected);
  });
});

describe('normalizeLocation', () => {
  it.each([
    [{ pathname: '/udianbus/app/line/line-info', search: '?lineId=9', hash: '#stops' }, '/udianbus/app/line/line-info.html?lineId=9#stops'],
    [{ pathname: '/', search: '?channelId=20001', hash: '' }, '/udianbus/app/home.html?channelId=20001'],
    [{ pathname: '/index.html', search: '', hash: '#a' }, '/udianbus/app/home.html#a'],
    [{ pathname: '/udianbus/app/home.html', search: '?a=1', hash: '' }, null],
  ])('%j → %s', (location, expected) => {
    expect(normalizeLocation(location)).toBe(expected);
  });
});
