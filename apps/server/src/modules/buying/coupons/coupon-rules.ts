import type { CouponKind } from '@udian/contracts/schemas/orders';

/** What the rules need of a coupon the passenger holds. */
export type CouponTerms = {
  id: number;
  kind: CouponKind;
  amountCents: number;
  ratioPercent: number;
  /** 0 = no cap. */
  maxDiscountCents: number;
  thresholdCents: number;
  productTypes: readonly number[];
  validFrom: Date;
  validTo: Date;
};

export type CouponVerdict = { isUsable: true; discountCents: number } | { isUsable: false; reason: string };

const yuan = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/**
 * Whether a coupon applies to an order of `totalCents` for `productType` at `now`, and how much it takes off.
 * A coupon never takes the payable amount below 1 cent: a free ticket would skip the payment provider and
 * with it the paid-order bookkeeping, so the discount stops one cent short of the total.
 */
export const judgeCoupon = (coupon: CouponTerms, order: { totalCents: number; productType: number; now: Date }): CouponVerdict => {
  if (!coupon.productTypes.includes(order.productType)) return { isUsable: false, reason: '不适用于该类产品' };
  if (order.now < coupon.validFrom) return { isUsable: false, reason: '未到使用时间' };
  if (order.now >= coupon.validTo) return { isUsable: false, reason: '已过期' };
  if (order.totalCents < coupon.thresholdCents) return { isUsable: false, reason: `订单满 ${yuan(coupon.thresholdCents)} 元可用` };
  const raw =
    coupon.kind === 'amount'
      ? coupon.amountCents
      : Math.floor((order.totalCents * (100 - coupon.ratioPercent)) / 100);
  const capped = coupon.kind === 'ratio' && coupon.maxDiscountCents > 0 ? Math.min(raw, coupon.maxDiscountCents) : raw;
  const discountCents = Math.max(0, Math.min(capped, order.totalCents - 1));
  if (discountCents === 0) return { isUsable: false, reason: '订单金额过低，无法使用' };
  return { isUsable: true, discountCents };
};

export type JudgedCoupon<C extends CouponTerms> = { coupon: C; verdict: CouponVerdict };

/**
 * Every coupon judged, usable first with the biggest discount first; among equal discounts the one that
 * expires soonest, so the passenger keeps the longer-lived one.
 */
export const rankCoupons = <C extends CouponTerms>(
  coupons: readonly C[],
  order: { totalCents: number; productType: number; now: Date },
): JudgedCoupon<C>[] =>
  coupons
    .map((coupon) => ({ coupon, verdict: judgeCoupon(coupon, order) }))
    .sort((a, b) => {
      const da = a.verdict.isUsable ? a.verdict.discountCents : -1;
      const db = b.verdict.isUsable ? b.verdict.discountCents : -1;
      return db - da || a.coupon.validTo.getTime() - b.coupon.validTo.getTime() || a.coupon.id - b.coupon.id;
    });
