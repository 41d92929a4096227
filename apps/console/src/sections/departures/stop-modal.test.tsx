import type { OpsDeparture } from '@udian/contracts/endpoints/ops/departures/departures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { SeatsModal } from './seats-modal';
import { StopModal } from './stop-modal';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // antd's responsive helpers ask for media queries, which jsdom lacks.
  // antd's TextArea measures itself; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
});

const departure: OpsDeparture = {
  departureId: '501',
  line: { lineId: '1', lineCode: 'M101', lineName: '福田—南山通勤快线' },
  serviceDate: '2026-11-28',
  time: '07:30',
  departsAt: '2026-11-27T23:30:00.000Z',
  capacity: 30,
  seatsSold: 6,
  paidTickets: 4,
  status: 'scheduled',
  cancelReason: null,
  cancelledAt: null,
  hasDeparted: false,
  vehiclePlate: null,
  driverName: null,
};

let root: Root | undefined;
let host: HTMLElement | undefined;
beforeEach(() => {
  mocks.call.mockReset();
});
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  document.body.innerHTML = '';
});

const render = async (node: React.ReactNode) => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => root!.render(<QueryClientProvider client={client}><App>{node}</App></QueryClientProvider>));
};

const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 30))));

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name)!;

const type = async (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
  await act(async () => {
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

describe('the stop modal', () => {
  it('says how many tickets will be refunded, checks the reason with the contract, then stops', async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }, input: unknown) => {
      if (endpoint.path === '/departures/stop-preview') return { validTickets: 3, pendingOrders: 1, usedTickets: 1, refundCents: 1900 };
      if (endpoint.path === '/departures/stop') return { departure: { ...departure, status: 'cancelled' }, refundedTickets: 3, refundedCents: 1900, unsentRefunds: 0, cancelledOrders: 1, usedTickets: 1, smsSent: 2, smsFailed: 0, input };
      throw new Error(`unexpected ${endpoint.path}`);
    });
    const onClose = vi.fn();
    await render(<StopModal departure={departure} onClose={onClose} />);
    await settle();
    const text = document.body.textContent ?? '';
    expect(text).toContain('将为 3 张车票全额退款（共 19.00 元）并短信通知乘客');
    expect(text).toContain('1 个待支付订单将被取消并释放座位');
    expect(text).toContain('1 张已检票车票不退款');

    await type(document.querySelector('textarea')!, '坏');
    await act(async () => button('确认停运').click());
    await settle();
    expect(document.body.textContent).toContain('停运原因至少 2 个字');
    expect(mocks.call.mock.calls.map(([e]) => (e as { path: string }).path)).not.toContain('/departures/stop');

    await type(document.querySelector('textarea')!, '车辆故障');
    await act(async () => button('确认停运').click());
    await settle();
    const stopCall = mocks.call.mock.calls.find(([e]) => (e as { path: string }).path === '/departures/stop');
    expect(stopCall?.[1]).toEqual({ body: { departureId: '501', reason: '车辆故障' } });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the seats modal', () => {
  it('starts at the capacity, refuses a fraction in Chinese and sends a whole number', async () => {
    mocks.call.mockResolvedValue({ departure: { ...departure, capacity: 20 } });
    const onClose = vi.fn();
    await render(<SeatsModal departure={departure} onClose={onClose} />);
    const input = document.querySelector<HTMLInputElement>('input')!;
    expect(input.value).toBe('30');
    expect(document.body.textContent).toContain('不能少于已售的 6 座');

    await type(input, '');
    await act(async () => button('保存').click());
    await settle();
    expect(document.body.textContent).toContain('请输入座位数');
    expect(mocks.call).not.toHaveBeenCalled();

    await type(input, '20');
    await act(async () => button('保存').click());
    await settle();
    expect(mocks.call.mock.calls[0]?.[1]).toEqual({ body: { departureId: '501', capacity: 20 } });
    expect(onClose).toHaveBeenCalled();
  });
});
