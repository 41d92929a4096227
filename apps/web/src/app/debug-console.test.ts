import { beforeEach, describe, expect, it, vi } from 'vitest';

const vconsole = vi.hoisted(() => ({ created: vi.fn() }));
vi.mock('vconsole', () => ({
  default: class {
    constructor() {
      vconsole.created();
    }
  },
}));
vi.mock('./web-config', () => ({ getWebConfig: () => ({ productionHosts: ['h5.example.cn'] }) }));

const at = { pathname: '/udianbus/app/home.html', search: '', hash: '', title: '' };

describe('debug console plugin', () => {
  beforeEach(() => {
    vi.resetModules();
    vconsole.created.mockClear();
  });

  it.each([
    ['dev.example.cn', 1],
    ['qa.example.cn', 1],
    ['h5.example.cn', 0],
    ['localhost', 0],
    ['bus.example.com', 0],
  ])('on %s creates %i console', async (hostname, count) => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, hostname });
    const { debugConsolePlugin } = await import('./debug-console');
    debugConsolePlugin.onRouteChange(at, null, 'POP');
    debugConsolePlugin.onRouteChange(at, at, 'PUSH');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vconsole.created).toHaveBeenCalledTimes(count);
    vi.restoreAllMocks();
  });
});
