/** The coupon choice of the buying page and its coupon row (how a coupon itself reads: lib/coupon-text). */
import type { QuoteCoupon } from '@udian/contracts/endpoints/orders/order-quote';
import { formatYuan } from '../../lib/format';

export type CouponChoice = { kind: 'best' } | { kind: 'none' } | { kind: 'coupon'; userCouponId: string };

/** What the quote asks for: absent = the best usable, null = none, an id = that coupon. */
export const couponChoiceParam = (choice: CouponChoice): { userCouponId?: string | null } => {
  if (choice.kind === 'best') return {};
  return { userCouponId: choice.kind === 'none' ? null : choice.userCouponId };
};

/** The coupon row: the saving applied, or why there is none. */
export const couponRowText = (
  quote: { coupons: readonly QuoteCoupon[]; appliedCoupon: { name: string; discountCents: number } | null },
  choice: CouponChoice,
): { text: string; isDiscount: boolean } => {
  if (quote.appliedCoupon) return { text: `-${formatYuan(quote.appliedCoupon.discountCents)}元`, isDiscount: true };
  const usable = quote.coupons.filter((coupon) => coupon.isUsable).length;
  if (usable === 0) return { text: quote.coupons.length > 0 ? '暂无可用优惠券' : '暂无优惠券', isDiscount: false };
  return { text: choice.kind === 'none' ? `不使用优惠券（${usable}张可用）` : `${usable}张可用`, isDiscount: false };
};
