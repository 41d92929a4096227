import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCreate, type OrderCreateBody } from '@udian/contracts/endpoints/orders/order-create';
import { call, type CallResult } from '../../../api/client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { createAttemptKeys } from '../../../lib/attempt-keys';
import { outcomeOf } from '../attempt-key';
import { BUY_CALENDAR_KEY } from './buy-calendar';
import { ORDER_QUOTE_KEY } from './order-quote';

// One attempt per page load: it must survive the form re-rendering, and a reload starts afresh anyway.
const attempts = createAttemptKeys(newIdempotencyKey);

/**
 * Creates the order (/order/create) with an Idempotency-Key kept for the attempt. Answers the raw result
 * so the page can tell a dropped connection (tap again: same order) from a refusal (no seats, new price).
 */
export const useOrderCreate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrderCreateBody): Promise<CallResult<typeof orderCreate>> => {
      const idempotencyKey = attempts.keyFor(JSON.stringify(body));
      const result = await call(orderCreate, { body }, { idempotencyKey });
      attempts.settle(outcomeOf(result));
      return result;
    },
    // A refusal (no seats, a new price) leaves the form on screen: its calendar and price are asked again. After
    // an order the page is leaving, so they are only marked stale. After a dropped connection nothing is
    // asked: the order may exist, and a price that now counts its held seats and coupon would change the
    // retry into a second order.
    onSuccess: async (result) => {
      const outcome = outcomeOf(result);
      if (outcome === 'retryable') return;
      const refetchType = outcome === 'final' ? 'active' : 'none';
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BUY_CALENDAR_KEY, refetchType }),
        queryClient.invalidateQueries({ queryKey: ORDER_QUOTE_KEY, refetchType }),
      ]);
    },
  });
};
