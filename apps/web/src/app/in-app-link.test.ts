import { describe, expect, it, vi } from 'vitest';

vi.mock('../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));

import { resolveLink } from './in-app-link';

const ORIGIN = 'https://bus.example.cn';

describe('resolveLink (banner links)', () => {
  it.each([
    ['/udianbus/app/line/line-info.html?lineId=12', '/udianbus/app/line/line-info.html?lineId=12'],
    ['/udianbus/app/line/line-info?lineId=12', '/udianbus/app/line/line-info.html?lineId=12'],
    [`${ORIGIN}/udianbus/app/home/line-list.html`, '/udianbus/app/home/line-list.html'],
    ['/udianbus/user-guide.html', '/udianbus/user-guide.html'],
  ])('%s is an in-app page, navigated through getHref as %s', (link, href) => {
    expect(resolveLink(link, ORIGIN)).toEqual({ kind: 'in-app', href });
  });

  it.each([
    ['https://www.sz.gov.cn/notice', 'https://www.sz.gov.cn/notice'],
    ['https://www.sz.gov.cn/公告 2024.html?城市=深圳', 'https://www.sz.gov.cn/%E5%85%AC%E5%91%8A%202024.html?%E5%9F%8E%E5%B8%82=%E6%B7%B1%E5%9C%B3'],
    ['/no/such/page.html', `${ORIGIN}/no/such/page.html`],
    ['/活动/春运.html', `${ORIGIN}/%E6%B4%BB%E5%8A%A8/%E6%98%A5%E8%BF%90.html`],
  ])('passes any other link %s through as its encoded address', (link, href) => {
    expect(resolveLink(link, ORIGIN)).toEqual({ kind: 'address', href });
  });

  it.each([[''], ['   '], ['javascript:alert(1)'], ['data:text/html,hi'], ['http://[bad']])(
    '%j leads nowhere',
    (link) => {
      expect(resolveLink(link, ORIGIN)).toEqual({ kind: 'none' });
    },
  );

  it.each([
    ['udian-link:myInvitation', { kind: 'deep-link', name: 'myInvitation', params: {} }],
    ['udian-link:myCoupon', { kind: 'deep-link', name: 'myCoupon', params: {} }],
    ['udian-link:myLineDemand', { kind: 'deep-link', name: 'myLineDemand', params: {} }],
    ['udian-link:lineDetail?lineId=12', { kind: 'deep-link', name: 'lineDetail', params: { lineId: '12' } }],
    ['udian-link:allLines', { kind: 'deep-link', name: 'allLines', params: {} }],
    ['udian-link:userGuide', { kind: 'deep-link', name: 'userGuide', params: {} }],
    ['udian-link:myAddress', { kind: 'deep-link', name: 'myAddress', params: {} }],
    ['udian-link:lineAssemble', { kind: 'deep-link', name: 'lineAssemble', params: {} }],
    ['udian-link:groupLine', { kind: 'deep-link', name: 'groupLine', params: {} }],
    ['udian-link:myCompany', { kind: 'deep-link', name: 'myCompany', params: {} }],
    ['udian-link:noSuchLink', { kind: 'none' }],
  ])('%s is a named deep link', (link, expected) => {
    expect(resolveLink(link, ORIGIN)).toEqual(expected);
  });
});
