import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, DEFAULT_DELAY_MS, throttle } from './timing';

type Step = [atMs: number, arg: string];

/** Plays calls at the given times and records when fn ran and with what. */
function play(make: typeof debounce, steps: Step[], wait?: number, until = 5000) {
  const runs: Step[] = [];
  const wrapped = make((arg: string) => runs.push([Date.now(), arg]), wait);
  let now = 0;
  for (const [atMs, arg] of steps) {
    vi.advanceTimersByTime(atMs - now);
    now = atMs;
    wrapped(arg);
  }
  vi.advanceTimersByTime(until - now);
  return runs;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

it('defaults to 500 ms', () => {
  expect(DEFAULT_DELAY_MS).toBe(500);
});

describe('debounce', () => {
  it.each<[string, Step[], number | undefined, Step[]]>([
    ['a single call runs after the default wait', [[0, 'a']], undefined, [[500, 'a']]],
    ['a burst runs once with the latest args', [[0, 'a'], [100, 'b'], [450, 'c']], undefined, [[950, 'c']]],
    ['calls a wait apart each run', [[0, 'a'], [500, 'b']], undefined, [[500, 'a'], [1000, 'b']]],
    ['a custom wait', [[0, 'a'], [150, 'b']], 200, [[350, 'b']]],
    ['zero wait still defers', [[0, 'a']], 0, [[0, 'a']]],
  ])('%s', (_label, steps, wait, expected) => {
    expect(play(debounce, steps, wait)).toEqual(expected);
  });

  it('does not run synchronously', () => {
    const fn = vi.fn();
    debounce(fn)('x');
    expect(fn).not.toHaveBeenCalled();
  });

  it('cancel() drops the pending call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('x');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    debounced('y');
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledExactlyOnceWith('y');
  });
});

describe('throttle', () => {
  it.each<[string, Step[], number | undefined, Step[]]>([
    ['a single call runs at once', [[0, 'a']], undefined, [[0, 'a']]],
    ['a trailing call runs at the window end with the latest args', [[0, 'a'], [100, 'b'], [300, 'c']], undefined, [[0, 'a'], [500, 'c']]],
    ['the trailing run opens a new window', [[0, 'a'], [100, 'b'], [600, 'c'], [700, 'd']], undefined, [[0, 'a'], [500, 'b'], [1000, 'd']]],
    ['a call after a quiet window runs at once', [[0, 'a'], [800, 'b']], undefined, [[0, 'a'], [800, 'b']]],
    ['steady calls run once per window', [[0, '0'], [200, '1'], [400, '2'], [600, '3'], [800, '4'], [1000, '5']], undefined, [[0, '0'], [500, '2'], [1000, '4'], [1500, '5']]],
    ['a custom wait', [[0, 'a'], [50, 'b'], [150, 'c']], 100, [[0, 'a'], [100, 'b'], [200, 'c']]],
  ])('%s', (_label, steps, wait, expected) => {
    expect(play(throttle, steps, wait)).toEqual(expected);
  });

  it('cancel() drops the trailing call and resets the window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled('a');
    throttled('b');
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledExactlyOnceWith('a');
    throttled('c');
    expect(fn).toHaveBeenLastCalledWith('c');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
