import type { OpsLineSummary } from '@udian/contracts/endpoints/ops/network/network-lines';
import type { Operator } from '@udian/contracts/schemas/operators';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { OperatorContext } from '../../app/operator-context';
import { LinesTab } from './lines-tab';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
});

const operator = (role: Operator['role']): Operator => ({
  id: '1',
  username: role,
  displayName: role,
  role,
  group: null,
  mustChangePassword: false,
  isTotpOn: false,
  isDisabled: false,
  lockedUntil: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const line = (id: string, code: string, pricing: Pick<OpsLineSummary, 'priceCents' | 'isPriced' | 'hasStopFares'>): OpsLineSummary => ({
  id,
  code,
  name: `${code} 线`,
  type: 'commute',
  cityName: '深圳市',
  isActive: true,
  stationCount: 8,
  upcomingDepartures: 20,
  ...pricing,
});

let root: Root | undefined;
let host: HTMLElement | undefined;
beforeEach(() => {
  mocks.call.mockReset();
  mocks.call.mockResolvedValue({
    items: [
      line('1', 'US12', { priceCents: 0, isPriced: false, hasStopFares: false }),
      line('2', 'Z8', { priceCents: 600, isPriced: true, hasStopFares: true }),
      line('3', 'M101', { priceCents: 800, isPriced: true, hasStopFares: false }),
    ],
    total: 3,
  });
});
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  document.body.innerHTML = '';
});

const render = async (role: Operator['role']) => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root!.render(
      <QueryClientProvider client={client}>
        <OperatorContext.Provider value={operator(role)}>
          <App>
            <LinesTab />
          </App>
        </OperatorContext.Provider>
      </QueryClientProvider>,
    ),
  );
  await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 30))));
};

const rowOf = (code: string) => [...document.querySelectorAll('tr')].find((tr) => tr.textContent?.includes(`${code} 线`))!;
const pricingButtons = () => [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === '设置票价');

describe('the line list’s prices', () => {
  it('shows 暂未定价, a price from and a flat price, and offers 设置票价 on each line to a dispatcher', async () => {
    await render('dispatcher');
    expect(rowOf('US12').textContent).toContain('暂未定价');
    expect(rowOf('Z8').textContent).toContain('¥6.00起');
    expect(rowOf('M101').textContent).toContain('¥8.00');
    expect(pricingButtons()).toHaveLength(3);
    await act(async () => (rowOf('US12').querySelector('button') as HTMLButtonElement).click());
    expect(document.body.textContent).toContain('设置票价 · US12 US12 线');
  });

  it('shows the prices without 设置票价 to a role that may not set them', async () => {
    await render('service');
    expect(rowOf('US12').textContent).toContain('暂未定价');
    expect(pricingButtons()).toHaveLength(0);
  });
});
