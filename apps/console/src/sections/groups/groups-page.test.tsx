import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import GroupsPage from './groups-page';
import { buttons, cleanUp, group, prepareDom, render, segment, tableRows, until } from './test-support';

beforeAll(prepareDom);
beforeEach(() => {
  mocks.call.mockReset();
  mocks.call.mockImplementation(async (endpoint: { path: string }) => {
    if (endpoint.path === '/groups') return { items: [group] };
    if (endpoint.path === '/groups/staff') return { items: [], total: 0 };
    if (endpoint.path === '/groups/applications') return { items: [], total: 2, pending: 2 };
    if (endpoint.path === '/demand/od-campaigns') return { campaigns: [], cities: [{ id: 440300, name: '深圳市' }] };
    throw new Error(`unexpected ${endpoint.path}`);
  });
});
afterEach(() => {
  cleanUp();
  window.history.replaceState(null, '', '/');
});

const tabs = () => [...document.querySelectorAll('.ant-tabs-tab')].map((tab) => tab.textContent);
const paths = () => mocks.call.mock.calls.map(([endpoint]) => (endpoint as { path: string }).path);

describe('单位管理 by role', { timeout: 20_000 }, () => {
  it('opens a 单位管理员\u2019s own group directly, with no way back to a list and no admin actions', async () => {
    window.history.replaceState(null, '', '/ops/groups');
    await render(<GroupsPage />, 'groupAdmin');
    await until(() => tabs().length > 0);
    expect(window.location.pathname).toBe('/ops/groups/5');
    expect(document.body.textContent).toContain('优点科技');
    // 乘车申请 shows how many wait for a decision.
    await until(() => tabs().includes('乘车申请2'));
    expect(tabs()).toEqual(['员工名单（3）', '认证成员（1）', '乘车申请2', '线路（1）', '对账单']);
    expect(buttons('返回')).toHaveLength(0);
    expect(buttons('编辑')).toHaveLength(0);
    expect(buttons('导入CSV')).toHaveLength(1);
    // Cities come from a desk a 单位管理员 may not read: not asked, and the detail leaves the city out.
    expect(paths()).not.toContain('/demand/od-campaigns');
    expect(document.body.textContent).not.toContain('440300');
  });

  it('shows 客服 the staff list to keep but no statement; the admin sees the list with 新建单位', async () => {
    window.history.replaceState(null, '', '/ops/groups/5');
    await render(<GroupsPage />, 'service');
    await until(() => tabs().length > 0);
    await until(() => tabs().includes('乘车申请2'));
    expect(tabs()).toEqual(['员工名单（3）', '认证成员（1）', '乘车申请2', '线路（1）']);
    expect(buttons('导入CSV')).toHaveLength(1);
    expect(document.body.textContent).toContain('深圳市');
    cleanUp();

    window.history.replaceState(null, '', '/ops/groups');
    await render(<GroupsPage />, 'admin');
    await until(() => document.querySelectorAll('tbody tr.ant-table-row').length > 0);
    expect(buttons('新建单位')).toHaveLength(1);
    // The admin may read the open cities: the list names the group's city.
    await until(() => (tableRows()[0] ?? []).includes('深圳市'));
    expect(tableRows()[0]).toContain('深圳市');
    // Enterprises and schools alike, until a kind is picked.
    const listQuery = () => (mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === '/groups').at(-1)?.[1] as { query: Record<string, unknown> }).query;
    expect(listQuery().kind).toBeUndefined();
    expect(tableRows()[0]?.[1]).toBe('企业');
    await act(async () => segment('学校')!.click());
    await until(() => listQuery().kind === 'school');
    expect(listQuery().kind).toBe('school');
  });

  it('shows 财务 the statement but no import', async () => {
    window.history.replaceState(null, '', '/ops/groups/5?tab=statement');
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/groups') return { items: [group] };
      if (endpoint.path === '/groups/statement') return { month: '2026-11', rows: [], totals: { rides: 0, chargedRides: 0, groupCents: 0, passengerCents: 0 } };
      throw new Error(`unexpected ${endpoint.path}`);
    });
    await render(<GroupsPage />, 'finance');
    await until(() => (document.body.textContent ?? '').includes('合计'));
    expect(tabs()).toContain('对账单');
    // Applications are decided by admin, 客服 and the group's administrator: 财务 neither sees nor asks for them.
    expect(tabs().some((tab) => tab?.startsWith('乘车申请'))).toBe(false);
    expect(buttons('导出CSV')).toHaveLength(1);
  });
});
