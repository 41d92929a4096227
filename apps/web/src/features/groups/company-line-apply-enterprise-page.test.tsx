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

import type { ShuttleRequestBody } from '@udian/contracts/endpoints/groups/company-lines';
import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { shanghaiToday } from '../../lib/shanghai-time';
import { PICKER_MOTION_MS, settleWheel } from '../../test/picker';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { CompanyLineApplyEnterprisePage } from './company-line-apply-enterprise-page';
import { shuttleRequestFixture } from './company-lines.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });
const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);

const type = (input: Element | null | undefined, value: string) => {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const field = (container: Element, label: string) => {
  // A required field's label ends with its red star, which is not read out.
  const id = [...container.querySelectorAll('label')].find((element) => textOf(element).replace(/ ?\*$/, '') === label)?.getAttribute('for');
  return id ? container.querySelector<HTMLInputElement>(`[id="${id}"]`) : null;
};
const click = (element: Element | null | undefined) => act(async () => (element as HTMLElement).click());
const bodyButton = (text: string) => [...document.body.querySelectorAll('button')].find((button) => textOf(button).startsWith(text));
const alerts = (container: Element) => [...container.querySelectorAll('[role="alert"]')].map(textOf);

const home = { addressId: '1', type: 'home', name: '家', address: '龙华区民治街道', lng: 114.0295, lat: 22.6097 };

/** The server: my common addresses, the place search, and /companyLine/shuttle/request answered by `request`. */
const serve = (request: (body: ShuttleRequestBody) => unknown) =>
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query?: { keyword?: string }; body?: ShuttleRequestBody }) => {
    switch (endpoint.path) {
      case '/user/address/list':
        return ok({ home, work: null, others: [], limit: 20 });
      case '/search/place/query':
        return ok({ places: input.query?.keyword === '科技' ? [{ kind: 'station', placeId: '31', name: '科技园', detail: '南山区', lng: 113.9535, lat: 22.5405 }] : [] });
      case '/companyLine/shuttle/request':
        return request(input.body!);
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });

describe('company-line-apply-enterprise page', () => {
  let rendered: Rendered | undefined;

  const open = async (): Promise<Element> => {
    window.history.replaceState(null, '', '/udianbus/app/company-line-apply-enterprise.html');
    rendered = renderWithQuery(<CompanyLineApplyEnterprisePage />);
    await waitFor(() => expect(buttonNamed(rendered!.container, '提交需求')?.disabled).toBe(false));
    return rendered.container;
  };

  /** Two sites: 家 from the common addresses, 科技园 found by name (and renamed). */
  const addSites = async (container: Element) => {
    await click(buttonNamed(container, '添加地点'));
    await waitFor(() => expect(bodyButton('家')).toBeDefined());
    await click(bodyButton('家'));
    await waitFor(() => expect(container.querySelectorAll('[data-testid="shuttle-sites"] li')).toHaveLength(1));
    await click(buttonNamed(container, '添加地点'));
    await waitFor(() => expect(document.body.querySelector('.adm-popup input')).not.toBeNull());
    type(document.body.querySelector('.adm-popup input'), '科技');
    await waitFor(() => expect(bodyButton('站科技园')).toBeDefined(), 3000);
    await click(bodyButton('站科技园'));
    await waitFor(() => expect(container.querySelectorAll('[data-testid="shuttle-sites"] li')).toHaveLength(2));
    type(container.querySelector('[aria-label="第 1 个地点的名称"]'), '民治集合点');
  };

  const pickStartDate = async (container: Element) => {
    await click([...container.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === '开始日期：请选择'));
    const confirmButton = () => [...document.querySelectorAll('.adm-picker-header-button')].find((button) => textOf(button) === '确定');
    await waitFor(() => expect(confirmButton()).toBeDefined(), PICKER_MOTION_MS);
    // The wheel names its chosen day in Chinese, as every picker of the app does.
    await waitFor(() => expect(document.querySelector('.adm-picker-view-column-item[aria-label="已选"]')).not.toBeNull(), PICKER_MOTION_MS);
    await settleWheel();
    await click(confirmButton());
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
    document.body.innerHTML = '';
  });

  it("starts with the account's phone, the city the app works in, two shifts and the working week", async () => {
    serve(() => refused(1, ''));
    const container = await open();
    expect(field(container, '联系电话')?.value).toBe('13800000000');
    expect(textOf(container.querySelector('[data-testid="shuttle-city"]'))).toBe('深圳市');
    expect([...container.querySelectorAll('[data-testid="shuttle-shifts"] li')].map(textOf)).toEqual(['108:30上班下班', '218:00上班下班']);
    const pressed = [...container.querySelectorAll('[aria-pressed="true"]')].map(textOf);
    expect(pressed).toEqual(['上班', '下班', '周一', '周二', '周三', '周四', '周五']);
  });

  it('says what is missing before sending anything', async () => {
    serve(() => refused(1, ''));
    const container = await open();
    type(field(container, '联系电话'), '');
    await click(buttonNamed(container, '提交需求'));
    expect(alerts(container)).toEqual(['请填写企业名称', '请填写姓名', '请输入手机号码', '请填写乘车人数', '请至少添加上车和下车两个地点', '请选择开始日期']);
    expect(mocks.toast.fail).toHaveBeenCalledWith('请填写企业名称');
    // Fewer than five riders, no shift and no day are refused too.
    type(field(container, '乘车人数'), '4');
    await click(container.querySelector('[aria-label="删除第 2 个班次"]'));
    await click(container.querySelector('[aria-label="删除第 1 个班次"]'));
    for (const day of ['周一', '周二', '周三', '周四', '周五']) await click(buttonNamed(container, day));
    await click(buttonNamed(container, '提交需求'));
    expect(alerts(container)).toEqual(expect.arrayContaining(['乘车人数至少 5 人', '请至少添加一个班次', '请选择运营日']));
    expect(callsTo('/companyLine/shuttle/request')).toHaveLength(0);
  });

  it('sends the request with the sites picked on the sheet and opens its steps', async () => {
    serve(() => ok({ request: shuttleRequestFixture({ requestId: '62' }) }));
    const container = await open();
    type(field(container, '企业名称'), ' 深科创新有限公司 ');
    type(field(container, '联系人'), '李四');
    type(field(container, '乘车人数'), '8o0');
    expect(field(container, '乘车人数')?.value).toBe('80');
    await addSites(container);
    await click(buttonNamed(container, '周六'));
    await pickStartDate(container);
    type(field(container, '备注（选填）'), '45 座大巴');
    await click(buttonNamed(container, '提交需求'));
    await waitFor(() => expect(mocks.navigate).toHaveBeenCalledWith('/udianbus/common/enterprise-custom-flow.html?requestId=62', { isReplace: true }));
    expect(callsTo('/companyLine/shuttle/request')[0]?.[1]).toEqual({
      body: {
        companyName: '深科创新有限公司',
        contactName: '李四',
        contactPhone: '13800000000',
        cityId: 440300,
        headcount: 80,
        sites: [
          { name: '民治集合点', lng: 114.0295, lat: 22.6097 },
          { name: '科技园', lng: 113.9535, lat: 22.5405 },
        ],
        shifts: [
          { time: '08:30', direction: 'toWork' },
          { time: '18:00', direction: 'offWork' },
        ],
        weekdays: [1, 2, 3, 4, 5, 6],
        startDate: shanghaiToday(),
        note: '45 座大巴',
      },
    });
    expect(mocks.toast.success).toHaveBeenCalledWith('需求已提交，我们会尽快为您报价');
  });

  it("shows the server's refusal in its words and stays on the form", async () => {
    serve(() => refused(3218, '待处理的班车定制需求最多 5 条，请等待报价后再提交'));
    const container = await open();
    type(field(container, '企业名称'), '深科创新有限公司');
    type(field(container, '联系人'), '李四');
    type(field(container, '乘车人数'), '80');
    await addSites(container);
    await pickStartDate(container);
    await click(buttonNamed(container, '提交需求'));
    await waitFor(() => expect(alerts(container)).toEqual(['待处理的班车定制需求最多 5 条，请等待报价后再提交']));
    expect(mocks.navigate).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in', () => {
    clearLoginInfo();
    serve(() => refused(1, ''));
    window.history.replaceState(null, '', '/udianbus/app/company-line-apply-enterprise.html');
    rendered = renderWithQuery(<CompanyLineApplyEnterprisePage />);
    expect(rendered.container.textContent).toContain('请先登录');
  });
});
