/** What an answer of order creation or payment means for its attempt key (lib/attempt-keys.ts). */
import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { RequestResult } from '../../api/request';

export type AttemptOutcome = 'succeeded' | 'retryable' | 'final';

/** A dropped connection, or the first attempt still running on the server: the same attempt may be retried. */
export const outcomeOf = (result: RequestResult<unknown>): AttemptOutcome => {
  if (result.ok) return 'succeeded';
  if (!('meta' in result)) return 'retryable';
  return result.meta.code === errorCatalogue.requestInProgress.code ? 'retryable' : 'final';
};
