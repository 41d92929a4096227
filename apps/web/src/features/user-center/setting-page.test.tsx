import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  confirm: vi.fn(async () => true),
  toast: { success: vi.fn(), fail: vi.fn(), info: vi.fn(), loading: vi.fn(() => vi.fn()) },
}));

vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/dialogs', () => ({ confirm: mocks.confirm }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));

import { logout } from '@udian/contracts/endpoints/auth/logout';
import { registerNavigator } from '../../app/navigation';
import { getDeviceId } from '../../lib/device-data';
import { appMemory } from '../../lib/local-memory';
import { getLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { SettingPage } from './setting-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const login = { userId: '8', phoneNum: '13800138000', token: 't8', centerToken: 't8', centerUid: '8' };

let container: HTMLDivElement;
let root: Root;
let queryClient: QueryClient;
let navigations: Array<[string, boolean | undefined]>;

const button = (text: string) => {
  const found = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent?.includes(text));
  if (!found) throw new Error(`no button ${text}`);
  return found;
};

const render = () =>
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <SettingPage />
      </QueryClientProvider>,
    ),
  );

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  saveLoginInfo(login, { isPersistent: true });
  queryClient = new QueryClient();
  navigations = [];
  registerNavigator((href, options) => navigations.push([href, options.isReplace]));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('settings', () => {
  it('clear cache: after confirming, empties the app memory and the query cache, keeping device id and login', async () => {
    const deviceId = getDeviceId();
    appMemory.set('selectedCity', { cityId: 440300, cityName: '深圳市' });
    queryClient.setQueryData(['lines'], [1, 2]);
    render();
    await act(async () => button('清除缓存').click());
    expect(mocks.confirm).toHaveBeenCalledWith('清除缓存', expect.any(String));
    expect(appMemory.get('selectedCity')).toBeUndefined();
    expect(queryClient.getQueryData(['lines'])).toBeUndefined();
    expect(getDeviceId()).toBe(deviceId);
    expect(getLoginInfo()).toEqual(login);
    expect(mocks.toast.success).toHaveBeenCalledWith('缓存已清除');
  });

  it('clear cache keeps everything when the passenger cancels', async () => {
    mocks.confirm.mockResolvedValueOnce(false);
    appMemory.set('selectedCity', { cityId: 440300, cityName: '深圳市' });
    render();
    await act(async () => button('清除缓存').click());
    expect(appMemory.get('selectedCity')).toEqual({ cityId: 440300, cityName: '深圳市' });
  });

  it('log out: POST logout, then the login is forgotten and home replaces the page', async () => {
    mocks.call.mockResolvedValue({ ok: true, data: { isLoggedOut: true }, meta: { code: 1, desc: '', timestamp: 1 } });
    render();
    await act(async () => button('退出登录').click());
    await vi.waitFor(() => expect(navigations).toEqual([['/udianbus/app/home.html', true]]));
    expect(mocks.call).toHaveBeenCalledWith(logout, {}, { failureToast: 'none' });
    expect(getLoginInfo()).toBeNull();
    expect(container.textContent).not.toContain('退出登录');
  });

  it('logs out here even when the server call fails', async () => {
    mocks.call.mockResolvedValue({ ok: false, statusText: 'network error' });
    render();
    await act(async () => button('退出登录').click());
    await vi.waitFor(() => expect(getLoginInfo()).toBeNull());
  });

  it('links "about" to the about-us page and offers no logout when logged out', () => {
    localStorage.clear();
    render();
    const about = [...container.querySelectorAll('a')].find((link) => link.textContent?.includes('关于我们'));
    expect(about?.getAttribute('href')).toBe('/udianbus/app/info/aboutUs.html');
    expect(container.textContent).not.toContain('退出登录');
  });
});
