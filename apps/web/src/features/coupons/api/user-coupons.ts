import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCouponList } from '@udian/contracts/endpoints/coupons/user-coupon-list';
import { PRODUCT_TYPE_BUS_TICKET } from '@udian/contracts/schemas/orders';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { couponKeys } from '../../../api/queries/coupon-keys';

export type CouponListStatus = 'usable' | 'invalid';

/**
 * The passenger's bus-ticket coupons (/coupon/listUserCoupon, productTypes 5 as SPEC section 3 says): usable
 * ones soonest expiry first, or the invalid ones (used and expired) latest first; the server orders them.
 */
export const userCouponsQueryOptions = (userId: string, status: CouponListStatus) =>
  queryOptions({
    queryKey: couponKeys.list(userId, status),
    queryFn: async ({ signal }) =>
      unwrap(await call(userCouponList, { query: { productTypes: PRODUCT_TYPE_BUS_TICKET, status } }, { signal })).coupons,
    retry: retryTransportOnce,
  });

export const useUserCoupons = (userId: string, status: CouponListStatus) => useQuery(userCouponsQueryOptions(userId, status));
