import type { DbOrTx } from '../database';

const DAY_MS = 86_400_000;

/**
 * 领券中心's demo campaigns, running from a day before the seed for 60 days, so draw-coupon has something to
 * claim on `npm start`: an amount off, a discount with a cap, and a free ride with a small stock.
 */
export const seedDemoPromotionCoupons = async (tx: DbOrTx, now: Date): Promise<void> => {
  const templates = await tx
    .insertInto('coupon_templates')
    .values([
      { name: '领券中心 立减 3 元', kind: 'amount', amount_cents: 300, valid_days: 7, description: '购买巴士车票时抵扣 3 元，领取后 7 天内有效' },
      { name: '通勤五折券', kind: 'ratio', ratio_percent: 50, max_discount_cents: 800, valid_days: 7, line_types: ['commute'], description: '通勤线路打五折，最多优惠 8 元，领取后 7 天内有效' },
      { name: '免费乘车券', kind: 'free', threshold_cents: 0, valid_days: 14, description: '免一张车票的票价（订单中最贵的一张），领取后 14 天内有效' },
    ])
    .returning(['id', 'name'])
    .execute();
  const id = (name: string) => templates.find((t) => t.name === name)!.id;
  const startsAt = new Date(now.getTime() - DAY_MS);
  const endsAt = new Date(now.getTime() + 60 * DAY_MS);
  await tx
    .insertInto('coupon_campaigns')
    .values([
      { name: '新客见面礼', template_id: id('领券中心 立减 3 元'), total_stock: 1000, per_user_limit: 2, starts_at: startsAt, ends_at: endsAt, description: '每人限领 2 张' },
      { name: '通勤月', template_id: id('通勤五折券'), total_stock: 500, per_user_limit: 1, starts_at: startsAt, ends_at: endsAt, description: '通勤线路专享，每人限领 1 张' },
      { name: '周末免费坐', template_id: id('免费乘车券'), total_stock: 50, per_user_limit: 1, starts_at: startsAt, ends_at: endsAt, description: '限量 50 张，先到先得' },
    ])
    .execute();
};
