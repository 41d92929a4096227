import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn(), confirm: vi.fn(), toastSuccess: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/dialogs', () => ({ confirm: mocks.confirm }));
vi.mock('../../app/toast', () => ({ toast: { success: mocks.toastSuccess, info: vi.fn(), fail: vi.fn() } }));

import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { setSelectedCity } from '../../lib/local-memory';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { demandFixture, odCampaignFixture } from './demand.fixture';
import { myAssembleFixture, assembleFixture } from '../../test/assemble.fixture';
import { registerNavigator } from '../../app/navigation';
import { MyCustomIndexCopyPage, MyCustomPage } from './my-custom-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const link = (container: Element, text: string) => [...container.querySelectorAll('a')].find((anchor) => textOf(anchor) === text);

describe('my-custom', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    window.history.replaceState(null, '', '/udianbus/app/my-custom.html');
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    setSelectedCity({ cityId: 440300, cityName: '深圳市' });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  const serve = (demands: unknown[], campaigns: unknown[] = []) =>
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/demand/myList') return ok({ demands });
      if (endpoint.path === '/demand/odCollection/list') return ok({ campaigns });
      throw new Error(`unexpected call ${endpoint.path}`);
    });

  it('lists my demands with their state, route, window, days, people and 同路, and a share for my own open ones', async () => {
    serve([
      demandFixture({ supporters: 1 }),
      demandFixture({ id: '6', isMine: false, hasJoined: true, shareCode: 'ZzYyXx9876', note: '', ownerPhone: '139****1111', status: 'evaluating' }),
      demandFixture({ id: '7', status: 'opened', shareCode: 'QqWwEe5432', line: { lineId: '12', code: 'U101', name: '龙华—科技园' } }),
    ]);
    rendered = renderWithQuery(<MyCustomPage />);
    await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="demand-card"]')).toHaveLength(3));
    const [mine, joined, opened] = rendered.container.querySelectorAll('[data-testid="demand-card"]');
    expect(textOf(mine)).toContain('已提交');
    expect(textOf(mine)).toContain('深圳北站');
    expect(textOf(mine)).toContain('到达时间 08:30–09:00');
    expect(textOf(mine)).toContain('工作日（周一至周五）');
    expect(textOf(mine?.querySelector('[data-testid="demand-people"]'))).toBe('2人 · 1人同路');
    expect(textOf(mine)).toContain('公司班车停运');
    expect(link(mine!, '分享给同事')?.getAttribute('href')).toBe('/udianbus/app/my-custom/share_my_custom.html?code=AbCdE12345');
    expect(textOf(joined)).toContain('评估中');
    expect(textOf(joined)).toContain('我已同路');
    expect(link(joined!, '查看需求')?.getAttribute('href')).toBe('/udianbus/app/my-custom/share_my_custom.html?code=ZzYyXx9876');
    expect(textOf(opened)).toContain('已开通线路');
    expect(link(opened!, 'U101 龙华—科技园')?.getAttribute('href')).toBe('/udianbus/app/line/line-info.html?lineId=12');
    expect(link(opened!, '分享给同事')).toBeUndefined();
    expect(link(rendered.container, '提交需求')?.getAttribute('href')).toBe('/udianbus/app/demand-collection.html');
    expect(link(rendered.container, '定制线路规则')?.getAttribute('href')).toBe('/udianbus/custom-rule.html');
    expect(link(rendered.container, '筹备线路说明')?.getAttribute('href')).toBe('/h5/activities/preparation-line-intro.html');
  });

  it('withdraws my own open demand after I confirm, saying its 同路 colleagues go too, and lists again', async () => {
    let demands = [demandFixture({ supporters: 2 }), demandFixture({ id: '7', status: 'gathering', shareCode: 'QqWwEe5432' })];
    mocks.call.mockImplementation(async (endpoint: { path: string }, options?: { body?: { id: string } }) => {
      if (endpoint.path === '/demand/myList') return ok({ demands });
      if (endpoint.path === '/demand/odCollection/list') return ok({ campaigns: [] });
      if (endpoint.path === '/demand/withdraw') {
        demands = demands.filter((d) => d.id !== options?.body?.id);
        return ok({ id: options?.body?.id });
      }
      throw new Error(`unexpected call ${endpoint.path}`);
    });
    rendered = renderWithQuery(<MyCustomPage />);
    await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="demand-card"]')).toHaveLength(2));
    const buttons = () => [...rendered!.container.querySelectorAll('button')].filter((button) => textOf(button) === '撤回');
    // Only the open demand can be withdrawn: one whose line is gathering cannot.
    expect(buttons()).toHaveLength(1);
    mocks.confirm.mockResolvedValueOnce(false);
    buttons()[0]!.click();
    await waitFor(() => expect(mocks.confirm).toHaveBeenCalledWith('撤回需求', expect.stringContaining('2 位同路同事的 +1 也会一并撤回'), '撤回'));
    expect(mocks.call).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/demand/withdraw' }), expect.anything());
    mocks.confirm.mockResolvedValueOnce(true);
    buttons()[0]!.click();
    await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="demand-card"]')).toHaveLength(1));
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/demand/withdraw' }), { body: { id: demandFixture().id } });
    expect(mocks.toastSuccess).toHaveBeenCalledWith('需求已撤回');
  });

  it('offers the city’s running campaigns, each an entry to its page', async () => {
    serve([], [odCampaignFixture()]);
    rendered = renderWithQuery(<MyCustomPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('正在进行的需求征集'));
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/demand/odCollection/list' }), { query: { cityId: 440300 } }, expect.anything());
    const entry = [...rendered.container.querySelectorAll('a')].find((anchor) => textOf(anchor).startsWith('科技园南区通勤征集'));
    expect(entry?.getAttribute('href')).toBe('/h5/odcollection/index.html?id=9');
    expect(textOf(entry)).toContain('已征集 12/40 条需求 · 30%');
  });

  it('without demands, says how to start', async () => {
    serve([]);
    rendered = renderWithQuery(<MyCustomPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('还没有通勤需求'));
    expect(link(rendered.container, '去填写通勤需求')?.getAttribute('href')).toBe('/udianbus/app/demand-collection.html');
    expect(textOf(rendered.container)).not.toContain('正在进行的需求征集');
  });

  it('asks a visitor to log in', () => {
    clearLoginInfo();
    serve([]);
    rendered = renderWithQuery(<MyCustomPage />);
    expect(textOf(rendered.container)).toContain('请先登录');
    expect(mocks.call).not.toHaveBeenCalled();
  });
});

describe('my-custom: 我的众筹', () => {
  let rendered: Rendered | undefined;
  const navigations: Array<[string, boolean]> = [];
  let unregister: () => void;

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    navigations.length = 0;
    unregister = registerNavigator((href, options) => navigations.push([href, options.isReplace ?? false]));
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    setSelectedCity({ cityId: 440300, cityName: '深圳市' });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    unregister();
    clearLoginInfo();
  });

  const serve = (items: unknown[]) =>
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === '/assemble/myLineAssembleList') return ok({ items });
      if (endpoint.path === '/demand/myList') return ok({ demands: [] });
      if (endpoint.path === '/demand/odCollection/list') return ok({ campaigns: [] });
      throw new Error(`unexpected call ${endpoint.path}`);
    });

  const tab = (container: Element, name: string) => [...container.querySelectorAll('[role="tab"]')].find((button) => textOf(button) === name) as HTMLButtonElement | undefined;

  it('lists my crowdfunds: the line, its status and mine, progress, the deadline while gathering; each opens its line', async () => {
    window.history.replaceState(null, '', '/udianbus/app/my-custom.html?tab=assemble');
    serve([
      myAssembleFixture(),
      myAssembleFixture({ myState: 'joined', orderNo: null, assemble: assembleFixture({ id: '6', lineId: '202', code: 'C202', name: '龙华—南山 定制', committed: 3 }) }),
      myAssembleFixture({
        myState: 'refunded',
        refundedCents: 7500,
        assemble: assembleFixture({ id: '7', lineId: '203', code: 'C203', name: '坂田—福田 定制', status: 'failed', endedAt: '2026-05-28T10:00:00.000Z' }),
      }),
      myAssembleFixture({ assemble: assembleFixture({ id: '8', lineId: '204', code: 'C204', name: '西丽—前海 定制', status: 'opened', committed: 20 }) }),
    ]);
    rendered = renderWithQuery(<MyCustomPage />);
    await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="my-assemble"]')).toHaveLength(4));
    expect(tab(rendered.container, '我的众筹')?.getAttribute('aria-selected')).toBe('true');
    expect(mocks.call).not.toHaveBeenCalledWith(expect.objectContaining({ path: '/demand/myList' }), expect.anything(), expect.anything());
    const [committed, joined, refunded, opened] = [...rendered.container.querySelectorAll('[data-testid="my-assemble"]')];
    expect(textOf(committed)).toBe('众筹中 已支付 C201 清湖—科技园 定制 已有 12/20 人 截止 5月28日 18:00');
    expect(committed?.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/line/line-info.html?lineId=201');
    expect(textOf(joined?.querySelector('[data-testid="my-assemble-state"]'))).toBe('待支付');
    expect(textOf(joined)).toContain('已有 3/20 人');
    expect(textOf(refunded)).toContain('未成团');
    expect(textOf(refunded?.querySelector('[data-testid="my-assemble-state"]'))).toBe('已退款 ¥75.00');
    expect(textOf(refunded)).not.toContain('截止');
    expect(textOf(opened)).toContain('已成团');
    expect(opened?.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/line/line-info.html?lineId=204');
  });

  it('without crowdfunds, says so', async () => {
    window.history.replaceState(null, '', '/udianbus/app/my-custom.html?tab=assemble');
    serve([]);
    rendered = renderWithQuery(<MyCustomPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('还没有参与的众筹'));
  });

  it('opens on 我的需求, and its tabs switch in place on each of its two paths', async () => {
    window.history.replaceState(null, '', '/udianbus/app/my-custom.html');
    serve([]);
    rendered = renderWithQuery(<MyCustomPage />);
    expect(tab(rendered.container, '我的需求')?.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(textOf(rendered!.container)).toContain('还没有通勤需求'));
    act(() => tab(rendered!.container, '我的众筹')?.click());
    expect(navigations).toEqual([['/udianbus/app/my-custom.html?tab=assemble', true]]);
    rendered.unmount();
    window.history.replaceState(null, '', '/udianbus/app/my-custom/index_copy.html?tab=assemble');
    rendered = renderWithQuery(<MyCustomIndexCopyPage />);
    expect(tab(rendered.container, '我的众筹')?.getAttribute('aria-selected')).toBe('true');
    act(() => tab(rendered!.container, '我的需求')?.click());
    expect(navigations.at(-1)).toEqual(['/udianbus/app/my-custom/index_copy.html?tab=demand', true]);
  });
});
