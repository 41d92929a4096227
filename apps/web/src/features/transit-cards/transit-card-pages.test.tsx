import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  confirm: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn(), clear: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../../app/dialogs', () => ({ confirm: mocks.confirm, alert: vi.fn() }));

import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { TrafficCardAddPage } from './traffic-card-add-page';
import { TrafficCardPage } from './traffic-card-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });

const shenzhenTong = {
  cardId: '11',
  scheme: 'shenzhenTong',
  schemeLabel: '深圳通',
  number: '684523981',
  displayNumber: '684523981(4)',
  tail: '3981',
  boundAt: '2026-11-28T02:00:00.000Z',
};

const type = (input: HTMLInputElement | null | undefined, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const click = (element: Element | null | undefined) => act(() => (element as HTMLElement).click());
const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);

let rendered: Rendered | undefined;
const navigations: string[] = [];
beforeEach(() => {
  mocks.call.mockReset();
  mocks.confirm.mockReset();
  mocks.toast.success.mockClear();
  navigations.length = 0;
  registerNavigator((href) => navigations.push(href));
  saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
});
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  clearLoginInfo();
  localStorage.clear();
});

describe('my transit cards', () => {
  it('lists the cards as printed, says what a card does and does not, and unbinds after a confirmation', async () => {
    let cards = [shenzhenTong];
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/user/transit-card/list') return ok({ cards, limit: 5 });
      if (endpoint.path === '/user/transit-card/unbind') {
        cards = [];
        return ok({ cardId: '11' });
      }
      throw new Error(`unexpected call ${endpoint.path}`);
    });
    window.history.replaceState(null, '', '/udianbus/common/traffic-card.html');
    rendered = renderWithQuery(<TrafficCardPage />);
    const { container } = rendered;
    await waitFor(() => expect(textOf(container)).toContain('684523981(4)'));
    expect(textOf(container.querySelector('[aria-label="深圳通 尾号 3981"]'))).toContain('深圳通');
    const facts = textOf(container.querySelector('[aria-label="交通卡说明"]'));
    expect(facts).toContain('车票详情会显示您绑定的交通卡');
    expect(facts).toContain('不能在本应用充值');
    expect(facts).toContain('不能用交通卡在本应用购票或付款');
    expect(facts).toContain('不会退到交通卡');
    expect(container.querySelector('a[href="/udianbus/common/traffic-card/add.html"]')).not.toBeNull();

    mocks.confirm.mockResolvedValueOnce(false);
    click(buttonNamed(container, '解绑'));
    await waitFor(() => expect(mocks.confirm).toHaveBeenCalledTimes(1));
    expect(callsTo('/user/transit-card/unbind')).toHaveLength(0);

    mocks.confirm.mockResolvedValueOnce(true);
    click(buttonNamed(container, '解绑'));
    await waitFor(() => expect(textOf(container)).toContain('还没有绑定交通卡'));
    expect(callsTo('/user/transit-card/unbind')[0]?.[1]).toEqual({ body: { cardId: '11' } });
    expect(mocks.toast.success).toHaveBeenCalledWith('已解绑');
  });

  it('offers no binding at the limit', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ ...shenzhenTong, cardId: String(i + 1), tail: `000${i}` }));
    mocks.call.mockResolvedValue(ok({ cards: five, limit: 5 }));
    rendered = renderWithQuery(<TrafficCardPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('最多绑定 5 张交通卡，请先解绑不用的卡'));
    expect(rendered.container.querySelector('a[href="/udianbus/common/traffic-card/add.html"]')).toBeNull();
  });
});

describe('binding a transit card', () => {
  const form = () => rendered!.container.querySelector('form[aria-label="绑定交通卡"]')!;
  const numberInput = () => form().querySelector<HTMLInputElement>('input:not([type="radio"])');
  const radio = (label: string) => [...form().querySelectorAll('label')].find((l) => textOf(l) === label)?.querySelector('input');
  const error = () => textOf(form().querySelector('[role="alert"]'));

  it('checks the number by the chosen scheme before asking, then binds and goes back', async () => {
    mocks.call.mockResolvedValue(ok({ card: shenzhenTong }));
    window.history.replaceState(null, '', '/udianbus/common/traffic-card/add.html');
    rendered = renderWithQuery(<TrafficCardAddPage />);
    await waitFor(() => expect(form()).not.toBeNull());
    expect([...form().querySelectorAll('label')].map(textOf).slice(0, 4)).toEqual(['深圳通', '交通联合', '岭南通', '其他城市交通卡']);
    expect(radio('深圳通')?.checked).toBe(true);
    expect(textOf(form())).toContain('填写括号内的校验位时会核对');

    type(numberInput(), '684523981(5)');
    click(buttonNamed(form(), '确认绑定'));
    expect(error()).toBe('括号内的校验位与卡号不符，请核对卡号；也可以只填写括号前的数字');

    click(radio('交通联合'));
    expect(textOf(form())).toContain('只核对位数：交通联合卡号没有公开的校验规则');
    type(numberInput(), '3104 4401 0000');
    click(buttonNamed(form(), '确认绑定'));
    expect(error()).toBe('交通联合卡号为 19 位数字，请核对卡面号码');
    expect(mocks.call).not.toHaveBeenCalled();

    click(radio('深圳通'));
    type(numberInput(), '684 523 981(4)');
    click(buttonNamed(form(), '确认绑定'));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('深圳通（尾号 3981）已绑定'));
    expect(mocks.call.mock.calls[0]?.[1]).toEqual({ body: { scheme: 'shenzhenTong', number: '684 523 981(4)' } });
    expect(navigations.at(-1)).toBe('/udianbus/common/traffic-card.html');
  });

  it('shows the server’s refusal under the field', async () => {
    mocks.call.mockResolvedValue(refused(3364, '这张交通卡已绑定，无需重复绑定'));
    rendered = renderWithQuery(<TrafficCardAddPage />);
    await waitFor(() => expect(form()).not.toBeNull());
    type(numberInput(), '684523981');
    click(buttonNamed(form(), '确认绑定'));
    await waitFor(() => expect(error()).toBe('这张交通卡已绑定，无需重复绑定'));
  });
});
