import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Passenger } from '@udian/contracts/schemas/accounts';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  confirm: vi.fn(async () => true),
  toast: { success: vi.fn(), fail: vi.fn(), info: vi.fn(), offline: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/dialogs', () => ({ confirm: mocks.confirm }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));

import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { readPassengerSelection, savePassengerSelection } from '../../lib/passenger-selection';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { PassengerListPage } from './passenger-list-page';
import { PassengerPage } from './passenger-page';
import { PassengerSelectPage } from './passenger-select-page';
import { addToSelectDraft, saveSelectDraft, takeSelectDraft } from './select-draft';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

const rider = (passengerId: string, name: string, phone = ''): Passenger => ({
  passengerId,
  name,
  idType: 'idCard',
  idNumber: '110***********002X',
  phone,
  icCardNo: '',
  isSelf: false,
});

const RIDERS = [rider('5', '张三', '13800138000'), rider('6', '李四'), rider('9', '王五')];

type Endpoint = { path: string };
type Input = { body?: Record<string, unknown> };

const serve = (passengers: Passenger[] = RIDERS) => {
  mocks.call.mockImplementation(async (endpoint: Endpoint, input: Input) => {
    if (endpoint.path === '/passenger/list') return ok({ passengers, limit: 20 });
    if (endpoint.path === '/passenger/add') return ok({ ...rider('12', String(input.body?.name)), phone: String(input.body?.phone) });
    if (endpoint.path === '/passenger/del') return ok(null);
    throw new Error(`unexpected call ${endpoint.path}`);
  });
};

const open = async (path: string, page: React.ReactNode, ready = '[role="checkbox"]'): Promise<Rendered> => {
  window.history.replaceState({ key: 'entry-1' }, '', path);
  const rendered = renderWithQuery(page);
  await waitFor(() => expect(rendered.container.querySelector(ready)).not.toBeNull());
  return rendered;
};

const boxes = (container: Element) =>
  Object.fromEntries([...container.querySelectorAll('[role="checkbox"]')].map((box) => [box.getAttribute('aria-label'), box.getAttribute('aria-checked')]));

describe('passenger pages', () => {
  let rendered: Rendered | undefined;
  const navigations: string[] = [];

  beforeEach(() => {
    sessionStorage.clear();
    mocks.call.mockReset();
    mocks.confirm.mockClear();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    navigations.length = 0;
    registerNavigator((href) => navigations.push(href));
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('passenger-select: tickable cards, the previous choice ticked, phones masked like ID numbers', async () => {
    serve();
    savePassengerSelection([RIDERS[1]!]);
    rendered = await open('/udianbus/app/passenger-select.html?max=6', <PassengerSelectPage />);
    const { container } = rendered;
    expect(boxes(container)).toEqual({ 张三: 'false', 李四: 'true', 王五: 'false' });
    const card = container.querySelector('[aria-label="张三"]');
    expect(textOf(card)).toContain('手机号 138****8000');
    expect(container.textContent).not.toContain('13800138000');
    // The box is antd-mobile's, inside the card; no browser checkbox stands outside it.
    expect(card?.querySelector('.adm-checkbox')).not.toBeNull();
    expect([...container.querySelectorAll('input')].every((input) => input.closest('.adm-checkbox'))).toBe(true);
    act(() => (card as HTMLElement).click());
    expect(boxes(container)['张三']).toBe('true');
    act(() => buttonNamed(container, '确定（已选 2 位）')?.click());
    expect(readPassengerSelection().map((passenger) => passenger.passengerId)).toEqual(['5', '6']);
    expect(navigations).toEqual(['/udianbus/app/home.html']);
  });

  it('passenger-select: keeps its choice while a rider is added, and the rider added comes back ticked', async () => {
    serve();
    rendered = await open('/udianbus/app/passenger-select.html?max=6', <PassengerSelectPage />);
    act(() => (rendered!.container.querySelector('[aria-label="李四"]') as HTMLElement).click());
    act(() => buttonNamed(rendered!.container, '添加乘车人')?.click());
    expect(navigations).toEqual(['/udianbus/app/passenger-info/passenger.html']);
    rendered.unmount();

    // The form saves 王五 (id 9) and goes back to the same entry of passenger-select.
    addToSelectDraft('9');
    rendered = await open('/udianbus/app/passenger-select.html?max=6', <PassengerSelectPage />);
    expect(boxes(rendered.container)).toEqual({ 张三: 'false', 李四: 'true', 王五: 'true' });
    expect(buttonNamed(rendered.container, '确定（已选 2 位）')).toBeDefined();
  });

  it('passenger-select: a rider added past the cap is not ticked, and the passenger is told', async () => {
    serve();
    window.history.replaceState({ key: 'entry-1' }, '', '/udianbus/app/passenger-select.html?max=1');
    saveSelectDraft(['5']);
    addToSelectDraft('9');
    rendered = await open('/udianbus/app/passenger-select.html?max=1', <PassengerSelectPage />);
    expect(boxes(rendered.container)).toEqual({ 张三: 'true', 李四: 'false', 王五: 'false' });
    expect(mocks.toast.info).toHaveBeenCalledWith('最多选择 1 位乘车人，新添加的乘车人未选中');
  });

  it('the form says in Chinese what is wrong, by the server’s limits, and sends nothing', async () => {
    serve();
    rendered = await open('/udianbus/app/passenger-info/passenger.html', <PassengerPage />, 'form');
    const { container } = rendered;
    expect(container.querySelector<HTMLInputElement>('input[autocomplete="name"]')?.maxLength).toBe(20);
    act(() => buttonNamed(container, '保存')?.click());
    expect([...container.querySelectorAll('[role="alert"]')].map((alert) => textOf(alert))).toEqual(['请输入姓名', '请输入身份证号码']);
    expect(mocks.call).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/passenger/add' }), expect.anything());
    // 这是我本人 is antd-mobile's box, ticked by its words.
    const self = container.querySelector('[role="checkbox"]');
    expect(textOf(self)).toBe('这是我本人');
    act(() => (self as HTMLElement).click());
    expect(self?.getAttribute('aria-checked')).toBe('true');
  });

  it('the form adds the new rider to passenger-select’s choice when opened from it', async () => {
    serve();
    saveSelectDraft(['6']);
    rendered = await open('/udianbus/app/passenger-info/passenger.html', <PassengerPage />, 'form');
    const { container } = rendered;
    const type = (label: string, value: string) => {
      const input = [...container.querySelectorAll('label')].find((candidate) => textOf(candidate).startsWith(label))?.querySelector('input');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      act(() => {
        setValue.call(input, value);
        input!.dispatchEvent(new Event('input', { bubbles: true }));
      });
    };
    type('姓名', '赵六');
    type('身份证号', '440308199001011239');
    act(() => buttonNamed(container, '保存')?.click());
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(takeSelectDraft()).toEqual(['6', '12']);
  });

  it('passenger-list: deleting is a swipe action, confirmed first', async () => {
    serve();
    rendered = await open('/udianbus/app/passenger-info/passenger-list.html', <PassengerListPage />, '.adm-swipe-action');
    const { container } = rendered;
    expect(container.textContent).toContain('向左滑动乘车人可删除');
    expect(container.querySelectorAll('.adm-swipe-action')).toHaveLength(3);
    expect(textOf(container.querySelector('.adm-swipe-action'))).toContain('手机号 138****8000');
    const remove = [...container.querySelectorAll('.adm-swipe-action')][1]!.querySelector<HTMLElement>('.adm-swipe-action-actions-right button');
    expect(textOf(remove)).toBe('删除');
    await act(async () => remove?.click());
    await waitFor(() => expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/passenger/del' }), expect.anything()));
    expect(mocks.confirm).toHaveBeenCalledWith('删除乘车人', '确定删除乘车人“李四”吗？', '删除');
    expect(mocks.call.mock.calls.find(([endpoint]) => (endpoint as Endpoint).path === '/passenger/del')?.[1]).toEqual({ body: { passengerId: '6' } });
  });
});
