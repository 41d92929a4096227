import { useCallback, useEffect, useRef, useState } from 'react';
import { createSecondsCountdown, DEFAULT_COUNTDOWN_SECONDS, type SecondsCountdown } from './countdown';

export type SecondsCountdownState = {
  /** 0 while idle. */
  remaining: number;
  isRunning: boolean;
  start: () => void;
  stop: () => void;
};

/** React state over createSecondsCountdown, for the "resend code" button. The timer dies with the component. */
export function useSecondsCountdown(seconds: number = DEFAULT_COUNTDOWN_SECONDS): SecondsCountdownState {
  const [remaining, setRemaining] = useState(0);
  const [isRunning, setIsRunning] = useState(false);
  const countdownRef = useRef<SecondsCountdown | null>(null);

  // Reads the ref at unmount on purpose: the countdown is created later, by start().
  useEffect(() => () => countdownRef.current?.stop(), []);

  const start = useCallback(() => {
    countdownRef.current?.stop();
    // Created per start so a changed `seconds` applies to the next run, not to the one on screen.
    const countdown = createSecondsCountdown({
      seconds,
      onTick: setRemaining,
      onZero: () => setIsRunning(false),
    });
    countdownRef.current = countdown;
    setIsRunning(true);
    countdown.start();
  }, [seconds]);

  const stop = useCallback(() => {
    countdownRef.current?.stop();
    setRemaining(0);
    setIsRunning(false);
  }, []);

  return { remaining, isRunning, start, stop };
}
