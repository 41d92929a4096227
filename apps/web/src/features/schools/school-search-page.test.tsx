import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() } }));

import { registerNavigator } from '../../app/navigation';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { SchoolSearchPage } from './school-search-page';
import { schoolFixture } from './schools.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
type SearchQuery = { keyword?: string; cityId?: number; kind: string };
const searches = () => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === '/group/search').map(([, input]) => (input as { query: SearchQuery }).query);

const type = (input: HTMLInputElement, value: string) => {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

describe('restudy/enterprise-search page', () => {
  let rendered: Rendered | undefined;

  const open = () => {
    window.history.replaceState(null, '', '/udianbus/app/restudy/enterprise-search.html');
    rendered = renderWithQuery(<SchoolSearchPage />);
    return rendered.container;
  };

  const serve = (city: unknown, byKeyword: (keyword: string) => unknown) =>
    mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query: SearchQuery }) => {
      if (endpoint.path !== '/group/search') throw new Error(`unexpected call ${endpoint.path}`);
      return input.query.keyword === undefined ? city : byKeyword(input.query.keyword);
    });

  beforeEach(() => {
    mocks.call.mockReset();
    registerNavigator(() => undefined);
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  it("lists the city's schools before anything is typed; a school opens its registration", async () => {
    serve(ok({ items: [schoolFixture()] }), () => ok({ items: [] }));
    const container = open();
    await waitFor(() => expect(container.querySelector('ul[aria-label$="的学校"]')).not.toBeNull());
    expect(searches()[0]).toEqual({ cityId: expect.any(Number), kind: 'school' });
    const row = container.querySelector('ul[aria-label$="的学校"] a');
    expect(textOf(row)).toBe('实深圳实验小学实验小学 · 1 条校车线路');
    expect(row?.getAttribute('href')).toBe('/h5/activities/school-line-sign.html?groupId=31');
  });

  it('searches schools once typing pauses, and says so when nothing matches', async () => {
    serve(ok({ items: [] }), (keyword) => ok({ items: keyword === 'syxx' ? [schoolFixture({ lineCount: 0 })] : [] }));
    const container = open();
    await waitFor(() => expect(container.textContent).toContain('暂无开通校车的学校'));
    const input = container.querySelector('input') as HTMLInputElement;
    type(input, ' syxx ');
    await waitFor(() => expect(container.querySelector('ul[aria-label="搜索到的学校"]')).not.toBeNull());
    expect(searches().at(-1)).toEqual({ keyword: 'syxx', kind: 'school' });
    expect(textOf(container.querySelector('ul[aria-label="搜索到的学校"]'))).toContain('暂无运营中的校车线路');

    type(input, '不存在');
    await waitFor(() => expect(container.textContent).toContain('没有找到“不存在”相关的学校'));
  });

  it('offers a retry when the search fails', async () => {
    serve({ ok: false, statusText: 'offline' }, () => ({ ok: false, statusText: 'offline' }));
    const container = open();
    await waitFor(() => expect(container.textContent).toContain('学校加载失败'), 4000);
    expect(buttonNamed(container, '重试')).toBeDefined();
  });
});
