import type { OrderQuoteData } from '@udian/contracts/endpoints/orders/order-quote';
import { useEffect, useState } from 'react';
import { toast } from '../../app/toast';
import type { CouponChoice } from './coupon-label';

export type PreferredCouponStep = { kind: 'apply'; userCouponId: string } | { kind: 'keep' } | { kind: 'unusable'; reason: string };

/**
 * What to do with the coupon my-coupon's 去使用 came from, once the first price (with the best coupon)
 * arrives: apply it when it is usable for this order and not applied already; say why when it is not; keep
 * the best one when the passenger no longer holds it.
 */
export const preferredCouponStep = (preferredId: string, quote: Pick<OrderQuoteData, 'coupons' | 'appliedCoupon'>): PreferredCouponStep => {
  const item = quote.coupons.find((candidate) => candidate.coupon.userCouponId === preferredId);
  if (!item) return { kind: 'keep' };
  if (!item.isUsable) return { kind: 'unusable', reason: item.reason ?? '不满足使用条件' };
  return quote.appliedCoupon?.userCouponId === preferredId ? { kind: 'keep' } : { kind: 'apply', userCouponId: preferredId };
};

/**
 * Applies the preferred coupon once, after the first fresh price, and only while the passenger has not
 * chosen a coupon of their own. Asking the quote for it directly would fail the whole price when it does
 * not fit the order (2601), so the best coupon is priced first and this one chosen from the answer.
 */
export const usePreferredCoupon = (
  preferredId: string | undefined,
  quote: OrderQuoteData | undefined,
  isQuoteFresh: boolean,
  choice: CouponChoice,
  setCoupon: (choice: CouponChoice) => void,
): void => {
  const [pendingId, setPendingId] = useState(preferredId);
  useEffect(() => {
    if (!pendingId || !quote || !isQuoteFresh) return;
    setPendingId(undefined);
    if (choice.kind !== 'best') return;
    const step = preferredCouponStep(pendingId, quote);
    if (step.kind === 'apply') setCoupon({ kind: 'coupon', userCouponId: step.userCouponId });
    else if (step.kind === 'unusable') toast.info(`该优惠券暂不能用于本单：${step.reason}`);
  }, [pendingId, quote, isQuoteFresh, choice.kind, setCoupon]);
};
