import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { UserCoupon } from '../../schemas/orders';
import { CouponCampaign, RedeemCodeInput } from '../../schemas/promotions';

export const ReceiveCouponInfoData = z.object({ campaigns: z.array(CouponCampaign) });
export type ReceiveCouponInfoData = z.infer<typeof ReceiveCouponInfoData>;

/** 领券中心: the campaigns running now or soon, with what is left and what the passenger already holds. */
export const receiveCouponInfo = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/coupon/queryReceiveCouponInfo',
  summary: 'The coupon campaigns a passenger can claim',
  isPublic: true,
  needsClientHeaders: true,
  data: ReceiveCouponInfoData,
});

export const ReceiveCouponBody = z.object({ campaignId: Id });
export type ReceiveCouponBody = z.input<typeof ReceiveCouponBody>;

/**
 * Claims one coupon of a campaign. Refusals: 已领完 (stock gone), 已领取过 (the per-passenger limit),
 * 活动未开始, 活动已结束 (also when paused). Stock and limit hold under concurrency.
 */
export const receiveCoupon = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/coupon/receiveCoupon',
  summary: 'Claims a coupon of a campaign',
  isPublic: false,
  needsClientHeaders: true,
  body: ReceiveCouponBody,
  data: z.object({ coupon: UserCoupon }),
});

export const ReceiveRedeemBody = z.object({ code: RedeemCodeInput });
export type ReceiveRedeemBody = z.input<typeof ReceiveRedeemBody>;

/**
 * Redeems a single-use code (case-insensitive) for its batch's coupon. Refusals: 兑换码无效,
 * 兑换码已被使用, 活动未开始, 活动已结束; 10 wrong codes within an hour lock redemption for the passenger
 * and the device for an hour.
 */
export const receiveRedeem = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/coupon/receiveRedeem',
  summary: 'Redeems a code for a coupon',
  isPublic: false,
  needsClientHeaders: true,
  body: ReceiveRedeemBody,
  data: z.object({ coupon: UserCoupon }),
});
