import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';

export const CouponSummaryData = z.object({
  /** Unused coupons in date. */
  usableCount: z.number().int(),
  /** Of those, the ones within COUPON_EXPIRING_SOON_DAYS of their end. */
  expiringSoonCount: z.number().int(),
});
export type CouponSummaryData = z.infer<typeof CouponSummaryData>;

/** The counts the user centre shows beside 我的优惠券. */
export const couponSummary = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/coupon/summary',
  summary: "How many usable coupons the passenger holds, and how many expire soon",
  isPublic: false,
  needsClientHeaders: true,
  data: CouponSummaryData,
});
