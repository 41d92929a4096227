import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  confirm: vi.fn(),
  navigate: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/dialogs', () => ({ confirm: mocks.confirm }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast, OFFLINE_TEXT: '网络不给力，请检查网络后重试' }));

import type { CompanyLine } from '@udian/contracts/endpoints/groups/company-lines';
import type { RideApplication } from '@udian/contracts/schemas/groups';
import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { CompanyLineDetailPage } from './company-line-detail-page';
import { companyLineDetailFixture, companyLineFixture, openCompanyLineFixture, rideApplicationFixture } from './company-lines.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });
const links = (container: Element, text: string) => [...container.querySelectorAll('a')].filter((anchor) => textOf(anchor) === text);
const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);
const myState = (container: Element) => textOf(container.querySelector('[data-testid="company-line-my-state"]'));

/** The server: C401 (or `item`) in Shenzhen's company lines, and my applications as they stand. */
const serve = (item: CompanyLine, start: RideApplication[] = [], answers: Record<string, () => unknown> = {}) => {
  let applications = start;
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { body?: { applicationId?: string } }) => {
    const answer = answers[endpoint.path];
    if (answer) return answer();
    switch (endpoint.path) {
      case '/line/detail/query':
        return ok(companyLineDetailFixture(item));
      case '/companyLine/list':
        return ok({ items: [item, openCompanyLineFixture({ line: { ...openCompanyLineFixture().line, lineId: '499' } })] });
      case '/companyLine/myApplications':
        return ok({ items: applications });
      case '/companyLine/application/withdraw': {
        const withdrawn = { ...applications.find((application) => application.applicationId === input.body?.applicationId)!, status: 'withdrawn' as const };
        applications = [withdrawn, ...applications.filter((application) => application.applicationId !== withdrawn.applicationId)];
        return ok({ application: withdrawn });
      }
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

describe('company-line-detail page', () => {
  let rendered: Rendered | undefined;

  const open = async (search = '?lineId=401'): Promise<Element> => {
    window.history.replaceState(null, '', `/udianbus/app/company-line-detail.html${search}`);
    rendered = renderWithQuery(<CompanyLineDetailPage />);
    await waitFor(() => expect(rendered?.container.querySelector('[data-testid="company-line-my-state"]')).not.toBeNull());
    return rendered.container;
  };

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    mocks.confirm.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    registerNavigator(mocks.navigate);
    mocks.navigate.mockReset();
    saveLoginInfo({ userId: '9', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('shows the line, its enterprise and terms, a link to its stops and map, and 申请乘车 for a non-member', async () => {
    serve(companyLineFixture());
    const container = await open();
    expect(callsTo('/companyLine/list')[0]?.[1]).toEqual({ query: { cityId: 440300 } });
    expect(container.textContent).toContain('C401');
    expect(container.textContent).toContain('所属企业优点科技');
    expect(container.textContent).toContain('员工票价免费');
    expect(container.textContent).toContain('发车时间07:40、08:10、08:40 等 4 个班次');
    expect(container.textContent).toContain('途经站点2 个站点');
    expect(links(container, '查看站点与地图')[0]?.getAttribute('href')).toBe('/udianbus/app/line/line-info.html?lineId=401');
    expect(myState(container)).toContain('该线路仅限优点科技员工乘坐');
    expect(links(container, '申请乘车')[0]?.getAttribute('href')).toBe('/udianbus/app/company-line-apply.html?lineId=401');
    expect(links(container, '购票')).toHaveLength(0);
  });

  it('offers 购票 to who may buy', async () => {
    serve(companyLineFixture({ canBuy: true }), [rideApplicationFixture({ status: 'approved', decidedAt: '2026-06-21T02:00:00.000Z' })]);
    const container = await open();
    expect(myState(container)).toContain('可购票');
    expect(myState(container)).toContain('您是优点科技的成员');
    expect(links(container, '购票')[0]?.getAttribute('href')).toBe('/udianbus/app/buy-ticket.html?lineId=401');
    expect(links(container, '申请乘车')).toHaveLength(0);
  });

  it('shows a pending application, and withdraws it after a confirmation', async () => {
    serve(companyLineFixture(), [rideApplicationFixture()]);
    mocks.confirm.mockResolvedValue(true);
    const container = await open();
    expect(myState(container)).toContain('待审核');
    expect(myState(container)).toContain('2026-06-20 09:30 以张三（工号 UD1024）的名义提交');
    expect(buttonNamed(container, '等待企业审核')?.disabled).toBe(true);
    await act(async () => buttonNamed(container, '撤回申请')?.click());
    await waitFor(() => expect(links(container, '申请乘车')).toHaveLength(1));
    expect(mocks.confirm).toHaveBeenCalledWith('撤回申请', expect.stringContaining('优点科技'), '撤回');
    expect(callsTo('/companyLine/application/withdraw')[0]?.[1]).toEqual({ body: { applicationId: '31' } });
    expect(mocks.toast.success).toHaveBeenCalledWith('已撤回申请');
    expect(myState(container)).not.toContain('待审核');
  });

  it("keeps a refused withdrawal in view, in the server's words", async () => {
    serve(companyLineFixture(), [rideApplicationFixture()], { '/companyLine/application/withdraw': () => refused(3215, '该申请已处理，不能再修改') });
    mocks.confirm.mockResolvedValue(true);
    const container = await open();
    await act(async () => buttonNamed(container, '撤回申请')?.click());
    await waitFor(() => expect(textOf(container.querySelector('[role="alert"]'))).toBe('该申请已处理，不能再修改'));
  });

  it('shows why an application was turned down, and offers 重新申请', async () => {
    serve(companyLineFixture(), [rideApplicationFixture({ status: 'rejected', reason: '员工名单中查无此人', decidedAt: '2026-06-21T02:00:00.000Z' })]);
    const container = await open();
    expect(myState(container)).toContain('未通过');
    expect(myState(container)).toContain('2026-06-21 10:00 优点科技未通过您的申请：员工名单中查无此人');
    expect(links(container, '重新申请')[0]?.getAttribute('href')).toBe('/udianbus/app/company-line-apply.html?lineId=401');
  });

  it('asks a visitor to log in before applying, and asks nothing private', async () => {
    clearLoginInfo();
    serve(companyLineFixture());
    const container = await open();
    expect(myState(container)).toContain('登录后可向企业申请乘车');
    expect(buttonNamed(container, '登录后申请乘车')).toBeDefined();
    expect(callsTo('/companyLine/myApplications')).toHaveLength(0);
    act(() => buttonNamed(container, '登录后申请乘车')?.click());
    expect(mocks.navigate.mock.calls[0]?.[0]).toContain('/udianbus/app/login.html?redirect=');
  });

  it('says so for a line that is not a company line, an unknown line and a link without one', async () => {
    serve(companyLineFixture({ line: { ...companyLineFixture().line, lineId: '405' } }));
    window.history.replaceState(null, '', '/udianbus/app/company-line-detail.html?lineId=401');
    rendered = renderWithQuery(<CompanyLineDetailPage />);
    await waitFor(() => expect(rendered?.container.textContent).toContain('该线路不是园区班车'));
    expect(links(rendered.container, '查看线路')[0]?.getAttribute('href')).toBe('/udianbus/app/line/line-info.html?lineId=401');
    rendered.unmount();

    serve(companyLineFixture(), [], { '/line/detail/query': () => refused(2001, '线路不存在') });
    rendered = renderWithQuery(<CompanyLineDetailPage />);
    await waitFor(() => expect(rendered?.container.textContent).toContain('线路不存在'));
    rendered.unmount();

    window.history.replaceState(null, '', '/udianbus/app/company-line-detail.html');
    rendered = renderWithQuery(<CompanyLineDetailPage />);
    expect(rendered.container.textContent).toContain('链接不完整');
    expect(links(rendered.container, '查看园区班车')[0]?.getAttribute('href')).toBe('/udianbus/app/company-line/company-line.html');
  });

  it('says 暂未定价 for a line without a price, and 起 where its fare differs between stops', async () => {
    const open402 = (line: Partial<CompanyLine['line']>) => openCompanyLineFixture({ line: { ...openCompanyLineFixture().line, ...line } });
    serve(open402({ isPriced: false, priceCents: 0 }));
    let container = await open('?lineId=402');
    expect(textOf(container)).toContain('暂未定价');
    expect(textOf(container)).not.toContain('¥0.00');
    rendered?.unmount();

    serve(open402({ hasStopFares: true }));
    container = await open('?lineId=402');
    expect(textOf(container)).toContain('¥3.00 起 / 人次');
  });
});
