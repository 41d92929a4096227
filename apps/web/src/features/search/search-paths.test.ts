import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));

import { searchAddressPath, searchExitPath, searchResultPath } from './search-paths';

const at = (path: string) => window.history.replaceState(null, '', path);

describe('the search keeps to the section it began in', () => {
  afterEach(() => at('/'));

  it('stays in the app section by default', () => {
    at('/udianbus/app/group-optimize/search-address.html');
    expect([searchAddressPath(), searchResultPath(), searchExitPath()]).toEqual([
      '/udianbus/app/group-optimize/search-address',
      '/udianbus/app/group-optimize/search-result',
      '/udianbus/app/home',
    ]);
  });

  it('stays in the older bus section', () => {
    at('/ydbus/search-result.html');
    expect([searchAddressPath(), searchResultPath(), searchExitPath()]).toEqual(['/ydbus/search-addr', '/ydbus/search-result', '/udianbus/app/home']);
  });

  it('stays in the school section, and leaves it for 校车', () => {
    at('/udianbus/app/restudy/search-address.html?field=end');
    expect([searchAddressPath(), searchResultPath(), searchExitPath()]).toEqual([
      '/udianbus/app/restudy/search-address',
      '/udianbus/app/restudy/search-result',
      '/udianbus/app/restudy',
    ]);
    at('/udianbus/app/restudy/search-result.html');
    expect(searchAddressPath()).toBe('/udianbus/app/restudy/search-address');
  });
});
