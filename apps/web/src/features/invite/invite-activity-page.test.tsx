import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  copyText: vi.fn(async () => true),
  setWechatShare: vi.fn(async () => false),
  toast: { loading: vi.fn(() => () => undefined), success: vi.fn(), fail: vi.fn(), info: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../../lib/clipboard', () => ({ copyText: mocks.copyText }));
vi.mock('../../platform/wechat-share', () => ({ setWechatShare: mocks.setWechatShare }));

import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { userCouponFixture } from '../../test/coupon.fixture';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { inviteActivityFixture } from './invite.fixture';
import { InviteActivityPage } from './invite-activity-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });

const invites = {
  users: [
    { phoneMasked: '139****0001', registeredAt: '2026-06-02T00:00:00.000Z', firstRideAt: '2026-06-03T00:10:00.000Z', rewardState: 'rewarded', refusedReason: '' },
    { phoneMasked: '139****0002', registeredAt: '2026-06-04T00:00:00.000Z', firstRideAt: null, rewardState: 'waiting', refusedReason: '' },
    { phoneMasked: '138****0000', registeredAt: '2026-06-05T00:00:00.000Z', firstRideAt: null, rewardState: 'refused', refusedReason: '使用了邀请人的设备注册' },
  ],
  registeredCount: 3,
  riddenCount: 1,
  rewardedCount: 1,
  rewards: [userCouponFixture({ userCouponId: '40', name: '邀请奖励券', kind: 'free', source: 'invite_reward' })],
};

const SEARCH = '?userId=7&cityId=440300&oldUserPhoneNum=13800000000';

describe('invite-activity', () => {
  let rendered: Rendered | undefined;
  const navigations: string[] = [];

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    mocks.copyText.mockClear();
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
    navigations.length = 0;
    registerNavigator((href) => navigations.push(href));
    window.history.replaceState(null, '', `/udianbus/invite-activity.html${SEARCH}`);
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('loads the campaign with the query as it came, then the invitees with the same query plus the activity id', async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }) =>
      endpoint.path.endsWith('getInviteActivityMes') ? ok(inviteActivityFixture()) : ok(invites),
    );
    rendered = renderWithQuery(<InviteActivityPage />);
    await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="invitee"]')).toHaveLength(3));
    const query = { userId: '7', cityId: 440300, oldUserPhoneNum: '13800000000' };
    expect(mocks.call.mock.calls.map(([endpoint, input]) => [endpoint.path, input])).toEqual([
      ['/activity/invite_user/getInviteActivityMes', { query }],
      ['/activity/invite_user/getMyInviteUser', { query: { ...query, activityId: '3' } }],
    ]);
    const text = textOf(rendered.container);
    expect(text).toContain('邀请好友坐班车');
    expect(text).toContain('好友注册得减5元');
    expect(text).toContain('好友首次乘车后您得免费乘车');
    const [rewarded, waiting, selfInvite] = rendered.container.querySelectorAll('[data-testid="invitee"]');
    const parts = (row: Element | undefined) => [...(row?.children ?? [])].map((part) => part.textContent);
    expect(parts(rewarded)).toEqual(['139****0001', '注册于 2026-06-02 08:00', '首次乘车 2026-06-03 08:10', '已获得奖励']);
    expect(parts(waiting).slice(2)).toEqual(['尚未乘车', '待首次乘车']);
    expect(textOf(selfInvite)).toContain('不发放奖励：使用了邀请人的设备注册');
    expect(textOf(rendered.container.querySelector('[aria-label="我的奖励"]'))).toContain('邀请奖励券免费乘车');
  });

  it('shows my invite link, copies it, and offers the poster and the friend page preview', async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }) =>
      endpoint.path.endsWith('getInviteActivityMes') ? ok(inviteActivityFixture()) : ok(invites),
    );
    rendered = renderWithQuery(<InviteActivityPage />);
    await waitFor(() => expect(rendered!.container.querySelector('[data-testid="invite-link"]')).not.toBeNull());
    const link = `${window.location.origin}/udianbus/invite-activity-reg.html?inviteCode=AbC123xy&activityId=3`;
    expect(rendered.container.querySelector<HTMLInputElement>('[data-testid="invite-link"]')?.value).toBe(link);
    act(() => buttonNamed(rendered!.container, '复制链接')?.click());
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('链接已复制，快去发给好友吧'));
    expect(mocks.copyText).toHaveBeenCalledWith(link);
    expect(buttonNamed(rendered.container, '生成邀请海报')).toBeDefined();
    const preview = [...rendered.container.querySelectorAll('a')].find((anchor) => anchor.textContent === '预览好友收到的页面');
    expect(preview?.getAttribute('href')).toBe('/udianbus/invite-activity-reg.html?inviteCode=AbC123xy&activityId=3');
    const rules = [...rendered.container.querySelectorAll('a')].find((anchor) => anchor.textContent === '邀请规则');
    expect(rules?.getAttribute('href')).toBe('/udianbus/invite-activity-rule.html');
  });

  it('without a campaign loads no invitees and says so', async () => {
    mocks.call.mockResolvedValue(ok(null));
    rendered = renderWithQuery(<InviteActivityPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('暂无进行中的邀请活动'));
    expect(mocks.call).toHaveBeenCalledTimes(1);
  });

  it('a failure shows only the message (the helper toasts it) and leaves what was loaded', async () => {
    let activityAnswer: unknown = ok(inviteActivityFixture());
    mocks.call.mockImplementation(async (endpoint: { path: string }) => (endpoint.path.endsWith('getInviteActivityMes') ? activityAnswer : ok(invites)));
    rendered = renderWithQuery(<InviteActivityPage />);
    await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="invitee"]')).toHaveLength(3));
    activityAnswer = refused(2605, '活动已结束');
    await act(async () => {
      await rendered!.client.refetchQueries();
    });
    expect(textOf(rendered.container)).toContain('邀请好友坐班车');
    expect(rendered.container.querySelectorAll('[data-testid="invitee"]')).toHaveLength(3);
    expect(rendered.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('asks a visitor to log in, showing the campaign without a link or invitees', async () => {
    clearLoginInfo();
    mocks.call.mockResolvedValue(ok(inviteActivityFixture({ inviteCode: null })));
    rendered = renderWithQuery(<InviteActivityPage />);
    await waitFor(() => expect(buttonNamed(rendered!.container, '登录后邀请好友')).toBeDefined());
    expect(mocks.call).toHaveBeenCalledTimes(1);
    expect(rendered.container.querySelector('[data-testid="invite-link"]')).toBeNull();
    act(() => buttonNamed(rendered!.container, '登录后邀请好友')?.click());
    expect(navigations).toEqual([`/udianbus/app/login.html?redirect=${encodeURIComponent(`/udianbus/invite-activity.html${SEARCH}`)}`]);
  });
});
