import { describe, expect, it, vi } from 'vitest';

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));

import { resolveRedirect } from './safe-redirect';

const HOME = '/udianbus/app/home.html';

describe('resolveRedirect (where login returns to)', () => {
  it.each([
    ['/udianbus/app/passenger-info/passenger-list.html', '/udianbus/app/passenger-info/passenger-list.html'],
    ['/udianbus/app/my-order.html?page=2&status=paid', '/udianbus/app/my-order.html?page=2&status=paid'],
    ['/udianbus/app/common-address', '/udianbus/app/common-address.html'],
    ['/udianbus/app/line/line-info.html?lineId=12#map', '/udianbus/app/line/line-info.html?lineId=12'],
  ])('returns to the in-app page %s', (raw, expected) => {
    expect(resolveRedirect(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['https://evil.example.com/udianbus/app/home.html'],
    ['http:/evil.example.com'],
    ['//evil.example.com/udianbus/app/home.html'],
    ['/\\evil.example.com'],
    ['\\\\evil.example.com'],
    ['/\t/evil.example.com'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['udianbus/app/home.html'],
    ['/no/such/page.html'],
    ['/udianbus/app/login.html?redirect=%2Fudianbus%2Fapp%2Fhome.html'],
    ['/ydbus/login.html'],
    ['/udianbus/app/../../evil.html'],
  ])('goes home instead of %j', (raw) => {
    expect(resolveRedirect(raw)).toBe(HOME);
  });
});
