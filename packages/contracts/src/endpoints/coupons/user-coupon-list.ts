import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { PRODUCT_TYPE_BUS_TICKET, UserCoupon } from '../../schemas/orders';

export const UserCouponListQuery = z.object({
  /** SPEC section 3: default 5 (bus tickets). A comma-separated list is accepted. */
  productTypes: z
    .union([z.number().int(), z.string().regex(/^\d{1,3}(,\d{1,3})*$/, '产品类型格式不正确')])
    .default(PRODUCT_TYPE_BUS_TICKET)
    .transform((v) => (typeof v === 'number' ? [v] : v.split(',').map(Number))),
  /** invalid: used and expired together (invalid-coupon), the latest first; usable: soonest expiry first. */
  status: z.enum(['usable', 'used', 'expired', 'invalid'], { error: '优惠券状态不正确' }).default('usable'),
});
export type UserCouponListQuery = z.input<typeof UserCouponListQuery>;

export const UserCouponListData = z.object({ coupons: z.array(UserCoupon) });
export type UserCouponListData = z.infer<typeof UserCouponListData>;

/** The passenger's coupons for these product types: usable (unused, in date), used, expired, or both of those. */
export const userCouponList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/coupon/listUserCoupon',
  summary: "The passenger's coupons by product type and state",
  isPublic: false,
  needsClientHeaders: true,
  query: UserCouponListQuery,
  data: UserCouponListData,
});
