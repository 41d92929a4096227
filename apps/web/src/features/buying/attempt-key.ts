/**
 * Idempotency keys for the calls that must not happen twice (creating an order, starting a payment). One
 * key per attempt: tapping again after the network failed resends the same key, so the server answers the
 * same order instead of making a second one; after a business failure (no seats, new price) or a changed
 * choice the next tap is a new attempt with a new key.
 */
import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { RequestResult } from '../../api/request';

export type AttemptOutcome = 'succeeded' | 'retryable' | 'final';

export type AttemptKeys = {
  /** The key to send for a request with this body. */
  keyFor: (fingerprint: string) => string;
  settle: (outcome: AttemptOutcome) => void;
};

export const createAttemptKeys = (newKey: () => string): AttemptKeys => {
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

/** A dropped connection, or the first attempt still running on the server: the same attempt may be retried. */
export const outcomeOf = (result: RequestResult<unknown>): AttemptOutcome => {
  if (result.ok) return 'succeeded';
  if (!('meta' in result)) return 'retryable';
  return result.meta.code === errorCatalogue.requestInProgress.code ? 'retryable' : 'final';
};
