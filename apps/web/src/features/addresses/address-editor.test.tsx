import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ located: { lng: 113.9482, lat: 22.5432, isDefault: false }, call: vi.fn(), toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() }, goBack: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../../app/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), goBack: mocks.goBack }));
vi.mock('../../platform/location', () => ({ getLocation: async () => mocks.located }));
// The map itself is tested in components/map; here a tap is a button.
vi.mock('./lazy-point-picker', () => ({
  LazyPointPicker: ({ onPick, value }: { onPick: (point: { lng: number; lat: number }) => void; value: unknown }) => (
    <button type="button" data-testid="fake-map" data-has-value={String(value !== null)} onClick={() => onPick({ lng: 113.9541, lat: 22.5412 })}>
      地图
    </button>
  ),
}));

import { saveLoginInfo, clearLoginInfo } from '../../lib/login-info';
import { setSelectedCity } from '../../lib/local-memory';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { AddressEditor } from './address-editor';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const kejiyuan = { kind: 'station', placeId: '31', name: '科技园', detail: '南山区', lng: 113.953, lat: 22.5405 };

const type = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

describe('AddressEditor', () => {
  let rendered: Rendered | undefined;
  const saved: unknown[] = [];
  const searched: unknown[] = [];

  beforeEach(() => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    setSelectedCity({ cityId: 440300, cityName: '深圳市' });
    mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query?: unknown; body?: unknown }) => {
      if (endpoint.path === '/user/address/list') return ok({ home: null, work: null, others: [], limit: 20 });
      if (endpoint.path === '/search/place/query') {
        searched.push(input.query);
        return ok({ places: [kejiyuan] });
      }
      if (endpoint.path === '/search/curPosition/query') return ok({ address: '科技园附近', nearestStation: null, regionName: '南山区' });
      if (endpoint.path === '/user/address/add') {
        saved.push(input.body);
        return ok({ addressId: '1', ...(input.body as object) });
      }
      if (endpoint.path === '/city/curCity/query') return ok({ city: { cityId: 440300, cityName: '深圳市' } });
      throw new Error(`unexpected call ${endpoint.path}`);
    });
  });
  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    saved.length = 0;
    searched.length = 0;
    clearLoginInfo();
    localStorage.clear();
    mocks.located = { lng: 113.9482, lat: 22.5432, isDefault: false };
    vi.clearAllMocks();
  });

  const open = () => {
    rendered = renderWithQuery(<AddressEditor type="home" address={null} listPath="/udianbus/app/common-address" />);
    return rendered.container;
  };
  /** The input a label names (the form ties them by for/id). */
  const input = (container: Element, label: string) => {
    const id = [...container.querySelectorAll('label')].find((candidate) => textOf(candidate) === label)?.htmlFor ?? '';
    return container.querySelector<HTMLInputElement>(`[id="${id}"]`)!;
  };
  const submit = (container: Element) => act(() => (container.querySelector('button[type="submit"]') as HTMLButtonElement).click());
  const errors = (container: Element) => [...container.querySelectorAll('.adm-form-item-feedback-error')].map(textOf);

  it('limits the fields as the server does', () => {
    const container = open();
    expect(input(container, '地点名称').maxLength).toBe(50);
    expect(input(container, '详细地址').maxLength).toBe(100);
  });

  it('says what is missing, then finds 科技园 in the city by name, fills the name and clears the error', async () => {
    const container = open();
    submit(container);
    await waitFor(() => expect(errors(container)).toEqual(['地点名称不能为空', '还没有选择位置：搜索地点或在地图上点选']));
    type(container.querySelector<HTMLInputElement>('input[type="search"]')!, '科技园');
    await waitFor(() => expect(container.querySelector('[aria-label="搜索结果"]')).not.toBeNull(), 3000);
    expect(searched).toEqual([{ cityId: 440300, keyword: '科技园' }]);
    act(() => (container.querySelector('[aria-label="搜索结果"] .adm-list-item') as HTMLElement).click());
    await waitFor(() => expect(errors(container)).toEqual([]));
    expect(textOf(container.querySelector('[data-testid="chosen-place"]'))).toBe('已选位置：科技园南山区');
    expect(input(container, '地点名称').value).toBe('科技园');
    submit(container);
    await waitFor(() => expect(saved).toEqual([{ type: 'home', name: '科技园', address: '南山区', lng: 113.953, lat: 22.5405 }]));
    expect(mocks.goBack).toHaveBeenCalled();
  });

  it('searches every city when it knows none (not chosen, not located)', async () => {
    localStorage.clear();
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    mocks.located = { lng: 114.05454, lat: 22.52291, isDefault: true };
    const container = open();
    type(container.querySelector<HTMLInputElement>('input[type="search"]')!, '科技园');
    await waitFor(() => expect(searched.length).toBeGreaterThan(0), 3000);
    expect(searched[0]).toEqual({ keyword: '科技园' });
  });

  it('names a tapped point by the server, never with numbers, and keeps a name the passenger typed', async () => {
    const container = open();
    type(input(container, '地点名称'), '我家');
    act(() => (container.querySelector('[data-testid="fake-map"]') as HTMLElement).click());
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="chosen-place"]'))).toBe('已选位置：科技园附近南山区'));
    expect(input(container, '地点名称').value).toBe('我家');
    submit(container);
    await waitFor(() => expect(saved).toEqual([{ type: 'home', name: '我家', address: '南山区', lng: 113.9541, lat: 22.5412 }]));
  });
});
