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

  it('leaves another site to the browser', () => {
    expect(resolveLink('https://www.sz.gov.cn/notice', ORIGIN)).toEqual({ kind: 'external', href: 'https://www.sz.gov.cn/notice' });
  });

  it.each([[''], ['   '], ['javascript:alert(1)'], ['/no/such/page.html'], ['http://[bad']])(
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
    ['udian-link:noSuchLink', { kind: 'none' }],
  ])('%s is a named deep link', (link, expected) => {
    expect(resolveLink(link, ORIGIN)).toEqual(expected);
  });
});
