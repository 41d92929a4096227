import type { DbOrTx } from '../database';

/**
 * The demo's coupon templates. Every account gets the welcome ones (新人券) on its first coupon read, so a
 * newcomer can try applying a coupon within a minute of npm start. Product type 5 is a bus ticket; the
 * taxi coupon (type 1) shows why a coupon may not apply.
 */
export const seedDemoCoupons = async (tx: DbOrTx): Promise<void> => {
  await tx
    .insertInto('coupon_templates')
    .values([
      { name: '新人专享 5 元券', kind: 'amount', amount_cents: 500, valid_days: 30, is_welcome: true, description: '购买巴士车票时抵扣 5 元' },
      { name: '通勤满 20 减 3', kind: 'amount', amount_cents: 300, threshold_cents: 2000, valid_days: 30, is_welcome: true, description: '单笔订单满 20 元可用' },
      { name: '多日票八折券', kind: 'ratio', ratio_percent: 80, max_discount_cents: 1000, threshold_cents: 3000, valid_days: 14, is_welcome: true, description: '满 30 元打八折，最多优惠 10 元' },
      { name: '打车立减 10 元', kind: 'amount', amount_cents: 1000, product_types: [1], valid_days: 30, is_welcome: true, description: '仅限打车使用' },
    ])
    .execute();
};
