import type { Operator } from '@udian/contracts/schemas/operators';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { OperatorContext } from '../../app/operator-context';
import { LineTransitCard } from './line-transit-card';

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

let root: Root | undefined;
let host: HTMLElement | undefined;
beforeEach(() => mocks.call.mockReset());
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  document.body.innerHTML = '';
});

const render = async (role: Operator['role'], accepts: boolean) => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root!.render(
      <QueryClientProvider client={client}>
        <OperatorContext.Provider value={operator(role)}>
          <App>
            <LineTransitCard lineId="7" lineLabel="H601 市民中心—大梅沙 假日专线" accepts={accepts} />
          </App>
        </OperatorContext.Provider>
      </QueryClientProvider>,
    ),
  );
};

const toggle = () => document.querySelector<HTMLButtonElement>('button[role="switch"]')!;

describe('刷卡乘车 on a line', () => {
  it('lets a dispatcher turn it on, through the contract’s call', async () => {
    mocks.call.mockResolvedValue({ lineId: '7', acceptsTransitCard: true });
    await render('dispatcher', false);
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(toggle().getAttribute('aria-label')).toBe('司机接受刷交通卡');
    await act(async () => toggle().click());
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/network/line/transit-card' }), { body: { lineId: '7', acceptsTransitCard: true } });
    expect(document.body.textContent).toContain('开启后，乘客车票上显示其绑定的交通卡');
  });

  it('shows the setting to a role that may not change it, without a way to change it', async () => {
    await render('service', true);
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    expect(toggle().disabled).toBe(true);
    expect(document.body.textContent).toContain('可刷卡');
  });
});
