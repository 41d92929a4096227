import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn(), navigate: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn() } }));

import { act } from 'react';
import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { carpoolFixture, carpoolMeFixture, carpoolPlanFixture } from './carpool.fixture';
import { PoolPage } from './pool-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const links = (container: Element) => [...container.querySelectorAll('a')].map((a) => ({ text: textOf(a), href: a.getAttribute('href') }));

describe('pool (one carpool)', () => {
  let rendered: Rendered | undefined;
  let unregister: (() => void) | undefined;

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    mocks.navigate.mockReset();
    unregister = registerNavigator(mocks.navigate);
    window.history.replaceState(null, '', '/udianbus/app/pool.html?id=31');
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    unregister?.();
    clearLoginInfo();
  });

  const serveDetail = (data: unknown) =>
    mocks.call.mockImplementation(async (endpoint: { path: string }, input?: { body?: { id: string } }) => {
      if (endpoint.path === '/car/carpool/detail') return ok(data);
      if (endpoint.path === '/car/carpool/join') return ok({ carpool: carpoolFixture(), plan: carpoolPlanFixture(), input });
      throw new Error(`unexpected call ${endpoint.path}`);
    });

  it('shows a gathering carpool: route, ride, fare, seats, progress and deadline; 加入拼车 joins and opens the cashier', async () => {
    serveDetail({ carpool: carpoolFixture(), plan: carpoolPlanFixture(), me: carpoolMeFixture() });
    rendered = renderWithQuery(<PoolPage />);
    await waitFor(() => expect(rendered!.container.querySelector('[data-testid="carpool-panel"]')).not.toBeNull());
    const panel = textOf(rendered.container.querySelector('[data-testid="carpool-panel"]'));
    expect(panel).toContain('拼车中');
    expect(panel).toContain('科技园');
    expect(panel).toContain('深圳北站');
    expect(panel).toContain('12月2日 周三 08:00 出发 · 约 08:36 到达');
    expect(panel).toContain('每座 ¥7.50');
    expect(panel).toContain('余 5 座 / 共 7 座');
    expect(panel).toContain('12月1日 20:00 截止报名');
    expect(textOf(rendered.container.querySelector('[data-testid="carpool-progress"]'))).toBe('已有 2/3 人 · 还差 1 人成行');
    expect(rendered.container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('2');
    expect(rendered.container.querySelector('[data-testid="carpool-mine"]')).toBeNull();
    const join = buttonNamed(rendered.container, '加入拼车 ¥7.50/座');
    expect(join).toBeDefined();
    await act(async () => join!.click());
    await waitFor(() => expect(mocks.navigate).toHaveBeenCalledWith('/udianbus/app/buy-ticket.html?lineId=310', expect.anything()));
    expect(mocks.call.mock.calls.find(([endpoint]) => endpoint.path === '/car/carpool/join')?.[1]).toEqual({ body: { id: '31' } });
  });

  it('shows a carpool that runs with my tickets and their ride codes', async () => {
    serveDetail({
      carpool: carpoolFixture({ status: 'opened', committed: 3, endedAt: '2026-12-01T05:00:00.000Z' }),
      plan: carpoolPlanFixture(),
      me: carpoolMeFixture({ state: 'committed', orderNo: 'UD2026120100001', ticketIds: ['501'] }),
    });
    rendered = renderWithQuery(<PoolPage />);
    await waitFor(() => expect(rendered!.container.querySelector('[data-testid="carpool-mine"]')).not.toBeNull());
    expect(textOf(rendered.container.querySelector('[data-testid="carpool-status"]'))).toBe('已成行');
    expect(textOf(rendered.container.querySelector('[data-testid="carpool-ended"]'))).toContain('车票已生效');
    expect(textOf(rendered.container.querySelector('[data-testid="carpool-my-state"]'))).toBe('已支付');
    expect(links(rendered.container)).toEqual(
      expect.arrayContaining([
        { text: '查看车票和乘车码', href: '/udianbus/app/ticket/ticket-info.html?ticketId=501' },
        { text: '查看订单', href: '/udianbus/app/my-order/order-detail.html?orderNo=UD2026120100001' },
      ]),
    );
    // Paid already: no second seat from here.
    expect(buttonNamed(rendered.container, '加入拼车 ¥7.50/座')).toBeUndefined();
  });

  it('shows a failed carpool refunded in full, with nothing to join', async () => {
    serveDetail({
      carpool: carpoolFixture({ status: 'failed', isJoinable: false, endedAt: '2026-12-01T12:00:00.000Z' }),
      plan: null,
      me: carpoolMeFixture({ isStarter: true, state: 'refunded', orderNo: 'UD2026120100002', refundedCents: 1500 }),
    });
    rendered = renderWithQuery(<PoolPage />);
    await waitFor(() => expect(rendered!.container.querySelector('[data-testid="carpool-mine"]')).not.toBeNull());
    expect(textOf(rendered.container.querySelector('[data-testid="carpool-status"]'))).toBe('未成行');
    expect(textOf(rendered.container.querySelector('[data-testid="carpool-ended"]'))).toBe('截止时未达成行人数，已支付的款项已全额原路退回');
    const mine = textOf(rendered.container.querySelector('[data-testid="carpool-mine"]'));
    expect(mine).toContain('我发起的');
    expect(mine).toContain('已退款 ¥15.00');
    expect(mine).toContain('已支付的 ¥15.00 已全额原路退回');
    expect([...rendered.container.querySelectorAll('button')].map(textOf)).not.toContain('分享拼车');
  });

  it('says a carpool that does not exist, with a way to the list', async () => {
    mocks.call.mockResolvedValue({ ok: false, meta: { code: 1004, desc: '拼车不存在', timestamp: 0 } });
    rendered = renderWithQuery(<PoolPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('拼车不存在'));
    expect(links(rendered.container)).toContainEqual({ text: '去拼车线路', href: '/udianbus/app/pool-list.html' });
  });
});
