import type { OpsLineSummary } from '@udian/contracts/endpoints/ops/network/network-lines';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { LinePriceModal, linePriceText } from './line-price-modal';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
});

const unpriced: OpsLineSummary = {
  id: '7',
  code: 'US12',
  name: 'Downtown Express',
  type: 'commute',
  cityName: '深圳市',
  isActive: true,
  stationCount: 12,
  upcomingDepartures: 40,
  priceCents: 0,
  isPriced: false,
  hasStopFares: false,
};

let root: Root | undefined;
let host: HTMLElement | undefined;
beforeEach(() => mocks.call.mockReset());
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
const type = async (element: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
  await act(async () => {
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const save = async () => {
  await act(async () => button('保存').click());
  await settle();
};

describe('设置票价', () => {
  it.each([
    ['', '此项必填'],
    ['0', '票价须大于 0 元'],
    ['12.345', '票价最多精确到分'],
    ['600', '票价不能超过 500 元'],
  ])('refuses %j in Chinese, sending nothing', async (text, refusal) => {
    await render(<LinePriceModal line={unpriced} onClose={() => undefined} />);
    await type(document.querySelector<HTMLInputElement>('input[aria-label="票价"]')!, text);
    await save();
    expect(document.body.textContent).toContain(refusal);
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('starts empty for an unpriced line and sends the yuan as cents', async () => {
    mocks.call.mockResolvedValue({ lineId: '7', priceCents: 1250, departuresRepriced: 40 });
    const onClose = vi.fn();
    await render(<LinePriceModal line={unpriced} onClose={onClose} />);
    const input = document.querySelector<HTMLInputElement>('input[aria-label="票价"]')!;
    expect(input.value).toBe('');
    await type(input, '12.5');
    await save();
    expect(mocks.call.mock.calls[0]?.[1]).toEqual({ body: { lineId: '7', priceCents: 1250 } });
    expect(onClose).toHaveBeenCalled();
  });

  it('warns that fares between stops become one price, and starts from the line’s price', async () => {
    await render(<LinePriceModal line={{ ...unpriced, isPriced: true, hasStopFares: true, priceCents: 600 }} onClose={() => undefined} />);
    expect(document.body.textContent).toContain('该线路按区间计价，保存后所有区间统一为此票价');
    expect(document.querySelector<HTMLInputElement>('input[aria-label="票价"]')!.value).toBe('6.00');
  });

  it('shows a line’s price as 暂未定价, a price from, or its one price', () => {
    expect(linePriceText(unpriced)).toBe('暂未定价');
    expect(linePriceText({ isPriced: true, hasStopFares: true, priceCents: 600 })).toBe('¥6.00起');
    expect(linePriceText({ isPriced: true, hasStopFares: false, priceCents: 800 })).toBe('¥8.00');
  });
});
