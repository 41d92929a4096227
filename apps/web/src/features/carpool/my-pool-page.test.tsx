import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { carpoolFixture, carpoolMeFixture } from './carpool.fixture';
import { MyPoolPage } from './my-pool-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

describe('my-pool', () => {
  let rendered: Rendered | undefined;

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    window.history.replaceState(null, '', '/udianbus/app/my-pool.html');
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  it('lists the carpools I started and joined with their states, my part and my refunds; each opens its page', async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path !== '/car/carpool/mine') throw new Error(`unexpected call ${endpoint.path}`);
      return ok({
        items: [
          { carpool: carpoolFixture(), me: carpoolMeFixture({ isStarter: true, state: 'joined' }) },
          { carpool: carpoolFixture({ id: '32', status: 'opened', committed: 3 }), me: carpoolMeFixture({ state: 'committed', orderNo: 'UD1', ticketIds: ['501'] }) },
          { carpool: carpoolFixture({ id: '33', status: 'failed', isJoinable: false }), me: carpoolMeFixture({ state: 'refunded', orderNo: 'UD2', refundedCents: 750 }) },
        ],
      });
    });
    rendered = renderWithQuery(<MyPoolPage />);
    await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="my-carpool"]')).toHaveLength(3));
    const [started, running, failed] = [...rendered.container.querySelectorAll('[data-testid="my-carpool"]')];
    expect(textOf(started)).toContain('拼车中');
    expect(textOf(started)).toContain('我发起的');
    expect(textOf(started?.querySelector('[data-testid="my-carpool-state"]'))).toBe('待支付');
    expect(textOf(running?.querySelector('[data-testid="carpool-status"]'))).toBe('已成行');
    expect(textOf(running)).toContain('车票已生效');
    expect(textOf(failed?.querySelector('[data-testid="carpool-status"]'))).toBe('未成行');
    expect(textOf(failed?.querySelector('[data-testid="my-carpool-state"]'))).toBe('已退款 ¥7.50');
    expect(failed?.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/pool.html?id=33');
  });

  it('says there are none yet, with a way to the open carpools', async () => {
    mocks.call.mockResolvedValue(ok({ items: [] }));
    rendered = renderWithQuery(<MyPoolPage />);
    await waitFor(() => expect(textOf(rendered!.container)).toContain('还没有拼车'));
    expect([...rendered.container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain('/udianbus/app/pool-list.html');
  });
});
