import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt-keys';

const sequence = () => {
  let count = 0;
  return () => `key-${++count}`;
};

describe('attempt keys', () => {
  it.each<[string, string, string, string]>([
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
});
