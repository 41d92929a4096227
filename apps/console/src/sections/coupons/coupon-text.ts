import type { CouponKind } from '@udian/contracts/schemas/orders';
import { yuan } from '../../lib/format';

export const couponKindLabels: Record<CouponKind, string> = { amount: '满减券', ratio: '折扣券', free: '免费乘车券' };

export const lineTypeLabels: Record<string, string> = {
  commute: '通勤',
  custom: '定制',
  enterprise: '企业',
  company: '单位',
  school: '学校',
  carpool: '拼车',
  holiday: '节假日',
  tour: '旅游',
};

const plainYuan = (cents: number): string => yuan(cents).replace(/\.00$/, '');

/** What a coupon takes off, in a few words: 满 20 减 3, 8 折（最高减 10 元）, 免一张车票. */
export const couponValueText = (t: { kind: CouponKind; amountCents: number; ratioPercent: number; maxDiscountCents: number; thresholdCents: number }): string => {
  const threshold = t.thresholdCents > 0 ? `满 ${plainYuan(t.thresholdCents)} 元` : '无门槛';
  if (t.kind === 'amount') return `${threshold}减 ${plainYuan(t.amountCents)} 元`;
  if (t.kind === 'ratio') return `${threshold} ${t.ratioPercent / 10} 折${t.maxDiscountCents > 0 ? `（最高减 ${plainYuan(t.maxDiscountCents)} 元）` : ''}`;
  return `${threshold}免一张车票`;
};

export const centsToYuanText = (cents: number): string => (cents === 0 ? '' : plainYuan(cents));
