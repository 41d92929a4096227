import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  confirm: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/dialogs', () => ({ confirm: mocks.confirm }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast, OFFLINE_TEXT: '网络不给力，请检查网络后重试' }));

import type { GroupMembership } from '@udian/contracts/schemas/groups';
import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { EnterpriseLinePage } from './enterprise-line-page';
import { groupFixture, groupLinesFixture, membershipFixture } from './groups.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });

type Input = { query?: Record<string, string>; body?: Record<string, string> };
type Answer = (input: Input) => unknown;

/** The server: 优点科技 with `membership`; membership calls answered by `answers` (else made a member by that method). */
const serve = (start: GroupMembership | null, answers: Record<string, Answer> = {}) => {
  let membership = start;
  const become = (method: GroupMembership['method'], email: string | null = null) => {
    membership = membershipFixture({ method, email, since: '2026-06-24T01:00:00.000Z' });
    return ok({ membership });
  };
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: Input) => {
    const answer = answers[endpoint.path];
    if (answer) return answer(input);
    switch (endpoint.path) {
      case '/group/detail':
        return ok({ group: groupFixture(), membership });
      case '/group/lines':
        return ok({ isMember: membership !== null, items: groupLinesFixture() });
      case '/group/member/verifyPhone':
        return become('staffPhone');
      case '/group/member/emailCode':
        return ok({ email: 'zh***@udian-tech.com', resendSeconds: 60, expiresInMinutes: 10 });
      case '/group/member/verifyEmail':
        return become('email', 'zh***@udian-tech.com');
      case '/group/member/joinByInvite':
        return become('inviteCode');
      case '/group/member/leave':
        membership = null;
        return ok({ groupId: '7' });
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);
const click = (element: Element | null | undefined) => act(() => (element as HTMLElement).click());
const type = (input: Element | null, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const tab = (container: Element, name: string) => [...container.querySelectorAll('[role="tab"]')].find((element) => textOf(element) === name);
const alertText = (container: Element) => textOf(container.querySelector('[data-testid="membership-proof"] [role="alert"]'));
const links = (container: Element, text: string) => [...container.querySelectorAll('a')].filter((anchor) => textOf(anchor) === text);

describe('enterprise-line page', () => {
  let rendered: Rendered | undefined;

  const open = async (search = '?groupId=7'): Promise<Element> => {
    window.history.replaceState(null, '', `/udianbus/app/group-line/enterprise-line.html${search}`);
    rendered = renderWithQuery(<EnterpriseLinePage />);
    await waitFor(() => expect(rendered?.container.querySelectorAll('[data-testid="group-line"]')).toHaveLength(2));
    return rendered.container;
  };

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    mocks.call.mockReset();
    mocks.confirm.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    registerNavigator(() => undefined);
    saveLoginInfo({ userId: '9', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
    vi.useRealTimers();
  });

  it('shows the enterprise and, for a non-member, its lines with what a member pays and buying locked', async () => {
    serve(null);
    const container = await open();
    expect(textOf(container.querySelector('h2'))).toBe('优点科技');
    expect(container.textContent).toContain('企业 · 2 条员工线路');
    const [free, paid] = container.querySelectorAll('[data-testid="group-line"]');
    expect(textOf(free)).toContain('员工乘坐：免费');
    expect(textOf(paid)).toContain('员工乘坐：乘客自付');
    expect(free?.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/line/line-info.html?lineId=201');
    expect(buttonNamed(free!, '认证后可购票')?.disabled).toBe(true);
    expect(links(container, '购票')).toHaveLength(0);
    expect([...container.querySelectorAll('[role="tab"]')].map(textOf)).toEqual(['员工手机号', '企业邮箱', '邀请码']);
  });

  it('proves membership by the staff list in one tap, then shows it and opens buying', async () => {
    serve(null);
    const container = await open();
    expect(container.textContent).toContain('138****0000');
    await click(buttonNamed(container, '验证手机号'));
    await waitFor(() => expect(container.querySelector('[data-testid="membership"]')).not.toBeNull());
    expect(callsTo('/group/member/verifyPhone')[0]?.[1]).toEqual({ body: { groupId: '7' } });
    expect(textOf(container.querySelector('[data-testid="membership"]'))).toContain('已认证 · 员工名单手机号 · 2026-06-24 09:00');
    // A staff-list membership is the enterprise's to end.
    expect(buttonNamed(container, '退出企业')).toBeUndefined();
    await waitFor(() => expect(links(container, '购票').map((link) => link.getAttribute('href'))).toEqual([
      '/udianbus/app/buy-ticket.html?lineId=201',
      '/udianbus/app/buy-ticket.html?lineId=202',
    ]));
    expect(mocks.toast.success).toHaveBeenCalledWith('认证成功，可购买企业线路');
  });

  it("shows the server's words when the phone is not on the staff list", async () => {
    const desc = '您的手机号不在该企业的员工名单中，请使用企业邮箱或邀请码认证';
    serve(null, { '/group/member/verifyPhone': () => refused(3201, desc) });
    const container = await open();
    await click(buttonNamed(container, '验证手机号'));
    await waitFor(() => expect(alertText(container)).toBe(desc));
    expect(container.querySelector('[data-testid="membership"]')).toBeNull();
  });

  it('sends an e-mail code to an address of the domain, counts 60 s down, and verifies the six digits', async () => {
    serve(null);
    const container = await open();
    await click(tab(container, '企业邮箱'));
    expect(tab(container, '企业邮箱')?.getAttribute('aria-selected')).toBe('true');
    expect(container.textContent).toContain('请使用以 @udian-tech.com 结尾的企业邮箱');
    const [email, code] = container.querySelectorAll<HTMLInputElement>('[role="tabpanel"] input');
    // Another domain is refused here, before any call.
    type(email!, 'zhang@gmail.com');
    await click(buttonNamed(container, '获取验证码'));
    expect(alertText(container)).toBe('请使用以 @udian-tech.com 结尾的企业邮箱');
    expect(callsTo('/group/member/emailCode')).toHaveLength(0);
    // A bare name gets the only domain.
    type(email!, 'zhang');
    expect(container.textContent).toContain('将发送至 zhang@udian-tech.com');
    await click(buttonNamed(container, '获取验证码'));
    await waitFor(() => expect(container.textContent).toContain('验证码已发送至 zh***@udian-tech.com，10 分钟内有效'));
    expect(callsTo('/group/member/emailCode')[0]?.[1]).toEqual({ body: { groupId: '7', email: 'zhang@udian-tech.com' } });
    const resend = [...container.querySelectorAll<HTMLButtonElement>('[role="tabpanel"] button')].find((button) => /秒后重新获取$/.test(textOf(button)));
    expect(textOf(resend)).toMatch(/^(60|59)秒后重新获取$/);
    expect(resend?.disabled).toBe(true);
    type(code!, '12a34567');
    expect(code?.value).toBe('123456');
    await click(buttonNamed(container, '验证'));
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="membership"]'))).toContain('已认证 · 企业邮箱 zh***@udian-tech.com'));
    expect(callsTo('/group/member/verifyEmail')[0]?.[1]).toEqual({ body: { groupId: '7', email: 'zhang@udian-tech.com', code: '123456' } });
  });

  it('offers 重新获取 once the countdown ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    serve(null);
    window.history.replaceState(null, '', '/udianbus/app/group-line/enterprise-line.html?groupId=7');
    rendered = renderWithQuery(<EnterpriseLinePage />);
    const container = rendered.container;
    const settle = () => act(async () => { await vi.advanceTimersByTimeAsync(20); });
    for (let i = 0; i < 20 && !tab(container, '企业邮箱'); i += 1) await settle();
    await click(tab(container, '企业邮箱'));
    type(container.querySelector('[role="tabpanel"] input'), 'zhang@udian-tech.com');
    await click(buttonNamed(container, '获取验证码'));
    for (let i = 0; i < 20 && !container.textContent?.includes('验证码已发送至'); i += 1) await settle();
    expect(buttonNamed(container, '60秒后重新获取')?.disabled).toBe(true);
    await act(async () => { await vi.advanceTimersByTimeAsync(30_000); });
    expect(buttonNamed(container, '30秒后重新获取')).toBeDefined();
    await act(async () => { await vi.advanceTimersByTimeAsync(31_000); });
    expect(buttonNamed(container, '重新获取')?.disabled).toBe(false);
  });

  it("keeps a wrong code's refusal in view, in the server's words", async () => {
    serve(null, { '/group/member/verifyEmail': () => refused(3205, '验证码错误，请重新输入') });
    const container = await open();
    await click(tab(container, '企业邮箱'));
    const [email, code] = container.querySelectorAll<HTMLInputElement>('[role="tabpanel"] input');
    type(email!, 'zhang@udian-tech.com');
    type(code!, '000000');
    await click(buttonNamed(container, '验证'));
    await waitFor(() => expect(alertText(container)).toBe('验证码错误，请重新输入'));
  });

  it('joins by invite code, upper-cased, and refuses a wrong one in its words', async () => {
    let tries = 0;
    serve(null, {
      '/group/member/joinByInvite': () => {
        tries += 1;
        return tries === 1
          ? refused(3208, '邀请码不正确，请向单位管理员确认')
          : ok({ membership: membershipFixture({ method: 'inviteCode', email: null }) });
      },
    });
    const container = await open();
    await click(tab(container, '邀请码'));
    const input = container.querySelector<HTMLInputElement>('[role="tabpanel"] input');
    type(input, 'ud-2026x');
    expect(input?.value).toBe('UD2026X');
    await click(buttonNamed(container, '加入企业'));
    await waitFor(() => expect(alertText(container)).toBe('邀请码不正确，请向单位管理员确认'));
    await click(buttonNamed(container, '加入企业'));
    await waitFor(() => expect(callsTo('/group/member/joinByInvite')).toHaveLength(2));
    expect(callsTo('/group/member/joinByInvite')[1]?.[1]).toEqual({ body: { groupId: '7', inviteCode: 'UD2026X' } });
  });

  it('offers only the ways the enterprise has', async () => {
    serve(null, { '/group/detail': () => ok({ group: groupFixture({ emailDomains: [], hasInviteCode: false }), membership: null }) });
    const container = await open();
    expect([...container.querySelectorAll('[role="tab"]')].map(textOf)).toEqual(['员工手机号']);
  });

  it('shows an e-mail membership with 退出企业, which ends it after a confirmation', async () => {
    serve(membershipFixture());
    mocks.confirm.mockResolvedValue(true);
    const container = await open();
    expect(textOf(container.querySelector('[data-testid="membership"]'))).toContain('已认证 · 企业邮箱 zh***@udian-tech.com · 2026-06-03 08:15');
    expect(links(container, '购票')).toHaveLength(2);
    await click(buttonNamed(container, '退出企业'));
    await waitFor(() => expect(container.querySelector('[data-testid="membership-proof"]')).not.toBeNull());
    expect(mocks.confirm).toHaveBeenCalledWith('退出企业', expect.stringContaining('优点科技'), '退出');
    expect(callsTo('/group/member/leave')[0]?.[1]).toEqual({ body: { groupId: '7' } });
    await waitFor(() => expect(links(container, '购票')).toHaveLength(0));
  });

  it('asks a visitor to log in before proving membership', async () => {
    clearLoginInfo();
    serve(null);
    const container = await open();
    expect(buttonNamed(container, '登录后认证')).toBeDefined();
    expect(container.querySelector('[role="tab"]')).toBeNull();
  });

  it('says so for an unknown enterprise and for a link without one', async () => {
    serve(null, { '/group/detail': () => refused(1004, '单位不存在') });
    window.history.replaceState(null, '', '/udianbus/app/group-line/enterprise-line.html?groupId=99');
    rendered = renderWithQuery(<EnterpriseLinePage />);
    await waitFor(() => expect(rendered?.container.textContent).toContain('企业不存在'));
    expect(rendered.container.textContent).toContain('单位不存在');
    rendered.unmount();
    window.history.replaceState(null, '', '/udianbus/app/group-line/enterprise-line.html');
    rendered = renderWithQuery(<EnterpriseLinePage />);
    expect(rendered.container.textContent).toContain('链接不完整');
    expect(links(rendered.container, '查找企业')[0]?.getAttribute('href')).toBe('/udianbus/app/group-line/enterprise-search.html');
  });
});
