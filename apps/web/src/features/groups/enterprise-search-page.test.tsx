import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() } }));

import { registerNavigator } from '../../app/navigation';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { EnterpriseSearchPage } from './enterprise-search-page';
import { groupFixture } from './groups.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const searchCalls = () =>
  mocks.call.mock.calls.filter(([endpoint, input]) => (endpoint as { path: string }).path === '/group/search' && (input as { query: { keyword?: string } }).query.keyword !== undefined);
const cityCalls = () =>
  mocks.call.mock.calls.filter(([endpoint, input]) => (endpoint as { path: string }).path === '/group/search' && (input as { query: { keyword?: string } }).query.keyword === undefined);

const type = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

describe('enterprise-search page', () => {
  let rendered: Rendered | undefined;

  const open = (path = '/udianbus/app/group-line/enterprise-search.html') => {
    window.history.replaceState(null, '', path);
    rendered = renderWithQuery(<EnterpriseSearchPage />);
    return rendered.container;
  };

  beforeEach(() => {
    mocks.call.mockReset();
    registerNavigator(() => undefined);
    mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query: { keyword?: string; cityId?: number } }) => {
      if (endpoint.path !== '/group/search') throw new Error(`unexpected call ${endpoint.path}`);
      if (input.query.keyword === undefined) return ok({ items: input.query.cityId ? [groupFixture({ groupId: '9', name: '深圳湾科技园', shortName: '' })] : [] });
      const isMatch = ['优点', 'ydkj', 'YD'].some((word) => input.query.keyword!.toLowerCase().startsWith(word.toLowerCase()));
      return ok({ items: isMatch ? [groupFixture(), groupFixture({ groupId: '8', name: '优点物流', shortName: '优点物流', lineCount: 0 })] : [] });
    });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  it('says what to type before anything is typed, and lists the enterprises of the city the app works in', async () => {
    const container = open();
    expect(container.textContent).toContain('输入企业全称、简称或拼音首字母查找您所在的企业');
    expect(container.querySelector('input')?.getAttribute('aria-label')).toBe('搜索企业：输入企业名称或拼音首字母');
    await waitFor(() => expect(container.querySelector('[data-testid="city-groups"]')?.textContent).toContain('深圳湾科技园'));
    expect(searchCalls()).toHaveLength(0);
    expect(cityCalls()).toHaveLength(1);
    expect(container.querySelector('[data-testid="city-groups"] a')?.getAttribute('href')).toContain('groupId=9');
  });

  it('searches once typing pauses, by pinyin initials too, and opens an enterprise from a result', async () => {
    const container = open('/udianbus/app/group-optimize/enterprise-search.html');
    const input = container.querySelector('input') as HTMLInputElement;
    type(input, 'y');
    type(input, 'yd');
    type(input, ' ydkj ');
    expect(searchCalls()).toHaveLength(0);
    await waitFor(() => expect(container.querySelector('[data-testid="group-results"]')).not.toBeNull());
    expect(searchCalls()).toHaveLength(1);
    expect(searchCalls()[0]?.[1]).toEqual({ query: { keyword: 'ydkj', kind: 'enterprise' } });
    const rows = [...container.querySelectorAll('[data-testid="group-results"] a')];
    expect(rows.map(textOf)).toEqual(['优优点科技优点 · 2 条员工线路', '优优点物流暂无运行中的线路']);
    expect(rows[0]?.getAttribute('href')).toBe('/udianbus/app/group-line/enterprise-line.html?groupId=7');
  });

  it('says so when nothing matches', async () => {
    const container = open();
    type(container.querySelector('input') as HTMLInputElement, '不存在的公司');
    await waitFor(() => expect(container.textContent).toContain('没有找到“不存在的公司”相关的企业'));
    expect(container.textContent).toContain('可能该企业尚未开通企业通勤');
  });
});
