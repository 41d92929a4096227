import { App } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Section } from './section-types';
import { canSee, homeSectionOf, sectionOf } from './section-types';
import { SectionView } from './section-view';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
});

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

const row = (key: string, roles: Section['endpoint']['operatorRoles'], load: Section['load'] = async () => ({ default: () => <p>{key}</p> })): Section => ({
  key,
  path: `/${key}`,
  label: key,
  icon: null,
  endpoint: { operatorRoles: roles },
  load,
});

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

describe('SectionView', () => {
  it('shows a retry when the section fails to load, and loads it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<Section['load']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /ops/assets/orders-page.js'))
      .mockResolvedValue({ default: () => <p>订单页面</p> });
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root?.render(<App><SectionView section={row('flaky', ['admin'], load)} /></App>));
    await flush();
    expect(host.textContent).toContain('页面加载失败');
    const retry = [...host.querySelectorAll('button')].find((button) => button.textContent?.replace(/\s/g, '') === '重试');
    act(() => retry?.click());
    await flush();
    expect(host.textContent).toContain('订单页面');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the menu table', () => {
  const table = [row('orders', ['admin', 'service']), row('dashboard', ['admin', 'dispatcher']), row('operators', ['admin'])];

  it('shows a row to the roles its endpoint allows', () => {
    expect(table.filter((section) => canSee(section, 'service')).map((section) => section.key)).toEqual(['orders']);
    expect(canSee(row('public', undefined), 'admin')).toBe(false);
  });

  it('finds the section owning a path and nothing for a lookalike prefix', () => {
    expect(sectionOf(table, '/orders/UD2026')?.key).toBe('orders');
    expect(sectionOf(table, '/orders')?.key).toBe('orders');
    expect(sectionOf(table, '/ordersx')).toBeUndefined();
  });

  it('sends home to the dashboard when the role sees it, else the first row it sees', () => {
    expect(homeSectionOf(table, 'admin')?.key).toBe('dashboard');
    expect(homeSectionOf(table, 'service')?.key).toBe('orders');
    expect(homeSectionOf(table, 'finance')).toBeUndefined();
  });
});
