import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LineDetail } from '@udian/contracts/schemas/lines';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));

import { registerNavigator } from '../../app/navigation';
import { saveLoginInfo, clearLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { lineDeparturesFixture, lineDetailFixture } from './line-detail.fixture';
import { LineInfoPage } from './line-info-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

type UserState = {
  isCollected: boolean;
  canBuy: boolean;
  refusal?: string | null;
  group?: { groupId: string; kind: 'enterprise'; name: string } | null;
  memberPriceCents?: number | null;
};

/** The server: line detail from `detail`, the passenger's state from `userState`, collect calls answered as collected. */
const serve = (detail: () => LineDetail, userState: () => UserState = () => ({ isCollected: false, canBuy: true })) => {
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query?: { lineId: string; date?: string }; body?: { lineId: string } }) => {
    if (endpoint.path === '/line/detail/query') return ok(detail());
    if (endpoint.path === '/line/userState/query') return ok({ lineId: input.query?.lineId, ...userState() });
    if (endpoint.path === '/line/departures/query') {
      const date = input.query?.date ?? '';
      return ok({ lineId: input.query?.lineId, date, departures: lineDeparturesFixture[date] ?? [] });
    }
    if (endpoint.path === '/line/collectLine') return ok({ lineId: input.body?.lineId, isCollected: true });
    if (endpoint.path === '/line/cancelCollectLine') return ok({ lineId: input.body?.lineId, isCollected: false });
    throw new Error(`unexpected call ${endpoint.path}`);
  });
};

const open = async (search: string): Promise<Rendered> => {
  window.history.replaceState(null, '', `/udianbus/app/line/line-info.html${search}`);
  const rendered = renderWithQuery(<LineInfoPage />);
  await waitFor(() => expect(rendered.container.querySelector('[aria-busy="true"][aria-label="正在加载线路"]')).toBeNull());
  return rendered;
};

describe('line-info page', () => {
  let rendered: Rendered | undefined;
  const navigations: string[] = [];

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    mocks.call.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    navigations.length = 0;
    registerNavigator((href) => navigations.push(href));
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('shows the line: code, name, price, stops with marks, departure times, map and calendar', async () => {
    serve(() => lineDetailFixture());
    rendered = await open('?lineId=101');
    const { container } = rendered;
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/line/detail/query' }), { query: { lineId: '101' } }, expect.anything());
    expect(textOf(container.querySelector('h2'))).toBe('龙华—科技园 早班');
    expect(container.textContent).toContain('U101');
    expect(textOf(container.querySelector('[data-testid="line-price"]'))).toBe('15.00元');
    const stopNames = [...container.querySelectorAll('[data-testid="stop-name"]')].map(textOf);
    expect(stopNames).toEqual(['清湖', '深圳北站', '深圳湾科技生态园十栋A座东侧', '南山科技园']);
    expect(textOf(container.querySelector('[data-testid="stop-list"] li:nth-child(2)'))).toContain('仅上车');
    expect(textOf(container.querySelector('[data-testid="stop-list"] li:nth-child(2)'))).toContain('首班约07:18');
    expect([...container.querySelectorAll('[data-testid="departure-times"] li')].map(textOf)).toEqual(['07:00', '07:20', '07:40']);
    await waitFor(() => expect(container.querySelector('.leaflet-container path.leaflet-interactive')).not.toBeNull());
    const calendar = container.querySelector('[data-testid="service-calendar"]');
    expect(calendar?.querySelector('[aria-label="9月30日 周三 已售罄"]')).not.toBeNull();
    expect(calendar?.querySelector('[aria-label="10月1日 周四 国庆节 无班次"]')).not.toBeNull();
    expect(calendar?.querySelector('[aria-label="10月10日 周六 调休上班 余40座"]')).not.toBeNull();
  });

  it('lays out a too-long name and alias with the fallback widths 400 and 200', async () => {
    serve(() => lineDetailFixture());
    rendered = await open('?lineId=101');
    const longStop = rendered.container.querySelector('[data-testid="stop-list"] li:nth-child(3)');
    const [name, alias] = [...(longStop?.querySelectorAll('span[style]') ?? [])] as HTMLElement[];
    expect(name?.style.maxWidth).toBe('4rem');
    expect(alias?.style.maxWidth).toBe('2rem');
    const shortStop = rendered.container.querySelector('[data-testid="stop-list"] li:nth-child(4) span[style]') as HTMLElement;
    expect(shortStop.style.maxWidth).toBe('1.5rem'); // 南山科技园: 10 bytes × 15
  });

  it('opens the day a passenger taps, with its departures and seats', async () => {
    serve(() => lineDetailFixture());
    rendered = await open('?lineId=101');
    const { container } = rendered;
    // The first day with seats is shown first; its departures come from the departures call.
    await waitFor(() => expect(container.textContent).toContain('07:20 发车'));
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/line/departures/query' }), { query: { lineId: '101', date: '2026-10-10' } }, expect.anything());
    act(() => (container.querySelector('[aria-label="9月30日 周三 已售罄"]') as HTMLButtonElement).click());
    await waitFor(() => expect(container.textContent).toContain('07:00 发车'));
    expect(container.textContent).toContain('已售罄 · 15.00元');
    act(() => (container.querySelector('[aria-label="10月1日 周四 国庆节 无班次"]') as HTMLButtonElement).click());
    expect(container.textContent).toContain('当天不发车');
  });

  it('links the buy button to buy-ticket with the line id', async () => {
    serve(() => lineDetailFixture());
    rendered = await open('?lineId=101');
    const buy = [...rendered.container.querySelectorAll('a')].find((link) => textOf(link) === '购票');
    expect(buy?.getAttribute('href')).toBe('/udianbus/app/buy-ticket.html?lineId=101');
  });

  it('hands the stations a route search chose on to buy-ticket', async () => {
    serve(() => lineDetailFixture());
    rendered = await open('?lineId=101&boardStationId=12&alightStationId=15');
    const buy = [...rendered.container.querySelectorAll('a')].find((link) => textOf(link) === '购票');
    expect(buy?.getAttribute('href')).toBe('/udianbus/app/buy-ticket.html?lineId=101&boardStationId=12&alightStationId=15');
  });

  it('links the map to the line’s live buses (line-eta)', async () => {
    serve(() => lineDetailFixture());
    rendered = await open('?lineId=101');
    const live = [...rendered.container.querySelectorAll('a')].find((link) => textOf(link) === '实时公交');
    expect(live?.getAttribute('href')).toBe('/udianbus/app/line/line-eta.html?lineId=101');
  });

  it('shows 暂未定价 for an unpriced line and a disabled button that says why, with no link to buy', async () => {
    serve(() => lineDetailFixture({ line: { ...lineDetailFixture().line, priceCents: 0, isPriced: false } }));
    rendered = await open('?lineId=101');
    const { container } = rendered;
    expect(textOf(container.querySelector('[data-testid="line-price"]'))).toBe('暂未定价');
    expect(buttonNamed(container, '暂未定价，暂不售票')?.disabled).toBe(true);
    expect([...container.querySelectorAll('a')].some((link) => textOf(link) === '购票')).toBe(false);
    await waitFor(() => expect(container.textContent).toContain('07:20 发车'));
    expect(container.textContent).toContain('· 暂未定价');
  });

  it('shows the lowest fare with 起 on a line whose fare differs between stops', async () => {
    serve(() => lineDetailFixture({ line: { ...lineDetailFixture().line, priceCents: 600, hasStopFares: true } }));
    rendered = await open('?lineId=101');
    expect(textOf(rendered.container.querySelector('[data-testid="line-price"]'))).toBe('6.00元起');
    await waitFor(() => expect(rendered?.container.textContent).toContain('07:20 发车'));
    expect(rendered.container.textContent).toMatch(/· \d+\.\d{2}元起/);
    expect([...rendered.container.querySelectorAll('a')].some((link) => textOf(link) === '购票')).toBe(true);
  });

  it('tells a visitor that a restricted line is for some passengers only, without asking for the passenger state', async () => {
    serve(() => lineDetailFixture({ line: { ...lineDetailFixture().line, isWhiteList: true } }));
    rendered = await open('?lineId=101');
    const button = buttonNamed(rendered.container, '该线路仅限指定乘客购买');
    expect(button?.disabled).toBe(true);
    expect(rendered.container.textContent).toContain('登录后购票');
    expect([...rendered.container.querySelectorAll('a')].some((link) => textOf(link) === '购票')).toBe(false);
    expect(mocks.call).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/line/userState/query' }), expect.anything(), expect.anything());
  });

  it('says only white-list users may buy when the logged-in passenger may not', async () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    serve(() => lineDetailFixture({ line: { ...lineDetailFixture().line, isWhiteList: true } }), () => ({ isCollected: false, canBuy: false }));
    rendered = await open('?lineId=101');
    await waitFor(() => expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/line/userState/query' }), { query: { lineId: '101' } }, expect.anything()));
    const button = buttonNamed(rendered.container, '该线路仅限白名单用户购买');
    expect(button?.disabled).toBe(true);
    expect(rendered.container.textContent).not.toContain('登录后购票');
  });

  it("shows why a non-member may not buy an enterprise's line, with 去认证 to its membership proof", async () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    const refusal = '该线路仅限优点科技员工乘坐，请先完成企业认证';
    const group = { groupId: '7', kind: 'enterprise' as const, name: '优点科技' };
    serve(() => lineDetailFixture({ line: { ...lineDetailFixture().line, isWhiteList: true } }), () => ({ isCollected: false, canBuy: false, refusal, group, memberPriceCents: null }));
    rendered = await open('?lineId=101');
    await waitFor(() => expect(textOf(rendered!.container.querySelector('[data-testid="line-refusal"]'))).toBe(`${refusal}去认证`));
    const toProof = [...rendered.container.querySelectorAll('a')].filter((link) => textOf(link) === '去认证').map((link) => link.getAttribute('href'));
    expect(toProof).toEqual(['/udianbus/app/group-line/enterprise-line.html?groupId=7', '/udianbus/app/group-line/enterprise-line.html?groupId=7']);
    expect(buttonNamed(rendered.container, '认证后可购票')?.disabled).toBe(true);
    expect([...rendered.container.querySelectorAll('a')].some((link) => textOf(link) === '购票')).toBe(false);
  });

  it('offers 申请乘车 on a company line (园区班车) beside 去认证, for its enterprise to decide', async () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    const group = { groupId: '7', kind: 'enterprise' as const, name: '优点科技' };
    serve(
      () => lineDetailFixture({ line: { ...lineDetailFixture().line, type: 'company', isWhiteList: true } }),
      () => ({ isCollected: false, canBuy: false, refusal: '该线路仅限优点科技员工乘坐，请先完成企业认证', group, memberPriceCents: null }),
    );
    rendered = await open('?lineId=101');
    await waitFor(() => expect([...rendered!.container.querySelectorAll('a')].find((link) => textOf(link) === '申请乘车')?.getAttribute('href')).toBe('/udianbus/app/company-line-apply.html?lineId=101'));
    expect(buttonNamed(rendered.container, '认证后可购票')).toBeUndefined();
  });

  it("shows a member the enterprise's price on its line", async () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    const group = { groupId: '7', kind: 'enterprise' as const, name: '优点科技' };
    serve(() => lineDetailFixture({ line: { ...lineDetailFixture().line, isWhiteList: true } }), () => ({ isCollected: false, canBuy: true, refusal: null, group, memberPriceCents: 0 }));
    rendered = await open('?lineId=101');
    await waitFor(() => expect(textOf(rendered!.container.querySelector('[data-testid="member-price"]'))).toBe('免费员工价'));
    expect([...rendered.container.querySelectorAll('a')].some((link) => textOf(link) === '购票')).toBe(true);
    expect(rendered.container.querySelector('[data-testid="line-refusal"]')).toBeNull();
  });

  it('lets a white user of a white-listed line buy', async () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    serve(() => lineDetailFixture({ line: { ...lineDetailFixture().line, isWhiteList: true } }), () => ({ isCollected: false, canBuy: true }));
    rendered = await open('?lineId=101');
    await waitFor(() => expect([...rendered!.container.querySelectorAll('a')].some((link) => textOf(link) === '购票')).toBe(true));
  });

  it('sends a visitor who taps collect to the login page, with the way back', async () => {
    serve(() => lineDetailFixture());
    rendered = await open('?lineId=101');
    act(() => buttonNamed(rendered!.container, '收藏')?.click());
    expect(navigations).toEqual(['/udianbus/app/login.html?redirect=%2Fudianbus%2Fapp%2Fline%2Fline-info.html%3FlineId%3D101']);
    expect(mocks.call).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/line/collectLine' }), expect.anything());
  });

  it('collects for a logged-in passenger and refetches the passenger state', async () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    let isCollected = false;
    serve(() => lineDetailFixture(), () => ({ isCollected, canBuy: true }));
    rendered = await open('?lineId=101');
    await waitFor(() => expect(buttonNamed(rendered!.container, '收藏')).toBeDefined());
    isCollected = true;
    act(() => buttonNamed(rendered!.container, '收藏')?.click());
    await waitFor(() => expect(buttonNamed(rendered!.container, '已收藏')?.getAttribute('aria-pressed')).toBe('true'));
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/line/collectLine' }), { body: { lineId: '101' } });
    expect(mocks.toast.success).toHaveBeenCalledWith(expect.stringContaining('收藏成功'));
  });

  it('opens the line-share page from 分享', async () => {
    serve(() => lineDetailFixture());
    rendered = await open('?lineId=101');
    const link = [...rendered.container.querySelectorAll('a')].find((a) => textOf(a) === '分享');
    expect(link?.getAttribute('href')).toBe('/udianbus/app/line/line-share.html?lineId=101');
  });

  it('links the notices when the line has announcements', async () => {
    const announcement = { announcementId: '5', title: '国庆期间暂停运营', content: '', effectiveFrom: '2026-10-01', effectiveTo: '2026-10-07', publishedAt: '' };
    serve(() => lineDetailFixture({ announcements: [announcement] }));
    rendered = await open('?lineId=101');
    const link = [...rendered.container.querySelectorAll('a')].find((a) => textOf(a).includes('国庆期间暂停运营'));
    expect(link?.getAttribute('href')).toBe('/udianbus/app/line/line-info-adjustment.html?lineId=101');
  });

  it('says a line the server does not know does not exist, without a pointless retry', async () => {
    mocks.call.mockResolvedValue({ ok: false, meta: { code: 1004, desc: '线路不存在', timestamp: 0 } });
    rendered = await open('?lineId=999');
    expect(rendered.container.textContent).toContain('线路不存在或已停运');
    expect(buttonNamed(rendered.container, '重试')).toBeUndefined();
  });

  it('offers a retry after a dropped connection', async () => {
    mocks.call.mockResolvedValueOnce({ ok: false, statusText: 'network error' });
    mocks.call.mockResolvedValueOnce({ ok: false, statusText: 'network error' });
    rendered = await open('?lineId=101');
    await waitFor(() => expect(buttonNamed(rendered!.container, '重试')).toBeDefined());
    serve(() => lineDetailFixture());
    act(() => buttonNamed(rendered!.container, '重试')?.click());
    await waitFor(() => expect(textOf(rendered!.container.querySelector('h2'))).toBe('龙华—科技园 早班'));
  });

  it('explains a link without a line id', async () => {
    rendered = await open('?lineId=abc');
    expect(rendered.container.textContent).toContain('链接不完整');
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
