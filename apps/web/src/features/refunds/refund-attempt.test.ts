import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from '../../lib/attempt-keys';
import { refundOutcomeOf, type RefundOutcome } from './refund-attempt';

const sequence = () => {
  let count = 0;
  return () => `key-${++count}`;
};

const answer = (code: number) => ({ ok: false as const, meta: { code, desc: '', timestamp: 0 } });

describe('refund attempts', () => {
  it.each<[string, Parameters<typeof refundOutcomeOf>[0], RefundOutcome]>([
    ['a refund', { ok: true, data: {}, meta: { code: 1, desc: '', timestamp: 0 } }, 'refunded'],
    ['no answer', { ok: false, statusText: 'network error' }, 'retryable'],
    ['the first attempt still running', answer(1011), 'retryable'],
    ['a new amount', answer(2803), 'amountChanged'],
    ['not refundable', answer(2801), 'refused'],
    ['departed', answer(2802), 'refused'],
  ])('%s is %s', (_name, result, expected) => {
    expect(refundOutcomeOf(result)).toBe(expected);
  });

  it.each<[string, RefundOutcome, string, string]>([
    ['a dropped connection retries with the same key', 'retryable', 'body', 'key-1'],
    ['another choice after a dropped connection is a new attempt', 'retryable', 'other body', 'key-2'],
    ['a new amount makes the next tap a new attempt', 'amountChanged', 'body', 'key-2'],
    ['a refusal makes the next tap a new attempt', 'refused', 'body', 'key-2'],
    ['a refund makes the next one a new attempt', 'refunded', 'body', 'key-2'],
  ])('%s', (_name, outcome, nextBody, expected) => {
    const attempts = createAttemptKeys(sequence());
    expect(attempts.keyFor('body')).toBe('key-1');
    attempts.settle(outcome);
    expect(attempts.keyFor(nextBody)).toBe(expected);
  });
});
