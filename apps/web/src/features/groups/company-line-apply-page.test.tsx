import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  navigate: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast, OFFLINE_TEXT: '网络不给力，请检查网络后重试' }));
vi.mock('../../platform/host-login/host-login', () => ({ requireLogin: async () => undefined }));

import type { RideApplication } from '@udian/contracts/schemas/groups';
import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { CompanyLineApplyPage } from './company-line-apply-page';
import { companyLineDetailFixture, companyLineFixture, rideApplicationFixture } from './company-lines.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });
const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);

const type = (input: Element | null, value: string) => {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const field = (container: Element, label: string) => {
  // A required field's label ends with its red star, which is not read out.
  const id = [...container.querySelectorAll('label')].find((element) => textOf(element).replace(/ ?\*$/, '') === label)?.getAttribute('for');
  return id ? container.querySelector(`[id="${id}"]`) : null;
};
const submit = (container: Element) => act(async () => buttonNamed(container, '提交申请')?.click());

/** The server: C401 for 优点科技, my applications, and /companyLine/apply answered by `apply`. */
const serve = (start: RideApplication[], apply: (body: Record<string, string>) => unknown, canBuy = false) => {
  let applications = start;
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { body?: Record<string, string> }) => {
    switch (endpoint.path) {
      case '/line/detail/query':
        return ok(companyLineDetailFixture());
      case '/companyLine/list':
        return ok({ items: [companyLineFixture({ canBuy })] });
      case '/companyLine/myApplications':
        return ok({ items: applications });
      case '/companyLine/apply': {
        const answer = apply(input.body ?? {}) as { ok: boolean; data?: { application: RideApplication } };
        if (answer.data) applications = [answer.data.application, ...applications];
        return answer;
      }
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

describe('company-line-apply page', () => {
  let rendered: Rendered | undefined;

  const open = async (): Promise<Element> => {
    window.history.replaceState(null, '', '/udianbus/app/company-line-apply.html?lineId=401');
    rendered = renderWithQuery(<CompanyLineApplyPage />);
    await waitFor(() => expect(buttonNamed(rendered!.container, '提交申请')).toBeDefined());
    return rendered.container;
  };

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    mocks.navigate.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    registerNavigator(mocks.navigate);
    saveLoginInfo({ userId: '9', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('checks the name before sending, then applies and goes back to the line, which shows 待审核', async () => {
    serve([], (body) => ok({ application: rideApplicationFixture({ name: body.name, employeeNo: body.employeeNo, department: body.department, note: body.note }) }));
    const container = await open();
    expect(container.textContent).toContain('该线路仅限优点科技员工乘坐');
    // The name is required: a red star beside it, hidden from screen readers, which read the field's name alone.
    expect(field(container, '姓名')?.closest('div')?.querySelector('label [aria-hidden="true"]')?.textContent).toBe('*');
    await submit(container);
    expect(textOf(container.querySelector('[role="alert"]'))).toBe('请填写姓名');
    expect(callsTo('/companyLine/apply')).toHaveLength(0);

    type(field(container, '姓名'), ' 张三 ');
    type(field(container, '工号'), 'UD1024');
    type(field(container, '部门'), '研发部');
    type(field(container, '备注（选填）'), '每天早班');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    await submit(container);
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('申请已提交，请等待企业审核'));
    expect(callsTo('/companyLine/apply')[0]?.[1]).toEqual({ body: { lineId: '401', name: '张三', employeeNo: 'UD1024', department: '研发部', note: '每天早班' } });
    // Opened by address here, so back means the line's page (replacing this one).
    expect(mocks.navigate).toHaveBeenCalledWith('/udianbus/app/company-line-detail.html?lineId=401', { isReplace: true });
    // The line's page reads the new application at once.
    const applications = rendered!.client.getQueryData<RideApplication[]>(['groups', 'applications', '9']);
    expect(applications?.[0]?.status).toBe('pending');
  });

  it("shows the server's refusal in its words and keeps the form", async () => {
    serve([], () => refused(3212, '您已是该单位的成员，可直接购票'));
    const container = await open();
    type(field(container, '姓名'), '张三');
    await submit(container);
    await waitFor(() => expect(textOf(container.querySelector('[role="alert"]'))).toBe('您已是该单位的成员，可直接购票'));
    expect(mocks.navigate).not.toHaveBeenCalled();
    expect(buttonNamed(container, '提交申请')?.disabled).toBe(false);
  });

  it('fills the form from a refused application and says why it was refused', async () => {
    serve([rideApplicationFixture({ status: 'rejected', reason: '员工名单中查无此人', decidedAt: '2026-06-21T02:00:00.000Z' })], () => refused(1, ''));
    const container = await open();
    expect(textOf(container.querySelector('[data-testid="last-rejected"]'))).toBe('上次申请未通过：员工名单中查无此人（2026-06-21 10:00）');
    expect((field(container, '姓名') as HTMLInputElement).value).toBe('张三');
    expect((field(container, '工号') as HTMLInputElement).value).toBe('UD1024');
  });

  it('sends no second application while one is pending, nor one from a member', async () => {
    serve([rideApplicationFixture()], () => refused(1, ''));
    window.history.replaceState(null, '', '/udianbus/app/company-line-apply.html?lineId=401');
    rendered = renderWithQuery(<CompanyLineApplyPage />);
    await waitFor(() => expect(rendered?.container.textContent).toContain('您已提交过申请'));
    expect(buttonNamed(rendered.container, '提交申请')).toBeUndefined();
    rendered.unmount();

    serve([], () => refused(1, ''), true);
    rendered = renderWithQuery(<CompanyLineApplyPage />);
    await waitFor(() => expect(rendered?.container.textContent).toContain('您可以直接购票'));
    expect([...rendered.container.querySelectorAll('a')].find((anchor) => textOf(anchor) === '去购票')?.getAttribute('href')).toBe('/udianbus/app/buy-ticket.html?lineId=401');
  });

  it('asks a visitor to log in', () => {
    clearLoginInfo();
    serve([], () => refused(1, ''));
    window.history.replaceState(null, '', '/udianbus/app/company-line-apply.html?lineId=401');
    rendered = renderWithQuery(<CompanyLineApplyPage />);
    expect(rendered.container.textContent).toContain('请先登录');
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
