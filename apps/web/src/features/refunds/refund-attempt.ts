/**
 * One Idempotency-Key per refund the passenger asks for. Tapping 确认退票 again after a dropped connection
 * resends the same key with the same body, so the server answers the refund it already made instead of
 * making a second; after an answer (done, refused, a new amount) or with another choice the next tap is a
 * new attempt with a new key.
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

export type RefundAttempts = {
  /** The key for a request with this body: the last one while that attempt may still be retried. */
  keyFor: (fingerprint: string) => string;
  settle: (outcome: RefundOutcome) => void;
};

export const createRefundAttempts = (newKey: () => string): RefundAttempts => {
  let last: { key: string; fingerprint: string } | null = null;
  return {
    keyFor: (fingerprint) => {
      if (!last || last.fingerprint !== fingerprint) last = { key: newKey(), fingerprint };
      return last.key;
    },
    settle: (outcome) => {
      if (outcome !== 'retryable') last = null;
    },
  };
};
