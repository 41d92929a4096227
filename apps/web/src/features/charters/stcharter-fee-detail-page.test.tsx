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

import type { StudentCharterBody } from '@udian/contracts/endpoints/charters/student-charters';
import type { CharterTripBody } from '@udian/contracts/schemas/charters';
import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { addDays, shanghaiToday } from '../../lib/shanghai-time';
import { PICKER_MOTION_MS, settleWheel } from '../../test/picker';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { charterFixture, charterQuoteFixture } from './charters.fixture';
import { StcharterFeeDetailPage } from './stcharter-fee-detail-page';

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
  const id = [...container.querySelectorAll('label')].find((element) => textOf(element).replace(/ ?\*$/, '') === label)?.getAttribute('for');
  return id ? container.querySelector<HTMLInputElement>(`[id="${id}"]`) : null;
};
const click = (element: Element | null | undefined) => act(async () => (element as HTMLElement).click());
/** A button of the sheet opened last (one closing may still be in the page while it animates away). */
const bodyButton = (text: string) => {
  const sheet = [...document.body.querySelectorAll('.adm-popup')].at(-1);
  return [...(sheet?.querySelectorAll('button') ?? [])].find((button) => textOf(button).startsWith(text));
};
const pickRow = (container: Element, label: string) => [...container.querySelectorAll('button')].find((button) => button.getAttribute('aria-label')?.startsWith(`${label}：`));
const alerts = (container: Element) => [...container.querySelectorAll('[role="alert"]')].map(textOf);

const home = { addressId: '1', type: 'home', name: '深圳实验学校', address: '福田区', lng: 114.05, lat: 22.55 };
const work = { addressId: '2', type: 'work', name: '深圳博物馆', address: '福田区', lng: 114.05, lat: 22.64 };
const quote = charterQuoteFixture();

/** The server: schools, my common addresses, the quote (from `price`), and the request (from `submit`). */
const serve = (price: (trip: CharterTripBody) => unknown, submit: (body: StudentCharterBody) => unknown = () => ok({ charter: charterFixture({ requestId: '77' }) })) =>
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { body?: unknown }) => {
    switch (endpoint.path) {
      case '/group/search':
        return ok({ items: [{ groupId: '5', kind: 'school', name: '深圳市福田区实验小学', shortName: '福田实验', cityId: 440300, lineCount: 1 }] });
      case '/user/address/list':
        return ok({ home, work, others: [], limit: 20 });
      case '/studentCharter/quote':
        return price(input.body as CharterTripBody);
      case '/studentCharter/submit':
        return submit(input.body as StudentCharterBody);
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });

describe('stcharter-fee-detail page', () => {
  let rendered: Rendered | undefined;

  const open = async (): Promise<Element> => {
    window.history.replaceState(null, '', '/udianbus/common/stcharter-fee-detail.html');
    rendered = renderWithQuery(<StcharterFeeDetailPage />);
    await waitFor(() => expect(buttonNamed(rendered!.container, '提交包车申请')).toBeDefined());
    return rendered.container;
  };

  const confirmWheel = async () => {
    const confirmButton = () => [...document.querySelectorAll('.adm-picker-header-button')].filter((button) => textOf(button) === '确定').at(-1);
    await waitFor(() => expect(confirmButton()).toBeDefined(), PICKER_MOTION_MS);
    await waitFor(() => expect(document.querySelector('.adm-picker-view-column-item[aria-label="已选"]')).not.toBeNull(), PICKER_MOTION_MS);
    await settleWheel();
    await click(confirmButton());
  };

  /** The whole form: the directory's school, the two ends from the common addresses, tomorrow 08:00, back at 15:00, 45 riders. */
  const fill = async (container: Element) => {
    await click(pickRow(container, '学校'));
    await waitFor(() => expect(bodyButton('深圳市福田区实验小学')).toBeDefined());
    await click(bodyButton('深圳市福田区实验小学'));
    type(field(container, '联系人'), ' 李老师 ');
    for (const [label, name] of [
      ['出发地', '深圳实验学校'],
      ['目的地', '深圳博物馆'],
    ] as const) {
      await click(pickRow(container, label));
      await waitFor(() => expect(bodyButton(`家${name}`) ?? bodyButton(`公司${name}`)).toBeDefined());
      await click(bodyButton(`家${name}`) ?? bodyButton(`公司${name}`));
    }
    await click(pickRow(container, '用车日期'));
    await confirmWheel();
    await click(pickRow(container, '出发时间'));
    await confirmWheel();
    await click(buttonNamed(container, '往返'));
    await click(pickRow(container, '返程时间'));
    await confirmWheel();
    type(field(container, '乘车人数'), '45');
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

  it('says what is missing before sending anything, and prices nothing before the trip is whole', async () => {
    serve(() => ok({ quote }));
    const container = await open();
    expect(field(container, '联系电话')?.value).toBe('13800000000');
    expect(textOf(container)).toContain('填写出发地、目的地、用车日期、出发时间和乘车人数后');
    await click(buttonNamed(container, '提交包车申请'));
    expect(alerts(container)).toEqual(['请选择或填写学校', '请填写姓名', '请选择出发地', '请选择目的地', '请选择用车日期', '请选择出发时间', '请填写乘车人数']);
    expect(mocks.toast.fail).toHaveBeenCalledWith('请选择或填写学校');
    expect(callsTo('/studentCharter/quote')).toHaveLength(0);
    expect(callsTo('/studentCharter/submit')).toHaveLength(0);
  });

  it('shows the live fee breakdown and sends the request at that fee, then opens its cost-detail', async () => {
    serve(() => ok({ quote }));
    const container = await open();
    await fill(container);
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="fee-total"]'))).toBe('¥1180.00'));
    expect([...container.querySelectorAll('[aria-label="费用明细"] li')].map((item) => textOf(item.querySelector('span')))).toEqual(['基础车费¥1000.00', '等候费¥180.00']);
    const tomorrow = addDays(shanghaiToday(), 1);
    expect(callsTo('/studentCharter/quote').at(-1)?.[1]).toEqual({
      body: {
        serviceDate: tomorrow,
        departureTime: '08:00',
        returnTime: '15:00',
        headcount: 45,
        origin: { name: '深圳实验学校', lng: 114.05, lat: 22.55 },
        destination: { name: '深圳博物馆', lng: 114.05, lat: 22.64 },
      },
    });
    await click(buttonNamed(container, '提交包车申请'));
    await waitFor(() => expect(mocks.navigate).toHaveBeenCalledWith('/udianbus/common/cost-detail.html?requestId=77', { isReplace: true }));
    expect(callsTo('/studentCharter/submit')[0]?.[1]).toEqual({
      body: {
        serviceDate: tomorrow,
        departureTime: '08:00',
        returnTime: '15:00',
        headcount: 45,
        origin: { name: '深圳实验学校', lng: 114.05, lat: 22.55 },
        destination: { name: '深圳博物馆', lng: 114.05, lat: 22.64 },
        school: { groupId: '5', name: '深圳市福田区实验小学' },
        contactName: '李老师',
        contactPhone: '13800000000',
        note: '',
        expectedFeeCents: quote.totalCents,
      },
    });
    expect(mocks.toast.success).toHaveBeenCalledWith('包车申请已提交');
  });

  it('shows why the rules do not price a trip, in the server’s words, and sends nothing', async () => {
    serve(() => refused(3382, '返程时间须比出发时间晚至少 1 小时'));
    const container = await open();
    await fill(container);
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="quote-refusal"]'))).toBe('返程时间须比出发时间晚至少 1 小时'));
    await click(buttonNamed(container, '提交包车申请'));
    expect(mocks.toast.fail).toHaveBeenCalledWith('返程时间须比出发时间晚至少 1 小时');
    expect(callsTo('/studentCharter/submit')).toHaveLength(0);
  });

  it('asks the fee again when the server priced it otherwise, and stays on the form', async () => {
    serve(
      () => ok({ quote }),
      () => refused(3386, '费用已重新计算，请确认新的费用后再提交'),
    );
    const container = await open();
    await fill(container);
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="fee-total"]'))).toBe('¥1180.00'));
    const asked = callsTo('/studentCharter/quote').length;
    await click(buttonNamed(container, '提交包车申请'));
    await waitFor(() => expect(alerts(container)).toContain('费用已重新计算，请确认新的费用后再提交'));
    await waitFor(() => expect(callsTo('/studentCharter/quote').length).toBeGreaterThan(asked));
    expect(mocks.navigate).not.toHaveBeenCalled();
  });
});
