/** How a coupon reads on the buying page: its value, threshold, validity and products, and the coupon row. */
import type { QuoteCoupon } from '@udian/contracts/endpoints/orders/order-quote';
import { PRODUCT_TYPE_BUS_TICKET, type UserCoupon } from '@udian/contracts/schemas/orders';
import { formatYuan } from '../../lib/format';
import { shanghaiDateOf } from '../../lib/shanghai-time';

/** '5' for 500 cents, '2.50' for 250: whole yuan without decimals. */
export const shortYuan = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : formatYuan(cents));

/** '减5元', or '8.5折' with its cap: '8.5折 最高减10元'. */
export const couponValueText = (coupon: Pick<UserCoupon, 'kind' | 'amountCents' | 'ratioPercent' | 'maxDiscountCents'>): string => {
  if (coupon.kind === 'amount') return `减${shortYuan(coupon.amountCents)}元`;
  const ratio = coupon.ratioPercent % 10 === 0 ? String(coupon.ratioPercent / 10) : (coupon.ratioPercent / 10).toFixed(1);
  return coupon.maxDiscountCents > 0 ? `${ratio}折 最高减${shortYuan(coupon.maxDiscountCents)}元` : `${ratio}折`;
};

export const thresholdText = (thresholdCents: number): string =>
  thresholdCents > 0 ? `满${shortYuan(thresholdCents)}元可用` : '无门槛';

const dotted = (date: string): string => date.replaceAll('-', '.');

/** validTo is exclusive: a coupon valid to midnight reads as valid through the day before. */
export const validityText = (coupon: Pick<UserCoupon, 'validFrom' | 'validTo'>): string =>
  `${dotted(shanghaiDateOf(Date.parse(coupon.validFrom)))}-${dotted(shanghaiDateOf(Date.parse(coupon.validTo) - 1))}`;

const productNames: Readonly<Record<number, string>> = { [PRODUCT_TYPE_BUS_TICKET]: '巴士车票' };

export const productTypesText = (productTypes: readonly number[]): string => {
  const names = [...new Set(productTypes.map((type) => productNames[type] ?? '其他产品'))];
  return names.length > 0 ? `适用：${names.join('、')}` : '适用：全部产品';
};

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
