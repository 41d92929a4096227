import { couponSummary } from '@udian/contracts/endpoints/coupons/coupon-summary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { couponKeys } from '../../../api/queries/coupon-keys';

/** How many usable coupons the passenger holds and how many expire soon (/coupon/summary); quiet on failure. */
export const couponSummaryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: couponKeys.summary(userId),
    queryFn: async ({ signal }) => unwrap(await call(couponSummary, {}, { signal, failureToast: 'none' })),
    retry: retryTransportOnce,
  });

export const useCouponSummary = (userId: string) => useQuery(couponSummaryQueryOptions(userId));
