import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  navigate: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast, OFFLINE_TEXT: '网络不给力，请检查网络后重试' }));

import type { Student, TermPassQuote } from '@udian/contracts/schemas/schools';
import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { RestudyPage } from './restudy-page';
import { noticeFixture, quoteFixture, ridesFixture, studentFixture, termFixture } from './schools.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });
const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);

type Server = {
  students?: Student[];
  quote?: () => unknown;
  create?: (body: Record<string, unknown>) => unknown;
  rides?: unknown;
  notices?: unknown;
};

const serve = ({ students = [studentFixture()], quote = () => ok(quoteFixture()), create, rides = ok({ items: ridesFixture() }), notices = ok({ items: [noticeFixture()] }) }: Server) => {
  let mine = students;
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { body?: Record<string, unknown> }) => {
    switch (endpoint.path) {
      case '/school/student/mine':
        return ok({ items: mine });
      case '/school/student/withdraw': {
        const withdrawn = { ...mine.find((student) => student.studentId === input.body?.studentId)!, status: 'withdrawn' as const };
        mine = mine.map((student) => (student.studentId === withdrawn.studentId ? withdrawn : student));
        return ok({ student: withdrawn });
      }
      case '/school/terms':
        return ok({ items: [termFixture()] });
      case '/school/termPass/quote':
        return quote();
      case '/school/termPass/create':
        return create ? create(input.body ?? {}) : refused(1, '');
      case '/school/student/rides':
        return rides;
      case '/school/notices':
        return notices;
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

describe('restudy page', () => {
  let rendered: Rendered | undefined;

  const open = async (): Promise<Element> => {
    window.history.replaceState(null, '', '/udianbus/app/restudy.html');
    rendered = renderWithQuery(<RestudyPage />);
    await waitFor(() => expect(rendered!.container.querySelector('[data-testid="student"]')).not.toBeNull());
    return rendered.container;
  };

  const openQuote = async (container: Element) => {
    await waitFor(() => expect(buttonNamed(container, '购买学期票')).toBeDefined());
    act(() => buttonNamed(container, '购买学期票')?.click());
    await waitFor(() => expect(container.querySelector('[data-testid="term-pass-quote"]')).not.toBeNull());
  };

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    mocks.navigate.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
    registerNavigator(mocks.navigate);
    saveLoginInfo({ userId: '9', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('tells a visitor what school lines are, offers the login and the ways in, and asks nothing that needs a login', async () => {
    clearLoginInfo();
    serve({});
    window.history.replaceState(null, '', '/udianbus/app/restudy.html');
    rendered = renderWithQuery(<RestudyPage />);
    const { container } = rendered;
    expect(container.textContent).toContain('仅限登记并经学校审核通过的学生乘坐');
    const links = Object.fromEntries([...container.querySelectorAll('ul[aria-label="校车服务"] a')].map((a) => [textOf(a.querySelector('span span')), a.getAttribute('href')]));
    expect(links['找学校']).toBe('/udianbus/app/restudy/enterprise-search.html');
    expect(links['按地址找线路']).toBe('/udianbus/app/restudy/search-address.html');
    expect(links['按区域找线路']).toMatch(/^\/udianbus\/app\/restudy\/search-area\.html\?cityId=\d+$/);
    expect(links['校车说明']).toBe('/h5/activities/school-line-intro.html');
    expect(links['使用指南']).toBe('/udianbus/user-guide-for-school.html');
    expect(container.querySelector('[data-testid="my-students"]')).toBeNull();
    act(() => buttonNamed(container, '登录后查看我的学生')?.click());
    expect(mocks.navigate).toHaveBeenCalledWith('/udianbus/app/login.html?redirect=%2Fudianbus%2Fapp%2Frestudy.html', { isReplace: false });
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it("shows each registration's state; a pending one can be withdrawn, a rejected one says why", async () => {
    serve({
      students: [
        studentFixture({ studentId: '62', name: '李小红', status: 'pending', decidedAt: null }),
        studentFixture({ studentId: '63', name: '王小刚', status: 'rejected', reason: '学号与班级不符' }),
      ],
    });
    const container = await open();
    const cards = [...container.querySelectorAll('[data-testid="student"]')];
    expect(cards.map((card) => textOf(card.querySelector('[data-status]')))).toEqual(['待学校审核', '未通过']);
    expect(textOf(cards[0])).toContain('S501 实验小学 早班：科技园站 上车，实验小学 下车');
    expect(textOf(cards[1])).toContain('未通过原因：学号与班级不符');
    expect(cards[1]?.querySelector('a')?.getAttribute('href')).toBe('/h5/activities/school-line-sign.html?groupId=31');
    // Only an approved student has terms and rides.
    expect(callsTo('/school/terms')).toHaveLength(0);
    expect(callsTo('/school/student/rides')).toHaveLength(0);

    act(() => buttonNamed(cards[0]!, '撤回登记')?.click());
    await act(async () => buttonNamed(cards[0]!, '确认撤回')?.click());
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('已撤回登记'));
    expect(callsTo('/school/student/withdraw')[0]?.[1]).toEqual({ body: { studentId: '62' } });
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="student"] [data-status]'))).toBe('已撤回'));
    expect(buttonNamed(container, '撤回登记')).toBeUndefined();
  });

  it("shows an approved student's rides day by day, the ride code of a day to ride, and the check-in notices", async () => {
    serve({});
    const container = await open();
    await waitFor(() => expect(container.querySelectorAll('[data-state]')).toHaveLength(3));
    expect([...container.querySelectorAll('[data-state]')].map(textOf)).toEqual(['已乘车 07:12', '未乘车', '待乘车']);
    expect(textOf(container.querySelector('[data-state]')?.parentElement)).toContain('9月29日 周二 07:00 S501 科技园站');
    // Only the day still to ride offers its ride code.
    const codes = [...container.querySelectorAll('[data-state]')].map((state) => state.parentElement?.querySelector('a')?.getAttribute('href') ?? null);
    expect(codes).toEqual([null, null, '/ydbus/check-ticket.html?ticketId=83']);
    expect(callsTo('/school/student/rides')[0]?.[1]).toEqual({ query: { studentId: '61' } });
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="school-notices"]'))).toContain('您的孩子张小明已于 07:12 在 科技园站 乘坐 S501 校车'));
    expect(textOf(container.querySelector('[data-testid="school-notices"]'))).toContain('2026-09-29 07:12');
  });

  it('says so when there is nothing yet: no students, no rides, no notices', async () => {
    serve({ students: [], notices: ok({ items: [] }) });
    window.history.replaceState(null, '', '/udianbus/app/restudy.html');
    rendered = renderWithQuery(<RestudyPage />);
    const { container } = rendered;
    await waitFor(() => expect(container.textContent).toContain('还没有为孩子报名校车'));
    await waitFor(() => expect(container.textContent).toContain('暂无上车通知'));
    expect([...container.querySelectorAll('a')].find((a) => textOf(a) === '为孩子报名')?.getAttribute('href')).toBe('/udianbus/app/restudy/enterprise-search.html');
  });

  it('offers a retry when the students cannot be loaded', async () => {
    serve({});
    mocks.call.mockImplementation(async (endpoint: { path: string }) => (endpoint.path === '/school/notices' ? ok({ items: [] }) : { ok: false, statusText: 'offline' }));
    window.history.replaceState(null, '', '/udianbus/app/restudy.html');
    rendered = renderWithQuery(<RestudyPage />);
    await waitFor(() => expect(rendered!.container.textContent).toContain('学生加载失败'), 4000);
    expect(buttonNamed(rendered.container, '重试')).toBeDefined();
  });

  it('quotes the term pass, buys it with an Idempotency-Key and the expected amount, then opens the payment page', async () => {
    serve({ create: () => ok({ orderNo: 'T2026092800001', status: 'pending' }) });
    const container = await open();
    await openQuote(container);
    const quote = textOf(container.querySelector('[data-testid="term-pass-quote"]'));
    expect(quote).toContain('乘车天数3 天');
    expect(quote).toContain('首末日期9月29日 周二 至 10月8日 周四');
    expect(quote).toContain('每次票价¥3.00');
    expect(quote).toContain('合计¥15.00');
    expect(quote).toContain('学校承担-¥6.00');
    expect(quote).toContain('应付¥9.00');
    expect(quote).toContain('10月1日 周四 法定节假日');
    expect(quote).toContain('11月6日 周五 学校停课');
    expect(callsTo('/school/termPass/quote')[0]?.[1]).toEqual({ body: { studentId: '61', termId: '71' } });

    await act(async () => buttonNamed(container, '确认购买 ¥9.00')?.click());
    await waitFor(() => expect(mocks.navigate).toHaveBeenCalled());
    const [, input, options] = callsTo('/school/termPass/create')[0]!;
    expect(input).toEqual({ body: { studentId: '61', termId: '71', expectedPayableCents: 900 } });
    expect((options as { idempotencyKey?: string }).idempotencyKey).toMatch(/.{8,}/);
    expect(mocks.navigate).toHaveBeenCalledWith('/ydbus/waiting-paid.html?orderNo=T2026092800001', {});
  });

  it('goes straight to the success page when the school pays it all', async () => {
    const free: TermPassQuote = quoteFixture({ perRideCents: 0, totalCents: 1500, groupPaysCents: 1500, payableCents: 0 });
    serve({ quote: () => ok(free), create: () => ok({ orderNo: 'T2026092800002', status: 'paid' }) });
    const container = await open();
    await openQuote(container);
    await act(async () => buttonNamed(container, '确认购买 ¥0.00')?.click());
    await waitFor(() => expect(mocks.navigate).toHaveBeenCalledWith('/udianbus/app/ticket/buy-ticket-success.html?orderNo=T2026092800002', {}));
    expect(callsTo('/school/termPass/create')[0]?.[1]).toEqual({ body: { studentId: '61', termId: '71', expectedPayableCents: 0 } });
  });

  it('shows a new price in the server’s words and asks the quote again', async () => {
    serve({ create: () => refused(2405, '票价已变化，请确认新的金额后再提交') });
    const container = await open();
    await openQuote(container);
    await act(async () => buttonNamed(container, '确认购买 ¥9.00')?.click());
    await waitFor(() => expect(textOf(container.querySelector('[role="alert"]'))).toBe('票价已变化，请确认新的金额后再提交'));
    await waitFor(() => expect(callsTo('/school/termPass/quote').length).toBeGreaterThanOrEqual(2));
    expect(mocks.navigate).not.toHaveBeenCalled();
  });

  it('says why a pass cannot be bought, with the orders when one exists', async () => {
    serve({ quote: () => refused(3227, '该学生本学期已有学期票，请在“我的订单”中查看') });
    const container = await open();
    await waitFor(() => expect(buttonNamed(container, '购买学期票')).toBeDefined());
    act(() => buttonNamed(container, '购买学期票')?.click());
    await waitFor(() => expect(container.textContent).toContain('该学生本学期已有学期票'));
    expect([...container.querySelectorAll('a')].find((a) => textOf(a) === '查看我的订单')?.getAttribute('href')).toBe('/udianbus/app/my-order.html');
    expect(buttonNamed(container, '确认购买 ¥9.00')).toBeUndefined();
  });
});
