import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiveRedeem } from '@udian/contracts/endpoints/coupons/receive-coupon';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';
import { couponKeys } from '../../../api/queries/coupon-keys';

/**
 * Redeems a code (POST /coupon/receiveRedeem). The refusal (兑换码无效, 兑换码已被使用, the lock after too
 * many wrong codes) is toasted by the request helper and stays beside the box (the page shows its text).
 */
export const useRedeemCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(receiveRedeem, { body: { code } }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
};
