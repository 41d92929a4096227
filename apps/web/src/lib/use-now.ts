import { useEffect, useState } from 'react';

/** The current time, re-read every second while `isTicking` (pay countdowns, ride codes); the timer dies with the component. */
export const useNow = (isTicking: boolean, intervalMs = 1000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [isTicking, intervalMs]);
  return now;
};
