import type { QuoteCoupon } from '@udian/contracts/endpoints/orders/order-quote';
import { describe, expect, it } from 'vitest';
import { userCouponFixture } from '../../test/coupon.fixture';
import { preferredCouponStep } from './preferred-coupon';

const quoted = (userCouponId: string, isUsable: boolean): QuoteCoupon => ({
  coupon: userCouponFixture({ userCouponId }),
  isUsable,
  reason: isUsable ? null : '订单满 20 元可用',
  discountCents: isUsable ? 500 : 0,
});

describe('the coupon 去使用 came from', () => {
  it('is applied when usable and not the best one already', () => {
    const quote = { coupons: [quoted('1', true), quoted('2', true)], appliedCoupon: { userCouponId: '1', name: '券', discountCents: 500 } };
    expect(preferredCouponStep('2', quote)).toEqual({ kind: 'apply', userCouponId: '2' });
    expect(preferredCouponStep('1', quote)).toEqual({ kind: 'keep' });
  });

  it('says why when it does not fit the order, and keeps the best when no longer held', () => {
    const quote = { coupons: [quoted('1', true), quoted('2', false)], appliedCoupon: null };
    expect(preferredCouponStep('2', quote)).toEqual({ kind: 'unusable', reason: '订单满 20 元可用' });
    expect(preferredCouponStep('9', quote)).toEqual({ kind: 'keep' });
  });
});
