import type { QuoteCoupon } from '@udian/contracts/endpoints/orders/order-quote';
import { describe, expect, it } from 'vitest';
import { userCouponFixture as coupon } from '../../test/coupon.fixture';
import { couponChoiceParam, couponRowText, type CouponChoice } from './coupon-label';

const quoted = (isUsable: boolean, discountCents = 0): QuoteCoupon => ({
  coupon: coupon(),
  isUsable,
  reason: isUsable ? null : '订单满 20 元可用',
  discountCents,
});

describe('coupon labels', () => {
  it.each<[CouponChoice, { userCouponId?: string | null }]>([
    [{ kind: 'best' }, {}],
    [{ kind: 'none' }, { userCouponId: null }],
    [{ kind: 'coupon', userCouponId: '9' }, { userCouponId: '9' }],
  ])('the quote asks for %j with %j', (choice, expected) => {
    expect(couponChoiceParam(choice)).toEqual(expected);
  });

  it.each<[string, Parameters<typeof couponRowText>[0], CouponChoice, { text: string; isDiscount: boolean }]>([
    ['applied', { coupons: [quoted(true, 500)], appliedCoupon: { name: '通勤立减券', discountCents: 500 } }, { kind: 'best' }, { text: '-5.00元', isDiscount: true }],
    ['none held', { coupons: [], appliedCoupon: null }, { kind: 'best' }, { text: '暂无优惠券', isDiscount: false }],
    ['none usable', { coupons: [quoted(false)], appliedCoupon: null }, { kind: 'best' }, { text: '暂无可用优惠券', isDiscount: false }],
    ['declined', { coupons: [quoted(true, 500), quoted(true, 300)], appliedCoupon: null }, { kind: 'none' }, { text: '不使用优惠券（2张可用）', isDiscount: false }],
  ])('the coupon row when %s', (_name, quote, choice, expected) => {
    expect(couponRowText(quote, choice)).toEqual(expected);
  });
});
