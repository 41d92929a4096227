import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@udian/contracts/endpoints/invoices/invoice-apply';
import type { Order } from '@udian/contracts/schemas/orders';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { success: vi.fn(), fail: vi.fn(), info: vi.fn(), offline: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));

import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { GetInvoicePage } from './get-invoice-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

const ORDER_NO = 'UD20260601081500123456';

const order = (overrides: Partial<Order> = {}): Order => ({
  orderNo: ORDER_NO,
  status: 'paid',
  line: { lineId: '101', lineCode: 'U101', lineName: '龙华—科技园 早班' },
  board: { seq: 1, stationId: '9001', name: '深圳北站', time: '07:48' },
  alight: { seq: 3, stationId: '9003', name: '南山科技园', time: '08:30' },
  dates: ['2026-06-03', '2026-06-04'],
  time: '07:30',
  passengerCount: 2,
  totalCents: 6000,
  discountCents: 500,
  payableCents: 5500,
  groupPaysCents: 0,
  coupon: null,
  createdAt: '2026-06-01T00:15:00.000Z',
  expiresAt: '2026-06-01T00:25:00.000Z',
  paidAt: '2026-06-01T00:16:30.000Z',
  closedAt: null,
  closeReason: null,
  paymentChannel: 'sandbox',
  tickets: [],
  refunds: [],
  periodPass: null,
  ...overrides,
});

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  invoiceId: '31',
  orderNo: ORDER_NO,
  titleType: 'company',
  title: '深圳市优点科技有限公司',
  taxNumber: '91440300MA5F000000',
  email: 'finance@example.com',
  amountCents: 5500,
  status: 'requested',
  createdAt: '2026-06-02T01:00:00.000Z',
  ...overrides,
});

type Endpoint = { path: string };
type Input = { body?: Record<string, unknown> };

const serve = (handlers: Record<string, (input: Input) => unknown>) => {
  mocks.call.mockImplementation(async (endpoint: Endpoint, input: Input) => {
    const handler = handlers[endpoint.path];
    if (!handler) throw new Error(`unexpected call ${endpoint.path}`);
    return handler(input);
  });
};

const open = async (search: string): Promise<Rendered> => {
  window.history.replaceState(null, '', `/udianbus/get-invoice.html${search}`);
  const rendered = renderWithQuery(<GetInvoicePage />);
  await waitFor(() => expect(rendered.container.querySelector('[aria-busy="true"]')).toBeNull());
  return rendered;
};

/** Types into a React-controlled input. */
const type = (input: HTMLInputElement | null | undefined, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

const field = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll('label')].find((candidate) => textOf(candidate.querySelector('span')) === label)?.querySelector('input');
/** A title type: an option of antd-mobile's Selector (role option, aria-selected). */
const radio = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll<HTMLElement>('[role="option"]')].find((candidate) => textOf(candidate) === label);
const alerts = (container: HTMLElement) => [...container.querySelectorAll('[role="alert"]')].map((alert) => textOf(alert));

describe('get-invoice page', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    mocks.call.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('checks the form in Chinese before sending anything, the tax number only for a company', async () => {
    serve({ '/order/detail': () => ok(order()), '/invoice/list': () => ok({ invoices: [] }) });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    const { container } = rendered;
    expect(textOf(container.querySelector('[data-testid="invoice-order"]'))).toContain('实付金额 55.00元');
    expect(field(container, '税号')).toBeUndefined();
    act(() => buttonNamed(container, '提交申请')?.click());
    expect(alerts(container)).toEqual(['请填写发票抬头', '请填写接收发票的邮箱']);
    expect(radio(container, '个人')?.getAttribute('aria-selected')).toBe('true');
    act(() => radio(container, '单位')?.click());
    expect(radio(container, '单位')?.getAttribute('aria-selected')).toBe('true');
    // Tapping the chosen type again keeps it: a title type is always chosen.
    act(() => radio(container, '单位')?.click());
    expect(radio(container, '单位')?.getAttribute('aria-selected')).toBe('true');
    type(field(container, '抬头'), '深圳市优点科技有限公司');
    type(field(container, '税号'), '9144abc');
    type(field(container, '邮箱'), 'finance@example');
    act(() => buttonNamed(container, '提交申请')?.click());
    expect(alerts(container)).toEqual(['纳税人识别号应为 15 到 20 位大写字母或数字', '邮箱格式不正确，请检查后重新填写']);
    expect(field(container, '税号')?.value).toBe('9144ABC');
    expect(mocks.call).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/invoice/apply' }), expect.anything());
  });

  it('sends a company request, then shows it in 我的发票 as 开票中 instead of the form', async () => {
    let invoices: Invoice[] = [];
    serve({
      '/order/detail': () => ok(order()),
      '/invoice/list': () => ok({ invoices }),
      '/invoice/apply': () => {
        invoices = [invoice()];
        return ok(invoices[0]);
      },
    });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    const { container } = rendered;
    expect(textOf(container.querySelector('[data-testid="my-invoices"]'))).toContain('暂无发票');
    act(() => radio(container, '单位')?.click());
    type(field(container, '抬头'), ' 深圳市优点科技有限公司 ');
    type(field(container, '税号'), '91440300ma5f000000');
    type(field(container, '邮箱'), 'finance@example.com');
    act(() => buttonNamed(container, '提交申请')?.click());
    await waitFor(() => expect(container.querySelectorAll('[data-testid="invoice"]')).toHaveLength(1));
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/invoice/apply' }), {
      body: {
        orderNo: ORDER_NO,
        titleType: 'company',
        title: '深圳市优点科技有限公司',
        taxNumber: '91440300MA5F000000',
        email: 'finance@example.com',
      },
    });
    expect(mocks.toast.success).toHaveBeenCalledWith('发票申请已提交');
    const item = textOf(container.querySelector('[data-testid="invoice"]'));
    expect(item).toContain('深圳市优点科技有限公司开票中');
    expect(item).toContain('单位抬头 · 税号 91440300MA5F000000');
    expect(item).toContain('发票金额 55.00元 · 发送至 finance@example.com');
    expect(item).toContain('申请时间 2026-06-02 09:00');
    expect(buttonNamed(container, '提交申请')).toBeUndefined();
    expect(container.textContent).toContain('该订单已于 2026-06-02 09:00 申请发票，当前状态：开票中');
  });

  it('sends a personal request without a tax number', async () => {
    serve({
      '/order/detail': () => ok(order()),
      '/invoice/list': () => ok({ invoices: [] }),
      '/invoice/apply': () => ok(invoice({ titleType: 'personal', title: '张三', taxNumber: null })),
    });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    const { container } = rendered;
    type(field(container, '抬头'), '张三');
    type(field(container, '邮箱'), 'zhangsan@example.com');
    act(() => buttonNamed(container, '提交申请')?.click());
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalled());
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/invoice/apply' }), {
      body: { orderNo: ORDER_NO, titleType: 'personal', title: '张三', email: 'zhangsan@example.com' },
    });
  });

  it('offers no form for an order that is not paid', async () => {
    serve({ '/order/detail': () => ok(order({ status: 'refunded' })), '/invoice/list': () => ok({ invoices: [] }) });
    rendered = await open(`?orderNo=${ORDER_NO}`);
    expect(rendered.container.textContent).toContain('只能为已支付的订单申请发票');
    expect(buttonNamed(rendered.container, '提交申请')).toBeUndefined();
  });

  it('without an order shows my invoices and how to ask for one', async () => {
    serve({ '/invoice/list': () => ok({ invoices: [invoice({ titleType: 'personal', title: '李四', taxNumber: null })] }) });
    rendered = await open('');
    const { container } = rendered;
    expect(container.textContent).toContain('在订单详情中点击“申请发票”');
    expect(textOf(container.querySelector('[data-testid="invoice"]'))).toContain('李四开票中个人抬头');
    expect(mocks.call).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/order/detail' }), expect.anything(), expect.anything());
  });
});
