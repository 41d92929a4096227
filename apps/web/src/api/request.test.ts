import { clientHeaderNames } from '@udian/contracts/client-headers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  toast: { info: vi.fn(), success: vi.fn(), fail: vi.fn(), offline: vi.fn(), loading: vi.fn(), clear: vi.fn() },
  alert: vi.fn(),
  login: null as null | { userId: string; phoneNum: string; token: string; centerToken: string; centerUid: string },
  clearLoginInfo: vi.fn(),
  city: null as null | { cityId: number; cityName: string },
}));

vi.mock('../app/toast', () => ({ toast: mocks.toast, OFFLINE_TEXT: '网络不给力，请检查网络后重试' }));
vi.mock('../app/dialogs', () => ({ alert: mocks.alert }));
vi.mock('../lib/login-info', () => ({
  getLoginInfo: () => mocks.login,
  clearLoginInfo: mocks.clearLoginInfo,
}));
vi.mock('../lib/device-data', () => ({ getDeviceId: () => 'a1b2c3d4e5f6a7b8' }));
vi.mock('../lib/local-memory', () => ({ getEffectiveCity: () => mocks.city }));
vi.mock('../platform/host-context', () => ({
  getHostContext: () => ({ host: 'iShenzhen', platform: 'H5', channel: '10000', channelIdName: 'asz', appPlatform: null }),
}));

import { registerNavigator } from '../app/navigation';
import { request, REQUEST_TIMEOUT_MS, type RequestOptions } from './request';

type FetchCall = { url: string; init: RequestInit };

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const lastCall = (): FetchCall => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], init: call[1] };
};
const headersOf = (call: FetchCall) => call.init.headers as Record<string, string>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ data, meta: { code: 1, desc: '成功', timestamp: 1700000000000 } });
const failure = (code: number, desc: string) => json({ data: null, meta: { code, desc, timestamp: 1700000000000 } });

const get: RequestOptions = { prefix: '/ydbus-api-v2', path: '/line/detail/query', method: 'GET' };
const post: RequestOptions = { prefix: '/ydbus-api-v2', path: '/passenger/del', method: 'POST', body: { id: 3 } };

const navigations: string[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  mocks.login = null;
  mocks.city = { cityId: 11, cityName: '深圳' };
  mocks.alert.mockReset();
  navigations.length = 0;
  registerNavigator((href) => navigations.push(href));
  window.history.replaceState(null, '', '/udianbus/app/my-order.html?page=2');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('headers', () => {
  it.each([
    ['GET', get],
    ['POST', post],
  ])('%s sends all 17 client headers of SPEC section 7', async (_, options) => {
    fetchMock.mockResolvedValue(ok({}));
    await request(options);
    const headers = headersOf(lastCall());
    for (const name of clientHeaderNames) expect(headers, name).toHaveProperty(name);
    expect(clientHeaderNames).toHaveLength(17);
    expect(headers).toMatchObject({
      platform: 'H5',
      channel: '10000',
      channelId: '10000',
      clientPlatformId: 'iShenzhen',
      bizType: '100001',
      clientPlatform: 'asz',
      deviceId: 'a1b2c3d4e5f6a7b8',
      appVersion: 'v0.1.0',
      appName: 'udianbus-passenger',
      market: '1001',
      networkType: 'unknown',
      cityId: '11',
    });
    expect(headers.screenSize).toMatch(/^\d+x\d+$/);
  });

  it('sends an empty cityId when no city is known', async () => {
    mocks.city = null;
    fetchMock.mockResolvedValue(ok({}));
    await request(get);
    expect(headersOf(lastCall()).cityId).toBe('');
  });

  it('adds token and userId only when logged in', async () => {
    fetchMock.mockResolvedValue(ok({}));
    await request(get);
    expect(headersOf(lastCall())).not.toHaveProperty('token');
    expect(headersOf(lastCall())).not.toHaveProperty('userId');
    mocks.login = { userId: 'u-9', phoneNum: '13800000000', token: 't-1', centerToken: '', centerUid: '' };
    await request(get);
    expect(headersOf(lastCall())).toMatchObject({ token: 't-1', userId: 'u-9' });
  });

  it('attaches the record header to the older /ydbus-api calls only', async () => {
    fetchMock.mockResolvedValue(ok({}));
    await request({ prefix: '/ydbus-api', path: '/line/query', method: 'GET' });
    const record = headersOf(lastCall()).record;
    expect(JSON.parse(decodeURIComponent(record ?? ''))).toEqual({
      deviceId: 'a1b2c3d4e5f6a7b8',
      channel: '10000',
      cityId: '11',
      platform: 'H5',
    });
    await request(get);
    expect(headersOf(lastCall())).not.toHaveProperty('record');
  });
});

describe('encoding', () => {
  it('puts GET data in the query string, encoded, without absent values', async () => {
    fetchMock.mockResolvedValue(ok({}));
    await request({ ...get, query: { lineId: 12, name: '科技园 A/B', empty: undefined, none: null, ids: [1, 2], flag: false } });
    const url = new URL(lastCall().url, 'https://h5.example.cn');
    expect(url.pathname).toBe('/ydbus-api-v2/line/detail/query');
    expect(url.searchParams.get('name')).toBe('科技园 A/B');
    expect(url.searchParams.getAll('ids')).toEqual(['1', '2']);
    expect(url.searchParams.get('flag')).toBe('false');
    expect(url.searchParams.has('empty')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
    expect(lastCall().init.body).toBeUndefined();
    expect(lastCall().init.method).toBe('GET');
  });

  it('posts JSON by default', async () => {
    fetchMock.mockResolvedValue(ok({}));
    await request({ ...post, body: { id: 3, name: '张三' } });
    expect(headersOf(lastCall())['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ id: 3, name: '张三' });
  });

  it('posts form-encoded bodies when asked', async () => {
    fetchMock.mockResolvedValue(ok({}));
    await request({ ...post, bodyEncoding: 'form', body: { id: 3, name: '张 三' } });
    expect(headersOf(lastCall())['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(String(lastCall().init.body)))).toEqual({ id: '3', name: '张 三' });
  });

  it('lets a call outlive the page when asked (logs sent while the page hides)', async () => {
    fetchMock.mockResolvedValue(ok({}));
    await request({ ...post, isKeepalive: true });
    expect(lastCall().init.keepalive).toBe(true);
    await request(post);
    expect(lastCall().init.keepalive).toBeFalsy();
  });

  it('builds the URL from the base URL, the prefix and the path', async () => {
    fetchMock.mockResolvedValue(ok({}));
    await request({ ...get, baseUrl: 'https://log.example.cn' });
    expect(lastCall().url).toBe('https://log.example.cn/ydbus-api-v2/line/detail/query');
  });
});

describe('normalisation', () => {
  it('answers ok with data and meta on code 1', async () => {
    fetchMock.mockResolvedValue(ok({ lineId: 1 }));
    await expect(request(get)).resolves.toEqual({
      ok: true,
      data: { lineId: 1 },
      meta: { code: 1, desc: '成功', timestamp: 1700000000000 },
    });
  });

  it.each([
    [200, 1, true],
    [402, 502, false],
    [300, 300, false],
  ])('maps a legacy body status %s to meta.code %s', async (status, code, isOk) => {
    fetchMock.mockResolvedValue(json({ status, msg: '旧接口', data: { a: 1 } }));
    const result = await request(get);
    expect(result.ok).toBe(isOk);
    expect('meta' in result && result.meta.code).toBe(code);
  });

  it('answers a non-2xx HTTP status with only its status text and a failure toast', async () => {
    fetchMock.mockResolvedValue(new Response('gone', { status: 404, statusText: 'Not Found' }));
    await expect(request(get)).resolves.toEqual({ ok: false, statusText: 'Not Found' });
    expect(mocks.toast.fail).toHaveBeenCalledWith('网络异常（404），请稍后重试');
  });

  it('answers a network failure with a status text and the offline toast', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request(get)).resolves.toEqual({ ok: false, statusText: 'network error' });
    expect(mocks.toast.offline).toHaveBeenCalledWith('网络不给力，请检查网络后重试');
  });

  it('gives up after 15 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = request(get);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(pending).resolves.toEqual({ ok: false, statusText: 'timeout' });
    expect(mocks.toast.offline).toHaveBeenCalled();
  });

  it('stays silent when the caller cancels', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = request({ ...get, signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({ ok: false, statusText: 'aborted' });
    expect(mocks.toast.offline).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it.each([
    [undefined, 'fail'],
    ['fail', 'fail'],
    ['info', 'info'],
  ] as const)('shows meta.desc as a toast of the call kind (%s → %s)', async (failureToast, kind) => {
    fetchMock.mockResolvedValue(failure(1009, '座位已售完，请选择其他班次'));
    const result = await request({ ...get, failureToast });
    expect(result).toEqual({ ok: false, meta: { code: 1009, desc: '座位已售完，请选择其他班次', timestamp: 1700000000000 } });
    expect(mocks.toast[kind]).toHaveBeenCalledWith('座位已售完，请选择其他班次');
    expect(mocks.toast[kind === 'fail' ? 'info' : 'fail']).not.toHaveBeenCalled();
  });

  it("shows nothing and redirects nowhere for 'none' calls", async () => {
    fetchMock.mockResolvedValue(failure(502, '登录已失效，请重新登录'));
    await request({ ...get, failureToast: 'none' });
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    await request({ ...get, failureToast: 'none' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await request({ ...get, failureToast: 'none' });
    expect(Object.values(mocks.toast).every((fn) => fn.mock.calls.length === 0)).toBe(true);
    expect(mocks.clearLoginInfo).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
  });

  it('502 clears the login and opens the login page with the way back', async () => {
    fetchMock.mockResolvedValue(failure(502, '登录已失效，请重新登录'));
    await request(get);
    expect(mocks.clearLoginInfo).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual([`/udianbus/app/login.html?redirect=${encodeURIComponent('/udianbus/app/my-order.html?page=2')}`]);
  });

  it('a legacy 402 is handled as 502', async () => {
    fetchMock.mockResolvedValue(json({ status: 402, msg: 'token 失效' }));
    await request(get);
    expect(mocks.clearLoginInfo).toHaveBeenCalled();
    expect(navigations[0]).toMatch(/^\/udianbus\/app\/login\.html\?redirect=/);
  });

  it('420 clears the login, alerts with the server text and opens login only after confirm', async () => {
    let confirm: () => void = () => undefined;
    mocks.alert.mockImplementation(() => new Promise<void>((resolve) => (confirm = resolve)));
    const desc = '您的账号已在其他客户端登录，当前设备已被迫下线。如非本人操作，请重新登录后检查账号安全';
    fetchMock.mockResolvedValue(failure(420, desc));
    await request(get);
    expect(mocks.clearLoginInfo).toHaveBeenCalled();
    expect(mocks.alert).toHaveBeenCalledWith('温馨提示', desc);
    expect(mocks.toast.fail).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
    confirm();
    await vi.waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations[0]).toMatch(/^\/udianbus\/app\/login\.html\?redirect=/);
  });

  it('shows one 420 alert when several calls fail together', async () => {
    let confirm: () => void = () => undefined;
    mocks.alert.mockImplementation(() => new Promise<void>((resolve) => (confirm = resolve)));
    fetchMock.mockImplementation(async () => failure(420, '已在其他客户端登录'));
    await Promise.all([request(get), request(get)]);
    expect(mocks.alert).toHaveBeenCalledTimes(1);
    confirm();
    await vi.waitFor(() => expect(navigations).toHaveLength(1));
  });

  it('does not redirect from the login page to itself', async () => {
    window.history.replaceState(null, '', '/udianbus/app/login.html?redirect=%2Fa.html');
    fetchMock.mockResolvedValue(failure(502, '登录已失效'));
    await request(get);
    expect(navigations).toEqual([]);
  });

  it('accepts another success code for the messaging signature call', async () => {
    fetchMock.mockResolvedValue(json({ data: { signature: 's' }, meta: { code: 0, desc: '', timestamp: 1 } }));
    await expect(request({ ...get, successCode: 0 })).resolves.toMatchObject({ ok: true, data: { signature: 's' } });
  });
});
