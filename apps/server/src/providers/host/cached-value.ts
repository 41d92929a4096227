/**
 * A value fetched from elsewhere and kept for its lifetime minus a margin (WeChat's access token and jsapi
 * ticket). Concurrent callers share one in-flight fetch; a failed fetch is not cached.
 */
export const createCachedValue = <T>(
  fetchValue: () => Promise<{ value: T; ttlSeconds: number }>,
  { marginSeconds = 300, now = () => Date.now() }: { marginSeconds?: number; now?: () => number } = {},
) => {
  let cached: { value: T; expiresAt: number } | undefined;
  let inFlight: Promise<T> | undefined;

  const refresh = (): Promise<T> => {
    inFlight ??= fetchValue()
      .then(({ value, ttlSeconds }) => {
        // A lifetime shorter than the margin is still kept briefly rather than fetched on every call.
        const keepMs = Math.max(ttlSeconds - marginSeconds, Math.min(ttlSeconds, 60)) * 1000;
        cached = { value, expiresAt: now() + keepMs };
        return value;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  return {
    get: (): Promise<T> => (cached && cached.expiresAt > now() ? Promise.resolve(cached.value) : refresh()),
    /** Forgets the value, e.g. when WeChat says the token is no longer valid. */
    invalidate: (): void => {
      cached = undefined;
    },
  };
};
