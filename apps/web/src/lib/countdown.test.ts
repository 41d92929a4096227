import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownTo, createSecondsCountdown } from './countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('countdownTo', () => {
  const now = Date.UTC(2024, 0, 1, 8, 0, 0);

  it.each<[string, number, [number, number, number, number, boolean]]>([
    ['target reached', 0, [0, 0, 0, 0, true]],
    ['target passed', -5 * MINUTE, [0, 0, 0, 0, true]],
    ['under a second left', 999, [0, 0, 0, 0, false]],
    ['one second', SECOND, [0, 0, 0, 1, false]],
    ['partial seconds dropped', 1999, [0, 0, 0, 1, false]],
    ['one minute', MINUTE, [0, 0, 1, 0, false]],
    ['mixed units', 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND, [2, 3, 4, 5, false]],
    ['just under a day', DAY - SECOND, [0, 23, 59, 59, false]],
    ['many days', 40 * DAY, [40, 0, 0, 0, false]],
  ])('%s', (_label, offset, [days, hours, minutes, seconds, isExpired]) => {
    expect(countdownTo(now + offset, now)).toEqual({ days, hours, minutes, seconds, isExpired });
  });

  it('defaults now to the current time', () => {
    vi.useFakeTimers({ now });
    try {
      expect(countdownTo(now + HOUR)).toEqual({ days: 0, hours: 1, minutes: 0, seconds: 0, isExpired: false });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createSecondsCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is idle until started', () => {
    const onTick = vi.fn();
    const countdown = createSecondsCountdown({ onTick });
    vi.advanceTimersByTime(5 * SECOND);
    expect(countdown.remaining).toBe(0);
    expect(countdown.isRunning).toBe(false);
    expect(onTick).not.toHaveBeenCalled();
  });

  it('counts 60 seconds by default, once per second, then calls onZero', () => {
    const onTick = vi.fn();
    const onZero = vi.fn();
    const countdown = createSecondsCountdown({ onTick, onZero });
    countdown.start();
    expect(countdown.remaining).toBe(60);
    expect(onTick).toHaveBeenLastCalledWith(60);

    vi.advanceTimersByTime(999);
    expect(countdown.remaining).toBe(60);
    vi.advanceTimersByTime(1);
    expect(countdown.remaining).toBe(59);

    vi.advanceTimersByTime(58 * SECOND);
    expect(countdown.remaining).toBe(1);
    expect(onZero).not.toHaveBeenCalled();

    vi.advanceTimersByTime(SECOND);
    expect(countdown.remaining).toBe(0);
    expect(countdown.isRunning).toBe(false);
    expect(onTick).toHaveBeenLastCalledWith(0);
    expect(onTick).toHaveBeenCalledTimes(61);
    expect(onZero).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(10 * SECOND);
    expect(onTick).toHaveBeenCalledTimes(61);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('reports every value in order', () => {
    const ticks: number[] = [];
    createSecondsCountdown({ seconds: 3, onTick: (remaining) => ticks.push(remaining) }).start();
    vi.advanceTimersByTime(10 * SECOND);
    expect(ticks).toEqual([3, 2, 1, 0]);
  });

  it('stop() halts without calling onZero', () => {
    const onZero = vi.fn();
    const countdown = createSecondsCountdown({ seconds: 5, onZero });
    countdown.start();
    vi.advanceTimersByTime(2 * SECOND);
    countdown.stop();
    expect(countdown.remaining).toBe(0);
    expect(countdown.isRunning).toBe(false);
    vi.advanceTimersByTime(10 * SECOND);
    expect(onZero).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('start() while running restarts from the full count with a single timer', () => {
    const onZero = vi.fn();
    const countdown = createSecondsCountdown({ seconds: 5, onZero });
    countdown.start();
    vi.advanceTimersByTime(3 * SECOND);
    expect(countdown.remaining).toBe(2);
    countdown.start();
    expect(countdown.remaining).toBe(5);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(4 * SECOND);
    expect(countdown.remaining).toBe(1);
    expect(onZero).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SECOND);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('can be started again after reaching zero', () => {
    const onZero = vi.fn();
    const countdown = createSecondsCountdown({ seconds: 1, onZero });
    countdown.start();
    vi.advanceTimersByTime(SECOND);
    countdown.start();
    expect(countdown.isRunning).toBe(true);
    vi.advanceTimersByTime(SECOND);
    expect(onZero).toHaveBeenCalledTimes(2);
  });

  it.each<[number]>([[0], [-1], [1.5], [Number.NaN]])('rejects %d seconds', (seconds) => {
    expect(() => createSecondsCountdown({ seconds })).toThrow(RangeError);
  });
});
