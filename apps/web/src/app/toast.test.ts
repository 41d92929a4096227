import { beforeEach, describe, expect, it, vi } from 'vitest';

const antd = vi.hoisted(() => {
  const close = vi.fn();
  return { close, show: vi.fn(() => ({ close })), clear: vi.fn(), gate: Promise.resolve() };
});

vi.mock('./load-antd-runtime', () => ({
  loadAntdRuntime: async () => {
    await antd.gate;
    return { Toast: { show: antd.show, clear: antd.clear }, offlineIcon: 'offline-icon' };
  },
}));

import { LONG, SHORT, keepTimesWhole, toast } from './toast';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast', () => {
  beforeEach(() => {
    antd.show.mockClear();
    antd.close.mockClear();
    antd.clear.mockClear();
    antd.gate = Promise.resolve();
  });

  it('has the durations of SPEC section 9', () => {
    expect(SHORT).toBe(3000);
    expect(LONG).toBe(8000);
  });

  it.each([
    ['info', undefined],
    ['success', 'success'],
    ['fail', 'fail'],
  ] as const)('%s shows a masked toast for 3 s with icon %s', async (kind, icon) => {
    toast[kind]('已保存');
    await flush();
    expect(antd.show).toHaveBeenCalledWith({ content: '已保存', icon, duration: SHORT, maskClickable: false });
  });

  it('takes a longer duration', async () => {
    toast.info('请注意发车时间', LONG);
    await flush();
    expect(antd.show).toHaveBeenCalledWith(expect.objectContaining({ duration: LONG }));
  });

  it('keeps a date and a time whole across lines', () => {
    expect(keepTimesWhole('2026-11-25 08:30 的车票已售罄')).toBe('2026-\u206011-\u206025\u00a008:30 的车票已售罄');
    expect(keepTimesWhole('检票时间 07:30 - 08:30')).toBe('检票时间 07:30\u00a0-\u00a008:30');
    expect(keepTimesWhole('没有时间的消息')).toBe('没有时间的消息');
  });

  it('offline shows the network message with its own icon', async () => {
    toast.offline();
    await flush();
    expect(antd.show).toHaveBeenCalledWith(expect.objectContaining({ content: '网络不给力，请检查网络后重试', icon: 'offline-icon' }));
  });

  it('loading stays until closed', async () => {
    const close = toast.loading('登录中…');
    await flush();
    expect(antd.show).toHaveBeenCalledWith({ content: '登录中…', icon: 'loading', duration: 0, maskClickable: false });
    close();
    expect(antd.close).toHaveBeenCalledTimes(1);
  });

  it('closing a loading toast leaves a later toast alone (antd-mobile shows one toast and replaces it)', async () => {
    const close = toast.loading('登录中');
    toast.fail('验证码错误，请重新输入');
    await flush();
    close();
    expect(antd.close).not.toHaveBeenCalled();
  });

  it('does not show a loading toast that was closed before antd-mobile arrived', async () => {
    let release: () => void = () => undefined;
    antd.gate = new Promise<void>((resolve) => (release = resolve));
    const close = toast.loading('加载中');
    close();
    release();
    await flush();
    expect(antd.show).not.toHaveBeenCalled();
  });

  it('drops toasts that clear() removed before antd-mobile arrived', async () => {
    let release: () => void = () => undefined;
    antd.gate = new Promise<void>((resolve) => (release = resolve));
    toast.fail('失败了');
    toast.clear();
    release();
    await flush();
    expect(antd.show).not.toHaveBeenCalled();
    expect(antd.clear).toHaveBeenCalled();
  });
});
