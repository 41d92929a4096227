import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssembleLine } from '@udian/contracts/schemas/assemble';
import type { LineDetail } from '@udian/contracts/schemas/lines';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  copyText: vi.fn(async () => true),
  setWechatShare: vi.fn(async () => false),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('../../lib/clipboard', () => ({ copyText: mocks.copyText }));
vi.mock('../../platform/wechat-share', () => ({ setWechatShare: mocks.setWechatShare }));

import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { assembleFixture, assemblePlanFixture } from '../../test/assemble.fixture';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { LineGroupSharePage } from './line-group-share-page';
import { lineDetailFixture } from './line-detail.fixture';
import { LineInfoPage } from './line-info-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });

/** C201 as a network line: a custom line with the fixture's three stops. */
const customLine = (): LineDetail => {
  const base = lineDetailFixture();
  return {
    ...base,
    line: { ...base.line, lineId: '201', lineCode: 'C201', lineName: '清湖—科技园 定制', type: 'custom', firstDepartureTime: '07:30' },
    departureTimes: ['07:30'],
  };
};

type Me = { state: 'joined' | 'committed' | 'refunded' | null; orderNo: string | null } | null;

type Server = {
  detail?: () => LineDetail | null;
  assemble?: () => AssembleLine | null;
  me?: Me;
};

/** The server: the line (null: no longer a network line), its crowdfund (null: none, 1004), joining answered. */
const serve = ({ detail = customLine, assemble = () => assembleFixture(), me = null }: Server = {}) => {
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query?: Record<string, string>; body?: Record<string, string> }) => {
    if (endpoint.path === '/line/detail/query') {
      const line = detail();
      return line ? ok(line) : refused(1004, '线路不存在或已停运');
    }
    if (endpoint.path === '/line/userState/query') return ok({ lineId: input.query?.lineId, isCollected: false, canBuy: true });
    if (endpoint.path === '/line/departures/query') return ok({ lineId: input.query?.lineId, date: input.query?.date, departures: [] });
    if (endpoint.path === '/customLine/info') {
      const found = assemble();
      if (!found) return refused(1004, '众筹线路不存在');
      return ok({ assemble: found, plan: found.status === 'gathering' ? assemblePlanFixture() : null, me });
    }
    if (endpoint.path === '/assemble/share/detail/query') {
      const found = assemble();
      return found ? ok({ assemble: found }) : refused(1004, '众筹线路不存在');
    }
    if (endpoint.path === '/customLine/share/join') return ok({ assemble: assemble(), plan: assemblePlanFixture() });
    throw new Error(`unexpected call ${endpoint.path}`);
  });
};

const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);
const link = (container: Element, text: string) => [...container.querySelectorAll('a')].find((anchor) => textOf(anchor) === text);

// Three days, four hours, five minutes and six seconds before the fixture's deadline (2026-05-28 18:00 Shanghai).
const NOW = Date.parse('2026-05-28T10:00:00.000Z') - ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000;

describe('a crowdfunded line', () => {
  let rendered: Rendered | undefined;
  const navigations: string[] = [];
  let unregister: () => void;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    localStorage.clear();
    sessionStorage.clear();
    mocks.call.mockReset();
    mocks.copyText.mockClear();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    navigations.length = 0;
    unregister = registerNavigator((href) => navigations.push(href));
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    unregister();
    clearLoginInfo();
    vi.useRealTimers();
  });

  const openLine = async (search = '?lineId=201'): Promise<Rendered> => {
    window.history.replaceState(null, '', `/udianbus/app/line/line-info.html${search}`);
    const page = renderWithQuery(<LineInfoPage />);
    await waitFor(() => expect(page.container.querySelector('[aria-busy="true"][aria-label="正在加载线路"]')).toBeNull());
    return page;
  };

  const panelOf = async (page: Rendered): Promise<Element> => {
    await waitFor(() => expect(page.container.querySelector('[data-testid="assemble-panel"]')).not.toBeNull());
    return page.container.querySelector('[data-testid="assemble-panel"]') as Element;
  };

  it('shows a gathering crowdfund: status, progress, countdown, first day, period, price, seats and stops, and 参与众筹 instead of 购票', async () => {
    serve();
    rendered = await openLine();
    const panel = await panelOf(rendered);
    expect(callsTo('/customLine/info')[0]?.[1]).toEqual({ query: { lineId: '201' } });
    expect(textOf(panel.querySelector('[data-testid="assemble-status"]'))).toBe('众筹中');
    expect(textOf(panel.querySelector('[data-testid="assemble-progress"]'))).toContain('已有 12/20 人');
    expect(textOf(panel.querySelector('[data-testid="assemble-progress"]'))).toContain('还差 8 人成团');
    expect(panel.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('12');
    await waitFor(() => expect(textOf(panel.querySelector('[role="timer"]'))).toBe('3天04时05分06秒'));
    expect(textOf(panel.querySelector('[data-testid="assemble-countdown"]'))).toContain('截止 5月28日 18:00');
    expect(textOf(panel)).toContain('6月1日 周一 · 07:30 发车');
    expect(textOf(panel.querySelector('[data-testid="assemble-period"]'))).toBe('首 5 个工作日 · 共 5 天6月1日–5日');
    expect(textOf(panel.querySelector('[data-testid="assemble-price"]'))).toBe('每次 15.00元 · 首期合计 75.00元');
    expect(textOf(panel)).toContain('余 30 座 / 共 45 座');
    expect([...panel.querySelectorAll('[data-testid="assemble-stops"] li')].map(textOf)).toEqual([
      '07:30 清湖 仅上车',
      '07:48 深圳北站 仅上车',
      '08:25 南山科技园 仅下车',
    ]);
    await waitFor(() => expect(buttonNamed(rendered!.container, '参与众筹 ¥75.00')).toBeDefined());
    expect(link(rendered.container, '购票')).toBeUndefined();
  });

  it('counts down live, and says 已截止 with no way to join once the deadline passes', async () => {
    vi.setSystemTime(Date.parse('2026-05-28T09:59:58.000Z'));
    serve();
    rendered = await openLine();
    const panel = await panelOf(rendered);
    await waitFor(() => expect(textOf(panel.querySelector('[role="timer"]'))).toBe('00时00分02秒'));
    vi.setSystemTime(Date.parse('2026-05-28T10:00:01.000Z'));
    await waitFor(() => expect(textOf(panel.querySelector('[role="timer"]'))).toBe('已截止'), 3000);
    await waitFor(() => expect(buttonNamed(rendered!.container, '众筹已截止')?.disabled).toBe(true), 3000);
    expect(buttonNamed(rendered.container, '参与众筹 ¥75.00')).toBeUndefined();
  });

  it('sends a visitor to log in first, without joining', async () => {
    serve();
    rendered = await openLine();
    await waitFor(() => expect(buttonNamed(rendered!.container, '参与众筹 ¥75.00')).toBeDefined());
    act(() => buttonNamed(rendered!.container, '参与众筹 ¥75.00')?.click());
    expect(navigations).toEqual([`/udianbus/app/login.html?redirect=${encodeURIComponent('/udianbus/app/line/line-info.html?lineId=201')}`]);
    expect(callsTo('/customLine/share/join')).toHaveLength(0);
  });

  it('joins with the shared code, then opens the buying page of the line', async () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    serve({ me: { state: null, orderNo: null } });
    rendered = await openLine('?lineId=201&assembleCode=Zz9Yy8Xx7W');
    await waitFor(() => expect(buttonNamed(rendered!.container, '参与众筹 ¥75.00')).toBeDefined());
    act(() => buttonNamed(rendered!.container, '参与众筹 ¥75.00')?.click());
    await waitFor(() => expect(navigations).toEqual(['/udianbus/app/buy-ticket.html?lineId=201']));
    expect(callsTo('/customLine/share/join')[0]?.[1]).toEqual({ body: { shareCode: 'Zz9Yy8Xx7W' } });
  });

  it('tells a passenger who paid that the line waits for riders, with their order', async () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    serve({ me: { state: 'committed', orderNo: 'UD20260520081500123456' } });
    rendered = await openLine();
    await waitFor(() => expect(rendered!.container.textContent).toContain('您已参与，待成团'));
    expect(link(rendered.container, '查看订单')?.getAttribute('href')).toBe('/udianbus/app/my-order/order-detail.html?orderNo=UD20260520081500123456');
    expect(buttonNamed(rendered.container, '参与众筹 ¥75.00')).toBeUndefined();
    expect(link(rendered.container, '购票')).toBeUndefined();
  });

  it('shares the crowdfund as a line-group-share link with its code and progress', async () => {
    serve();
    rendered = await openLine();
    const panel = await panelOf(rendered);
    act(() => buttonNamed(panel, '分享众筹')?.click());
    await waitFor(() =>
      expect(mocks.copyText).toHaveBeenCalledWith('http://localhost:3000/udianbus/app/line/line-group-share.html?lineIds=201&assembleCode=Ab3dE6gH9k'),
    );
    expect(mocks.setWechatShare).toHaveBeenCalledWith(
      expect.objectContaining({ desc: '我正在参与定制线路 C201 清湖—科技园 定制 的众筹，已有 12/20 人，一起来吧' }),
    );
  });

  it('shows an opened crowdfund as 已成团 with the ordinary 购票', async () => {
    serve({ assemble: () => assembleFixture({ status: 'opened', committed: 20, endedAt: '2026-05-27T02:00:00.000Z' }) });
    rendered = await openLine();
    const panel = await panelOf(rendered);
    expect(textOf(panel.querySelector('[data-testid="assemble-status"]'))).toBe('已成团');
    expect(textOf(panel.querySelector('[data-testid="assemble-ended"]'))).toBe('已成团，线路已开通');
    expect(panel.querySelector('[role="timer"]')).toBeNull();
    expect(link(rendered.container, '购票')?.getAttribute('href')).toBe('/udianbus/app/buy-ticket.html?lineId=201');
    expect(buttonNamed(panel, '分享众筹')).toBeUndefined();
  });

  it('says what became of a crowdfund that failed, whose line is no longer on the network', async () => {
    serve({ detail: () => null, assemble: () => assembleFixture({ status: 'failed', endedAt: '2026-05-28T10:00:00.000Z' }) });
    rendered = await openLine();
    const panel = await panelOf(rendered);
    expect(textOf(panel.querySelector('[data-testid="assemble-status"]'))).toBe('未成团');
    expect(textOf(panel)).toContain('C201 清湖—科技园 定制');
    expect(textOf(panel.querySelector('[data-testid="assemble-ended"]'))).toBe('未成团，已支付的款项已全额退回');
    expect(rendered.container.querySelectorAll('button')).toHaveLength(0);
  });

  it('says a closed one was closed and refunded', async () => {
    serve({ assemble: () => assembleFixture({ status: 'closed', endedAt: '2026-05-26T10:00:00.000Z' }) });
    rendered = await openLine();
    const panel = await panelOf(rendered);
    expect(textOf(panel.querySelector('[data-testid="assemble-status"]'))).toBe('已关闭');
    expect(textOf(panel.querySelector('[data-testid="assemble-ended"]'))).toBe('已关闭，已支付的款项已全额退回');
    expect(link(rendered.container, '购票')).toBeUndefined();
    expect(buttonNamed(rendered.container, '参与众筹 ¥75.00')).toBeUndefined();
  });

  it('shows a carpool’s line (decision 051) in its words, joined on its own page, never through the share call', async () => {
    serve({
      detail: () => ({ ...customLine(), line: { ...customLine().line, type: 'carpool' } }),
      assemble: () => assembleFixture({ kind: 'carpool', periodKind: 'day', periodDates: ['2026-06-01'], periodCents: 1500, target: 3, committed: 1 }),
    });
    rendered = await openLine();
    const panel = await panelOf(rendered);
    expect(textOf(panel.querySelector('[data-testid="assemble-status"]'))).toBe('拼车中');
    await waitFor(() => expect(link(rendered!.container, '加入拼车')).toBeDefined());
    const joins = [...rendered.container.querySelectorAll('a')].filter((a) => textOf(a) === '加入拼车').map((a) => a.getAttribute('href'));
    expect(new Set(joins)).toEqual(new Set(['/udianbus/app/pool.html?id=5']));
    expect(buttonNamed(rendered.container, '参与众筹 ¥15.00')).toBeUndefined();
    expect(callsTo('/customLine/share/join')).toHaveLength(0);
  });

  it('shows a custom line that is no crowdfund (众筹线路不存在) as any other line, silently', async () => {
    serve({ assemble: () => null });
    rendered = await openLine();
    await waitFor(() => expect(link(rendered!.container, '购票')).toBeDefined());
    expect(rendered.container.querySelector('[data-testid="assemble-panel"]')).toBeNull();
    expect(mocks.toast.fail).not.toHaveBeenCalled();
  });

  it('never asks an ordinary line for a crowdfund', async () => {
    serve({ detail: () => lineDetailFixture() });
    rendered = await openLine('?lineId=101');
    await waitFor(() => expect(link(rendered!.container, '购票')).toBeDefined());
    expect(callsTo('/customLine/info')).toHaveLength(0);
  });
});

describe('a shared crowdfund (line-group-share?assembleCode=)', () => {
  let rendered: Rendered | undefined;
  const navigations: string[] = [];
  let unregister: () => void;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    mocks.call.mockReset();
    navigations.length = 0;
    unregister = registerNavigator((href) => navigations.push(href));
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    unregister();
    vi.useRealTimers();
  });

  const openShare = async (search: string): Promise<Rendered> => {
    window.history.replaceState(null, '', `/udianbus/app/line/line-group-share.html${search}`);
    const page = renderWithQuery(<LineGroupSharePage />);
    await waitFor(() => expect(page.container.querySelector('[aria-busy="true"]')).toBeNull());
    return page;
  };

  it('shows the crowdfund by its code, and 我要参与 opens the line page with the code', async () => {
    serve();
    rendered = await openShare('?lineIds=201&assembleCode=Ab3dE6gH9k');
    const panel = rendered.container.querySelector('[data-testid="assemble-panel"]');
    expect(callsTo('/assemble/share/detail/query')[0]?.[1]).toEqual({ query: { shareCode: 'Ab3dE6gH9k' } });
    expect(callsTo('/lineGroup/share/detail/query')).toHaveLength(0);
    expect(textOf(panel)).toContain('C201 清湖—科技园 定制');
    expect(textOf(panel)).toContain('已有 12/20 人');
    act(() => buttonNamed(panel!, '我要参与')?.click());
    expect(navigations).toEqual(['/udianbus/app/line/line-info.html?lineId=201&assembleCode=Ab3dE6gH9k']);
  });

  it('says 众筹已结束 with no button for one that ended, or whose deadline passed', async () => {
    serve({ assemble: () => assembleFixture({ status: 'failed' }) });
    rendered = await openShare('?lineIds=201&assembleCode=Ab3dE6gH9k');
    expect(textOf(rendered.container.querySelector('[data-testid="assemble-closed"]'))).toBe('众筹已结束');
    expect(buttonNamed(rendered.container, '我要参与')).toBeUndefined();
    rendered.unmount();
    vi.setSystemTime(Date.parse('2026-05-28T10:00:00.000Z'));
    serve();
    rendered = await openShare('?lineIds=201&assembleCode=Ab3dE6gH9k');
    await waitFor(() => expect(textOf(rendered!.container.querySelector('[data-testid="assemble-closed"]'))).toBe('众筹已结束'));
    expect(buttonNamed(rendered.container, '我要参与')).toBeUndefined();
  });

  it('says an unknown code is no crowdfund', async () => {
    serve({ assemble: () => null });
    rendered = await openShare('?lineIds=201&assembleCode=Ab3dE6gH9k');
    expect(rendered.container.textContent).toContain('众筹不存在或链接已失效');
  });

  it('without a crowdfund code (or with a malformed one) shows the shared lines as before', async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/lineGroup/share/detail/query') return ok({ lines: [customLine().line] });
      throw new Error(`unexpected call ${endpoint.path}`);
    });
    rendered = await openShare('?lineIds=201&assembleCode=short');
    expect(rendered.container.querySelector('[data-testid="group-lines"]')).not.toBeNull();
    expect(callsTo('/assemble/share/detail/query')).toHaveLength(0);
  });
});
