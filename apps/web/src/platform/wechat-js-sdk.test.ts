import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { fail: vi.fn() },
  config: { productName: '优点巴士' } as Record<string, unknown>,
}));

vi.mock('../api/client', () => ({ call: mocks.call }));
vi.mock('../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../app/web-config', () => ({ getWebConfig: () => mocks.config }));

import { jsApiTicket } from '@udian/contracts/endpoints/wechat/js-api-ticket';
import type { WechatConfig } from './host-bridge';
import { configUrlFor, JS_API_TICKET_ERROR, setUpWechatSdk, signedPageUrl, WECHAT_JS_API_LIST } from './wechat-js-sdk';

const SDK_URL = 'https://res.example.cn/open/js/jweixin-1.6.0.js';
const signature = { appId: 'wx-app', timestamp: 1_700_000_000, nonceStr: 'n0nce', noncestr: 'n0nce', signature: 'f'.repeat(40) };

/** A fake wx: config is recorded; ready or error fires as the test says. */
const fakeWx = (outcome: 'ready' | 'error' = 'ready') => {
  let onReady: () => void = () => undefined;
  let onError: (result: { errMsg: string }) => void = () => undefined;
  return {
    config: vi.fn((_options: WechatConfig) => {
      queueMicrotask(() => (outcome === 'ready' ? onReady() : onError({ errMsg: 'config:invalid signature' })));
    }),
    ready: (callback: () => void) => {
      onReady = callback;
    },
    error: (callback: (result: { errMsg: string }) => void) => {
      onError = callback;
    },
  };
};

/** The script tag loads: window.wx appears, then onload fires. */
const loadScriptWith = async (wx: ReturnType<typeof fakeWx> | undefined) => {
  const script = await vi.waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>(`script[src="${SDK_URL}"]`);
    if (!found) throw new Error('no script yet');
    return found;
  });
  (window as unknown as { wx?: unknown }).wx = wx;
  script.onload?.(new Event('load'));
  return script;
};

beforeEach(() => {
  vi.clearAllMocks();
  mocks.config = { productName: '优点巴士', wechatJsSdkUrl: SDK_URL };
  mocks.call.mockResolvedValue({ ok: true, data: signature, meta: { code: 0, desc: '', timestamp: 1 } });
  window.history.replaceState(null, '', '/udianbus/app/home.html?a=1#section');
});

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as { wx?: unknown }).wx;
  vi.restoreAllMocks();
});

describe('the messaging-app JS-SDK', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) MicroMessenger/8.0', 'https://a/entry.html'],
    ['Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0', 'https://a/now.html'],
  ])('signs the entry URL on iOS and the current one on Android (%s)', (userAgent, expected) => {
    expect(configUrlFor(userAgent, 'https://a/entry.html', 'https://a/now.html')).toBe(expected);
  });

  it('signs the current URL without the hash', () => {
    expect(signedPageUrl()).toBe(`${window.location.origin}/udianbus/app/home.html?a=1`);
  });

  it('loads the script, fetches the signature and configures every API of SPEC section 7', async () => {
    const wx = fakeWx();
    const pending = setUpWechatSdk();
    await loadScriptWith(wx);
    await expect(pending).resolves.toBe(wx);
    expect(mocks.call).toHaveBeenCalledWith(jsApiTicket, { query: { url: `${window.location.origin}/udianbus/app/home.html?a=1` } }, { failureToast: 'none' });
    expect(wx.config).toHaveBeenCalledWith({
      debug: false,
      appId: 'wx-app',
      timestamp: 1_700_000_000,
      nonceStr: 'n0nce',
      signature: 'f'.repeat(40),
      jsApiList: WECHAT_JS_API_LIST,
    });
    expect([...WECHAT_JS_API_LIST].sort()).toEqual(
      [
        'getLocation', 'chooseWXPay', 'updateTimelineShareData', 'onMenuShareTimeline', 'updateAppMessageShareData',
        'onMenuShareAppMessage', 'hideMenuItems', 'showMenuItems', 'launchMiniProgram', 'previewImage', 'downloadImage',
      ].sort(),
    );
    expect(mocks.toast.fail).not.toHaveBeenCalled();
  });

  it('the signature call succeeds with meta code 0 (the contract says so, call() honours it)', () => {
    expect(jsApiTicket.successCode).toBe(0);
  });

  it.each([
    ['a failure envelope', { ok: false, meta: { code: 2120, desc: 'js_api_ticket 请求异常，请稍后重试', timestamp: 1 } }],
    ['no signature in the data', { ok: true, data: { ...signature, signature: '' }, meta: { code: 0, desc: '', timestamp: 1 } }],
    ['a network failure', { ok: false, statusText: 'network error' }],
  ])('shows the js_api_ticket error on %s and does not configure', async (_, answer) => {
    mocks.call.mockResolvedValue(answer);
    const wx = fakeWx();
    const pending = setUpWechatSdk();
    await loadScriptWith(wx);
    await expect(pending).resolves.toBeNull();
    expect(mocks.toast.fail).toHaveBeenCalledWith(JS_API_TICKET_ERROR);
    expect(JS_API_TICKET_ERROR).toBe('js_api_ticket 请求异常');
    expect(wx.config).not.toHaveBeenCalled();
  });

  it('answers null when wx.config fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wx = fakeWx('error');
    const pending = setUpWechatSdk();
    await loadScriptWith(wx);
    await expect(pending).resolves.toBeNull();
  });

  it('without a configured URL skips the SDK with a console warning', async () => {
    mocks.config = { productName: '优点巴士' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(setUpWechatSdk()).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('JS-SDK'));
    expect(document.head.querySelector('script')).toBeNull();
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('answers null when the script fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = setUpWechatSdk();
    const script = await vi.waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script');
      if (!found) throw new Error('no script yet');
      return found;
    });
    script.onerror?.(new Event('error'));
    await expect(pending).resolves.toBeNull();
  });
});
