import type { OrderQuoteBody } from '@udian/contracts/endpoints/orders/order-quote';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  startPayment: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
vi.mock('./start-payment', () => ({ startPayment: mocks.startPayment }));

import { startLoggedInPage, endLoggedInPage, type Navigations } from './page-test-session';
import { PICKER_MOTION_MS, settleWheel } from '../../test/picker';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { BuyTicketPage, BuyTicketReversePage } from './buy-ticket-page';
import { buyDaysFixture, buyLineFixture, orderFixture, passengersFixture, quoteFor } from './buying.fixture';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number) => ({ ok: false, meta: { code, desc: '所选日期余票不足，请选择其他日期', timestamp: 0 } });

type Input = { query?: Record<string, string>; body?: Record<string, unknown> };

type Access = { canBuy: boolean; refusal: string | null; group: { groupId: string; kind: 'enterprise'; name: string } | null; memberPriceCents: number | null };
const everyone: Access = { canBuy: true, refusal: null, group: null, memberPriceCents: null };
const youdian = { groupId: '7', kind: 'enterprise' as const, name: '优点科技' };

const serve = (createAnswers: unknown[] = [], detail = buyLineFixture(), access: Access = everyone, quote = quoteFor) => {
  const days = buyDaysFixture();
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: Input) => {
    switch (endpoint.path) {
      case '/line/detail/query':
        return ok(input.query?.lineId === detail.line.lineId ? detail : buyLineFixture({ line: { ...detail.line, lineId: input.query?.lineId ?? '' }, reverseLineId: null }));
      case '/passenger/list':
        return ok({ passengers: passengersFixture, limit: 20 });
      case '/ticket/buyCalendar/query':
        return ok({ lineId: input.query?.lineId, time: input.query?.time, days });
      case '/order/price/query':
        return ok(quote(input.body as OrderQuoteBody, days));
      case '/line/userState/query':
        return ok({ lineId: input.query?.lineId, isCollected: false, ...access });
      case '/order/create':
        return createAnswers.shift() ?? ok(orderFixture());
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
};

const callsTo = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path);
const lastQuoteBody = () => (callsTo('/order/price/query').at(-1)?.[1] as Input | undefined)?.body;
const click = (element: Element | null | undefined) => act(() => (element as HTMLElement).click());
const chosenTime = (container: Element) => container.querySelector('[aria-label="发车时间"] [aria-selected="true"]')?.textContent;
const stopsShown = (container: Element) => ['board-stop', 'alight-stop'].map((id) => textOf(container.querySelector(`[data-testid="${id}"]`)));

const open = async (path: string, search: string, page = <BuyTicketPage />): Promise<Rendered> => {
  window.history.replaceState(null, '', `${path}${search}`);
  const rendered = renderWithQuery(page);
  await waitFor(() => expect(rendered.container.querySelector('[data-testid="price-section"]')).not.toBeNull());
  return rendered;
};

describe('buy-ticket page', () => {
  let rendered: Rendered | undefined;
  const navigations: Navigations = [];

  beforeEach(() => {
    startLoggedInPage(navigations);
    sessionStorage.clear();
    mocks.call.mockReset();
    mocks.startPayment.mockReset().mockResolvedValue('failed');
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
  });

  afterEach(() => {
    endLoggedInPage(rendered);
    rendered = undefined;
  });

  it('opens with the first time, the end stops, the first bookable day and the account holder, priced', async () => {
    serve();
    rendered = await open('/udianbus/app/buy-ticket.html', '?lineId=101');
    const { container } = rendered;
    expect(textOf(container.querySelector('h2'))).toBe('U101 龙华—科技园 早班');
    expect(chosenTime(container)).toBe('07:00');
    expect(stopsShown(container)).toEqual(['上车站点清湖07:00', '下车站点南山科技园07:55']);
    expect(container.textContent).toContain('已选 1 天：6月24日 周三');
    expect(textOf(container.querySelector('[aria-label="已选乘车人"]'))).toContain('张三');
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="price-section"]'))).toContain('应付金额3.00元'));
    expect(lastQuoteBody()).toEqual({ lineId: '101', departureIds: [buyDaysFixture()[0]?.departureId], boardSeq: 1, alightSeq: 4, passengerCount: 1 });
    expect(window.location.search).toBe('?lineId=101&time=07%3A00&board=1&alight=4&dates=2026-06-24&passengerIds=5');
    expect(textOf(container.querySelector('a[href*="buy-ticket/reverse"]'))).toBe('购买返程');
  });

  it('keeps a draft from the link, and re-prices when the week shortcut chooses every bookable day', async () => {
    serve();
    rendered = await open('/udianbus/app/buy-ticket.html', '?lineId=101&time=07:20&board=2&alight=3&dates=2026-06-26&passengerIds=5,6');
    const { container } = rendered;
    expect(chosenTime(container)).toBe('07:20');
    expect(stopsShown(container)).toEqual(['上车站点深圳北站07:38', '下车站点科技生态园08:10']);
    expect(container.textContent).toContain('乘车人（2）');
    await click(buttonNamed(container, '本周全部班次日'));
    // The 25th is sold out and the 27th has no service.
    expect(container.textContent).toContain('已选 3 天：6月24日 周三、6月26日 周五、6月28日 周日');
    await waitFor(() => expect(lastQuoteBody()?.departureIds).toHaveLength(3));
    expect(lastQuoteBody()?.passengerCount).toBe(2);
    expect(container.querySelector<HTMLButtonElement>('[aria-label^="6月25日"]')?.disabled).toBe(true);
  });

  it('starts at the stations a route search chose, and changes a stop on its picker', async () => {
    serve();
    rendered = await open('/udianbus/app/buy-ticket.html', '?lineId=101&boardStationId=2&alightStationId=3');
    const { container } = rendered;
    expect(stopsShown(container)).toEqual(['上车站点深圳北站07:18', '下车站点科技生态园07:50']);
    await waitFor(() => expect(lastQuoteBody()).toMatchObject({ boardSeq: 2, alightSeq: 3 }));
    expect(window.location.search).toContain('board=2&alight=3');
    expect(window.location.search).not.toContain('StationId');

    await click(container.querySelector('[data-testid="alight-stop"]'));
    const picker = document.querySelector('.adm-picker');
    expect(textOf(picker)).toContain('选择下车站点');
    // The wheel's chosen item is named in Chinese, never antd-mobile's English "active".
    await waitFor(() => expect(document.querySelector('.adm-picker-view-column-item[aria-label="已选"]')).not.toBeNull());
    expect(document.querySelector('[aria-label="active"]')).toBeNull();
    const alight = [...document.querySelectorAll('.adm-picker-view-column-item')].find((item) => textOf(item).endsWith('南山科技园'));
    await click(alight);
    await waitFor(() => expect(alight?.getAttribute('aria-label')).toBe('已选'), PICKER_MOTION_MS);
    await settleWheel();
    await click([...document.querySelectorAll('.adm-picker-header-button')].find((button) => textOf(button) === '确定'));
    await waitFor(() => expect(stopsShown(container)[1]).toBe('下车站点南山科技园07:55'));
    await waitFor(() => expect(lastQuoteBody()).toMatchObject({ boardSeq: 2, alightSeq: 4 }));
  });

  it('ticks the agreement from its words; only the two titles open the rules', async () => {
    serve();
    rendered = await open('/udianbus/app/buy-ticket.html', '?lineId=101');
    const { container } = rendered;
    const box = container.querySelector('[role="checkbox"]');
    expect(textOf(box)).toBe('我已阅读并同意');
    expect(box?.getAttribute('aria-checked')).toBe('false');
    await click(box?.querySelector('.adm-checkbox-content') ?? box);
    expect(box?.getAttribute('aria-checked')).toBe('true');
    expect(sessionStorage.getItem('udian:buyRulesAgreed')).toBe('1');
    await click([...container.querySelectorAll('span')].find((span) => textOf(span) === '和'));
    expect(box?.getAttribute('aria-checked')).toBe('false');
    const rules = [...container.querySelectorAll('a')].find((link) => textOf(link) === '《购票规则》');
    await click(rules);
    expect(box?.getAttribute('aria-checked')).toBe('false');
    expect(navigations.at(-1)?.[0]).toBe('/udianbus/buy-rule.html');
  });

  it('asks for no coupon when the passenger declines it', async () => {
    serve();
    rendered = await open('/udianbus/app/buy-ticket.html', '?lineId=101');
    const { container } = rendered;
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="price-section"]'))).toContain('-2.00元'));
    await click(container.querySelector('[data-testid="price-section"] [aria-haspopup="dialog"]'));
    const sheet = document.querySelector('[role="dialog"][aria-label="选择优惠券"]');
    expect(textOf(sheet)).toContain('不可用：订单满 100 元可用');
    await click([...(sheet?.querySelectorAll('[role="radio"]') ?? [])].find((radio) => textOf(radio) === '不使用优惠券'));
    await waitFor(() => expect(lastQuoteBody()).toMatchObject({ userCouponId: null }));
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="price-section"]'))).toContain('应付金额5.00元'));
  });

  it('submits once agreed: the order with its key, then payment, then waiting-paid', async () => {
    serve();
    rendered = await open('/udianbus/app/buy-ticket.html', '?lineId=101');
    const { container } = rendered;
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="price-section"]'))).toContain('应付金额3.00元'));
    await click(buttonNamed(container, '提交订单'));
    expect(mocks.toast.info).toHaveBeenCalledWith('请先阅读并同意《购票规则》和《乘客须知》');
    await click(container.querySelector('[role="checkbox"]'));
    await click(buttonNamed(container, '提交订单'));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const [, input, options] = callsTo('/order/create')[0] ?? [];
    expect((input as Input).body).toMatchObject({ lineId: '101', passengerIds: ['5'], userCouponId: '31', expectedPayableCents: 300 });
    expect((options as { idempotencyKey: string }).idempotencyKey).toMatch(/\S+/);
    expect(mocks.startPayment).toHaveBeenCalledWith('UD20260624080000000001', '/ydbus/waiting-paid.html?orderNo=UD20260624080000000001');
    expect(navigations[0]).toEqual(['/ydbus/waiting-paid.html?orderNo=UD20260624080000000001', true]);
  });

  it('resends the same key after a dropped connection and a new one after a refusal', async () => {
    serve([{ ok: false, statusText: 'network error' }, refused(2402)]);
    rendered = await open('/udianbus/app/buy-ticket.html', '?lineId=101');
    const { container } = rendered;
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="price-section"]'))).toContain('应付金额3.00元'));
    await click(container.querySelector('[role="checkbox"]'));
    const quotesBeforeSubmit = callsTo('/order/price/query').length;
    const keyOf = (index: number) => (callsTo('/order/create')[index]?.[2] as { idempotencyKey: string }).idempotencyKey;
    await click(buttonNamed(container, '提交订单'));
    await waitFor(() => expect(buttonNamed(container, '重新提交')).toBeDefined());
    // No new price is asked after a dropped connection: one counting the held coupon would change the order.
    expect(callsTo('/order/price/query')).toHaveLength(quotesBeforeSubmit);
    await click(buttonNamed(container, '重新提交'));
    await waitFor(() => expect(callsTo('/order/create')).toHaveLength(2));
    expect(keyOf(1)).toBe(keyOf(0));
    // The very same order: the first may exist and hold the seats and the coupon.
    expect(callsTo('/order/create')[1]?.[1]).toEqual(callsTo('/order/create')[0]?.[1]);
    await waitFor(() => expect(buttonNamed(container, '提交订单')?.disabled).toBe(false));
    await click(buttonNamed(container, '提交订单'));
    await waitFor(() => expect(callsTo('/order/create')).toHaveLength(3));
    expect(keyOf(2)).not.toBe(keyOf(1));
    expect(mocks.startPayment).toHaveBeenCalledTimes(1);
  });

  it('buys the return line on the reverse page, and says so when there is none', async () => {
    serve();
    rendered = await open('/udianbus/app/buy-ticket/reverse.html', '?lineId=101', <BuyTicketReversePage />);
    expect(callsTo('/line/detail/query').map(([, input]) => (input as Input).query?.lineId)).toEqual(['101', '102']);
    expect(window.location.pathname).toBe('/udianbus/app/buy-ticket/reverse.html');
    expect(window.location.search).toContain('lineId=101&');
    rendered.unmount();
    serve([], buyLineFixture({ reverseLineId: null }));
    window.history.replaceState(null, '', '/udianbus/app/buy-ticket/reverse.html?lineId=101');
    rendered = renderWithQuery(<BuyTicketReversePage />);
    await waitFor(() => expect(rendered?.container.textContent).toContain('该线路暂无返程线路'));
    expect(rendered.container.querySelector('a')?.getAttribute('href')).toBe('/udianbus/app/line/line-info.html?lineId=101');
  });

  it("says why a non-member may not buy an enterprise's line, with 去认证, and offers no form", async () => {
    const refusal = '该线路仅限优点科技员工乘坐，请先完成企业认证';
    serve([], buyLineFixture({ line: { ...buyLineFixture().line, isWhiteList: true } }), { canBuy: false, refusal, group: youdian, memberPriceCents: null });
    window.history.replaceState(null, '', '/udianbus/app/buy-ticket.html?lineId=101');
    rendered = renderWithQuery(<BuyTicketPage />);
    const { container } = rendered;
    await waitFor(() => expect(container.textContent).toContain(refusal));
    expect(container.textContent).toContain('认证后可购票');
    const links = [...container.querySelectorAll('a')];
    expect(links.find((link) => textOf(link) === '去认证')?.getAttribute('href')).toBe('/udianbus/app/group-line/enterprise-line.html?groupId=7');
    expect(links.find((link) => textOf(link) === '查看线路详情')?.getAttribute('href')).toBe('/udianbus/app/line/line-info.html?lineId=101');
    expect(buttonNamed(container, '提交订单')).toBeUndefined();
    expect(callsTo('/order/price/query')).toHaveLength(0);
  });

  it('says a phone-list line is for its white users, without 去认证', async () => {
    serve([], buyLineFixture({ line: { ...buyLineFixture().line, isWhiteList: true } }), { canBuy: false, refusal: '该线路仅限白名单用户购买', group: null, memberPriceCents: null });
    window.history.replaceState(null, '', '/udianbus/app/buy-ticket.html?lineId=101');
    rendered = renderWithQuery(<BuyTicketPage />);
    await waitFor(() => expect(rendered?.container.textContent).toContain('暂不能购买该线路'));
    expect(rendered.container.textContent).toContain('该线路仅限白名单用户购买');
    expect([...rendered.container.querySelectorAll('a')].some((link) => textOf(link) === '去认证')).toBe(false);
  });

  it('buys a line the enterprise pays in full at 0 元: the member price, 企业支付, and no cashier', async () => {
    const freeQuote = (body: OrderQuoteBody, days: Parameters<typeof quoteFor>[1]) => {
      const base = quoteFor(body, days);
      const dates = base.dates.map((date) => ({ ...date, unitPriceCents: 0, subtotalCents: 0 }));
      return { ...base, dates, totalCents: 0, coupons: [], appliedCoupon: null, discountCents: 0, payableCents: 0, groupPaysCents: 500 * dates.length * Number(body.passengerCount) };
    };
    const paid = orderFixture({ status: 'paid', totalCents: 0, discountCents: 0, payableCents: 0, groupPaysCents: 500, coupon: null, paidAt: '2026-06-24T00:00:01.000Z' });
    serve([ok(paid)], buyLineFixture({ line: { ...buyLineFixture().line, isWhiteList: true } }), { canBuy: true, refusal: null, group: youdian, memberPriceCents: 0 }, freeQuote);
    rendered = await open('/udianbus/app/buy-ticket.html', '?lineId=101');
    const { container } = rendered;
    expect(textOf(container.querySelector('[data-testid="member-price"]'))).toBe('优点科技员工 免费乘坐');
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="price-section"]'))).toContain('应付金额0.00元'));
    expect(textOf(container.querySelector('[data-testid="group-pays"]'))).toBe('企业支付由优点科技支付，不计入您的应付金额5.00元');
    await click(container.querySelector('[role="checkbox"]'));
    await click(buttonNamed(container, '提交订单'));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect((callsTo('/order/create')[0]?.[1] as Input).body).toMatchObject({ expectedPayableCents: 0, userCouponId: null });
    expect(mocks.startPayment).not.toHaveBeenCalled();
    expect(navigations[0]).toEqual(['/udianbus/app/ticket/buy-ticket-success.html?orderNo=UD20260624080000000001', true]);
  });

  describe('fares between stops and unpriced lines (decision 062)', () => {
    const zoned = buyLineFixture({ line: { ...buyLineFixture().line, priceCents: 450, hasStopFares: true } });
    const pairCents: Record<string, number> = { '1-4': 600, '2-3': 450 };
    const pairQuote = (body: OrderQuoteBody, days: Parameters<typeof quoteFor>[1]) => {
      const base = quoteFor(body, days);
      const unit = pairCents[`${body.boardSeq}-${body.alightSeq}`]!;
      const count = Number(body.passengerCount);
      const dates = base.dates.map((date) => ({ ...date, unitPriceCents: unit, subtotalCents: unit * count }));
      const totalCents = dates.reduce((sum, date) => sum + date.subtotalCents, 0);
      return { ...base, dates, totalCents, payableCents: totalCents - base.discountCents };
    };

    it.each([
      ['', 1, 4, '6.00元', '4.00元'],
      ['&board=2&alight=3', 2, 3, '4.50元', '2.50元'],
    ])('shows the fare of the chosen pair (%s), the one the quote priced', async (search, boardSeq, alightSeq, unit, payable) => {
      serve([], zoned, everyone, pairQuote);
      rendered = await open('/udianbus/app/buy-ticket.html', `?lineId=101${search}`);
      const { container } = rendered;
      expect(textOf(container.querySelector('[data-testid="stop-fares-note"]'))).toBe('按上下车站点计价，下方价格为所选区间的票价');
      await waitFor(() => expect(textOf(container.querySelector('[data-testid="price-section"]'))).toContain(`每人 ${unit}，共 1 人`));
      expect(textOf(container.querySelector('[data-testid="price-section"]'))).toContain(`应付金额${payable}`);
      expect(lastQuoteBody()).toMatchObject({ boardSeq, alightSeq });
    });

    it('says 该区间暂未定价 in the price when the server refuses the pair, without a retry', async () => {
      serve([], zoned, everyone, pairQuote);
      const priced = mocks.call.getMockImplementation()!;
      mocks.call.mockImplementation(async (endpoint: { path: string }, input: Input) =>
        endpoint.path === '/order/price/query'
          ? { ok: false, meta: { code: 2412, desc: '该区间暂未定价，请选择其他上下车站点', timestamp: 0 } }
          : priced(endpoint, input),
      );
      window.history.replaceState(null, '', '/udianbus/app/buy-ticket.html?lineId=101&board=2&alight=3');
      rendered = renderWithQuery(<BuyTicketPage />);
      const { container } = rendered;
      await waitFor(() => expect(textOf(container.querySelector('[role="alert"]'))).toBe('该区间暂未定价，请选择其他上下车站点'));
      expect(container.textContent).not.toContain('点此重试');
    });

    it('offers no form for an unpriced line, and asks no price', async () => {
      serve([], buyLineFixture({ line: { ...buyLineFixture().line, priceCents: 0, isPriced: false } }));
      window.history.replaceState(null, '', '/udianbus/app/buy-ticket.html?lineId=101');
      rendered = renderWithQuery(<BuyTicketPage />);
      const { container } = rendered;
      await waitFor(() => expect(container.textContent).toContain('该线路暂未定价，定价后即可购票'));
      expect(container.textContent).toContain('该线路暂不售票');
      expect(buttonNamed(container, '提交订单')).toBeUndefined();
      expect(callsTo('/order/price/query')).toHaveLength(0);
    });
  });
});
