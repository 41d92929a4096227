import { beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  collector: '',
  client: { register: vi.fn(), setPerformance: vi.fn() },
}));

vi.mock('./web-config', () => ({
  getWebConfig: () => ({ productName: '优点巴士', monitorCollector: mocks.collector }),
}));
vi.mock('skywalking-client-js', () => ({ default: mocks.client }));

const at = (pathname: string) => ({ pathname, search: '', hash: '', title: '优点巴士' });

describe('monitoring', () => {
  beforeEach(() => {
    vi.resetModules();
    mocks.client.register.mockClear();
    mocks.client.setPerformance.mockClear();
  });

  it('stays off without a collector', async () => {
    mocks.collector = '';
    const { startMonitoring } = await import('./monitoring');
    const events = await import('./route-events');
    startMonitoring();
    events.notifyRouteChange(at('/udianbus/app/home.html'), null, 'POP');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mocks.client.register).not.toHaveBeenCalled();
  });

  it('registers on the first page and reports later pages as page views', async () => {
    mocks.collector = 'https://sw.example.cn';
    const { startMonitoring } = await import('./monitoring');
    const events = await import('./route-events');
    startMonitoring();
    events.notifyRouteChange(at('/udianbus/app/home.html'), null, 'POP');
    await vi.waitFor(() => expect(mocks.client.register).toHaveBeenCalled());
    expect(mocks.client.register).toHaveBeenCalledWith({
      collector: 'https://sw.example.cn',
      service: '优点巴士',
      serviceVersion: '1.0.0',
      pagePath: '/udianbus/app/home.html',
      enableSPA: true,
      useFmp: true,
      useWebVitals: true,
      traceTimeInterval: 300_000,
    });
    events.notifyRouteChange(at('/udianbus/app/info/aboutUs.html'), at('/udianbus/app/home.html'), 'PUSH');
    await vi.waitFor(() => expect(mocks.client.setPerformance).toHaveBeenCalled());
    expect(mocks.client.setPerformance).toHaveBeenCalledWith(expect.objectContaining({ pagePath: '/udianbus/app/info/aboutUs.html' }));
    expect(mocks.client.register).toHaveBeenCalledTimes(1);
  });
});
