/** The two timers of SPEC section 4: a countdown to a moment (sales open, hold expiry) and a resend-code timer. */

export type CountdownParts = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  isExpired: boolean;
};

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86_400;
const TICK_MS = 1000;

/** Whole units left, rounded down like a clock; in the last second the parts are all 0 before isExpired turns true. */
export function countdownTo(targetMs: number, nowMs: number = Date.now()): CountdownParts {
  const totalSeconds = Math.floor(Math.max(0, targetMs - nowMs) / 1000);
  return {
    days: Math.floor(totalSeconds / SECONDS_PER_DAY),
    hours: Math.floor((totalSeconds % SECONDS_PER_DAY) / SECONDS_PER_HOUR),
    minutes: Math.floor((totalSeconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: totalSeconds % SECONDS_PER_MINUTE,
    isExpired: nowMs >= targetMs,
  };
}

export const DEFAULT_COUNTDOWN_SECONDS = 60;

export type SecondsCountdownOptions = {
  seconds?: number;
  onTick?: (remaining: number) => void;
  onZero?: () => void;
};

export type SecondsCountdown = {
  start: () => void;
  stop: () => void;
  readonly remaining: number;
  readonly isRunning: boolean;
};

/**
 * A seconds countdown (default 60) for "resend code". `remaining` is 0 while idle; start() sets it to
 * `seconds` and reports it through onTick at once, so a view can show the full count without waiting a
 * second. Reaching zero reports onTick(0) then onZero(); stop() resets silently.
 */
export function createSecondsCountdown(options: SecondsCountdownOptions = {}): SecondsCountdown {
  const { seconds = DEFAULT_COUNTDOWN_SECONDS, onTick, onZero } = options;
  if (!Number.isInteger(seconds) || seconds <= 0) {
    throw new RangeError(`Countdown seconds must be a positive integer, got ${seconds}`);
  }
  let remaining = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    remaining = 0;
  };

  const tick = () => {
    remaining -= 1;
    onTick?.(remaining);
    if (remaining <= 0) {
      stop();
      onZero?.();
    }
  };

  const start = () => {
    stop();
    remaining = seconds;
    timer = setInterval(tick, TICK_MS);
    onTick?.(remaining);
  };

  return {
    start,
    stop,
    get remaining() {
      return remaining;
    },
    get isRunning() {
      return timer !== undefined;
    },
  };
}
