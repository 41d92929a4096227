import { useEffect, useState } from 'react';

/**
 * The current time, read again every `intervalMs`: a refund page left open must stop offering a ticket
 * once its bus has left. The timer dies with the component.
 */
export const useClock = (intervalMs: number): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
};
