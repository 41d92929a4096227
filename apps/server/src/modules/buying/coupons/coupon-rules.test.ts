import { describe, expect, it } from 'vitest';
import { appliesToLine, judgeCoupon, rankCoupons, type CouponOrder, type CouponTerms } from './coupon-rules';

const now = new Date('2026-11-21T02:00:00Z');
const base: CouponTerms = {
  id: 1,
  kind: 'amount',
  amountCents: 500,
  ratioPercent: 100,
  maxDiscountCents: 0,
  thresholdCents: 0,
  productTypes: [5],
  lineIds: [],
  lineTypes: [],
  validFrom: new Date('2026-11-01T00:00:00Z'),
  validTo: new Date('2026-12-01T00:00:00Z'),
};
const order: CouponOrder = { totalCents: 1600, productType: 5, now, lineId: 7, lineType: 'commute', ticketPricesCents: [800, 800] };

describe('judgeCoupon', () => {
  it.each<[string, Partial<CouponTerms>, Partial<CouponOrder>, ReturnType<typeof judgeCoupon>]>([
    ['amount off', {}, {}, { isUsable: true, discountCents: 500 }],
    ['threshold reached exactly', { thresholdCents: 1600 }, {}, { isUsable: true, discountCents: 500 }],
    ['threshold missed', { thresholdCents: 2000 }, {}, { isUsable: false, reason: '订单满 20 元可用' }],
    ['threshold in fen', { thresholdCents: 1650 }, {}, { isUsable: false, reason: '订单满 16.50 元可用' }],
    ['other product', { productTypes: [1, 2] }, {}, { isUsable: false, reason: '不适用于该类产品' }],
    ['not yet valid', { validFrom: new Date('2026-11-22T00:00:00Z') }, {}, { isUsable: false, reason: '未到使用时间' }],
    ['expired at the second', { validTo: now }, {}, { isUsable: false, reason: '已过期' }],
    ['ratio 80% (八折)', { kind: 'ratio', ratioPercent: 80 }, {}, { isUsable: true, discountCents: 320 }],
    ['ratio capped', { kind: 'ratio', ratioPercent: 50, maxDiscountCents: 300 }, {}, { isUsable: true, discountCents: 300 }],
    ['ratio rounds down', { kind: 'ratio', ratioPercent: 85 }, { totalCents: 999 }, { isUsable: true, discountCents: 149 }],
    ['never below one fen', { amountCents: 5000 }, {}, { isUsable: true, discountCents: 1599 }],
    ['too small an order', {}, { totalCents: 1 }, { isUsable: false, reason: '订单金额过低，无法使用' }],
    ['ratio without a cap', { kind: 'ratio', ratioPercent: 50, maxDiscountCents: 0 }, {}, { isUsable: true, discountCents: 800 }],
    ['free ride: the dearest ticket off', { kind: 'free' }, { totalCents: 2100, ticketPricesCents: [800, 1300] }, { isUsable: true, discountCents: 1300 }],
    ['free ride on one ticket leaves one fen', { kind: 'free' }, { totalCents: 800, ticketPricesCents: [800] }, { isUsable: true, discountCents: 799 }],
    ['free ride with a threshold missed', { kind: 'free', thresholdCents: 2000 }, {}, { isUsable: false, reason: '订单满 20 元可用' }],
    ['on one of its lines', { lineIds: [3, 7] }, {}, { isUsable: true, discountCents: 500 }],
    ['another line', { lineIds: [3] }, {}, { isUsable: false, reason: '不适用于该线路' }],
    ['its line type', { lineTypes: ['commute', 'school'] }, {}, { isUsable: true, discountCents: 500 }],
    ['another line type', { lineTypes: ['tour'] }, {}, { isUsable: false, reason: '不适用于该类线路' }],
    ['line and type both required', { lineIds: [7], lineTypes: ['tour'] }, {}, { isUsable: false, reason: '不适用于该类线路' }],
    ['valid from the very second', { validFrom: now }, {}, { isUsable: true, discountCents: 500 }],
    ['product checked before the line', { productTypes: [1], lineIds: [3] }, {}, { isUsable: false, reason: '不适用于该类产品' }],
  ])('%s', (_name, terms, orderPatch, expected) => {
    expect(judgeCoupon({ ...base, ...terms }, { ...order, ...orderPatch })).toEqual(expected);
  });
});

describe('rankCoupons', () => {
  it('puts the biggest usable discount first, then the soonest to expire, unusable last', () => {
    const coupons: CouponTerms[] = [
      { ...base, id: 1, amountCents: 300 },
      { ...base, id: 2, amountCents: 500, validTo: new Date('2026-11-30T00:00:00Z') },
      { ...base, id: 3, amountCents: 500, validTo: new Date('2026-11-25T00:00:00Z') },
      { ...base, id: 4, amountCents: 900, thresholdCents: 5000 },
    ];
    expect(rankCoupons(coupons, order).map((c) => c.coupon.id)).toEqual([3, 2, 1, 4]);
  });
});

describe('appliesToLine', () => {
  it('takes empty lists as every line and every type', () => {
    expect(appliesToLine({ lineIds: [], lineTypes: [] }, { id: 9, type: 'tour' })).toBe(true);
    expect(appliesToLine({ lineIds: [9], lineTypes: [] }, { id: 9, type: 'tour' })).toBe(true);
    expect(appliesToLine({ lineIds: [8], lineTypes: [] }, { id: 9, type: 'tour' })).toBe(false);
    expect(appliesToLine({ lineIds: [], lineTypes: ['commute'] }, { id: 9, type: 'tour' })).toBe(false);
  });
});
