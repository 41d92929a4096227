/**
 * The cache keys of the passenger's coupons, built here only. The coupon lists, the campaigns of 领券中心 and
 * the user centre's count all start with `couponKeys.all`, so a claim or a redeem marks every one stale.
 */
export const couponKeys = {
  all: ['coupons'] as const,
  list: (userId: string, status: string) => [...couponKeys.all, 'list', userId, status] as const,
  summary: (userId: string) => [...couponKeys.all, 'summary', userId] as const,
  campaigns: (userId: string) => [...couponKeys.all, 'campaigns', userId] as const,
};
