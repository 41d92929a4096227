/**
 * Resolves in a later task (a zero-delay timer): work after it does not add to the task before it, so that a
 * slow phone's main thread is never held long enough for a tap to wait (decision 043).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
