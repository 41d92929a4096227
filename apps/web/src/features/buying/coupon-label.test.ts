import type { QuoteCoupon } from '@udian/contracts/endpoints/orders/order-quote';
import type { UserCoupon } from '@udian/contracts/schemas/orders';
import { describe, expect, it } from 'vitest';
import {
  couponChoiceParam,
  couponRowText,
  couponValueText,
  productTypesText,
  thresholdText,
  validityText,
  type CouponChoice,
} from './coupon-label';

const coupon = (overrides: Partial<UserCoupon> = {}): UserCoupon => ({
  userCouponId: '1',
  name: '通勤立减券',
  kind: 'amount',
  amountCents: 500,
  ratioPercent: 100,
  maxDiscountCents: 0,
  thresholdCents: 2000,
  productTypes: [5],
  validFrom: '2026-05-31T16:00:00.000Z',
  validTo: '2026-06-30T16:00:00.000Z',
  status: 'unused',
  description: '',
  ...overrides,
});

const quoted = (isUsable: boolean, discountCents = 0): QuoteCoupon => ({
  coupon: coupon(),
  isUsable,
  reason: isUsable ? null : '订单满 20 元可用',
  discountCents,
});

describe('coupon labels', () => {
  it.each([
    [{ kind: 'amount', amountCents: 500 }, '减5元'],
    [{ kind: 'amount', amountCents: 250 }, '减2.50元'],
    [{ kind: 'ratio', ratioPercent: 85, maxDiscountCents: 1000 }, '8.5折 最高减10元'],
    [{ kind: 'ratio', ratioPercent: 90, maxDiscountCents: 0 }, '9折'],
  ] as const)('%j reads %s', (overrides, expected) => {
    expect(couponValueText(coupon(overrides))).toBe(expected);
  });

  it.each([
    [0, '无门槛'],
    [2000, '满20元可用'],
    [1550, '满15.50元可用'],
  ])('threshold %i reads %s', (cents, expected) => {
    expect(thresholdText(cents)).toBe(expected);
  });

  it.each([
    ['midnight to midnight in Shanghai', coupon(), '2026.06.01-2026.06.30'],
    ['ending mid-day', coupon({ validTo: '2026-06-15T04:00:00.000Z' }), '2026.06.01-2026.06.15'],
  ])('validity %s', (_name, item, expected) => {
    expect(validityText(item)).toBe(expected);
  });

  it.each([
    [[5], '适用：巴士车票'],
    [[5, 7, 8], '适用：巴士车票、其他产品'],
    [[], '适用：全部产品'],
  ])('products %j read %s', (types, expected) => {
    expect(productTypesText(types)).toBe(expected);
  });

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
