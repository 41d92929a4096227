import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { odCampaignFixture } from './demand.fixture';
import { OdCollectionPage } from './od-collection-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });
const link = (container: Element, text: string) => [...container.querySelectorAll('a')].find((anchor) => textOf(anchor) === text);

describe('h5/odcollection/index', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    window.history.replaceState(null, '', '/h5/odcollection/index.html?id=9');
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('shows the campaign, its place and progress, and submits a demand through it', async () => {
    mocks.call.mockResolvedValue(ok({ campaign: odCampaignFixture(), myDemandIds: [] }));
    rendered = renderWithQuery(<OdCollectionPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('科技园南区通勤征集'));
    expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/demand/odCollection/info' }), { query: { id: '9' } }, expect.anything());
    const text = textOf(rendered.container);
    expect(text).toContain('进行中');
    expect(text).toContain('面向：科技园南区企业员工');
    expect(text).toContain('2026-06-01 至 2026-06-30');
    expect(text).toContain('为园区员工规划上下班定制线路。');
    expect(text).toContain('目的地科技园南区南山区科技南路');
    expect(textOf(rendered.container.querySelector('[data-testid="campaign-progress"]'))).toBe('已征集 12/40 条需求（30%）· 共 30 人');
    const bar = rendered.container.querySelector('[role="progressbar"]');
    expect([bar?.getAttribute('aria-valuenow'), bar?.getAttribute('aria-valuemax')]).toEqual(['12', '40']);
    expect(link(rendered.container, '填写我的通勤需求')?.getAttribute('href')).toBe('/udianbus/app/demand-collection.html?odCampaignId=9');
  });

  it('tells a passenger who already submitted through it, and offers another', async () => {
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    mocks.call.mockResolvedValue(ok({ campaign: odCampaignFixture(), myDemandIds: ['5'] }));
    rendered = renderWithQuery(<OdCollectionPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('您已通过本活动提交 1 条需求'));
    expect(link(rendered.container, '我的定制线路')?.getAttribute('href')).toBe('/udianbus/app/my-custom.html');
    expect(link(rendered.container, '再填一条通勤需求')).toBeDefined();
  });

  it.each([
    ['upcoming', '活动尚未开始'],
    ['ended', '活动已结束'],
  ] as const)('refuses submissions when %s', async (status, refusal) => {
    mocks.call.mockResolvedValue(ok({ campaign: odCampaignFixture({ status }), myDemandIds: [] }));
    rendered = renderWithQuery(<OdCollectionPage />);
    await waitFor(() => expect(textOf(rendered!.container.querySelector('[role="alert"]'))).toContain(refusal));
    expect(link(rendered.container, '填写我的通勤需求')).toBeUndefined();
  });

  it('says an unknown campaign does not exist, and asks nothing without an id', async () => {
    mocks.call.mockResolvedValue(refused(1004, '需求征集活动不存在'));
    rendered = renderWithQuery(<OdCollectionPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('需求征集活动不存在'));
    rendered.unmount();
    mocks.call.mockClear();
    window.history.replaceState(null, '', '/h5/odcollection/index.html');
    rendered = renderWithQuery(<OdCollectionPage />);
    expect(textOf(rendered.container)).toContain('活动不存在');
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
