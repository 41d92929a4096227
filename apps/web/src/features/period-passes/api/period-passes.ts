import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myPeriodPasses, periodPassCreate, periodPassDetail, periodPassQuote, type PeriodPassCreateBody } from '@udian/contracts/endpoints/period-passes/period-passes';
import { refundPrice } from '@udian/contracts/endpoints/tickets/refund-price';
import { ticketRefund, type TicketRefundBody } from '@udian/contracts/endpoints/tickets/ticket-refund';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { PeriodPassChoice } from '@udian/contracts/schemas/period-passes';
import { call, type CallResult } from '../../../api/client';
import { orderKeys } from '../../../api/queries/order-keys';
import { ticketKeys } from '../../../api/queries/ticket-keys';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import type { RequestResult } from '../../../api/request';
import { createAttemptKeys } from '../../../lib/attempt-keys';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { periodPassKeys } from './period-pass-keys';

/** The passenger's passes, the latest period first (/periodPass/mine). */
export const useMyPeriodPasses = (userId: string) =>
  useQuery({
    queryKey: periodPassKeys.mine(userId),
    queryFn: async ({ signal }) => unwrap(await call(myPeriodPasses, {}, { signal })).items,
    retry: retryTransportOnce,
  });

/** One pass with its days (/periodPass/detail); asked afresh on entering, as a day may have been ridden meanwhile. */
export const usePeriodPass = (userId: string, orderNo: string) =>
  useQuery({
    queryKey: periodPassKeys.detail(userId, orderNo),
    queryFn: async ({ signal }) => unwrap(await call(periodPassDetail, { query: { orderNo } }, { signal, failureToast: 'none' })),
    retry: retryTransportOnce,
    staleTime: 0,
  });

/**
 * What the pass would hold and cost now (/periodPass/quote), asked again whenever the choice changes (the
 * previous answer stays while it is asked). A refusal (not on sale, a time not run) is shown in the server's words.
 */
export const usePeriodPassQuote = (userId: string, choice: PeriodPassChoice | null) =>
  useQuery({
    queryKey: periodPassKeys.quote(userId, JSON.stringify(choice)),
    queryFn: async () => unwrap(await call(periodPassQuote, { body: choice! }, { failureToast: 'none' })),
    retry: retryTransportOnce,
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled: choice !== null,
  });

/** A dropped connection, or the first attempt still running: the same attempt (same key) may be sent again. */
const isRetryable = (result: RequestResult<unknown>): boolean =>
  !result.ok && (!('meta' in result) || result.meta.code === errorCatalogue.requestInProgress.code);

// One attempt per page load for each call that must not happen twice.
const buyAttempts = createAttemptKeys(newIdempotencyKey);
const refundAttempts = createAttemptKeys(newIdempotencyKey);

/**
 * 确认购买 (/periodPass/create) with an Idempotency-Key kept for the attempt: a second tap after a dropped
 * connection answers the same order. Answers the raw result so the page can tell a refusal from a drop.
 */
export const useCreatePeriodPass = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PeriodPassCreateBody): Promise<CallResult<typeof periodPassCreate>> => {
      const idempotencyKey = buyAttempts.keyFor(JSON.stringify(body));
      const result = await call(periodPassCreate, { body }, { idempotencyKey, failureToast: 'none' });
      buyAttempts.settle(isRetryable(result) ? 'retryable' : 'final');
      return result;
    },
    onSuccess: async (result) => {
      if (isRetryable(result)) return;
      await Promise.all([periodPassKeys.all, orderKeys.all, ticketKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
};

/** What refunding these days gives back now (/ticket/refundPrice/query): the quote shown before any refund. */
export const usePassRefundQuote = (orderNo: string, ticketIds: readonly string[], isAsked: boolean) =>
  useQuery({
    queryKey: periodPassKeys.refundQuote(orderNo, ticketIds.join(',')),
    queryFn: async ({ signal }) => unwrap(await call(refundPrice, { query: { orderNo, ticketIds: ticketIds.join(',') } }, { signal, failureToast: 'none' })),
    retry: retryTransportOnce,
    staleTime: 0,
    // The fee depends on how long before each bus the refund is made: a quote left open is asked again.
    refetchInterval: 60_000,
    enabled: isAsked && ticketIds.length > 0,
  });

/** 确认退款 (POST /ticket/refund) of exactly the quote, with an Idempotency-Key kept for the attempt. */
export const usePassRefund = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TicketRefundBody): Promise<CallResult<typeof ticketRefund>> => {
      const idempotencyKey = refundAttempts.keyFor(JSON.stringify(body));
      const result = await call(ticketRefund, { body }, { idempotencyKey, failureToast: 'none' });
      refundAttempts.settle(isRetryable(result) ? 'retryable' : 'final');
      return result;
    },
    onSuccess: async (result) => {
      if (isRetryable(result)) return;
      await Promise.all([periodPassKeys.all, orderKeys.all, ticketKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
};
