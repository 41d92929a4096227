import { describe, expect, it } from 'vitest';
import { capToPaymentLeft, DEFAULT_REFUND_TIERS, durationText, feeCentsOf, quoteRefund, refundRuleText, sortTiers, tierAt } from './refund-rules';

const departsAt = new Date('2026-11-21T00:00:00Z');
const before = (minutes: number) => new Date(departsAt.getTime() - minutes * 60_000);

describe('tierAt', () => {
  it.each<[string, number, ReturnType<typeof tierAt>]>([
    ['two days ahead: free', 2880, { isOpen: true, feePercent: 0 }],
    ['exactly 24 hours ahead: free', 1440, { isOpen: true, feePercent: 0 }],
    ['a second under 24 hours: 10%', 1440 - 1 / 60, { isOpen: true, feePercent: 10 }],
    ['exactly 2 hours ahead: 10%', 120, { isOpen: true, feePercent: 10 }],
    ['just under 2 hours: 20%', 119.5, { isOpen: true, feePercent: 20 }],
    ['a minute before departure: 20%', 1, { isOpen: true, feePercent: 20 }],
    ['at departure: closed', 0, { isOpen: false, reason: 'departed' }],
    ['after departure: closed', -30, { isOpen: false, reason: 'departed' }],
  ])('%s', (_name, minutesBefore, expected) => {
    expect(tierAt(DEFAULT_REFUND_TIERS, departsAt, before(minutesBefore))).toEqual(expected);
  });

  it('reads tiers in any order', () => {
    const shuffled = [DEFAULT_REFUND_TIERS[2]!, DEFAULT_REFUND_TIERS[0]!, DEFAULT_REFUND_TIERS[1]!];
    expect(tierAt(shuffled, departsAt, before(600))).toEqual({ isOpen: true, feePercent: 10 });
  });

  it('closes a line whose smallest tier is above zero that close to departure', () => {
    const tiers = [{ minMinutesBefore: 60, feePercent: 5 }];
    expect(tierAt(tiers, departsAt, before(61))).toEqual({ isOpen: true, feePercent: 5 });
    expect(tierAt(tiers, departsAt, before(59))).toEqual({ isOpen: false, reason: 'tooClose', minMinutesBefore: 60 });
    expect(tierAt([], departsAt, before(600))).toEqual({ isOpen: false, reason: 'tooClose', minMinutesBefore: null });
  });
});

describe('feeCentsOf', () => {
  it.each([
    [800, 0, 0],
    [800, 10, 80],
    [800, 20, 160],
    [745, 10, 75], // 74.5 rounds half up
    [744, 10, 74],
    [1, 20, 0],
    [3, 20, 1],
    [0, 20, 0],
    [800, 100, 800],
  ])('%i cents at %i%% costs %i', (paid, percent, fee) => {
    expect(feeCentsOf(paid, percent)).toBe(fee);
  });
});

describe('quoteRefund', () => {
  it('quotes each ticket, sums per date (ascending) and in total', () => {
    const quote = quoteRefund([
      { ticketId: '12', serviceDate: '2026-11-22', passengerName: '甲', paidCents: 745, feePercent: 10 },
      { ticketId: '10', serviceDate: '2026-11-21', passengerName: '甲', paidCents: 800, feePercent: 20 },
      { ticketId: '13', serviceDate: '2026-11-22', passengerName: '乙', paidCents: 755, feePercent: 10 },
    ]);
    expect(quote.tickets.map((t) => [t.ticketId, t.feeCents, t.refundCents])).toEqual([
      ['12', 75, 670],
      ['10', 160, 640],
      ['13', 76, 679],
    ]);
    expect(quote.dates).toEqual([
      { serviceDate: '2026-11-21', refundCents: 640 },
      { serviceDate: '2026-11-22', refundCents: 1349 },
    ]);
    expect(quote.totalRefundCents).toBe(1989);
    for (const t of quote.tickets) expect(t.feeCents + t.refundCents).toBe(t.paidCents);
  });

  it('quotes nothing for nothing', () => {
    expect(quoteRefund([])).toEqual({ tickets: [], dates: [], totalRefundCents: 0 });
  });
});

describe('refundRuleText', () => {
  it('says the default rule tier by tier, then the rules for every refund', () => {
    expect(refundRuleText(DEFAULT_REFUND_TIERS)).toEqual([
      '发车前 24 小时及以上退票，免收手续费',
      '发车前 2 小时至 24 小时之间退票，收取实付票款 10% 的手续费',
      '发车前 2 小时内退票，收取实付票款 20% 的手续费',
      '发车后不可退票',
      '使用优惠券的订单，每张车票按其实付金额计算退款；整单退完后，优惠券退回账户',
      '退款原路退回支付账户，到账时间以支付渠道为准',
    ]);
  });

  it('says when a line closes refunds before departure, and a line with one tier', () => {
    expect(refundRuleText([{ minMinutesBefore: 90, feePercent: 5 }]).slice(0, 3)).toEqual([
      '发车前 90 分钟及以上退票，收取实付票款 5% 的手续费',
      '发车前 90 分钟内不可退票',
      '发车后不可退票',
    ]);
    expect(refundRuleText([{ minMinutesBefore: 0, feePercent: 0 }])[0]).toBe('发车前退票，免收手续费');
    expect(refundRuleText([]).slice(0, 2)).toEqual(['该线路车票售出后不支持退票', '发车后不可退票']);
  });
});

describe('helpers', () => {
  it('writes durations in hours when whole, else minutes', () => {
    expect([1440, 120, 90, 0].map(durationText)).toEqual(['24 小时', '2 小时', '90 分钟', '0 分钟']);
  });

  it('sorts tiers largest minimum first without changing the input', () => {
    const input = [{ minMinutesBefore: 0, feePercent: 20 }, { minMinutesBefore: 1440, feePercent: 0 }];
    expect(sortTiers(input).map((t) => t.minMinutesBefore)).toEqual([1440, 0]);
    expect(input[0]!.minMinutesBefore).toBe(0);
  });
});

describe('capToPaymentLeft', () => {
  const tickets = [
    { ticketId: 'a', refundCents: 500 },
    { ticketId: 'b', refundCents: 300 },
  ];
  it('leaves refunds within what the payment has left as they are', () => {
    expect(capToPaymentLeft(tickets, 800)).toEqual(tickets);
  });
  it('cuts the last tickets first, down to nothing', () => {
    expect(capToPaymentLeft(tickets, 600)).toEqual([
      { ticketId: 'a', refundCents: 500 },
      { ticketId: 'b', refundCents: 100 },
    ]);
    expect(capToPaymentLeft(tickets, 200)).toEqual([
      { ticketId: 'a', refundCents: 200 },
      { ticketId: 'b', refundCents: 0 },
    ]);
    expect(capToPaymentLeft(tickets, -5)).toEqual([
      { ticketId: 'a', refundCents: 0 },
      { ticketId: 'b', refundCents: 0 },
    ]);
  });
});
