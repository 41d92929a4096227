import { queryOptions, useQuery } from '@tanstack/react-query';
import { refundRule } from '@udian/contracts/endpoints/tickets/refund-rule';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';
import { REFUNDS_KEY } from './refund-keys';

/** A line's refund rule, or the default one without a line (/ticket/refundRule/query). Rules change rarely. */
export const refundRuleQueryOptions = (lineId: string | null) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'rule', lineId ?? 'default'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await call(refundRule, { query: lineId ? { lineId } : {} }, { signal })),
    retry: retryTransportOnce,
    staleTime: 5 * 60_000,
  });

export const useRefundRule = (lineId: string | null) => useQuery(refundRuleQueryOptions(lineId));
