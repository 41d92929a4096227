import { describe, expect, it } from 'vitest';
import { createAttemptKeys, outcomeOf, type AttemptOutcome } from './attempt-key';

const sequence = () => {
  let count = 0;
  return () => `key-${++count}`;
};

describe('attempt keys', () => {
  it.each<[string, AttemptOutcome, string, string]>([
    ['a dropped connection retries with the same key', 'retryable', 'body', 'key-1'],
    ['a changed choice after a dropped connection is a new attempt', 'retryable', 'other body', 'key-2'],
    ['a refusal makes the next tap a new attempt', 'final', 'body', 'key-2'],
    ['a success makes the next order a new attempt', 'succeeded', 'body', 'key-2'],
  ])('%s', (_name, outcome, nextBody, expected) => {
    const keys = createAttemptKeys(sequence());
    expect(keys.keyFor('body')).toBe('key-1');
    keys.settle(outcome);
    expect(keys.keyFor(nextBody)).toBe(expected);
  });

  it.each<[string, Parameters<typeof outcomeOf>[0], AttemptOutcome]>([
    ['success', { ok: true, data: {}, meta: { code: 1, desc: '', timestamp: 0 } }, 'succeeded'],
    ['no answer', { ok: false, statusText: 'network error' }, 'retryable'],
    ['timed out', { ok: false, statusText: 'timeout' }, 'retryable'],
    ['still in progress on the server', { ok: false, meta: { code: 1011, desc: '', timestamp: 0 } }, 'retryable'],
    ['sold out', { ok: false, meta: { code: 2402, desc: '', timestamp: 0 } }, 'final'],
    ['price changed', { ok: false, meta: { code: 2405, desc: '', timestamp: 0 } }, 'final'],
  ])('%s is %s', (_name, result, expected) => {
    expect(outcomeOf(result)).toBe(expected);
  });
});
