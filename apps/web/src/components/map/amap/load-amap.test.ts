import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loader = vi.hoisted(() => ({ load: vi.fn(), reset: vi.fn() }));
vi.mock('@amap/amap-jsapi-loader', () => ({ default: loader, ...loader }));

import { installFakeAmap, removeFakeAmap } from './amap-test-kit';
import { AMAP_LOAD_TIMEOUT_MS, STAND_IN_CALLBACK, forgetAmap, loadAmap } from './load-amap';

type TestWindow = Window & { _AMapSecurityConfig?: unknown; [STAND_IN_CALLBACK]?: (error?: unknown) => void };
const testWindow = () => window as TestWindow;
const standInScript = () => document.head.querySelector<HTMLScriptElement>('script[src*="/amap/maps"]');

describe('loadAmap', () => {
  beforeEach(() => {
    forgetAmap();
    removeFakeAmap();
    delete testWindow()._AMapSecurityConfig;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('loads AMap 2.0 through the official loader with the key and plugins, after setting the security code', async () => {
    const amap = installFakeAmap();
    removeFakeAmap();
    loader.load.mockImplementation(async () => {
      // AMap reads its security code when its script runs: it must be there before.
      expect(testWindow()._AMapSecurityConfig).toEqual({ securityJsCode: 'code01' });
      return amap;
    });
    await expect(loadAmap({ key: 'key01', securityCode: 'code01', scriptUrl: '' })).resolves.toBe(amap);
    expect(loader.load).toHaveBeenCalledWith({ key: 'key01', version: '2.0', plugins: ['AMap.Scale', 'AMap.AutoComplete', 'AMap.PlaceSearch'] });
    // Once per page load.
    await loadAmap({ key: 'key01', securityCode: 'code01', scriptUrl: '' });
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(standInScript()).toBeNull();
  });

  it('tries again after a failure, resetting the official loader that remembers it', async () => {
    loader.load.mockRejectedValueOnce('请求失败');
    await expect(loadAmap({ key: 'key01', securityCode: '', scriptUrl: '' })).rejects.toThrow('请求失败');
    expect(loader.reset).toHaveBeenCalledTimes(1);
    loader.load.mockResolvedValueOnce({});
    await expect(loadAmap({ key: 'key01', securityCode: '', scriptUrl: '' })).resolves.toEqual({});
  });

  it('gives up on a script that never answers', async () => {
    vi.useFakeTimers();
    loader.load.mockReturnValue(new Promise(() => undefined));
    const loading = loadAmap({ key: 'key01', securityCode: '', scriptUrl: '' });
    const failed = expect(loading).rejects.toThrow('AMap took too long to load');
    await vi.advanceTimersByTimeAsync(AMAP_LOAD_TIMEOUT_MS);
    await failed;
  });

  it('loads a stand-in script (tests) the way AMap loads, and never calls the official loader', async () => {
    const loading = loadAmap({ key: 'e2ekey', securityCode: '', scriptUrl: 'http://127.0.0.1:4999/amap/maps' });
    const src = new URL(standInScript()?.src ?? '');
    expect(src.origin + src.pathname).toBe('http://127.0.0.1:4999/amap/maps');
    expect(Object.fromEntries(src.searchParams)).toEqual({ v: '2.0', key: 'e2ekey', plugin: 'AMap.Scale,AMap.AutoComplete,AMap.PlaceSearch', callback: STAND_IN_CALLBACK });
    // What the script does when it has run.
    const amap = installFakeAmap();
    testWindow()[STAND_IN_CALLBACK]?.();
    await expect(loading).resolves.toBe(amap);
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('fails when the stand-in script refuses the key or does not arrive', async () => {
    const refused = loadAmap({ key: 'bad-key', securityCode: '', scriptUrl: 'http://127.0.0.1:4999/amap/maps' });
    testWindow()[STAND_IN_CALLBACK]?.(new Error('INVALID_USER_KEY'));
    await expect(refused).rejects.toThrow('INVALID_USER_KEY');
    const missing = loadAmap({ key: 'key01', securityCode: '', scriptUrl: 'http://127.0.0.1:4999/amap/maps' });
    standInScript()?.dispatchEvent(new Event('error'));
    await expect(missing).rejects.toThrow('AMap script did not load');
  });
});
