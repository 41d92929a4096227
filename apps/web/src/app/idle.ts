/** Runs work when the browser is idle (older web views lack requestIdleCallback: a short delay instead). */
export const onIdle = (work: () => void, timeoutMs = 2000): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 200);
};
