/**
 * What an answer of /ticket/refund means for the page and for its attempt key (lib/attempt-keys.ts): a
 * dropped connection retries 确认退票 with the same key, so the server answers the refund it already made.
 */
import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { RequestResult } from '../../api/request';

export type RefundOutcome = 'refunded' | 'amountChanged' | 'retryable' | 'refused';

/** What an answer of /ticket/refund means for the page. */
export const refundOutcomeOf = (result: RequestResult<unknown>): RefundOutcome => {
  if (result.ok) return 'refunded';
  if (!('meta' in result)) return 'retryable';
  if (result.meta.code === errorCatalogue.requestInProgress.code) return 'retryable';
  return result.meta.code === errorCatalogue.refundAmountChanged.code ? 'amountChanged' : 'refused';
};
