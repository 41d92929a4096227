import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  confirm: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/dialogs', () => ({ confirm: mocks.confirm }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast, OFFLINE_TEXT: '网络不给力，请检查网络后重试' }));
vi.mock('../../platform/host-login/host-login', () => ({ requireLogin: async () => undefined }));

import type { ShuttleRequest } from '@udian/contracts/schemas/groups';
import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { addDays, shanghaiToday } from '../../lib/shanghai-time';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { EnterpriseCustomFlowPage } from './enterprise-custom-flow-page';
import { shuttleQuoteFixture, shuttleRequestFixture } from './company-lines.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });
const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);
const links = (container: Element, text: string) => [...container.querySelectorAll('a')].filter((anchor) => textOf(anchor) === text);
const click = (element: Element | null | undefined) => act(async () => (element as HTMLElement).click());

const today = shanghaiToday();
const validQuote = shuttleQuoteFixture({ validUntil: addDays(today, 7) });

/** The steps as drawn: each title with antd's status class. */
const steps = (container: Element) =>
  [...container.querySelectorAll('.adm-step')].map((step) => `${textOf(step.querySelector('.adm-step-title'))}:${/adm-step-status-(\w+)/.exec(step.className)?.[1] ?? ''}`);
const now = (container: Element) => textOf(container.querySelector('[data-testid="flow-now"]'));

/** The server: one request of mine, its answer to /companyLine/shuttle/respond from `respond`. */
const serve = (start: ShuttleRequest, respond?: (body: { isAccepted: boolean; reason: string }) => unknown) => {
  let request = start;
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { body?: { isAccepted: boolean; reason: string } }) => {
    switch (endpoint.path) {
      case '/companyLine/shuttle/detail':
        return ok({ request });
      case '/companyLine/shuttle/myRequests':
        return ok({ items: [request] });
      case '/companyLine/shuttle/respond': {
        const body = input.body!;
        if (respond) return respond(body);
        request = { ...request, status: body.isAccepted ? 'accepted' : 'declined', reason: body.reason };
        return ok({ request });
      }
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

describe('enterprise-custom-flow page', () => {
  let rendered: Rendered | undefined;

  const open = async (search = '?requestId=61'): Promise<Element> => {
    window.history.replaceState(null, '', `/udianbus/common/enterprise-custom-flow.html${search}`);
    rendered = renderWithQuery(<EnterpriseCustomFlowPage />);
    await waitFor(() => expect(rendered?.container.querySelector('[data-testid="flow-steps"]')).not.toBeNull());
    return rendered.container;
  };

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    mocks.confirm.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    registerNavigator(() => undefined);
    saveLoginInfo({ userId: '9', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
    document.body.innerHTML = '';
  });

  it('shows a submitted request waiting for its quote, and what was asked', async () => {
    serve(shuttleRequestFixture());
    const container = await open();
    expect(callsTo('/companyLine/shuttle/detail')[0]?.[1]).toEqual({ query: { requestId: '61' } });
    expect(steps(container)).toEqual(['提交需求:finish', '方案报价:process', '确认合作:wait', '开通线路:wait']);
    expect(now(container)).toBe('已收到您的需求。运营人员正在设计方案，将在 3 个工作日内给出报价并短信通知李四。');
    expect(container.querySelector('[data-testid="shuttle-quote"]')).toBeNull();
    const facts = textOf(container.querySelector('[data-testid="shuttle-request"]'));
    expect(facts).toContain('企业名称深科创新有限公司');
    expect(facts).toContain('联系人李四 13800000000');
    expect(facts).toContain('乘车人数80 人');
    expect(facts).toContain('上下车地点深圳北站、科技园');
    expect(facts).toContain('班次08:00 上班、18:00 下班');
    expect(facts).toContain('运营日周一至周五');
    expect(facts).toContain('开始日期2026-07-01');
  });

  it('shows the quote while it holds and accepts it after a confirmation', async () => {
    serve(shuttleRequestFixture({ status: 'quoted', quote: validQuote }));
    mocks.confirm.mockResolvedValue(true);
    const container = await open();
    expect(steps(container)).toEqual(['提交需求:finish', '方案报价:finish', '确认合作:process', '开通线路:wait']);
    expect(now(container)).toBe(`方案报价已给出，请在 ${validQuote.validUntil} 前确认是否接受。`);
    const quote = textOf(container.querySelector('[data-testid="shuttle-quote"]'));
    expect(quote).toContain('¥12.00/ 人次');
    expect(quote).toContain('每月费用¥48000.00');
    expect(quote).toContain('车辆2 辆 × 45 座');
    expect(quote).toContain('说明含司机与保险，节假日不运营');
    expect(quote).toContain(`有效期至${validQuote.validUntil}`);
    await click(buttonNamed(container, '接受报价'));
    await waitFor(() => expect(steps(container)).toEqual(['提交需求:finish', '方案报价:finish', '确认合作:finish', '开通线路:process']));
    expect(mocks.confirm).toHaveBeenCalledWith('接受报价', expect.stringContaining('每人次 ¥12.00、每月 ¥48000.00'), '接受');
    expect(callsTo('/companyLine/shuttle/respond')[0]?.[1]).toEqual({ body: { requestId: '61', isAccepted: true, reason: '' } });
    expect(now(container)).toBe('您已确认合作。运营人员将在 3 个工作日内联系李四（138****0000），确认站点、车辆与开通日期；线路开通后，员工可在「园区班车」中找到并购票。');
    expect(buttonNamed(container, '接受报价')).toBeUndefined();
    expect(mocks.toast.success).toHaveBeenCalledWith('已接受报价，我们会尽快联系您');
  });

  it('sends nothing when the acceptance is not confirmed', async () => {
    serve(shuttleRequestFixture({ status: 'quoted', quote: validQuote }));
    mocks.confirm.mockResolvedValue(false);
    const container = await open();
    await click(buttonNamed(container, '接受报价'));
    expect(callsTo('/companyLine/shuttle/respond')).toHaveLength(0);
  });

  it('declines the quote with a reason', async () => {
    serve(shuttleRequestFixture({ status: 'quoted', quote: validQuote }));
    const container = await open();
    await click(buttonNamed(container, '婉拒'));
    const reason = container.querySelector<HTMLTextAreaElement>('[data-testid="decline-form"] textarea');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(reason, ' 预算不足 ');
      reason?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(buttonNamed(container, '确认婉拒'));
    await waitFor(() => expect(steps(container)).toEqual(['提交需求:finish', '方案报价:finish', '确认合作:error', '开通线路:wait']));
    expect(callsTo('/companyLine/shuttle/respond')[0]?.[1]).toEqual({ body: { requestId: '61', isAccepted: false, reason: '预算不足' } });
    expect(now(container)).toBe('您已婉拒该报价（预算不足）。如需重新定制，可再次提交需求。');
    expect(links(container, '重新提交需求')[0]?.getAttribute('href')).toBe('/udianbus/app/company-line-apply-enterprise.html');
  });

  it("keeps the server's refusal in view when the quote lapsed meanwhile", async () => {
    serve(shuttleRequestFixture({ status: 'quoted', quote: validQuote }), () => refused(3217, '报价已过有效期，请联系我们重新报价'));
    mocks.confirm.mockResolvedValue(true);
    const container = await open();
    await click(buttonNamed(container, '接受报价'));
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="shuttle-quote"] [role="alert"]'))).toBe('报价已过有效期，请联系我们重新报价'));
  });

  it('offers no answer to a quote past its day', async () => {
    serve(shuttleRequestFixture({ status: 'quoted', quote: shuttleQuoteFixture({ validUntil: addDays(today, -1) }) }));
    const container = await open();
    expect(now(container)).toContain(`报价已于 ${addDays(today, -1)} 过期`);
    expect(container.textContent).toContain('报价已过有效期，不能再确认');
    expect(buttonNamed(container, '接受报价')).toBeUndefined();
    expect(buttonNamed(container, '婉拒')).toBeUndefined();
    expect(links(container, '重新提交需求')).toHaveLength(1);
  });

  it('says why a request was closed', async () => {
    serve(shuttleRequestFixture({ status: 'closed', reason: '暂不提供该区域的班车服务' }));
    const container = await open();
    expect(steps(container)).toEqual(['提交需求:finish', '方案报价:error', '确认合作:wait', '开通线路:wait']);
    expect(now(container)).toBe('该需求已关闭，原因：暂不提供该区域的班车服务。如有需要，可重新提交需求。');
    expect(container.querySelector('[data-testid="shuttle-quote"]')).toBeNull();
  });

  it("says so for a request that is not the passenger's", async () => {
    mocks.call.mockImplementation(async () => refused(1004, '定制需求不存在'));
    window.history.replaceState(null, '', '/udianbus/common/enterprise-custom-flow.html?requestId=99');
    rendered = renderWithQuery(<EnterpriseCustomFlowPage />);
    await waitFor(() => expect(rendered?.container.textContent).toContain('需求不存在'));
    expect(rendered.container.textContent).toContain('定制需求不存在');
  });

  it('explains the steps without a request, with the way to submit one and my own requests', async () => {
    serve(shuttleRequestFixture({ status: 'accepted', quote: validQuote }));
    window.history.replaceState(null, '', '/udianbus/common/enterprise-custom-flow.html');
    rendered = renderWithQuery(<EnterpriseCustomFlowPage />);
    const container = rendered.container;
    expect([...container.querySelectorAll('ol li')].map((item) => textOf(item).slice(0, 7))).toEqual(['1. 提交需求', '2. 方案报价', '3. 确认合作', '4. 开通线路']);
    expect(links(container, '提交定制需求')[0]?.getAttribute('href')).toBe('/udianbus/app/company-line-apply-enterprise.html');
    await waitFor(() => expect(container.querySelector('[data-testid="my-shuttle-requests"] a')?.getAttribute('href')).toBe('/udianbus/common/enterprise-custom-flow.html?requestId=61'));
    expect(textOf(container.querySelector('[data-testid="my-shuttle-requests"]'))).toContain('已确认');
  });

  it('explains the steps to a visitor too, and asks a visitor to log in to see a request', () => {
    clearLoginInfo();
    serve(shuttleRequestFixture());
    window.history.replaceState(null, '', '/udianbus/common/enterprise-custom-flow.html');
    rendered = renderWithQuery(<EnterpriseCustomFlowPage />);
    expect(links(rendered.container, '提交定制需求')).toHaveLength(1);
    expect(mocks.call).not.toHaveBeenCalled();
    rendered.unmount();
    window.history.replaceState(null, '', '/udianbus/common/enterprise-custom-flow.html?requestId=61');
    rendered = renderWithQuery(<EnterpriseCustomFlowPage />);
    expect(rendered.container.textContent).toContain('请先登录');
  });
});
