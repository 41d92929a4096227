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
vi.mock('../../platform/host-login/host-login', () => ({ requireLogin: async () => undefined }));

import type { StudentCharter } from '@udian/contracts/schemas/charters';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { charterFixture } from './charters.fixture';
import { CostDetailPage } from './cost-detail-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });
const click = (element: Element | null | undefined) => act(async () => (element as HTMLElement).click());
const items = (container: Element) => [...container.querySelectorAll('[aria-label="费用明细"] li')].map((item) => textOf(item.querySelector('span')));

/** The server: my requests, one of which is `start`; cancel answered by `onCancel`. */
const serve = (start: StudentCharter, onCancel?: () => unknown) => {
  let charter = start;
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query?: { requestId?: string } }) => {
    switch (endpoint.path) {
      case '/studentCharter/detail':
        return input.query?.requestId === charter.requestId ? ok({ charter }) : refused(1004, '包车申请不存在');
      case '/studentCharter/mine':
        return ok({ items: [charter] });
      case '/studentCharter/cancel':
        if (onCancel) return onCancel();
        charter = { ...charter, status: 'cancelled', decidedAt: '2031-03-02T02:00:00.000Z' };
        return ok({ charter });
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

describe('cost-detail page', () => {
  let rendered: Rendered | undefined;

  const open = async (query: string): Promise<Element> => {
    window.history.replaceState(null, '', `/udianbus/common/cost-detail.html${query}`);
    rendered = renderWithQuery(<CostDetailPage />);
    await waitFor(() => expect(rendered!.container.querySelector('[aria-busy="true"], .adm-skeleton')).toBeNull());
    return rendered.container;
  };

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    mocks.confirm.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    saveLoginInfo({ userId: '9', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
    document.body.innerHTML = '';
  });

  it('shows a waiting request: its status, the trip, the fee line by line, and 取消申请', async () => {
    serve(charterFixture());
    const container = await open('?requestId=31');
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="charter-status"]'))).toContain('待确认'));
    expect(textOf(container.querySelector('[role="status"]'))).toContain('确认后将短信通知李老师（138****0000）');
    const trip = textOf(container.querySelector('[aria-label="行程"]'));
    expect(trip).toContain('2031-03-06 周四');
    expect(trip).toContain('08:30 出发，15:00 返程');
    expect(trip).toContain('深圳实验学校 → 深圳博物馆');
    expect(trip).toContain('45 座大巴 × 1 辆');
    // 13 km each way is within the base's 30 km; 08:30 to 15:00 is 6.5 hours, 3 started hours beyond four.
    expect(items(container)).toEqual(['基础车费¥1000.00', '等候费¥180.00']);
    expect(textOf(container.querySelector('[data-testid="fee-total"]'))).toBe('¥1180.00');
    expect(buttonNamed(container, '取消申请')).toBeDefined();
  });

  it('shows the operator’s change and its reason beside the rules’ items, and the confirmed fee', async () => {
    serve(charterFixture({ status: 'confirmed', feeCents: 110_000, adjustment: { amountCents: -8_000, reason: '学校长期合作优惠' }, decidedAt: '2031-03-02T02:00:00.000Z' }));
    const container = await open('?requestId=31');
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="charter-status"]'))).toContain('已确认'));
    expect(textOf(container.querySelector('[role="status"]'))).toContain('包车已确认，费用 ¥1100.00');
    expect(items(container).at(-1)).toBe('运营调整-¥80.00');
    expect(textOf(container.querySelector('[aria-label="费用明细"]'))).toContain('按规则计算 ¥1180.00，调整原因：学校长期合作优惠');
    expect(textOf(container.querySelector('[data-testid="fee-breakdown"]'))).toContain('确认费用¥1100.00');
    expect(buttonNamed(container, '取消申请')).toBeUndefined();
  });

  it('cancels a waiting request once the passenger is sure', async () => {
    serve(charterFixture());
    const container = await open('?requestId=31');
    await waitFor(() => expect(buttonNamed(container, '取消申请')).toBeDefined());
    mocks.confirm.mockResolvedValueOnce(false);
    await click(buttonNamed(container, '取消申请'));
    expect(mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === '/studentCharter/cancel')).toHaveLength(0);
    mocks.confirm.mockResolvedValueOnce(true);
    await click(buttonNamed(container, '取消申请'));
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="charter-status"]'))).toContain('已取消'));
    expect(mocks.toast.success).toHaveBeenCalledWith('已取消包车申请');
  });

  it('says why a cancel was refused, in the server’s words', async () => {
    serve(charterFixture(), () => refused(3388, '该包车申请已处理，不能再取消'));
    const container = await open('?requestId=31');
    await waitFor(() => expect(buttonNamed(container, '取消申请')).toBeDefined());
    mocks.confirm.mockResolvedValueOnce(true);
    await click(buttonNamed(container, '取消申请'));
    await waitFor(() => expect(mocks.toast.fail).toHaveBeenCalledWith('该包车申请已处理，不能再取消'));
  });

  it('says a request that is not the passenger’s does not exist', async () => {
    serve(charterFixture());
    const container = await open('?requestId=99');
    await waitFor(() => expect(textOf(container)).toContain('包车申请不存在'));
  });

  it('lists the passenger’s requests without a request, each opening its breakdown', async () => {
    serve(charterFixture({ status: 'declined', declineReason: '车辆已排满' }));
    const container = await open('');
    await waitFor(() => expect(container.querySelector('[aria-label="我的包车申请"]')).not.toBeNull());
    const row = container.querySelector('[aria-label="我的包车申请"] a');
    expect(textOf(row)).toContain('深圳实验学校');
    expect(textOf(row)).toContain('已婉拒');
    expect(textOf(row)).toContain('¥1180.00');
    expect(row?.getAttribute('href')).toBe('/udianbus/common/cost-detail.html?requestId=31');
  });
});
