import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ticketRefund, type TicketRefundBody } from '@udian/contracts/endpoints/tickets/ticket-refund';
import { call, type CallResult } from '../../../api/client';
import { orderKeys } from '../../../api/queries/order-keys';
import { ticketKeys } from '../../../api/queries/ticket-keys';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { createAttemptKeys } from '../../../lib/attempt-keys';
import { refundOutcomeOf, type RefundOutcome } from '../refund-attempt';
import { REFUNDS_KEY } from './refund-keys';

// One attempt per page load: it must survive re-renders, and a reload starts afresh anyway.
const attempts = createAttemptKeys(newIdempotencyKey);

const QUOTE_KEY = [...REFUNDS_KEY, 'quote'] as const;

/**
 * What each answer makes stale. A refund changes every order and ticket page; the form gives way to the
 * result, so nothing is asked now (a quote of refunded tickets would only be refused). A new amount asks
 * the quote again at once. A refusal asks the order again, whose refundable tickets then narrow the
 * choice; the old choice's quote is not asked again (it would be refused a second time).
 */
const refreshAfter = async (queryClient: QueryClient, outcome: RefundOutcome, orderNo: string): Promise<void> => {
  const orderKey = orderKeys.detail(orderNo);
  const mark = (queryKey: readonly string[], refetchType: 'active' | 'none') =>
    queryClient.invalidateQueries({ queryKey, refetchType });
  if (outcome === 'refunded') {
    await Promise.all([REFUNDS_KEY, orderKeys.all, ticketKeys.all].map((key) => mark(key, 'none')));
  } else if (outcome === 'amountChanged') {
    await Promise.all([mark(QUOTE_KEY, 'active'), mark(orderKey, 'active')]);
  } else if (outcome === 'refused') {
    await Promise.all([mark(QUOTE_KEY, 'none'), mark(orderKey, 'active')]);
  }
};

/**
 * 确认退票 (POST /ticket/refund) with an Idempotency-Key kept for the attempt. Answers the raw result so
 * the page can tell a dropped connection (tap again: the same refund, never a second) from an answer.
 */
export const useTicketRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TicketRefundBody): Promise<CallResult<typeof ticketRefund>> => {
      const idempotencyKey = attempts.keyFor(JSON.stringify(body));
      const result = await call(ticketRefund, { body }, { idempotencyKey });
      attempts.settle(refundOutcomeOf(result));
      return result;
    },
    onSuccess: (result, body) => refreshAfter(queryClient, refundOutcomeOf(result), body.orderNo),
  });
};
