import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  closeLoading: vi.fn(),
  toast: { loading: vi.fn(), success: vi.fn(), fail: vi.fn(), info: vi.fn() },
}));

vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));

import { smsLogin } from '@udian/contracts/endpoints/auth/sms-login';
import { sendSmsCode } from '@udian/contracts/endpoints/auth/send-sms-code';
import { signRequest } from '@udian/contracts/sms-signature';
import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, getLoginInfo } from '../../lib/login-info';
import { LoginForm } from './login-form';
import { AGREEMENT_REQUIRED_TEXT } from '../../lib/login-rules';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PHONE = '13800138000';
const sent = { ok: true, data: { resendAfterSeconds: 60, expiresInSeconds: 300 }, meta: { code: 1, desc: '', timestamp: 1 } };
const loggedIn = {
  ok: true,
  data: { user: { userId: '42', phoneNum: PHONE }, token: 'tok-42-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', centerToken: 'tok-42-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', centerUid: '42' },
  meta: { code: 1, desc: '', timestamp: 1 },
};
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 1 } });

let container: HTMLDivElement;
let root: Root;
let navigations: Array<[string, boolean | undefined]>;

const render = () => {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <LoginForm />
      </QueryClientProvider>,
    ),
  );
};

/** A checkbox by its text: the element with the checkbox role, and what a tap on its text hits. */
const checkbox = (text: string) => {
  const found = [...container.querySelectorAll('[role="checkbox"]')].find((candidate) => candidate.textContent?.includes(text));
  const label = found?.querySelector('label');
  if (!found || !label) throw new Error(`no checkbox ${text}`);
  return { isChecked: () => found.getAttribute('aria-checked') === 'true', tap: () => act(() => label.click()), element: found };
};

/** The control a label names (labels here point at their control with htmlFor). */
const control = (text: string): HTMLInputElement => {
  const label = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent?.includes(text));
  const input = label ? (document.getElementById(label.htmlFor) as HTMLInputElement | null) : null;
  if (!input) throw new Error(`no control labelled ${text}`);
  return input;
};

const button = (text: string | RegExp): HTMLButtonElement => {
  const found = [...container.querySelectorAll('button')].find((candidate) =>
    typeof text === 'string' ? candidate.textContent === text : text.test(candidate.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${String(text)}`);
  return found;
};

const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

const alerts = () => [...container.querySelectorAll('[role="alert"]')].map((element) => element.textContent);

/** Lets the mutation settle (TanStack Query notifies on a zero-delay timer). */
const settle = () => act(async () => {
  await vi.advanceTimersByTimeAsync(0);
  await vi.advanceTimersByTimeAsync(0);
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  mocks.toast.loading.mockReturnValue(mocks.closeLoading);
  clearLoginInfo();
  navigations = [];
  registerNavigator((href, options) => navigations.push([href, options.isReplace]));
  window.history.replaceState(null, '', `/udianbus/app/login.html?redirect=${encodeURIComponent('/udianbus/app/passenger-info/passenger-list.html')}`);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  render();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('sending the code', () => {
  it.each([
    ['', '请输入手机号码'],
    ['1380013800', '请输入正确的 11 位手机号码'],
    ['12800138000', '请输入正确的 11 位手机号码'],
    ['16800138000', '请输入正确的 11 位手机号码'],
  ])('phone %j is refused with %s and nothing is sent', (phone, message) => {
    type(control('手机号'), phone);
    act(() => button('获取验证码').click());
    expect(alerts()).toEqual([message]);
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('keeps only digits, at most 11', () => {
    type(control('手机号'), '138-0013 8000 99');
    expect(control('手机号').value).toBe('13800138000');
  });

  it('sends the signed request, then counts 60 s down before a new code can be asked', async () => {
    mocks.call.mockResolvedValue(sent);
    type(control('手机号'), PHONE);
    act(() => button('获取验证码').click());
    await settle();
    const query = { phoneNum: PHONE, type: 'sms', functionType: 'baseLogin' };
    expect(mocks.call).toHaveBeenCalledWith(sendSmsCode, { query: { ...query, sign: signRequest(query, '/sms/v1/verification_code/send') } });
    expect(mocks.toast.success).toHaveBeenCalledWith('验证码已发送');
    expect(button(/秒后重新获取$/).textContent).toBe('60秒后重新获取');
    expect(button(/秒后重新获取$/).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(button(/秒后重新获取$/).textContent).toBe('59秒后重新获取');
    act(() => button(/秒后重新获取$/).click());
    expect(mocks.call).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(59_000));
    expect(button('重新获取').disabled).toBe(false);
    act(() => button('重新获取').click());
    await settle();
    expect(mocks.call).toHaveBeenCalledTimes(2);
    expect(button(/秒后重新获取$/).textContent).toBe('60秒后重新获取');
  });

  it('does not start the countdown when the server refuses (its desc is toasted by the request helper)', async () => {
    mocks.call.mockResolvedValue(refused(2001, '验证码已发送，请 60 秒后再重新获取'));
    type(control('手机号'), PHONE);
    act(() => button('获取验证码').click());
    await settle();
    expect(button('获取验证码').disabled).toBe(false);
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });
});

describe('logging in', () => {
  const fill = ({ code = '123456', isAgreed = true } = {}) => {
    type(control('手机号'), PHONE);
    type(control('验证码'), code);
    if (isAgreed) checkbox('我已阅读并同意').tap();
  };

  it('says what is missing, all at once, and sends nothing', () => {
    act(() => button('登录').click());
    expect(alerts()).toEqual(['请输入手机号码', '请输入验证码', AGREEMENT_REQUIRED_TEXT]);
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('refuses a code that is not 6 digits', () => {
    fill({ code: '12345' });
    act(() => button('登录').click());
    expect(alerts()).toEqual(['请输入 6 位数字验证码']);
  });

  it('must have the agreement ticked, with a clear hint', () => {
    fill({ isAgreed: false });
    act(() => button('登录').click());
    expect(alerts()).toEqual(['请先阅读并勾选同意《用户协议》和《隐私政策》']);
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('ticks the agreement by a tap on its text or the Space key; the rules open only from their links', () => {
    const agreement = checkbox('我已阅读并同意');
    expect(agreement.isChecked()).toBe(false);
    expect(agreement.element.textContent).toBe('我已阅读并同意');
    agreement.tap();
    expect(agreement.isChecked()).toBe(true);
    act(() => void agreement.element.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })));
    expect(agreement.isChecked()).toBe(false);
    // The links sit beside the checkbox, not in it: opening a rule leaves the box as it was.
    expect(agreement.element.querySelector('a')).toBeNull();
    expect(checkbox('在本设备上保持登录').isChecked()).toBe(true);
    // No bare checkbox on the page: antd-mobile's own input stays hidden inside its label.
    expect([...container.querySelectorAll('input[type="checkbox"]')].every((input) => input.closest('.adm-checkbox'))).toBe(true);
  });

  it('links the agreement and the privacy policy', () => {
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/udianbus/app/info/agreement.html', '/udianbus/app/info/privacyPolicy.html']);
  });

  it('logs in, keeps the login on this device and returns to the page that asked', async () => {
    mocks.call.mockResolvedValue(loggedIn);
    fill();
    act(() => button('登录').click());
    expect(mocks.toast.loading).toHaveBeenCalledWith('登录中');
    await settle();
    expect(mocks.call).toHaveBeenCalledWith(smsLogin, { body: { phoneNum: PHONE, code: '123456', isPersistent: true, wechatBindTicket: undefined } });
    expect(getLoginInfo()).toEqual({ userId: '42', phoneNum: PHONE, token: loggedIn.data.token, centerToken: loggedIn.data.token, centerUid: '42' });
    expect(localStorage.getItem('loginInfo')).not.toBeNull();
    expect(navigations).toEqual([['/udianbus/app/passenger-info/passenger-list.html', true]]);
    expect(mocks.closeLoading).toHaveBeenCalled();
  });

  it('keeps a session-only login when "stay logged in" is unticked', async () => {
    mocks.call.mockResolvedValue(loggedIn);
    fill();
    checkbox('在本设备上保持登录').tap();
    act(() => button('登录').click());
    await settle();
    expect(mocks.call).toHaveBeenCalledWith(smsLogin, { body: expect.objectContaining({ isPersistent: false }) });
    expect(sessionStorage.getItem('loginInfo')).not.toBeNull();
    expect(localStorage.getItem('loginInfo')).toBeNull();
  });

  it('goes home when the redirect leads off the site', async () => {
    window.history.replaceState(null, '', '/udianbus/app/login.html?redirect=https%3A%2F%2Fevil.example.com');
    mocks.call.mockResolvedValue(loggedIn);
    fill();
    act(() => button('登录').click());
    await settle();
    expect(navigations).toEqual([['/udianbus/app/home.html', true]]);
  });

  it('stays on the page when the code is wrong (the server desc is the toast) and closes the loading toast', async () => {
    mocks.call.mockResolvedValue(refused(2010, '验证码错误，请重新输入'));
    fill();
    act(() => button('登录').click());
    await settle();
    expect(getLoginInfo()).toBeNull();
    expect(navigations).toEqual([]);
    expect(mocks.closeLoading).toHaveBeenCalled();
  });
});
