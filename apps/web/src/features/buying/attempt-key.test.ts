import { describe, expect, it } from 'vitest';
import { outcomeOf, type AttemptOutcome } from './attempt-key';

describe('order and payment attempts', () => {
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
