import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostKey } from '../hosts';

const mocks = vi.hoisted(() => {
  const adapter = (name: string) => ({ name, onStart: vi.fn(async () => undefined), requireLogin: vi.fn(async () => undefined) });
  return {
    host: 'browser' as string,
    superApp: adapter('superApp'),
    citizen: adapter('citizen'),
    jinhua: adapter('jinhua'),
    wechat: adapter('wechat'),
    browser: adapter('browser'),
  };
});

vi.mock('../host-context', () => ({ getHostContext: () => ({ host: mocks.host }) }));
vi.mock('./super-app-login', () => ({ superAppLogin: mocks.superApp }));
vi.mock('./native-ticket-login', () => ({ nativeTicketLogin: mocks.citizen }));
vi.mock('./code-in-query-login', () => ({ codeInQueryLogin: mocks.jinhua }));
vi.mock('./wechat-oauth-login', () => ({ wechatOAuthLogin: mocks.wechat }));
vi.mock('./browser-login', () => ({ browserLogin: mocks.browser }));

import { loadHostLogin, requireLogin, startHostLogin } from './host-login';

const adapters = [mocks.superApp, mocks.citizen, mocks.jinhua, mocks.wechat, mocks.browser];

beforeEach(() => vi.clearAllMocks());

describe('host selection (SPEC section 4)', () => {
  it.each([
    ['superApp', 'superApp'],
    ['citizenApp', 'citizen'],
    ['jinhua', 'jinhua'],
    ['wechat', 'wechat'],
    ['browser', 'browser'],
    ['hengFengXing', 'browser'],
    ['iShenzhen', 'browser'],
    ['qingdao', 'browser'],
  ] as const)('%s logs in with the %s adapter', async (host, adapter) => {
    expect((await loadHostLogin(host as HostKey)).onStart).toBe(mocks[adapter].onStart);
  });

  it.each([
    ['superApp', mocks.superApp],
    ['citizenApp', mocks.citizen],
    ['jinhua', mocks.jinhua],
  ] as const)('%s runs its silent login at start', async (host, adapter) => {
    mocks.host = host;
    startHostLogin();
    await vi.waitFor(() => expect(adapter.onStart).toHaveBeenCalledTimes(1));
  });

  it.each([['wechat'], ['browser'], ['iShenzhen']])('%s does nothing at start (the home page never forces login)', async (host) => {
    mocks.host = host;
    startHostLogin();
    await new Promise((resolve) => setTimeout(resolve, 10));
    for (const adapter of adapters) expect(adapter.onStart).not.toHaveBeenCalled();
  });

  it('a page that needs login asks the current host adapter', async () => {
    mocks.host = 'wechat';
    await requireLogin();
    expect(mocks.wechat.requireLogin).toHaveBeenCalledTimes(1);
    mocks.host = 'browser';
    await requireLogin();
    expect(mocks.browser.requireLogin).toHaveBeenCalledTimes(1);
  });
});
