import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: vi.fn() }));

import { registerNavigator } from '../../app/navigation';
import { renderWithQuery, textOf, type Rendered } from '../../test/render';
import { GroupPage } from './group-page';

describe('group page', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    registerNavigator(() => undefined);
    window.history.replaceState(null, '', '/udianbus/app/group.html');
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  it('leads to 企业通勤, the ways to find a line, 园区班车, 企业定制班车 and 校车通学', () => {
    rendered = renderWithQuery(<GroupPage />);
    const targets = [...rendered.container.querySelectorAll('a')].map((anchor) => [textOf(anchor).slice(0, 6), anchor.getAttribute('href')]);
    expect(targets).toEqual([
      ['进入企业通勤', '/udianbus/app/group-line.html'],
      ['全部方式', '/udianbus/app/group-optimize.html'],
      ['按区域找线路', '/udianbus/app/group-optimize/search-area.html?cityId=440300'],
      ['按地址找线路', '/udianbus/app/group-optimize/search-address.html'],
      ['园区班车企业', '/udianbus/app/company-line/company-line.html'],
      ['企业定制班车', '/udianbus/app/company-line-apply-enterprise.html'],
      ['校车通学为孩', '/udianbus/app/restudy.html'],
    ]);
  });
});
