import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn(), toast: { loading: vi.fn(() => () => undefined), success: vi.fn(), fail: vi.fn(), info: vi.fn(), offline: vi.fn() } }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast, OFFLINE_TEXT: '网络不给力，请检查网络后重试' }));

import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { setSelectedCity } from '../../lib/local-memory';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { DemandCollectionPage } from './demand-collection-page';
import { emptyDemandFields, loadDemandDraft, saveDemandDraft } from './demand-draft';
import { demandFixture, odCampaignFixture } from './demand.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

type Handler = (input: { query?: Record<string, unknown>; body?: Record<string, unknown> }) => unknown;
const serve = (handlers: Record<string, Handler>) => {
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: Parameters<Handler>[0]) => {
    const handler = handlers[endpoint.path];
    if (!handler) throw new Error(`unexpected call ${endpoint.path}`);
    return handler(input ?? {});
  });
};

const home = { name: '深圳北站', address: '龙华区', lng: 114.0295, lat: 22.6097, stationId: null };
const work = { name: '科技园', address: '南山区', lng: 113.9535, lat: 22.5405, stationId: '31' };

const submit = (rendered: Rendered) => act(() => buttonNamed(rendered.container, '提交需求')?.click());
const alerts = (rendered: Rendered) => [...rendered.container.querySelectorAll('[role="alert"]')].map((node) => textOf(node));

describe('demand-collection', () => {
  let rendered: Rendered | undefined;
  const navigations: Array<[string, boolean]> = [];

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    mocks.call.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
    navigations.length = 0;
    registerNavigator((href, options) => navigations.push([href, options.isReplace ?? false]));
    window.history.replaceState(null, '', '/udianbus/app/demand-collection.html');
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    setSelectedCity({ cityId: 440300, cityName: '深圳市' });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('starts with a working-day morning commute for one, and links each end to the map', async () => {
    serve({});
    rendered = renderWithQuery(<DemandCollectionPage />);
    await waitFor(() => expect(buttonNamed(rendered!.container, '提交需求')).toBeDefined());
    expect(textOf(rendered.container)).toContain('请选择出发地');
    expect(textOf(rendered.container)).toContain('请选择目的地');
    expect(rendered.container.querySelector('[aria-label="最早：08:30"]')).not.toBeNull();
    expect(rendered.container.querySelector('[aria-label="最晚：09:00"]')).not.toBeNull();
    expect(rendered.container.querySelector<HTMLInputElement>('input[inputmode="numeric"]')?.value).toBe('1');
    const mapLinks = [...rendered.container.querySelectorAll('a')].filter((link) => textOf(link).startsWith('地图选点')).map((link) => link.getAttribute('href'));
    expect(mapLinks).toEqual(['/udianbus/app/demand-station.html?end=from', '/udianbus/app/demand-station.html?end=to']);
  });

  it('shows the contract’s messages beside their fields and sends nothing while any stands', async () => {
    serve({});
    rendered = renderWithQuery(<DemandCollectionPage />);
    await waitFor(() => expect(buttonNamed(rendered!.container, '提交需求')).toBeDefined());
    submit(rendered);
    expect(alerts(rendered)).toEqual(['请选择地点', '请选择地点']);
    expect(mocks.toast.fail).toHaveBeenCalledWith('请选择地点');

    rendered.unmount();
    saveDemandDraft({ ...emptyDemandFields(), from: home, to: { ...home, name: '北站东广场', lng: 114.0299 }, windowStart: '09:00', windowEnd: '08:30', weekdays: [] });
    rendered = renderWithQuery(<DemandCollectionPage />);
    await waitFor(() => expect(buttonNamed(rendered!.container, '提交需求')).toBeDefined());
    submit(rendered);
    expect(alerts(rendered)).toEqual(['出发地和目的地不能相同，请重新选择', '最晚时间须晚于最早时间', '请至少选择一个通勤日']);
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('sends the draft the map filled, says 已提交, clears the draft and opens my-custom in place of the form', async () => {
    const sent: unknown[] = [];
    serve({
      '/demand/add': ({ body }) => {
        sent.push(body);
        return ok({ demand: demandFixture(), isMerged: false });
      },
    });
    saveDemandDraft({ ...emptyDemandFields(), from: home, to: work, people: 2, note: ' 班车停运 ' });
    rendered = renderWithQuery(<DemandCollectionPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('深圳北站'));
    expect(textOf(rendered.container)).toContain('科技园');
    submit(rendered);
    await waitFor(() => expect(navigations).toEqual([['/udianbus/app/my-custom.html', true]]));
    expect(sent).toEqual([
      { from: home, to: work, timeKind: 'arrive', windowStart: '08:30', windowEnd: '09:00', weekdays: [1, 2, 3, 4, 5], people: 2, note: '班车停运', odCampaignId: null },
    ]);
    expect(mocks.toast.success).toHaveBeenCalledWith('已提交');
    expect(loadDemandDraft()).toBeNull();
  });

  it('says so when the trip was merged into the passenger’s earlier demand', async () => {
    serve({ '/demand/add': () => ok({ demand: demandFixture(), isMerged: true }) });
    saveDemandDraft({ ...emptyDemandFields(), from: home, to: work });
    rendered = renderWithQuery(<DemandCollectionPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('深圳北站'));
    submit(rendered);
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('已合并到您之前的需求'));
  });

  it('keeps what is typed in the draft, so that the map and back find it as it was', async () => {
    serve({});
    rendered = renderWithQuery(<DemandCollectionPage />);
    await waitFor(() => expect(buttonNamed(rendered!.container, '提交需求')).toBeDefined());
    act(() => rendered!.container.querySelector<HTMLButtonElement>('[aria-label="增加人数"]')?.click());
    const saturday = [...rendered.container.querySelectorAll('.adm-selector-item')].find((item) => textOf(item) === '周六') as HTMLElement;
    act(() => saturday.click());
    expect(loadDemandDraft()).toMatchObject({ people: 2, weekdays: [1, 2, 3, 4, 5, 6] });
  });

  it('from a running campaign: its place is the destination and the demand counts for it', async () => {
    window.history.replaceState(null, '', '/udianbus/app/demand-collection.html?odCampaignId=9');
    const sent: Array<Record<string, unknown> | undefined> = [];
    serve({
      '/demand/odCollection/info': () => ok({ campaign: odCampaignFixture(), myDemandIds: [] }),
      '/demand/add': ({ body }) => {
        sent.push(body);
        return ok({ demand: demandFixture(), isMerged: false });
      },
    });
    saveDemandDraft({ ...emptyDemandFields(), from: home });
    rendered = renderWithQuery(<DemandCollectionPage />);
    await waitFor(() => expect(rendered!.container.querySelector('[data-testid="campaign-notice"]')).not.toBeNull());
    expect(textOf(rendered.container.querySelector('[data-testid="campaign-notice"]'))).toBe('通过「科技园南区通勤征集」提交，目的地已填为科技园南区，可按需修改。');
    await waitFor(() => expect(textOf(rendered!.container.querySelector('[data-testid="demand-to"]'))).toContain('科技园南区'));
    submit(rendered);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ to: { name: '科技园南区', stationId: null }, odCampaignId: '9' });
  });

  it('from a campaign that has ended: says so and sends an ordinary demand', async () => {
    window.history.replaceState(null, '', '/udianbus/app/demand-collection.html?odCampaignId=9');
    const sent: Array<Record<string, unknown> | undefined> = [];
    serve({
      '/demand/odCollection/info': () => ok({ campaign: odCampaignFixture({ status: 'ended' }), myDemandIds: [] }),
      '/demand/add': ({ body }) => {
        sent.push(body);
        return ok({ demand: demandFixture(), isMerged: false });
      },
    });
    saveDemandDraft({ ...emptyDemandFields(), from: home, to: work });
    rendered = renderWithQuery(<DemandCollectionPage />);
    await waitFor(() => expect(textOf(rendered!.container.querySelector('[data-testid="campaign-notice"]'))).toContain('未在进行中'));
    submit(rendered);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ to: { name: '科技园' }, odCampaignId: null });
  });

  it('chooses an end from the common addresses or by name in the sheet', async () => {
    const address = (type: string, addressId: string, name: string, place: { address: string; lng: number; lat: number }) => ({ addressId, type, name, address: place.address, lng: place.lng, lat: place.lat });
    serve({
      '/user/address/list': () => ok({ home: address('home', '1', '家', home), work: address('work', '2', '公司', work), others: [], limit: 20 }),
      '/search/place/query': ({ query }) => ok({ places: query?.keyword === '科技' ? [{ kind: 'station', placeId: '31', name: '科技园', detail: '南山区', lng: 113.9535, lat: 22.5405 }] : [] }),
    });
    rendered = renderWithQuery(<DemandCollectionPage />);
    await waitFor(() => expect(rendered!.container.querySelector('[data-testid="demand-from"]')).not.toBeNull());
    act(() => rendered!.container.querySelector<HTMLButtonElement>('[data-testid="demand-from"]')?.click());
    const sheetButton = (text: string) => [...document.body.querySelectorAll('button')].find((button) => textOf(button).startsWith(text));
    await waitFor(() => expect(sheetButton('家')).toBeDefined());
    act(() => sheetButton('家')?.click());
    await waitFor(() => expect(textOf(rendered!.container.querySelector('[data-testid="demand-from"]'))).toBe('出发地家'));

    act(() => rendered!.container.querySelector<HTMLButtonElement>('[data-testid="demand-to"]')?.click());
    await waitFor(() => expect(document.body.querySelector('.adm-popup input')).not.toBeNull());
    const input = document.body.querySelector<HTMLInputElement>('.adm-popup input')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '科技');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await waitFor(() => expect(sheetButton('站科技园')).toBeDefined(), 3000);
    act(() => sheetButton('站科技园')?.click());
    await waitFor(() => expect(loadDemandDraft()).toMatchObject({ from: { name: '家', lng: home.lng }, to: { name: '科技园', address: '南山区', stationId: '31' } }));
  });

  it('asks a visitor to log in first', () => {
    clearLoginInfo();
    serve({});
    rendered = renderWithQuery(<DemandCollectionPage />);
    expect(textOf(rendered.container)).toContain('请先登录');
    expect(buttonNamed(rendered.container, '提交需求')).toBeUndefined();
  });
});
