import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SecondsCountdownState, useSecondsCountdown } from './use-seconds-countdown';

declare global {
  // React reads this flag to know act() is in charge of flushing updates.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Renders the hook in a throwaway component and exposes its latest return value. */
function renderCountdown(seconds?: number) {
  const result: { current: SecondsCountdownState | null } = { current: null };
  const Probe = () => {
    // One call either way (hooks are never called conditionally): undefined takes the default parameter.
    result.current = useSecondsCountdown(seconds);
    return null;
  };
  const container = document.createElement('div');
  const root: Root = createRoot(container);
  act(() => root.render(createElement(Probe)));
  const latest = (): SecondsCountdownState => {
    if (!result.current) throw new Error('hook did not render');
    return result.current;
  };
  return { latest, unmount: () => act(() => root.unmount()) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useSecondsCountdown', () => {
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts idle', () => {
    const { latest, unmount } = renderCountdown();
    expect(latest().remaining).toBe(0);
    expect(latest().isRunning).toBe(false);
    unmount();
  });

  it('counts down from 60 by default and stops at zero', () => {
    const { latest, unmount } = renderCountdown();
    act(() => latest().start());
    expect(latest().remaining).toBe(60);
    expect(latest().isRunning).toBe(true);

    advance(1000);
    expect(latest().remaining).toBe(59);

    advance(59_000);
    expect(latest().remaining).toBe(0);
    expect(latest().isRunning).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    unmount();
  });

  it.each<[number, number, number, boolean]>([
    [3, 1000, 2, true],
    [3, 2000, 1, true],
    [3, 3000, 0, false],
    [10, 4500, 6, true],
  ])('with %i seconds, after %i ms shows %i (running: %s)', (seconds, elapsed, remaining, isRunning) => {
    const { latest, unmount } = renderCountdown(seconds);
    act(() => latest().start());
    advance(elapsed);
    expect(latest().remaining).toBe(remaining);
    expect(latest().isRunning).toBe(isRunning);
    unmount();
  });

  it('stop() resets to idle and halts the timer', () => {
    const { latest, unmount } = renderCountdown(10);
    act(() => latest().start());
    advance(3000);
    act(() => latest().stop());
    expect(latest().remaining).toBe(0);
    expect(latest().isRunning).toBe(false);
    advance(5000);
    expect(latest().remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    unmount();
  });

  it('start() while running restarts the count', () => {
    const { latest, unmount } = renderCountdown(10);
    act(() => latest().start());
    advance(4000);
    act(() => latest().start());
    expect(latest().remaining).toBe(10);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
  });

  it('clears its timer on unmount', () => {
    const { latest, unmount } = renderCountdown(10);
    act(() => latest().start());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
