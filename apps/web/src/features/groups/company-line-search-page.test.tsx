import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() } }));

import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { CompanyLineSearchPage } from './company-line-search-page';
import { companyLineFixture, openCompanyLineFixture, rideApplicationFixture } from './company-lines.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const listCalls = () => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === '/companyLine/list');

const type = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

describe('company-line-search page', () => {
  let rendered: Rendered | undefined;

  const open = () => {
    window.history.replaceState(null, '', '/udianbus/app/company-line-search.html');
    rendered = renderWithQuery(<CompanyLineSearchPage />);
    return rendered.container;
  };

  beforeEach(() => {
    mocks.call.mockReset();
    registerNavigator(() => undefined);
    saveLoginInfo({ userId: '9', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query?: { keyword?: string } }) => {
      if (endpoint.path === '/companyLine/myApplications') return ok({ items: [rideApplicationFixture()] });
      if (endpoint.path !== '/companyLine/list') throw new Error(`unexpected call ${endpoint.path}`);
      const keyword = input.query?.keyword ?? '';
      if (keyword.startsWith('优点')) return ok({ items: [companyLineFixture()] });
      if (keyword === '科技园') return ok({ items: [companyLineFixture(), openCompanyLineFixture()] });
      return ok({ items: [] });
    });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('says what to type, and asks nothing before', () => {
    const container = open();
    expect(container.textContent).toContain('输入线路编号、线路名称、途经站点或企业名称');
    expect(container.querySelector('input')?.getAttribute('aria-label')).toBe('搜索园区班车：线路、站点或企业名称');
    expect(listCalls()).toHaveLength(0);
  });

  it('searches once typing pauses and shows the results as the list does, my state included', async () => {
    const container = open();
    const input = container.querySelector('input') as HTMLInputElement;
    type(input, '优');
    type(input, ' 优点 ');
    expect(listCalls()).toHaveLength(0);
    await waitFor(() => expect(container.querySelector('[data-testid="company-line-results"]')).not.toBeNull());
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]?.[1]).toEqual({ query: { cityId: 440300, keyword: '优点' } });
    const [line] = container.querySelectorAll('[data-testid="company-line"]');
    expect(textOf(line)).toContain('C401');
    expect(textOf(line?.querySelector('[data-testid="company-line-state"]'))).toBe('待审核');

    type(input, '科技园');
    await waitFor(() => expect(container.querySelectorAll('[data-testid="company-line"]')).toHaveLength(2));
    expect(listCalls()[1]?.[1]).toEqual({ query: { cityId: 440300, keyword: '科技园' } });
  });

  it('says so when nothing matches', async () => {
    const container = open();
    type(container.querySelector('input') as HTMLInputElement, '无此线路');
    await waitFor(() => expect(container.textContent).toContain('没有找到“无此线路”相关的园区班车'));
  });
});
