import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn(), goBack: vi.fn(), toast: { loading: vi.fn(() => () => undefined), success: vi.fn(), fail: vi.fn(), info: vi.fn(), offline: vi.fn() } }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../../app/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), goBack: mocks.goBack }));
// The map itself is tested in components/map; here a tap is a button, and the map says where it opened.
vi.mock('./lazy-station-map', () => ({
  LazyStationMap: ({ onPick, centre }: { onPick: (point: { lng: number; lat: number }) => void; centre: { lng: number; lat: number } }) => (
    <button type="button" data-testid="fake-map" data-centre={`${centre.lng},${centre.lat}`} onClick={() => onPick({ lng: 113.9541, lat: 22.5412 })}>
      地图
    </button>
  ),
}));

import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { DemandStationPage } from './demand-station-page';
import { emptyDemandFields, loadDemandDraft, saveDemandDraft } from './demand-draft';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

const near = {
  stations: [
    { stationId: '31', name: '科技园', lng: 113.9535, lat: 22.5405, distanceM: 95, canChoose: true },
    { stationId: '32', name: '深大北门', lng: 113.9401, lat: 22.5432, distanceM: 820, canChoose: false },
  ],
  places: [
    { kind: 'region', name: '南山区', address: '', lng: 113.93, lat: 22.53, distanceM: 0 },
    { kind: 'address', name: '公司', address: '科技南路', lng: 113.9536, lat: 22.5406, distanceM: 600 },
  ],
};

const home = { name: '深圳北站', address: '龙华区', lng: 114.0295, lat: 22.6097, stationId: null };

describe('demand-station', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    mocks.call.mockReset();
    mocks.goBack.mockClear();
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    window.history.replaceState(null, '', '/udianbus/app/demand-station.html?end=to');
    mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query?: unknown }) => {
      if (endpoint.path === '/demand/nearPoi') {
        expect(input.query).toEqual({ lng: 113.9541, lat: 22.5412 });
        return ok(near);
      }
      throw new Error(`unexpected call ${endpoint.path}`);
    });
    saveDemandDraft({ ...emptyDemandFields(), from: home, people: 3 });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  const tapMap = async () => {
    await waitFor(() => expect(rendered!.container.querySelector('[data-testid="fake-map"]')).not.toBeNull());
    act(() => rendered!.container.querySelector<HTMLButtonElement>('[data-testid="fake-map"]')?.click());
    await waitFor(() => expect(textOf(rendered!.container)).toContain('附近站点'));
  };

  it('opens where the other end is, lists the stations nearest first and the places, and names the point', async () => {
    rendered = renderWithQuery(<DemandStationPage />);
    await waitFor(() => expect(rendered!.container.querySelector('[data-testid="fake-map"]')?.getAttribute('data-centre')).toBe('114.0295,22.6097'));
    expect(textOf(rendered.container)).toContain('点击地图选择目的地');
    await tapMap();
    const text = textOf(rendered.container);
    expect(text.indexOf('科技园')).toBeLessThan(text.indexOf('深大北门'));
    expect(text).toContain('距所选位置 95米');
    expect(text).toContain('较远');
    expect(rendered.container.querySelectorAll('[aria-label^="选用"]')).toHaveLength(1);
    expect(rendered.container.querySelector<HTMLInputElement>('input')?.value).toBe('科技园附近');
  });

  it('confirms the point with the suggested or typed name, into the draft, and goes back to the form', async () => {
    rendered = renderWithQuery(<DemandStationPage />);
    await tapMap();
    act(() => rendered!.container.querySelector<HTMLButtonElement>('[aria-label="用「公司」命名"]')?.click());
    expect(rendered.container.querySelector<HTMLInputElement>('input')?.value).toBe('公司');
    act(() => buttonNamed(rendered!.container, '确认使用此位置')?.click());
    expect(loadDemandDraft()).toMatchObject({ from: home, people: 3, to: { name: '公司', address: '南山区', lng: 113.9541, lat: 22.5412, stationId: null } });
    expect(mocks.goBack).toHaveBeenCalledWith('/udianbus/app/demand-collection.html');
  });

  it('chooses a station near enough instead of the point', async () => {
    rendered = renderWithQuery(<DemandStationPage />);
    await tapMap();
    act(() => rendered!.container.querySelector<HTMLButtonElement>('[aria-label="选用科技园"]')?.click());
    expect(loadDemandDraft()?.to).toEqual({ name: '科技园', address: '南山区', lng: 113.9535, lat: 22.5405, stationId: '31' });
    expect(mocks.goBack).toHaveBeenCalledTimes(1);
  });

  it('refuses a name too long, with the contract’s words', async () => {
    rendered = renderWithQuery(<DemandStationPage />);
    await tapMap();
    const input = rendered.container.querySelector<HTMLInputElement>('input')!;
    input.removeAttribute('maxlength');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '站'.repeat(41));
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => buttonNamed(rendered!.container, '确认使用此位置')?.click());
    expect(textOf(rendered.container.querySelector('[role="alert"]'))).toBe('地点名称不能超过 40 个字');
    expect(mocks.goBack).not.toHaveBeenCalled();
  });
});
