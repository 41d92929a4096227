import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() } }));

import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { CompanyLinePage } from './company-line-page';
import { companyLineFixture, openCompanyLineFixture, rideApplicationFixture, shuttleRequestFixture } from './company-lines.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const links = (container: Element, text: string) => [...container.querySelectorAll('a')].filter((anchor) => textOf(anchor) === text);
const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);

type Answers = Partial<Record<string, () => unknown>>;

const serve = (answers: Answers = {}) =>
  mocks.call.mockImplementation(async (endpoint: { path: string }) => {
    const answer = answers[endpoint.path];
    if (answer) return answer();
    switch (endpoint.path) {
      case '/companyLine/list':
        return ok({
          items: [
            companyLineFixture({ canBuy: true }),
            companyLineFixture({ line: { ...companyLineFixture().line, lineId: '403', lineCode: 'C403', lineName: '深科园区早班' }, group: { groupId: '9', name: '深科创新' } }),
            companyLineFixture({ line: { ...companyLineFixture().line, lineId: '404', lineCode: 'C404', lineName: '华强园区早班' }, group: { groupId: '10', name: '华强电子' } }),
            openCompanyLineFixture(),
          ],
        });
      case '/companyLine/myApplications':
        return ok({ items: [rideApplicationFixture({ group: { groupId: '9', name: '深科创新' }, line: { lineId: '403', lineCode: 'C403', lineName: '深科园区早班' } })] });
      case '/companyLine/shuttle/myRequests':
        return ok({ items: [shuttleRequestFixture({ status: 'quoted' })] });
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });

describe('company-line page', () => {
  let rendered: Rendered | undefined;

  const open = async (): Promise<Element> => {
    window.history.replaceState(null, '', '/udianbus/app/company-line/company-line.html');
    rendered = renderWithQuery(<CompanyLinePage />);
    await waitFor(() => expect(rendered?.container.querySelectorAll('[data-testid="company-line"]')).toHaveLength(4));
    return rendered.container;
  };

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    registerNavigator(() => undefined);
    saveLoginInfo({ userId: '9', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it("lists the city's company lines with their enterprise, what a member pays and my state on each", async () => {
    serve();
    const container = await open();
    expect(callsTo('/companyLine/list')[0]?.[1]).toEqual({ query: { cityId: 440300 } });
    const [member, pending, other, parkLine] = container.querySelectorAll('[data-testid="company-line"]');
    // A member: 可购票, and 购票 straight away.
    expect(textOf(member)).toContain('优点科技员工 · 免费');
    expect(textOf(member?.querySelector('[data-testid="company-line-state"]'))).toBe('可购票');
    expect(links(member!, '购票')[0]?.getAttribute('href')).toBe('/udianbus/app/buy-ticket.html?lineId=401');
    // The card opens the line's page here, not line-info.
    expect(member?.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/company-line-detail.html?lineId=401');
    // Applied to 深科创新: 待审核 on its line.
    expect(textOf(pending?.querySelector('[data-testid="company-line-state"]'))).toBe('待审核');
    expect(links(pending!, '查看申请')[0]?.getAttribute('href')).toBe('/udianbus/app/company-line-detail.html?lineId=403');
    // Another enterprise's line: 申请乘车.
    expect(other?.querySelector('[data-testid="company-line-state"]')).toBeNull();
    expect(links(other!, '申请乘车')[0]?.getAttribute('href')).toBe('/udianbus/app/company-line-apply.html?lineId=404');
    // A park line open to everyone.
    expect(textOf(parkLine)).toContain('开放线路 · 票价 ¥3.00');
    expect(links(parkLine!, '购票')).toHaveLength(1);
  });

  it('leads to the search, 企业定制班车, the steps, and my shuttle requests', async () => {
    serve();
    const container = await open();
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/company-line-search.html');
    expect([...container.querySelectorAll('a')].find((anchor) => textOf(anchor).startsWith('企业定制班车'))?.getAttribute('href')).toBe(
      '/udianbus/app/company-line-apply-enterprise.html',
    );
    expect([...container.querySelectorAll('a')].find((anchor) => textOf(anchor).startsWith('定制流程'))?.getAttribute('href')).toBe('/udianbus/common/enterprise-custom-flow.html');
    await waitFor(() => expect(container.querySelector('[data-testid="my-shuttle-requests"]')).not.toBeNull());
    const request = container.querySelector('[data-testid="my-shuttle-requests"] a');
    expect(textOf(request)).toContain('深科创新有限公司');
    expect(textOf(request)).toContain('已报价');
    expect(request?.getAttribute('href')).toBe('/udianbus/common/enterprise-custom-flow.html?requestId=61');
  });

  it('shows a visitor the lines, with 申请乘车 where they may not buy, and asks nothing private', async () => {
    clearLoginInfo();
    serve({ '/companyLine/list': () => ok({ items: [companyLineFixture(), openCompanyLineFixture()] }) });
    window.history.replaceState(null, '', '/udianbus/app/company-line/company-line.html');
    rendered = renderWithQuery(<CompanyLinePage />);
    const container = rendered.container;
    await waitFor(() => expect(container.querySelectorAll('[data-testid="company-line"]')).toHaveLength(2));
    expect(links(container, '申请乘车')).toHaveLength(1);
    expect(links(container, '购票')).toHaveLength(1);
    expect(callsTo('/companyLine/myApplications')).toHaveLength(0);
    expect(callsTo('/companyLine/shuttle/myRequests')).toHaveLength(0);
    expect(container.querySelector('[data-testid="my-shuttle-requests"]')).toBeNull();
  });

  it('says so when the city has none', async () => {
    serve({ '/companyLine/list': () => ok({ items: [] }), '/companyLine/shuttle/myRequests': () => ok({ items: [] }) });
    window.history.replaceState(null, '', '/udianbus/app/company-line/company-line.html');
    rendered = renderWithQuery(<CompanyLinePage />);
    await waitFor(() => expect(rendered?.container.textContent).toContain('深圳市暂无园区班车'));
    expect(rendered.container.querySelector('[data-testid="my-shuttle-requests"]')).toBeNull();
  });
});
