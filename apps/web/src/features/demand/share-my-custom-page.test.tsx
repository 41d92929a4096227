import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  copyText: vi.fn(async () => true),
  setWechatShare: vi.fn(async () => false),
  toast: { loading: vi.fn(() => () => undefined), success: vi.fn(), fail: vi.fn(), info: vi.fn(), offline: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast, OFFLINE_TEXT: '网络不给力，请检查网络后重试' }));
vi.mock('../../lib/clipboard', () => ({ copyText: mocks.copyText }));
vi.mock('../../platform/wechat-share', () => ({ setWechatShare: mocks.setWechatShare }));

import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { demandFixture } from './demand.fixture';
import { ShareMyCustomPage } from './share-my-custom-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });
const CODE = 'AbCdE12345';
const shared = (overrides = {}) => demandFixture({ isMine: false, note: '', ownerPhone: '138****0000', ...overrides });

describe('my-custom/share_my_custom', () => {
  let rendered: Rendered | undefined;
  const navigations: string[] = [];

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    mocks.copyText.mockClear();
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
    navigations.length = 0;
    registerNavigator((href) => navigations.push(href));
    window.history.replaceState(null, '', `/udianbus/app/my-custom/share_my_custom.html?code=${CODE}`);
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  const logIn = () => saveLoginInfo({ userId: '8', phoneNum: '13900000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });

  it('shows the shared demand with the submitter masked; 同路 +1 asks a visitor to log in and come back', async () => {
    mocks.call.mockResolvedValue(ok({ demand: shared() }));
    rendered = renderWithQuery(<ShareMyCustomPage />);
    await waitFor(() => expect(buttonNamed(rendered!.container, '同路 +1')).toBeDefined());
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/demand/info' }), { query: { code: CODE } }, expect.objectContaining({ failureToast: 'none' }));
    expect(textOf(rendered.container)).toContain('138****0000 发起的通勤需求');
    expect(textOf(rendered.container)).toContain('深圳北站');
    expect(textOf(rendered.container)).toContain('登录后即可参与');
    act(() => buttonNamed(rendered!.container, '同路 +1')?.click());
    expect(navigations).toEqual([`/udianbus/app/login.html?redirect=${encodeURIComponent(`/udianbus/app/my-custom/share_my_custom.html?code=${CODE}`)}`]);
    expect(mocks.call).toHaveBeenCalledTimes(1);
  });

  it('adds a logged-in colleague once and then says so, with the count of 同路', async () => {
    logIn();
    let demand = shared();
    mocks.call.mockImplementation(async (endpoint: { path: string }, input: { body?: unknown }) => {
      if (endpoint.path === '/demand/share/join') {
        expect(input.body).toEqual({ code: CODE });
        demand = shared({ hasJoined: true, supporters: 1 });
        return ok({ demand });
      }
      return ok({ demand });
    });
    rendered = renderWithQuery(<ShareMyCustomPage />);
    await waitFor(() => expect(buttonNamed(rendered!.container, '同路 +1')).toBeDefined());
    act(() => buttonNamed(rendered!.container, '同路 +1')?.click());
    await waitFor(() => expect(textOf(rendered!.container)).toContain('您已同路 +1'));
    expect(mocks.toast.success).toHaveBeenCalledWith('已同路 +1');
    expect(textOf(rendered.container.querySelector('[data-testid="demand-people"]'))).toBe('2人 · 1人同路');
    expect(buttonNamed(rendered.container, '同路 +1')).toBeUndefined();
  });

  it('keeps a refusal on the page in the server’s words', async () => {
    logIn();
    mocks.call.mockImplementation(async (endpoint: { path: string }) =>
      endpoint.path === '/demand/share/join' ? refused(3102, '该需求的征集已结束') : ok({ demand: shared() }),
    );
    rendered = renderWithQuery(<ShareMyCustomPage />);
    await waitFor(() => expect(buttonNamed(rendered!.container, '同路 +1')).toBeDefined());
    act(() => buttonNamed(rendered!.container, '同路 +1')?.click());
    await waitFor(() => expect(textOf(rendered!.container.querySelector('[role="alert"]'))).toBe('该需求的征集已结束'));
  });

  it('shows my own demand without 同路 +1, with its link to copy', async () => {
    logIn();
    mocks.call.mockResolvedValue(ok({ demand: demandFixture() }));
    rendered = renderWithQuery(<ShareMyCustomPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('这是您提交的通勤需求'));
    expect(buttonNamed(rendered.container, '同路 +1')).toBeUndefined();
    const link = `${window.location.origin}/udianbus/app/my-custom/share_my_custom.html?code=${CODE}`;
    expect(rendered.container.querySelector<HTMLInputElement>('[data-testid="demand-share-link"]')?.value).toBe(link);
    act(() => buttonNamed(rendered!.container, '复制链接')?.click());
    await waitFor(() => expect(mocks.copyText).toHaveBeenCalledWith(link));
    expect(mocks.toast.success).toHaveBeenCalledWith('链接已复制，快发给同路的同事吧');
  });

  it('says a demand whose line opened no longer gathers', async () => {
    mocks.call.mockResolvedValue(ok({ demand: shared({ status: 'opened' }) }));
    rendered = renderWithQuery(<ShareMyCustomPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('该需求的征集已结束'));
    expect(buttonNamed(rendered.container, '同路 +1')).toBeUndefined();
    expect(rendered.container.querySelector('[data-testid="demand-share-link"]')).toBeNull();
  });

  it('says so for a malformed link without asking, and for an unknown one', async () => {
    window.history.replaceState(null, '', '/udianbus/app/my-custom/share_my_custom.html?code=bad');
    rendered = renderWithQuery(<ShareMyCustomPage />);
    expect(textOf(rendered.container)).toContain('分享链接无效');
    expect(mocks.call).not.toHaveBeenCalled();
    rendered.unmount();
    window.history.replaceState(null, '', `/udianbus/app/my-custom/share_my_custom.html?code=${CODE}`);
    mocks.call.mockResolvedValue(refused(1004, '需求不存在'));
    rendered = renderWithQuery(<ShareMyCustomPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('需求不存在'));
  });
});
