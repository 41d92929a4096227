/**
 * How a coupon reads wherever the passenger sees one (my coupons, the buying page's sheet, the invitation
 * pages): its value, threshold, validity, products and lines. Money is cents shown in yuan (cents / 100);
 * dates are Asia/Shanghai.
 */
import { PRODUCT_TYPE_BUS_TICKET, type CouponEvent, type CouponSource, type CouponTerms, type UserCoupon } from '@udian/contracts/schemas/orders';
import { formatYuan } from './format';
import { lineTypeLabel } from './line-summary';
import { formatShanghaiDateTime, shanghaiDateOf } from './shanghai-time';

type CouponValue = Pick<CouponTerms, 'kind' | 'amountCents' | 'ratioPercent' | 'maxDiscountCents'>;

/** '5' for 500 cents, '2.50' for 250: whole yuan without decimals. */
export const shortYuan = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : formatYuan(cents));

const ratioText = (ratioPercent: number): string =>
  ratioPercent % 10 === 0 ? String(ratioPercent / 10) : (ratioPercent / 10).toFixed(1);

/** '减5元', '8.5折 最高减10元', or '免费乘车' for a free ride. */
export const couponValueText = (coupon: CouponValue): string => {
  if (coupon.kind === 'amount') return `减${shortYuan(coupon.amountCents)}元`;
  if (coupon.kind === 'free') return '免费乘车';
  const ratio = `${ratioText(coupon.ratioPercent)}折`;
  return coupon.maxDiscountCents > 0 ? `${ratio} 最高减${shortYuan(coupon.maxDiscountCents)}元` : ratio;
};

/** The big figure of a coupon card: '¥5', '8.5折', '免费'; `unit` is what follows it. */
export const couponFace = (coupon: CouponValue): { figure: string; unit: string } => {
  if (coupon.kind === 'amount') return { figure: shortYuan(coupon.amountCents), unit: '元' };
  if (coupon.kind === 'free') return { figure: '免费', unit: '乘车' };
  return { figure: ratioText(coupon.ratioPercent), unit: '折' };
};

export const thresholdText = (thresholdCents: number): string =>
  thresholdCents > 0 ? `满${shortYuan(thresholdCents)}元可用` : '无门槛';

const dotted = (date: string): string => date.replaceAll('-', '.');

/** validTo is exclusive: a coupon valid to midnight reads as valid through the day before. */
export const validityText = (coupon: Pick<UserCoupon, 'validFrom' | 'validTo'>): string =>
  `${dotted(shanghaiDateOf(Date.parse(coupon.validFrom)))}-${dotted(shanghaiDateOf(Date.parse(coupon.validTo) - 1))}`;

/** A template's validity before anyone holds it: N days from receipt, or its fixed window. */
export const termsValidityText = (terms: Pick<CouponTerms, 'validDays' | 'fixedValidFrom' | 'fixedValidTo'>): string => {
  if (terms.validDays !== null) return `领取后${terms.validDays}天内有效`;
  if (terms.fixedValidFrom && terms.fixedValidTo) return validityText({ validFrom: terms.fixedValidFrom, validTo: terms.fixedValidTo });
  return '长期有效';
};

const productNames: Readonly<Record<number, string>> = { [PRODUCT_TYPE_BUS_TICKET]: '巴士车票' };

export const productTypesText = (productTypes: readonly number[]): string => {
  const names = [...new Set(productTypes.map((type) => productNames[type] ?? '其他产品'))];
  return names.length > 0 ? `适用：${names.join('、')}` : '适用：全部产品';
};

/** The lines it applies to by name, else its line types, else every line. */
export const lineScopeText = (coupon: Pick<CouponTerms, 'lines' | 'lineTypes'>): string => {
  if (coupon.lines.length > 0) return `限${coupon.lines.map((line) => line.name).join('、')}使用`;
  if (coupon.lineTypes.length > 0) return `限${coupon.lineTypes.map(lineTypeLabel).join('、')}线路使用`;
  return '全部线路可用';
};

const sourceNames: Readonly<Record<CouponSource, string>> = {
  welcome: '新人礼包',
  campaign: '领券中心',
  redeem: '兑换码兑换',
  invite_new_user: '好友邀请注册',
  invite_reward: '邀请好友奖励',
  lateness: '晚点补偿',
};

/** Where the passenger got it; an unknown source (a newer server) reads plainly. */
export const couponSourceText = (source: string): string => sourceNames[source as CouponSource] ?? '平台发放';

/** One step of a coupon's history: '2026-06-01 08:00 领取', '… 用于订单 UD…', '… 订单 UD… 全额退款，已退回'. */
export const couponEventText = (event: CouponEvent): string => {
  const at = formatShanghaiDateTime(event.at);
  if (event.kind === 'received') return `${at} 领取`;
  if (event.kind === 'used') return event.orderNo ? `${at} 用于订单 ${event.orderNo}` : `${at} 已使用`;
  return event.orderNo ? `${at} 订单 ${event.orderNo} 全额退款，已退回` : `${at} 已退回`;
};
