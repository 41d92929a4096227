import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ requireLogin: vi.fn(async () => undefined), goToLogin: vi.fn() }));

vi.mock('../platform/host-login/host-login', () => ({ requireLogin: mocks.requireLogin }));
vi.mock('../api/auth-failures', () => ({ goToLogin: mocks.goToLogin }));

import { clearLoginInfo, saveLoginInfo } from '../lib/login-info';
import { RequireLogin } from './require-login';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const login = { userId: '5', phoneNum: '13800138000', token: 't', centerToken: 't', centerUid: '5' };

describe('RequireLogin', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    vi.clearAllMocks();
    clearLoginInfo();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('shows the page to a logged-in passenger without asking the host', () => {
    saveLoginInfo(login, { isPersistent: true });
    act(() => root.render(<RequireLogin><p>乘车人列表</p></RequireLogin>));
    expect(container.textContent).toBe('乘车人列表');
    expect(mocks.requireLogin).not.toHaveBeenCalled();
  });

  it("otherwise starts the host's way in and offers the login page", () => {
    act(() => root.render(<RequireLogin><p>乘车人列表</p></RequireLogin>));
    expect(mocks.requireLogin).toHaveBeenCalledTimes(1);
    expect(container.querySelector('h2')?.textContent).toBe('请先登录');
    expect(container.textContent).not.toContain('乘车人列表');
    act(() => container.querySelector('button')?.click());
    expect(mocks.goToLogin).toHaveBeenCalledWith({ isReplace: true });
  });

  it('shows the page as soon as a (host) login is stored', () => {
    act(() => root.render(<RequireLogin><p>乘车人列表</p></RequireLogin>));
    act(() => saveLoginInfo(login, { isPersistent: false }));
    expect(container.textContent).toBe('乘车人列表');
    act(() => clearLoginInfo());
    expect(container.querySelector('h2')?.textContent).toBe('请先登录');
    expect(mocks.requireLogin).toHaveBeenCalledTimes(2);
  });
});
