/** Rate limiting of handlers (SPEC section 9: default delay 500 ms), e.g. search input and map moves. */

export const DEFAULT_DELAY_MS = 500;

export type Cancelable<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void };

/** Runs fn once calls have paused for `wait` ms, with the latest arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number = DEFAULT_DELAY_MS): Cancelable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };

  return Object.assign(debounced, {
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  });
}

/**
 * Runs fn at most once per `wait` ms: the first call at once, and if more came in during the window, one
 * more at its end with the latest arguments (which opens a new window), so the last input is never lost.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number = DEFAULT_DELAY_MS): Cancelable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: A | undefined;

  const endWindow = () => {
    if (pendingArgs === undefined) {
      timer = undefined;
      return;
    }
    const args = pendingArgs;
    pendingArgs = undefined;
    timer = setTimeout(endWindow, wait);
    fn(...args);
  };

  const throttled = (...args: A) => {
    if (timer !== undefined) {
      pendingArgs = args;
      return;
    }
    timer = setTimeout(endWindow, wait);
    fn(...args);
  };

  return Object.assign(throttled, {
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pendingArgs = undefined;
    },
  });
}
