import type { CouponKind } from '@udian/contracts/schemas/orders';

/** What the rules need of a coupon the passenger holds. */
export type CouponTerms = {
  id: number;
  kind: CouponKind;
  /** amount: the cents off (a coupon's own amount, e.g. a lateness compensation, over its template's). */
  amountCents: number;
  ratioPercent: number;
  /** 0 = no cap. */
  maxDiscountCents: number;
  thresholdCents: number;
  productTypes: readonly number[];
  /** The lines it applies to; empty = every line (of lineTypes). */
  lineIds: readonly number[];
  /** The line types it applies to; empty = every type. */
  lineTypes: readonly string[];
  validFrom: Date;
  validTo: Date;
};

/** The order a coupon is judged against: what the quote and the order creation both know. */
export type CouponOrder = {
  totalCents: number;
  productType: number;
  now: Date;
  lineId: number;
  lineType: string;
  /** Each ticket's fare (one per departure and rider): a free ride takes the dearest one off. */
  ticketPricesCents: readonly number[];
};

export type CouponVerdict = { isUsable: true; discountCents: number } | { isUsable: false; reason: string };

const yuan = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** What a coupon of this kind takes off an order before the caps (its own cap, the 1-cent floor). */
const rawDiscount = (coupon: CouponTerms, order: CouponOrder): number => {
  if (coupon.kind === 'amount') return coupon.amountCents;
  if (coupon.kind === 'free') return Math.max(0, ...order.ticketPricesCents);
  const off = Math.floor((order.totalCents * (100 - coupon.ratioPercent)) / 100);
  return coupon.maxDiscountCents > 0 ? Math.min(off, coupon.maxDiscountCents) : off;
};

/**
 * Whether a coupon applies to an order and how much it takes off. Checked in this order, the first failure
 * being the reason the checkout's coupon sheet shows: product type, line, line type, dates, threshold.
 * Kinds: amount (a fixed amount off), ratio (pay ratioPercent of the total, at most maxDiscountCents off
 * when it has a cap), free (a free ride: the order's dearest ticket's fare off).
 * A coupon never takes the payable amount below 1 cent: a free order would skip the payment provider and
 * with it the paid-order bookkeeping, so the discount stops one cent short of the total (a free ride on a
 * one-ticket order leaves 0.01 元 to pay).
 */
export const judgeCoupon = (coupon: CouponTerms, order: CouponOrder): CouponVerdict => {
  if (!coupon.productTypes.includes(order.productType)) return { isUsable: false, reason: '不适用于该类产品' };
  if (coupon.lineIds.length > 0 && !coupon.lineIds.includes(order.lineId)) return { isUsable: false, reason: '不适用于该线路' };
  if (coupon.lineTypes.length > 0 && !coupon.lineTypes.includes(order.lineType)) return { isUsable: false, reason: '不适用于该类线路' };
  if (order.now < coupon.validFrom) return { isUsable: false, reason: '未到使用时间' };
  if (order.now >= coupon.validTo) return { isUsable: false, reason: '已过期' };
  if (order.totalCents < coupon.thresholdCents) return { isUsable: false, reason: `订单满 ${yuan(coupon.thresholdCents)} 元可用` };
  const discountCents = Math.max(0, Math.min(rawDiscount(coupon, order), order.totalCents - 1));
  if (discountCents === 0) return { isUsable: false, reason: '订单金额过低，无法使用' };
  return { isUsable: true, discountCents };
};

export type JudgedCoupon<C extends CouponTerms> = { coupon: C; verdict: CouponVerdict };

/**
 * Every coupon judged, usable first with the biggest discount first; among equal discounts the one that
 * expires soonest, so the passenger keeps the longer-lived one.
 */
export const rankCoupons = <C extends CouponTerms>(coupons: readonly C[], order: CouponOrder): JudgedCoupon<C>[] =>
  coupons
    .map((coupon) => ({ coupon, verdict: judgeCoupon(coupon, order) }))
    .sort((a, b) => {
      const da = a.verdict.isUsable ? a.verdict.discountCents : -1;
      const db = b.verdict.isUsable ? b.verdict.discountCents : -1;
      return db - da || a.coupon.validTo.getTime() - b.coupon.validTo.getTime() || a.coupon.id - b.coupon.id;
    });

/** Whether a coupon could be used on a line at all (its lines and line types), whatever the order: 去使用. */
export const appliesToLine = (coupon: Pick<CouponTerms, 'lineIds' | 'lineTypes'>, line: { id: number; type: string }): boolean =>
  (coupon.lineIds.length === 0 || coupon.lineIds.includes(line.id)) && (coupon.lineTypes.length === 0 || coupon.lineTypes.includes(line.type));
