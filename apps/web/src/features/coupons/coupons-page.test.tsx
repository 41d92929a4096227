import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserCoupon } from '@udian/contracts/schemas/orders';
import type { CouponCampaign } from '@udian/contracts/schemas/promotions';

const mocks = vi.hoisted(() => ({ call: vi.fn(), toast: { loading: vi.fn(() => () => undefined), success: vi.fn(), fail: vi.fn(), info: vi.fn() } }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));

import { registerNavigator } from '../../app/navigation';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { userCouponFixture } from '../../test/coupon.fixture';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { DrawCouponPage } from './draw-coupon-page';
import { InvalidCouponPage } from './invalid-coupon-page';
import { MyCouponPage } from './my-coupon-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });

type Handler = (input: { query?: Record<string, unknown>; body?: Record<string, unknown> }) => unknown;
const serve = (handlers: Record<string, Handler>) => {
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: Parameters<Handler>[0]) => {
    const handler = handlers[endpoint.path];
    if (!handler) throw new Error(`unexpected call ${endpoint.path}`);
    return handler(input ?? {});
  });
};

const type = (input: HTMLInputElement | null | undefined, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

const settled = async (rendered: Rendered) => {
  await waitFor(() => expect(rendered.container.querySelector('[aria-busy="true"]')).toBeNull());
  return rendered;
};

const campaign = (overrides: Partial<CouponCampaign> = {}): CouponCampaign => {
  const { userCouponId: _id, validFrom: _from, validTo: _to, status: _status, isExpiringSoon: _soon, source: _source, note: _note, usedAt: _used, history: _history, useLineId: _line, ...terms } =
    userCouponFixture();
  return {
    campaignId: '5',
    name: '六月通勤季',
    description: '',
    terms: { ...terms, validDays: 7, fixedValidFrom: null, fixedValidTo: null },
    totalStock: 50,
    stockLeft: 12,
    perUserLimit: 1,
    claimedByMe: 0,
    startsAt: '2026-06-01T00:00:00.000Z',
    endsAt: '2026-06-30T16:00:00.000Z',
    state: 'open',
    ...overrides,
  };
};

describe('coupon pages', () => {
  let rendered: Rendered | undefined;
  const navigations: string[] = [];

  beforeEach(() => {
    localStorage.clear();
    mocks.call.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
    navigations.length = 0;
    registerNavigator((href) => navigations.push(href));
    window.history.replaceState(null, '', '/udianbus/app/coupon/my-coupon.html');
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
  });

  describe('my-coupon', () => {
    const usable: UserCoupon[] = [
      userCouponFixture({
        userCouponId: '11',
        name: '晚点补偿券',
        kind: 'ratio',
        ratioPercent: 50,
        maxDiscountCents: 600,
        thresholdCents: 0,
        isExpiringSoon: true,
        source: 'lateness',
        note: '6月2日 U101 07:30 班次到达深圳北站晚点 25 分钟',
        lines: [{ lineId: '12', name: 'U101 龙华—科技园' }],
        useLineId: '12',
        history: [
          { kind: 'received', at: '2026-06-02T01:00:00.000Z', orderNo: null },
          { kind: 'used', at: '2026-06-03T01:00:00.000Z', orderNo: 'UD20260603090000000001' },
          { kind: 'returned', at: '2026-06-03T02:00:00.000Z', orderNo: 'UD20260603090000000001' },
        ],
      }),
      userCouponFixture({ userCouponId: '12', name: '免费乘车券', kind: 'free', thresholdCents: 0, useLineId: null, lineTypes: ['commute'] }),
    ];

    it('asks for the usable bus-ticket coupons and shows each clearly: value in yuan, threshold, lines, validity, 即将过期, why, source', async () => {
      serve({ '/coupon/listUserCoupon': () => ok({ coupons: usable }) });
      rendered = await settled(renderWithQuery(<MyCouponPage />));
      await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="coupon-card"]')).toHaveLength(2));
      expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/coupon/listUserCoupon' }), { query: { productTypes: 5, status: 'usable' } }, expect.anything());
      const [late, free] = rendered.container.querySelectorAll('[data-testid="coupon-card"]');
      expect(textOf(late)).toContain('5折');
      expect(textOf(late)).toContain('无门槛');
      expect(textOf(late)).toContain('5折 最高减6元 · 限U101 龙华—科技园使用');
      expect(textOf(late)).toContain('有效期 2026.06.01-2026.06.30');
      expect(textOf(late)).toContain('即将过期');
      expect(textOf(late)).toContain('已退回');
      expect(textOf(late)).toContain('晚点 25 分钟');
      expect(textOf(late)).toContain('来源：晚点补偿');
      expect(textOf(free)).toContain('免费乘车 · 限通勤线路使用');
      expect(textOf(free)).not.toContain('即将过期');
    });

    it('去使用 opens the buy page of its line with the coupon, or every line when none runs', async () => {
      serve({ '/coupon/listUserCoupon': () => ok({ coupons: usable }) });
      rendered = await settled(renderWithQuery(<MyCouponPage />));
      await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="coupon-card"]')).toHaveLength(2));
      const uses = [...rendered.container.querySelectorAll('a')].filter((link) => link.textContent === '去使用');
      expect(uses.map((link) => link.getAttribute('href'))).toEqual([
        '/udianbus/app/buy-ticket.html?lineId=12&userCouponId=11',
        '/udianbus/app/home/line-list.html',
      ]);
      const links = [...rendered.container.querySelectorAll('nav a')].map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual([
        ['领券中心', '/udianbus/app/draw-coupon.html'],
        ['失效券', '/udianbus/app/invalid-coupon.html'],
        ['使用规则', '/udianbus/app/coupon-rules.html'],
      ]);
    });

    it('shows the history with the order a full refund returned it from', async () => {
      serve({ '/coupon/listUserCoupon': () => ok({ coupons: usable }) });
      rendered = await settled(renderWithQuery(<MyCouponPage />));
      await waitFor(() => expect(buttonNamed(rendered!.container, '使用记录')).toBeDefined());
      act(() => buttonNamed(rendered!.container, '使用记录')?.click());
      const history = rendered.container.querySelector('ol[aria-label="使用记录"]');
      expect([...(history?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
        '2026-06-02 09:00 领取',
        '2026-06-03 09:00 用于订单 UD20260603090000000001',
        '2026-06-03 10:00 订单 UD20260603090000000001 全额退款，已退回',
      ]);
    });

    it('says when there is none, with the way to 领券中心', async () => {
      serve({ '/coupon/listUserCoupon': () => ok({ coupons: [] }) });
      rendered = await settled(renderWithQuery(<MyCouponPage />));
      await waitFor(() => expect(textOf(rendered!.container)).toContain('暂无可用优惠券'));
      expect([...rendered.container.querySelectorAll('a')].some((link) => link.textContent === '去领券')).toBe(true);
    });

    it('redeems a code as typed (spaces, dashes, lower case) and shows the refusal in the server words', async () => {
      let answer: unknown = refused(2611, '兑换码已被使用');
      serve({ '/coupon/listUserCoupon': () => ok({ coupons: [] }), '/coupon/receiveRedeem': () => answer });
      rendered = await settled(renderWithQuery(<MyCouponPage />));
      const input = rendered.container.querySelector<HTMLInputElement>('form[aria-label="兑换优惠券"] input');
      act(() => buttonNamed(rendered!.container, '兑换')?.click());
      expect(textOf(rendered.container.querySelector('[role="alert"]'))).toBe('请输入兑换码');
      type(input, 'ab12-cd 34');
      act(() => buttonNamed(rendered!.container, '兑换')?.click());
      await waitFor(() => expect(textOf(rendered!.container.querySelector('[role="alert"]'))).toBe('兑换码已被使用'));
      expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/coupon/receiveRedeem' }), { body: { code: 'AB12CD34' } });
      answer = ok({ coupon: userCouponFixture({ name: '兑换券' }) });
      act(() => buttonNamed(rendered!.container, '兑换')?.click());
      await waitFor(() => expect(textOf(rendered!.container.querySelector('[role="status"]'))).toBe('兑换成功，已获得「兑换券」'));
    });
  });

  describe('invalid-coupon', () => {
    it('lists used and expired coupons with when they were used or ended', async () => {
      serve({
        '/coupon/listUserCoupon': () =>
          ok({
            coupons: [
              userCouponFixture({ userCouponId: '1', status: 'used', usedAt: '2026-06-05T00:30:00.000Z' }),
              userCouponFixture({ userCouponId: '2', status: 'expired' }),
            ],
          }),
      });
      rendered = await settled(renderWithQuery(<InvalidCouponPage />));
      await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="coupon-card"]')).toHaveLength(2));
      expect(mocks.call).toHaveBeenCalledWith(expect.anything(), { query: { productTypes: 5, status: 'invalid' } }, expect.anything());
      const [used, expired] = rendered.container.querySelectorAll('[data-testid="coupon-card"]');
      expect(textOf(used)).toContain('使用于 2026-06-05 08:30');
      expect(textOf(used)).toContain('已使用');
      expect(textOf(expired)).toContain('过期于 2026-06-30 23:59');
      expect(textOf(expired)).toContain('已过期');
    });
  });

  describe('draw-coupon', () => {
    const campaigns = [
      campaign(),
      campaign({ campaignId: '6', name: '已领', state: 'claimed', claimedByMe: 1 }),
      campaign({ campaignId: '7', name: '抢光', state: 'soldOut', stockLeft: 0 }),
      campaign({ campaignId: '8', name: '下周', state: 'notStarted' }),
      campaign({ campaignId: '9', name: '上月', state: 'ended' }),
    ];

    it('shows each campaign with its stock and the button its state allows', async () => {
      serve({ '/coupon/queryReceiveCouponInfo': () => ok({ campaigns }) });
      rendered = await settled(renderWithQuery(<DrawCouponPage />));
      await waitFor(() => expect(rendered!.container.querySelectorAll('[data-testid="campaign-card"]')).toHaveLength(5));
      const buttons = [...rendered.container.querySelectorAll<HTMLButtonElement>('[data-testid="campaign-card"] button')];
      expect(buttons.map((button) => [button.textContent, button.disabled])).toEqual([
        ['立即领取', false],
        ['已领取', true],
        ['已领完', true],
        ['未开始', true],
        ['已结束', true],
      ]);
      expect(textOf(rendered.container.querySelector('[data-testid="campaign-card"]'))).toContain('剩余12/50张 · 每人限领1张');
      expect(textOf(rendered.container.querySelector('[data-testid="campaign-card"]'))).toContain('券有效期：领取后7天内有效');
    });

    it('claims, and asks for the campaigns again whether it worked or was refused', async () => {
      let answer: unknown = ok({ coupon: userCouponFixture() });
      serve({ '/coupon/queryReceiveCouponInfo': () => ok({ campaigns: [campaign()] }), '/coupon/receiveCoupon': () => answer });
      rendered = await settled(renderWithQuery(<DrawCouponPage />));
      await waitFor(() => expect(buttonNamed(rendered!.container, '立即领取')).toBeDefined());
      act(() => buttonNamed(rendered!.container, '立即领取')?.click());
      await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('领取成功，「通勤立减券」已放入我的优惠券'));
      expect(mocks.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/coupon/receiveCoupon' }), { body: { campaignId: '5' } });
      await waitFor(() => expect(mocks.call.mock.calls.filter(([endpoint]) => endpoint.path === '/coupon/queryReceiveCouponInfo')).toHaveLength(2));
      answer = refused(2602, '已领完，下次早点来');
      await waitFor(() => expect(buttonNamed(rendered!.container, '立即领取')?.disabled).toBe(false));
      act(() => buttonNamed(rendered!.container, '立即领取')?.click());
      await waitFor(() => expect(mocks.call.mock.calls.filter(([endpoint]) => endpoint.path === '/coupon/queryReceiveCouponInfo')).toHaveLength(3));
    });

    it('shows the campaigns to a visitor, whose claim opens the login page coming back here', async () => {
      clearLoginInfo();
      window.history.replaceState(null, '', '/udianbus/app/draw-coupon.html');
      serve({ '/coupon/queryReceiveCouponInfo': () => ok({ campaigns: [campaign()] }) });
      rendered = await settled(renderWithQuery(<DrawCouponPage />));
      await waitFor(() => expect(buttonNamed(rendered!.container, '立即领取')).toBeDefined());
      act(() => buttonNamed(rendered!.container, '立即领取')?.click());
      expect(navigations).toEqual(['/udianbus/app/login.html?redirect=%2Fudianbus%2Fapp%2Fdraw-coupon.html']);
      expect(mocks.call.mock.calls.some(([endpoint]) => endpoint.path === '/coupon/receiveCoupon')).toBe(false);
    });
  });
});
