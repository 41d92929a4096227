import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() } }));
vi.mock('../../platform/host-login/host-login', () => ({ requireLogin: async () => undefined }));

import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { GroupLinePage } from './group-line-page';
import { groupFixture, groupLinesFixture, membershipFixture } from './groups.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const link = (container: Element, text: string) => [...container.querySelectorAll('a')].find((anchor) => textOf(anchor) === text);

describe('group-line page', () => {
  let rendered: Rendered | undefined;

  const serve = (items: unknown[]) =>
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/group/myGroups') return ok({ items });
      if (endpoint.path === '/group/lines') return ok({ isMember: true, items: groupLinesFixture() });
      throw new Error(`unexpected call ${endpoint.path}`);
    });

  const open = () => {
    window.history.replaceState(null, '', '/udianbus/app/group-line.html');
    rendered = renderWithQuery(<GroupLinePage />);
    return rendered.container;
  };

  beforeEach(() => {
    mocks.call.mockReset();
    registerNavigator(() => undefined);
    saveLoginInfo({ userId: '9', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('lists my enterprises with my membership and their lines, what I pay and 购票', async () => {
    serve([{ group: groupFixture(), membership: membershipFixture() }]);
    const container = open();
    await waitFor(() => expect(container.querySelectorAll('[data-testid="group-line"]')).toHaveLength(2));
    const group = container.querySelector('[data-testid="my-group"]');
    const head = group?.querySelector('a');
    expect(head?.getAttribute('href')).toBe('/udianbus/app/group-line/enterprise-line.html?groupId=7');
    expect(textOf(head)).toContain('优点科技');
    expect(textOf(head)).toContain('已认证 · 企业邮箱 zh***@udian-tech.com · 2026-06-03 08:15');
    const [free, paid] = container.querySelectorAll('[data-testid="group-line"]');
    expect(textOf(free)).toContain('E101');
    expect(textOf(free)).toContain('员工乘坐：免费');
    expect(textOf(paid)).toContain('员工乘坐：乘客自付');
    expect(link(free!, '购票')?.getAttribute('href')).toBe('/udianbus/app/buy-ticket.html?lineId=201');
    expect(link(container, '添加企业')?.getAttribute('href')).toBe('/udianbus/app/group-line/enterprise-search.html');
  });

  it('leads to 添加企业 when I belong to none', async () => {
    serve([]);
    const container = open();
    await waitFor(() => expect(container.textContent).toContain('还没有认证的企业'));
    expect(link(container, '添加企业')?.getAttribute('href')).toBe('/udianbus/app/group-line/enterprise-search.html');
  });

  it('asks a visitor to log in and asks the server nothing', () => {
    clearLoginInfo();
    serve([]);
    const container = open();
    expect(container.textContent).toContain('请先登录');
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
