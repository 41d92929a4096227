import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { loading: vi.fn(() => () => undefined), success: vi.fn(), fail: vi.fn(), info: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));

import { clearLoginInfo, getLoginInfo } from '../../lib/login-info';
import { userCouponFixture } from '../../test/coupon.fixture';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { inviteActivityFixture } from './invite.fixture';
import { InviteActivityRegPage } from './invite-activity-reg-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });
const PHONE = '13900000009';

const type = (input: HTMLInputElement | null | undefined, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

const registered = (overrides: Record<string, unknown>) =>
  ok({
    user: { userId: '90', phoneNum: PHONE },
    token: 'tok-90',
    centerToken: 'tok-90',
    centerUid: '90',
    isNewUser: true,
    isInvitationCounted: true,
    notCountedReason: '',
    newUserCoupon: userCouponFixture({ userCouponId: '55', name: '新人立减券', thresholdCents: 0, useLineId: '12' }),
    ...overrides,
  });

const open = (search: string) => {
  window.history.replaceState(null, '', `/udianbus/invite-activity-reg.html${search}`);
  return renderWithQuery(<InviteActivityRegPage />);
};

const fillAndRegister = async (rendered: Rendered) => {
  await waitFor(() => expect(rendered.container.querySelector('form[aria-label="注册领券"]')).not.toBeNull());
  const [phone, code] = rendered.container.querySelectorAll<HTMLInputElement>('form input');
  type(phone, PHONE);
  act(() => buttonNamed(rendered.container, '获取验证码')?.click());
  await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('验证码已发送'));
  type(code, '123456');
  act(() => rendered.container.querySelector<HTMLElement>('[role="checkbox"]')?.click());
  act(() => buttonNamed(rendered.container, '注册并领取')?.click());
};

describe('invite-activity-reg', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    mocks.call.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('says a link without a code is invalid, asking nothing of the server', () => {
    rendered = open('?activityId=3');
    expect(textOf(rendered.container)).toContain('邀请链接无效，请向邀请人重新获取');
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('says a forged link is invalid in the server words', async () => {
    mocks.call.mockResolvedValue(refused(2620, '邀请链接无效，请向邀请人重新获取'));
    rendered = open('?inviteCode=Zz999999&activityId=3');
    await waitFor(() => expect(textOf(rendered!.container)).toContain('邀请链接无效，请向邀请人重新获取'));
    expect(rendered.container.querySelector('form')).toBeNull();
  });

  it('shows the inviter masked and the new-user coupon, registers by SMS, keeps the login and shows the coupon with 去使用', async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path.endsWith('inviterInfo')) return ok({ inviterPhoneMasked: '138****0000', activity: inviteActivityFixture() });
      if (endpoint.path.endsWith('verification_code/send')) return ok({ resendAfterSeconds: 60, expiresInSeconds: 300 });
      return registered({});
    });
    rendered = open('?inviteCode=AbC123xy&activityId=3');
    await waitFor(() => expect(textOf(rendered!.container)).toContain('您的好友 138****0000 邀请您参加'));
    expect(textOf(rendered.container)).toContain('新用户注册即得减5元');
    await fillAndRegister(rendered);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('注册成功，新人券已到账'));
    const register = mocks.call.mock.calls.find(([endpoint]) => endpoint.path === '/activity/invite_user/register');
    expect(register?.[1]).toEqual({ body: { inviteCode: 'AbC123xy', activityId: '3', phoneNum: PHONE, code: '123456', isPersistent: true } });
    expect(getLoginInfo()).toMatchObject({ userId: '90', phoneNum: PHONE, token: 'tok-90' });
    const links = [...rendered.container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['去使用', '/udianbus/app/buy-ticket.html?lineId=12&userCouponId=55'],
      ['查看优惠券', '/udianbus/app/coupon/my-coupon.html'],
    ]);
  });

  it.each([
    [
      { isNewUser: false, isInvitationCounted: false, notCountedReason: '您已是平台用户，邀请奖励仅限新用户，已为您登录', newUserCoupon: null },
      '已有账号，不参与本次邀请您已是平台用户，邀请奖励仅限新用户，已为您登录',
    ],
    [
      { isNewUser: true, isInvitationCounted: false, notCountedReason: '该设备登录过邀请人的账号，本次邀请不计入奖励', newUserCoupon: null },
      '注册成功，不参与本次邀请该设备登录过邀请人的账号，本次邀请不计入奖励',
    ],
  ])('tells an existing account or a self-invite that it does not take part', async (answer, text) => {
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path.endsWith('inviterInfo')) return ok({ inviterPhoneMasked: '138****0000', activity: inviteActivityFixture() });
      if (endpoint.path.endsWith('verification_code/send')) return ok({ resendAfterSeconds: 60, expiresInSeconds: 300 });
      return registered(answer);
    });
    rendered = open('?inviteCode=AbC123xy&activityId=3');
    await fillAndRegister(rendered);
    await waitFor(() => expect(textOf(rendered!.container)).toContain(text));
    expect(rendered.container.querySelector('[data-testid="new-user-coupon"]')).toBeNull();
  });
});
