/**
 * Idempotency keys for the calls that must not happen twice (creating an order, starting a payment, asking
 * for a refund). One key per attempt: tapping again after the network failed resends the same key, so the
 * server answers what it already did instead of doing it twice; after an answer, or with another body, the
 * next tap is a new attempt with a new key.
 */
export type AttemptKeys = {
  /** The key to send for a request with this body (its fingerprint). */
  keyFor: (fingerprint: string) => string;
  /** After the answer: only a 'retryable' outcome keeps the key for the next tap. */
  settle: (outcome: string) => void;
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
