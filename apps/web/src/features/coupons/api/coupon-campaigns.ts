import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { receiveCoupon, receiveCouponInfo } from '@udian/contracts/endpoints/coupons/receive-coupon';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { couponKeys } from '../../../api/queries/coupon-keys';

/**
 * 领券中心's campaigns (/coupon/queryReceiveCouponInfo). Public: a visitor sees them too; keyed by the
 * passenger, whose claimed count and state differ, '' when logged out.
 */
export const couponCampaignsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: couponKeys.campaigns(userId),
    queryFn: async ({ signal }) => unwrap(await call(receiveCouponInfo, {}, { signal })).campaigns,
    retry: retryTransportOnce,
    staleTime: 0,
  });

export const useCouponCampaigns = (userId: string) => useQuery(couponCampaignsQueryOptions(userId));

/**
 * Claims a coupon (POST /coupon/receiveCoupon). A refusal (已领完, 已领取过, 活动未开始, 活动已结束) is toasted
 * with the server's text by the request helper; either way the campaigns are asked again, as stock and
 * state may have moved.
 */
export const useClaimCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => call(receiveCoupon, { body: { campaignId } }).then(unwrap),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
};
