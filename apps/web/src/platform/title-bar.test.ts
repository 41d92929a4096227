import { afterEach, describe, expect, it, vi } from 'vitest';

const host = vi.hoisted(() => ({ userAgent: '' }));
vi.mock('./host-context', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./host-context')>();
  return { ...actual, getHostContext: () => actual.resolveHostContext(host.userAgent, null) };
});

import { HOST_BRIDGE_GLOBAL } from './host-bridge';
import { hostDrawsTitleBar, showHeadingInHost } from './title-bar';

const bridgeWindow = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete bridgeWindow[HOST_BRIDGE_GLOBAL];
});

describe('who draws the title bar', () => {
  it('is the app in a plain browser and in hosts without a bar of their own', () => {
    host.userAgent = 'Mozilla/5.0 (iPhone) Mobile Safari';
    expect(hostDrawsTitleBar()).toBe(false);
    host.userAgent = 'Mozilla/5.0 (Linux; Android 14) QingdaoApp/3.2';
    expect(hostDrawsTitleBar()).toBe(false);
  });

  it('is the host in the super-app and the messaging app', () => {
    host.userAgent = 'Mozilla/5.0 (iPhone) MyNanJing/5.1';
    expect(hostDrawsTitleBar()).toBe(true);
    host.userAgent = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50';
    expect(hostDrawsTitleBar()).toBe(true);
  });

  it('is any host whose bridge takes a title, which then gets the heading', () => {
    host.userAgent = 'Mozilla/5.0 (Linux; Android 14) CitizenApp/2.0';
    expect(hostDrawsTitleBar()).toBe(false);
    const setTitle = vi.fn();
    bridgeWindow[HOST_BRIDGE_GLOBAL] = { setTitle };
    expect(hostDrawsTitleBar()).toBe(true);
    showHeadingInHost('车票详情');
    expect(setTitle).toHaveBeenCalledWith('车票详情');
  });
});
