import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later moment is waited for in several steps. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Whether an instant (milliseconds) has passed, turning true by itself when it does (a crowdfund's deadline):
 * one timer, not a tick per second. A malformed instant (NaN) counts as passed.
 */
export const useIsPast = (targetMs: number): boolean => {
  const [isPast, setPast] = useState(() => Number.isNaN(targetMs) || Date.now() >= targetMs);
  useEffect(() => {
    if (Number.isNaN(targetMs)) {
      setPast(true);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const left = targetMs - Date.now();
      setPast(left <= 0);
      if (left > 0) timer = setTimeout(arm, Math.min(left, MAX_DELAY_MS));
    };
    arm();
    return () => clearTimeout(timer);
  }, [targetMs]);
  return isPast;
};
